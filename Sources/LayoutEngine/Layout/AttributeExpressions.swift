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
        let x = LinearExpression(view.x) + LinearExpression(insets.left)
        let y = LinearExpression(view.y) + LinearExpression(insets.top)
        let w = LinearExpression(view.width) - LinearExpression(insets.left + insets.right)
        let h = LinearExpression(view.height) - LinearExpression(insets.top + insets.bottom)
        let rtl = geometry.isRightToLeft
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        // Right-to-left mirrors the x axis for leading and trailing (UIKit): a positive
        // constant on `leading` moves inward there too, so they are measured as -x.
        case .leading: return rtl ? -(x + w) : x
        case .trailing: return rtl ? -x : x + w
        case .firstBaseline, .lastBaseline:
            if safeArea { return y + h }
            return baseline(of: view, first: attribute == .firstBaseline)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            let m = safeArea ? EdgeInsets.zero : margins(of: view)
            switch attribute {
            case .leftMargin: return x + LinearExpression(m.left)
            case .rightMargin: return x + w - LinearExpression(m.right)
            case .topMargin: return y + LinearExpression(m.top)
            case .bottomMargin: return y + h - LinearExpression(m.bottom)
            case .leadingMargin: return rtl ? -(x + w - LinearExpression(m.right)) : x + LinearExpression(m.left)
            case .trailingMargin: return rtl ? -(x + LinearExpression(m.left)) : x + w - LinearExpression(m.right)
            case .centerXWithinMargins: return x + w * 0.5 + LinearExpression((m.left - m.right) / 2)
            default: return y + h * 0.5 + LinearExpression((m.top - m.bottom) / 2)
            }
        }
    }

    /// The baseline in root coordinates; bottom edge when the view has none.
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
