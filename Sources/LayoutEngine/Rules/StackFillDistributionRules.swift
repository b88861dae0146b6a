import LayoutSolver

/// The fill family's extra constraints along the axis (docs/stackview.md §3.2, §3.3);
/// `.fill` itself adds nothing beyond the canvas connection and the spacing (§3.1).
///
/// - `fillEqually`: `UISV-fill-equally` `item.length == firstVisible.length` at 1000 for every
///   other visible item.
/// - `fillProportionally`: `UISV-fill-proportionally` `item.length == m × canvas.length` with
///   `m = len / D`, `D = Σ len (len > 0) + the spacings between visible items`, at priority
///   `max(999 − i, 751)` (*i* counts hidden items, iOS 26), 1000 when `m == 1`. Because `D`
///   counts the spacing, the multipliers only add up at `canvas.length == D`: at any other length
///   the lowest priority, the last item, absorbs the error (rdar://34595752), as UIKit does.
///   An item with `len <= 0` gets `item.length == 0` at 1000. When no item has a length
///   (`D <= max(s × (n − 1), 1)`), UIKit falls back to fillEqually's constraints.
///   `len` is the intrinsic length along the axis; for a nested stack its fitting size
///   (`StackFittingSize`).
struct StackFillDistributionRules: StackRules {
    func append(for stack: StackArrangement, to list: inout ConstraintList) {
        if stack.distribution == .fillEqually { list.append(contentsOf: fillEqually(stack)) }
        if stack.distribution == .fillProportionally { list.append(contentsOf: fillProportionally(stack)) }
    }

    private func fillEqually(_ stack: StackArrangement) -> [EngineConstraint] {
        guard let first = stack.visible.first else { return [] }
        let length = stack.name(.length)
        return stack.visible.dropFirst().map { item in
            stack.make("UISV-fill-equally", stack.expression(.length, of: item) |==| stack.expression(.length, of: first),
                       views: item, first, "\(item.id).\(length) == \(first.id).\(length)")
        }
    }

    /// The proportional multipliers of the visible items, or nil for the fillEqually fallback.
    static func multipliers(_ stack: StackArrangement, _ table: LayoutViewTable) -> [Double]? {
        let lengths = stack.visible.map { item -> Double in
            let size = StackFittingSize.size(of: item, in: table)
            return stack.isHorizontal ? size.width : size.height
        }
        let spacings = zip(stack.visible, stack.visible.dropFirst()).map { stack.spacing(after: $0.0) }
        let denominator = lengths.filter { $0 > 0 }.reduce(0, +) + spacings.reduce(0, +)
        let threshold = max(stack.spacing * Double(max(stack.items.count - 1, 0)), 1)
        guard denominator > threshold else { return nil }
        return lengths.map { $0 > 0 ? $0 / denominator : 0 }
    }

    private func fillProportionally(_ stack: StackArrangement) -> [EngineConstraint] {
        guard let multipliers = Self.multipliers(stack, stack.context.table) else { return fillEqually(stack) }
        let length = stack.name(.length)
        var list: [EngineConstraint] = []
        for (item, m) in zip(stack.visible, multipliers) {
            if m <= 0 {
                list.append(stack.make("UISV-fill-proportionally", stack.expression(.length, of: item) |==| 0,
                                       views: item, "\(item.id).\(length) == 0"))
                continue
            }
            let priority = m == 1 ? 1000 : max(999 - Double(stack.index(of: item)), 751)
            let constraint = (stack.expression(.length, of: item) |==| stack.canvas(.length) * m).priority(priority)
            let factor = String((m * 1_000_000).rounded() / 1_000_000)
            list.append(stack.make("UISV-fill-proportionally", constraint, views: item, stack.stack,
                                   "\(item.id).\(length) == \(factor) × \(stack.canvasName).\(length)\(priorityText(priority))"))
        }
        return list
    }
}
