import LayoutSolver
import LayoutSpec

/// The content area of a `scrollView` (UIKit's `contentLayoutGuide` at content offset zero):
/// it starts at the scroll view's origin and its size, the content size, is two variables of
/// its own that only the content's constraints determine (the Auto Layout Cookbook's
/// "Dynamic Stack View"). Allocated once with the view table, so environments of a session
/// share them.
struct ScrollContentGuide {
    let width: Variable
    let height: Variable

    /// The content guide of `view`, or nil for a view that is not a scroll view.
    static func allocate(for view: ResolvedView, solver: inout Solver) -> ScrollContentGuide? {
        guard view.kind == .scrollView else { return nil }
        return ScrollContentGuide(width: solver.makeVariable(view.id + ".contentSize.width"),
                                  height: solver.makeVariable(view.id + ".contentSize.height"))
    }
}

/// UIKit's rule for constraints between a scroll view and the views inside it ("Working
/// with Scroll Views", Auto Layout Guide): constraints between the scroll view's **edges or
/// margins** and its content attach to the content area; its width, height and centers are
/// its frame. Constraints with views outside the scroll view always use the frame.
enum ScrollViewContentArea {
    /// Whether `attribute` of `scroll` means its content area in a constraint with `other`.
    static func attaches(_ attribute: LayoutAttribute, of scroll: LayoutView, relativeTo other: Int?,
                         in table: LayoutViewTable) -> Bool {
        guard scroll.contentGuide != nil, let other, table.isDescendant(other, of: scroll.index) else { return false }
        switch attribute.withoutMargin {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    /// The expression of an edge (or margin edge) of `scroll`'s content area, root coordinates:
    /// the frame's expression with the frame's width and height replaced by the content size
    /// (the content area starts at the scroll view's origin, content offset zero). Derived from
    /// `AttributeExpressions`, so it follows its writing of leading and trailing.
    static func expression(_ attribute: LayoutAttribute, of scroll: LayoutView, expressions: AttributeExpressions) -> LinearExpression {
        let frame = expressions.expression(attribute, of: scroll)
        guard let guide = scroll.contentGuide else { return frame }
        var content = frame
        content.terms = frame.terms.map { term in
            if term.variable == scroll.width { return Term(guide.width, term.coefficient) }
            if term.variable == scroll.height { return Term(guide.height, term.coefficient) }
            return term
        }
        return content
    }
}
