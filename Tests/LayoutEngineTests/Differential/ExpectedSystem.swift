/// A linear relation `Σ terms + constant  op  0` of the expected system, over the frame
/// variables `id.x`, `id.y`, `id.width`, `id.height` (root coordinates).
struct LinearRelation: Encodable {
    var id: String
    var terms: [String: Double]
    var constant: Double
    /// `==`, `<=` or `>=`.
    var op: String
    var priority: Double
}

/// What one case of a `RandomLayout` must solve, written from the spec's rules in the
/// generator's own terms (not the engine's translation), for the differential test's oracle.
struct ExpectedCase: Encodable {
    var environment: String
    var state: String?
    var views: [String]
    /// Views not hidden, themselves or through an ancestor: the ones whose ambiguity counts.
    var visible: [String]
    var relations: [LinearRelation]
}

/// A linear expression over named variables.
struct Lin {
    var terms: [String: Double] = [:]
    var constant = 0.0

    init(_ constant: Double = 0) { self.constant = constant }
    init(_ variable: String, _ coefficient: Double = 1) { terms[variable] = coefficient }

    static func + (a: Lin, b: Lin) -> Lin {
        var sum = a
        for (name, c) in b.terms { sum.terms[name, default: 0] += c }
        sum.constant += b.constant
        return sum
    }
    static func + (a: Lin, b: Double) -> Lin { a + Lin(b) }
    static func - (a: Lin, b: Lin) -> Lin { a + b * -1 }
    static func - (a: Lin, b: Double) -> Lin { a + Lin(-b) }
    static func * (a: Lin, k: Double) -> Lin {
        var product = a
        for name in product.terms.keys { product.terms[name]! *= k }
        product.constant *= k
        return product
    }
}

extension RandomLayout {
    /// The view's attributes after the environment's variations and the state's sets.
    private struct EffectiveView {
        var intrinsicWidth: Double?
        var hidden: Bool
    }

    /// The constraint's attributes after the environment's variations and the state's sets.
    private struct EffectiveConstraint {
        var constant: Double
        var priority: Double
        var installed: Bool
    }

    /// The system of `environment` in `state` (nil: the base layout).
    func expectedCase(_ environment: Environment, state: State?) -> ExpectedCase {
        var views = self.views.map { view -> EffectiveView in
            var width = view.intrinsicWidth
            if let variation = view.variation, variation.key.matches(environment) { width = variation.intrinsicWidth }
            return EffectiveView(intrinsicWidth: width, hidden: view.hidden)
        }
        var constraints = self.constraints.map { c -> EffectiveConstraint in
            var effective = EffectiveConstraint(constant: c.constant, priority: c.priority, installed: c.installed)
            // One-class variations first, then the two-class one, which wins.
            for variation in c.variations.sorted(by: { !$0.key.isTwoClass && $1.key.isTwoClass }) where variation.key.matches(environment) {
                if let constant = variation.constant { effective.constant = constant }
                if let installed = variation.installed { effective.installed = installed }
            }
            return effective
        }
        for change in state?.changes ?? [] {
            switch change {
            case let .constraint(index, constant, priority, installed):
                if let constant { constraints[index].constant = constant }
                if let priority { constraints[index].priority = priority }
                if let installed { constraints[index].installed = installed }
            case let .view(index, intrinsicWidth, hidden):
                if let intrinsicWidth { views[index].intrinsicWidth = intrinsicWidth }
                if let hidden { views[index].hidden = hidden }
            }
        }

        let geometry = CaseGeometry(layout: self, environment: environment)
        var relations: [LinearRelation] = []
        func add(_ id: String, _ expression: Lin, _ op: String, _ priority: Double) {
            relations.append(LinearRelation(id: id, terms: expression.terms.filter { $0.value != 0 }, constant: expression.constant,
                                            op: op, priority: priority))
        }
        let root = self.views[0].id
        add("canvas-x(\(root))", Lin(root + ".x"), "==", 1000)
        add("canvas-y(\(root))", Lin(root + ".y"), "==", 1000)
        add("canvas-width(\(root))", Lin(root + ".width") - environment.width, "==", 1000)
        add("canvas-height(\(root))", Lin(root + ".height") - environment.height, "==", 1000)
        for (index, view) in self.views.enumerated() {
            let hugs = view.kind == "label" || view.kind == "imageView" ? 251.0 : 250
            if let intrinsic = views[index].intrinsicWidth {
                add("content-hugging-H(\(view.id))", Lin(view.id + ".width") - intrinsic, "<=", view.horizontalHugging ?? hugs)
                add("compression-resistance-H(\(view.id))", Lin(view.id + ".width") - intrinsic, ">=", view.horizontalCompression ?? 750)
            }
            if let intrinsic = view.intrinsicHeight {
                add("content-hugging-V(\(view.id))", Lin(view.id + ".height") - intrinsic, "<=", view.verticalHugging ?? hugs)
                add("compression-resistance-V(\(view.id))", Lin(view.id + ".height") - intrinsic, ">=", view.verticalCompression ?? 750)
            }
        }
        for (index, c) in self.constraints.enumerated() where constraints[index].installed {
            let effective = constraints[index]
            let op = ["equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][c.relation.rawValue]!
            let first = geometry.value(c.firstAttribute, of: c.first)
            guard let second = c.second, let secondAttribute = c.secondAttribute else {
                add(c.id, first - effective.constant, op, effective.priority)
                continue
            }
            let secondValue = geometry.value(secondAttribute, of: second)
            let isSize = Self.isSize(c.firstAttribute)
            // Positions are measured from the nearest common ancestor's origin (the root's is
            // the canvas origin), on the mirrored axis in right-to-left when leading or trailing
            // takes part.
            var origin = Lin()
            let ancestor = nearestCommonAncestor(c.first.view, second.view)
            if !isSize, ancestor != 0 {
                origin = Lin(self.views[ancestor].id + (Self.isHorizontal(c.firstAttribute) ? ".x" : ".y"))
            }
            let mirrored = environment.rightToLeft && Self.isHorizontal(c.firstAttribute)
                && (Self.isDirectional(c.firstAttribute) || Self.isDirectional(secondAttribute))
            let sign = mirrored ? -1.0 : 1.0
            let lhs = (first - origin) * sign
            let rhs = (secondValue - origin) * (sign * c.multiplier) + effective.constant
            add(c.id, lhs - rhs, op, effective.priority)
        }

        var hidden = [Bool](repeating: false, count: self.views.count)
        for index in self.views.indices {
            hidden[index] = views[index].hidden || (self.views[index].parent.map { hidden[$0] } ?? false)
        }
        return ExpectedCase(environment: environment.name, state: state?.name, views: self.views.map(\.id),
                            visible: self.views.indices.filter { !hidden[$0] }.map { self.views[$0].id }, relations: relations)
    }

    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int {
        var ancestor = a
        while !isAncestor(ancestor, of: b) { ancestor = views[ancestor].parent! }
        return ancestor
    }

    static func isSize(_ attribute: String) -> Bool { attribute == "width" || attribute == "height" }
    static func isDirectional(_ attribute: String) -> Bool { attribute.hasPrefix("leading") || attribute.hasPrefix("trailing") }
    static func isHorizontal(_ attribute: String) -> Bool {
        ["left", "right", "leading", "trailing", "centerX", "width"].contains { attribute.hasPrefix($0) }
    }
}

/// Where each attribute of a view is in one environment, in root coordinates: the frame
/// `x, y, width, height`, the layout margins (the root's: safe area plus system or explicit
/// margins), the root's safe area, baselines.
private struct CaseGeometry {
    let layout: RandomLayout
    let environment: RandomLayout.Environment

    /// `top left bottom right` insets of the view's margins.
    func margins(of index: Int) -> [Double] {
        let view = layout.views[index]
        guard index == 0 else { return view.margins ?? [8, 8, 8, 8] }
        let system = environment.widthClass == "compact" ? 16.0 : 20
        let own = view.margins ?? [0, system, 0, system]
        return zip(environment.safeArea, own).map(+)
    }

    func value(_ attribute: String, of item: RandomLayout.Item) -> Lin {
        let view = layout.views[item.view]
        let x = Lin(view.id + ".x"), y = Lin(view.id + ".y"), w = Lin(view.id + ".width"), h = Lin(view.id + ".height")
        var name = attribute
        var insets = [0.0, 0, 0, 0]
        if item.safeArea {
            if item.view == 0 { insets = environment.safeArea }
        } else if name.hasSuffix("Margin") || name.hasSuffix("WithinMargins") {
            insets = margins(of: item.view)
            name = name.replacingOccurrences(of: "WithinMargins", with: "").replacingOccurrences(of: "Margin", with: "")
        }
        if name == "leading" { name = environment.rightToLeft ? "right" : "left" }
        if name == "trailing" { name = environment.rightToLeft ? "left" : "right" }
        let (top, left, bottom, right) = (insets[0], insets[1], insets[2], insets[3])
        switch name {
        case "left": return x + left
        case "right": return x + w - right
        case "centerX": return x + w * 0.5 + (left - right) / 2
        case "width": return w - (left + right)
        case "top": return y + top
        case "bottom": return y + h - bottom
        case "centerY": return y + h * 0.5 + (top - bottom) / 2
        case "height": return h - (top + bottom)
        case "firstBaseline", "lastBaseline":
            if let offset = baseline(of: view, first: name == "firstBaseline") { return y + offset }
            return y + h
        default: fatalError("unknown attribute \(attribute)")
        }
    }

    /// The baseline offset from the top: the spec's, else the kind's default for its
    /// intrinsic height (docs/spec-format.md, "Baselines"); nil: the view has none.
    func baseline(of view: RandomLayout.View, first: Bool) -> Double? {
        if let explicit = first ? view.firstBaseline : view.lastBaseline { return explicit }
        guard let height = view.intrinsicHeight else { return nil }
        switch view.kind {
        case "label": return first ? min(16, height - 4.5) : height - 4.5
        case "button": return height / 2 + 5.75
        default: return nil
        }
    }
}
