import LayoutSolver
import LayoutSpec

/// The linear expression of a layout attribute of a view or of its safe-area guide, in
/// root coordinates: `leading` is `left` in left-to-right and the mirrored `-right` in
/// right-to-left (so constants keep pointing inward, as in UIKit),
/// margins are inset by the view's layout margins, baselines sit at the view's baseline
/// offset (a stack vends an arranged subview's baseline, UIKit's `viewForFirstBaselineLayout`:
/// `StackBaselines.vendor`), and a view with no baseline uses its bottom edge.
struct AttributeExpressions {
    let table: LayoutViewTable
    let geometry: EnvironmentGeometry

    /// The layout margins of a view (the root's come from the environment).
    func margins(of view: LayoutView) -> EdgeInsets {
        if view.isRoot { return geometry.rootMargins(explicit: view.attributes.layoutMargins) }
        return view.attributes.layoutMargins ?? EdgeInsets(all: 8)
    }

    /// The insets of a view's safe-area guide: the environment's on the root; a subview's
    /// guide is its own bounds (docs/engine.md says why).
    func safeAreaInsets(of view: LayoutView) -> EdgeInsets {
        view.isRoot ? geometry.safeArea : .zero
    }

    func expression(_ attribute: LayoutAttribute, of view: LayoutView, safeArea: Bool = false) -> LinearExpression {
        let insets = safeArea ? safeAreaInsets(of: view) : .zero
        let l = insets.left, r = insets.right, t = insets.top, b = insets.bottom
        // `x + f·w + c` with x and w the inset frame's, each expression made in one array
        // (constraint generation makes hundreds of thousands of them); negated for
        // right-to-left leading and trailing.
        func alongX(_ f: Double, plus c: Double = 0, negated: Bool = false) -> LinearExpression {
            let sign = negated ? -1.0 : 1.0
            var terms = [Term(view.x, sign)]
            if f != 0 { terms.append(Term(view.width, sign * f)) }
            return LinearExpression(terms: terms, constant: sign * (l - f * (l + r) + c))
        }
        func alongY(_ f: Double, plus c: Double = 0) -> LinearExpression {
            var terms = [Term(view.y)]
            if f != 0 { terms.append(Term(view.height, f)) }
            return LinearExpression(terms: terms, constant: t - f * (t + b) + c)
        }
        let rtl = geometry.isRightToLeft
        switch attribute {
        case .left: return alongX(0)
        case .right: return alongX(1)
        case .top: return alongY(0)
        case .bottom: return alongY(1)
        case .width: return LinearExpression(terms: [Term(view.width)], constant: -(l + r))
        case .height: return LinearExpression(terms: [Term(view.height)], constant: -(t + b))
        case .centerX: return alongX(0.5)
        case .centerY: return alongY(0.5)
        // Right-to-left mirrors the x axis for leading and trailing (UIKit): a positive
        // constant on `leading` moves inward there too, so they are measured as -x.
        case .leading: return rtl ? alongX(1, negated: true) : alongX(0)
        case .trailing: return rtl ? alongX(0, negated: true) : alongX(1)
        case .firstBaseline, .lastBaseline:
            if safeArea { return alongY(1) }
            return baseline(of: view, first: attribute == .firstBaseline)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            let m = safeArea ? EdgeInsets.zero : margins(of: view)
            switch attribute {
            case .leftMargin: return alongX(0, plus: m.left)
            case .rightMargin: return alongX(1, plus: -m.right)
            case .topMargin: return alongY(0, plus: m.top)
            case .bottomMargin: return alongY(1, plus: -m.bottom)
            case .leadingMargin: return rtl ? alongX(1, plus: -m.right, negated: true) : alongX(0, plus: m.left)
            case .trailingMargin: return rtl ? alongX(0, plus: m.left, negated: true) : alongX(1, plus: -m.right)
            case .centerXWithinMargins: return alongX(0.5, plus: (m.left - m.right) / 2)
            default: return alongY(0.5, plus: (m.top - m.bottom) / 2)
            }
        }
    }

    func baseline(of view: LayoutView, first: Bool) -> LinearExpression {
        switch first ? view.resolved.firstBaseline : view.resolved.lastBaseline {
        case .offset(let offset):
            return LinearExpression(view.y) + LinearExpression(offset)
        case .none:
            return LinearExpression(view.y) + LinearExpression(view.height)
        case .arrangedSubview:
            // research/stackview.md §4 rule 7: which arranged subview a stack vends.
            guard let vendor = StackBaselines.vendor(of: view, first: first, in: table) else {
                return LinearExpression(view.y) + LinearExpression(view.height)
            }
            return baseline(of: vendor, first: first)
        }
    }
}
