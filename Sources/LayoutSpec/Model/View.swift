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
        forEachView { result.append($0) }
        return result
    }

    /// Whether this view or any view of its subtree satisfies `predicate`; views are read in
    /// place, not copied out as `allViews` copies them.
    public func containsView(where predicate: (View) throws -> Bool) rethrows -> Bool {
        if try predicate(self) { return true }
        for k in subviews.indices where try subviews[k].containsView(where: predicate) { return true }
        return false
    }

    /// Calls `body` with this view and every view of its subtree, depth first, parents before
    /// children; views are read in place.
    public func forEachView(_ body: (View) throws -> Void) rethrows {
        try body(self)
        for k in subviews.indices { try subviews[k].forEachView(body) }
    }

    /// The constraints declared anywhere in this subtree, in document order of their owners.
    public var allConstraints: [Constraint] { allViews.flatMap(\.constraints) }
}
