import LayoutSolver

/// A view of the three Auto-Layout-shaped systems of shared/bench/kiwi_baseline.py, built with the
/// same constraints in the same order, with the same closed-form oracle for every frame.
public final class KiwiShapeNode {
    /// How a node lays out its kids: in a row, in a column, or each placed on its own.
    public enum Axis: Sendable { case horizontal, vertical, free }
    public let axis: Axis?
    public internal(set) var kids: [KiwiShapeNode] = []
    public let left: Variable, top: Variable, width: Variable, height: Variable
    public internal(set) var naturalWidth = 0.0, naturalHeight = 0.0

    init(_ solver: inout Solver, axis: Axis?, leaf: Int? = nil) {
        self.axis = axis
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
        if let leaf {
            naturalWidth = 20 + Double((leaf * 37) % 50)
            naturalHeight = 12 + Double((leaf * 11) % 30)
        }
    }
}

/// One of the three shapes; `build` makes its views, `constraints` its constraints.
public enum KiwiShape: String, CaseIterable, Sendable {
    case indep, tree, chain

    public static let pad = 8.0
    public static let spacing = 8.0
    // kiwi's weak / medium / strong, as three strict Auto Layout levels.
    public static let weak = 100.0, medium = 500.0, strong = 900.0

    static func independentTop(_ i: Int) -> Double { pad + Double((i * 7) % 500) }

    public func build(_ n: Int, in solver: inout Solver) -> KiwiShapeNode {
        var counter = 0
        func stack(_ axis: KiwiShapeNode.Axis, _ depth: Int) -> KiwiShapeNode {
            let node = KiwiShapeNode(&solver, axis: axis)
            for _ in 0..<10 {
                if depth == 1 {
                    node.kids.append(KiwiShapeNode(&solver, axis: nil, leaf: counter))
                    counter += 1
                } else {
                    node.kids.append(stack(axis == .horizontal ? .vertical : .horizontal, depth - 1))
                }
            }
            return node
        }
        let root: KiwiShapeNode
        switch self {
        case .tree:
            var depth = 1, size = 10
            while size < n { size *= 10; depth += 1 }
            root = stack(.horizontal, depth)
        case .indep, .chain:
            root = KiwiShapeNode(&solver, axis: self == .chain ? .horizontal : .free)
            for _ in 0..<n {
                root.kids.append(KiwiShapeNode(&solver, axis: nil, leaf: counter))
                counter += 1
            }
        }
        Self.natural(root)
        return root
    }

    static func natural(_ node: KiwiShapeNode) {
        guard let axis = node.axis else { return }
        if axis == .free {
            node.naturalWidth = node.kids.map(\.naturalWidth).max()! + 2 * pad
            node.naturalHeight = node.kids.enumerated().map { independentTop($0.offset) + $0.element.naturalHeight }.max()! + pad
            return
        }
        for kid in node.kids { natural(kid) }
        let horizontal = axis == .horizontal
        let main = node.kids.reduce(0) { $0 + (horizontal ? $1.naturalWidth : $1.naturalHeight) }
            + Double(node.kids.count - 1) * spacing + 2 * pad
        let cross = node.kids.map { horizontal ? $0.naturalHeight : $0.naturalWidth }.max()! + 2 * pad
        (node.naturalWidth, node.naturalHeight) = horizontal ? (main, cross) : (cross, main)
    }

    /// The constraints, in kiwi_baseline.py's order.
    public static func constraints(_ root: KiwiShapeNode) -> [Constraint] {
        var list: [Constraint] = [root.left |==| 0, root.top |==| 0, root.width |>=| 0, root.height |>=| 0]
        func axes(_ node: KiwiShapeNode, _ horizontal: Bool) -> (Variable, Variable, Variable, Variable) {
            horizontal ? (node.left, node.width, node.top, node.height) : (node.top, node.height, node.left, node.width)
        }
        func stack(_ parent: KiwiShapeNode) {
            let horizontal = parent.axis == .horizontal
            let (ps, pz, pcs, pcz) = axes(parent, horizontal)
            var previous: KiwiShapeNode?
            for (i, child) in parent.kids.enumerated() {
                let (s, z, cst, csz) = axes(child, horizontal)
                list.append(child.width |>=| 0)
                list.append(child.height |>=| 0)
                if let previous {
                    let (prevStart, prevSize, _, _) = axes(previous, horizontal)
                    list.append(s |==| prevStart + prevSize + LinearExpression(spacing))
                } else {
                    list.append(s |==| ps + LinearExpression(pad))
                }
                list.append(cst |==| pcs + LinearExpression(pad))
                list.append(cst + csz |<=| pcs + pcz - LinearExpression(pad))
                let mainNatural = horizontal ? child.naturalWidth : child.naturalHeight
                list.append((z |==| LinearExpression(mainNatural)).priority(i == 0 ? weak : medium))
                if child.axis == nil {
                    list.append((csz |==| LinearExpression(horizontal ? child.naturalHeight : child.naturalWidth)).priority(medium))
                    list.append((child.width |>=| LinearExpression(child.naturalWidth)).priority(strong))
                    list.append((child.height |>=| LinearExpression(child.naturalHeight)).priority(strong))
                } else {
                    stack(child)
                }
                previous = child
            }
            let (lastStart, lastSize, _, _) = axes(previous!, horizontal)
            list.append(lastStart + lastSize + LinearExpression(pad) |==| ps + pz)
        }
        func independent(_ parent: KiwiShapeNode) {
            for (i, child) in parent.kids.enumerated() {
                list.append(contentsOf: [
                    child.width |>=| 0, child.height |>=| 0,
                    child.left + 0.5 * child.width |==| parent.left + 0.5 * parent.width,
                    child.top |==| parent.top + LinearExpression(independentTop(i)),
                    child.left |>=| parent.left + LinearExpression(pad),
                    child.top + child.height |<=| parent.top + parent.height - LinearExpression(pad),
                    (child.width |==| LinearExpression(child.naturalWidth)).priority(medium),
                    (child.height |==| LinearExpression(child.naturalHeight)).priority(medium),
                    (child.width |>=| LinearExpression(child.naturalWidth)).priority(strong),
                    (child.height |>=| LinearExpression(child.naturalHeight)).priority(strong),
                ])
            }
        }
        if root.axis == .free { independent(root) } else { stack(root) }
        return list
    }

    /// The largest difference between a solved frame and the closed-form unique optimum.
    public static func maxError(_ root: KiwiShapeNode, _ values: SolverValues, width: Double, height: Double) -> Double {
        var error = 0.0
        func check(_ node: KiwiShapeNode, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            error = max(error, abs(values[node.left] - x), abs(values[node.top] - y),
                        abs(values[node.width] - w), abs(values[node.height] - h))
            guard let axis = node.axis else { return }
            if axis == .free {
                for (i, kid) in node.kids.enumerated() {
                    check(kid, x + 0.5 * (w - kid.naturalWidth), y + independentTop(i), kid.naturalWidth, kid.naturalHeight)
                }
                return
            }
            let horizontal = axis == .horizontal
            let slack = horizontal ? w - node.naturalWidth : h - node.naturalHeight
            var position = (horizontal ? x : y) + pad
            for (i, kid) in node.kids.enumerated() {
                let kw = kid.naturalWidth + (i == 0 && horizontal ? slack : 0)
                let kh = kid.naturalHeight + (i == 0 && !horizontal ? slack : 0)
                if horizontal {
                    check(kid, position, y + pad, kw, kh)
                    position += kw + spacing
                } else {
                    check(kid, x + pad, position, kw, kh)
                    position += kh + spacing
                }
            }
        }
        check(root, 0, 0, width, height)
        return error
    }
}
