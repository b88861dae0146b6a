/// A view element: its kind, id, attributes, subviews in order, the constraints declared in it,
/// its size-class variations and where it stands in the file.
public struct View: Hashable, Sendable {
    public var kind: ViewKind
    /// Unique in the scene (with the constraint ids). Never contains `#` or `.`.
    public var id: String
    /// The view's own attributes, with the format's defaults filled in.
    public var attributes: ViewAttributes
    public var variations: [Variation<ViewOverrides>] = []
    /// Subviews in document order: a `stackView`'s arranged subviews, a `scrollView`'s content (at most one).
    public var subviews: [View] = []
    /// The constraints that stand in this element, in document order.
    public var constraints: [Constraint] = []
    public var location: SourceLocation
    /// What a person knows the view by, shown beside its id in findings: an Interface Builder
    /// object's `userLabel`, else its text (`'FDF-Nb-3Aw' (Sign in)`); nil in the XML format,
    /// whose ids are names already.
    public var displayName: String?

    /// This view and its subtree, depth first, parents before children.
    public var allViews: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return result
    }

    /// The constraints declared anywhere in this subtree, in document order of their owners.
    public var allConstraints: [Constraint] { allViews.flatMap(\.constraints) }
}
