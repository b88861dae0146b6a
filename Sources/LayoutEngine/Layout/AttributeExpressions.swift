import LayoutSolver
import LayoutSpec

/// The linear expression of a layout attribute of a view or of its safe-area guide, in
/// root coordinates: `leading` is `left` in left-to-right and the mirrored `-right` in
/// right-to-left (so constants keep pointing inward, as in UIKit),
/// margins are inset by the view's layout margins, baselines sit at the view's baseline
/// offset (a stack vends an arranged subview's baseline, UIKit's `viewForFirstBaselineLayout`:
/// `StackBaselines.vendor`), and a view with no baseline uses its bottom edge.
///
/// The root's safe area and margins are the variables of `CanvasInsets`, so no expression
/// depends on the environment but for its direction.
struct AttributeExpressions {
    let table: LayoutViewTable
    let geometry: EnvironmentGeometry

    /// An attribute's inset from one edge of its view: a constant, or on the root a variable
    /// of `CanvasInsets`.
    private struct Inset {
        var constant = 0.0
        var variable: Variable?
    }

    private struct Insets {
        var top = Inset(), left = Inset(), bottom = Inset(), right = Inset()
    }

    /// A frame term plus insets: constants add up, variables become terms.
    private struct InsetSum {
        var terms: [Term]
        var constant = 0.0

        init(_ first: Term) { terms = [first] }

        mutating func add(_ side: Inset, _ coefficient: Double) {
            if let variable = side.variable {
                terms.append(Term(variable, coefficient))
            } else {
                constant += coefficient * side.constant
            }
        }

        var expression: LinearExpression { LinearExpression(terms: terms, constant: constant) }
    }

    /// What `attribute` is measured from: the safe-area guide's edges (the root's safe area;
    /// a subview's guide is its own bounds, docs/engine.md says why), the layout margins
    /// (the root's come from the environment, a subview's are its own or 8), or the frame.
    private func insets(of view: LayoutView, for attribute: LayoutAttribute, safeArea: Bool) -> Insets {
        func variables(_ e: CanvasInsets.Edges) -> Insets {
            Insets(top: Inset(variable: e.top), left: Inset(variable: e.left), bottom: Inset(variable: e.bottom), right: Inset(variable: e.right))
        }
        if safeArea { return view.isRoot ? variables(table.canvasInsets.safeArea) : Insets() }
        guard attribute.isMargin else { return Insets() }
        if view.isRoot { return variables(table.canvasInsets.margins) }
        let m = view.attributes.layoutMargins ?? EdgeInsets(all: 8)
        return Insets(top: Inset(constant: m.top), left: Inset(constant: m.left), bottom: Inset(constant: m.bottom), right: Inset(constant: m.right))
    }

    func expression(_ attribute: LayoutAttribute, of view: LayoutView, safeArea: Bool = false) -> LinearExpression {
        let insets = insets(of: view, for: attribute, safeArea: safeArea)
        // `x + f·w + (1 - f)·low - f·high` between the inset edges, each expression made
        // in one array (constraint generation makes hundreds of thousands of them); negated
        // for right-to-left leading and trailing.
        func along(_ position: Variable, _ length: Variable, _ f: Double, _ low: Inset, _ high: Inset,
                   negated: Bool = false) -> LinearExpression {
            let sign = negated ? -1.0 : 1.0
            var sum = InsetSum(Term(position, sign))
            if f != 0 { sum.terms.append(Term(length, sign * f)) }
            if f != 1 { sum.add(low, sign * (1 - f)) }
            if f != 0 { sum.add(high, -sign * f) }
            return sum.expression
        }
        func alongX(_ f: Double, negated: Bool = false) -> LinearExpression {
            along(view.x, view.width, f, insets.left, insets.right, negated: negated)
        }
        func alongY(_ f: Double) -> LinearExpression { along(view.y, view.height, f, insets.top, insets.bottom) }
        // The length between the inset edges: `w - low - high`.
        func size(_ length: Variable, _ low: Inset, _ high: Inset) -> LinearExpression {
            var sum = InsetSum(Term(length))
            sum.add(low, -1)
            sum.add(high, -1)
            return sum.expression
        }
        let rtl = geometry.isRightToLeft
        switch attribute {
        case .left, .leftMargin: return alongX(0)
        case .right, .rightMargin: return alongX(1)
        case .top, .topMargin: return alongY(0)
        case .bottom, .bottomMargin: return alongY(1)
        case .centerX, .centerXWithinMargins: return alongX(0.5)
        case .centerY, .centerYWithinMargins: return alongY(0.5)
        case .width: return size(view.width, insets.left, insets.right)
        case .height: return size(view.height, insets.top, insets.bottom)
        // Right-to-left mirrors the x axis for leading and trailing (UIKit): a positive
        // constant on `leading` moves inward there too, so they are measured as -x.
        case .leading, .leadingMargin: return rtl ? alongX(1, negated: true) : alongX(0)
        case .trailing, .trailingMargin: return rtl ? alongX(0, negated: true) : alongX(1)
        case .firstBaseline, .lastBaseline:
            if safeArea { return alongY(1) }
            return baseline(of: view, first: attribute == .firstBaseline)
        }
    }

    func baseline(of view: LayoutView, first: Bool) -> LinearExpression {
        switch first ? view.resolved.firstBaseline : view.resolved.lastBaseline {
        case .offset(let offset):
            return LinearExpression(view.y) + LinearExpression(offset)
        case .none:
            return LinearExpression(view.y) + LinearExpression(view.height)
        case .arrangedSubview:
            // docs/stackview.md §4 rule 7: which arranged subview a stack vends.
            guard let vendor = StackBaselines.vendor(of: view, first: first, in: table) else {
                return LinearExpression(view.y) + LinearExpression(view.height)
            }
            return baseline(of: vendor, first: first)
        }
    }
}
