/// A `<state>`: run-time changes applied on top of a scene's layout, solved as its own case.
public struct SceneState: Hashable, Sendable {
    public var name: String
    /// The changes in document order.
    public var changes: [StateChange]
    public var location: SourceLocation
}

/// One change of a state: a `<set>` of a view's or a constraint's attributes, or a `<repeat>`.
public enum StateChange: Hashable, Sendable {
    /// `<set item="view" …/>`: applied after every variation, so it beats them.
    case setView(id: String, overrides: ViewOverrides, location: SourceLocation)
    /// `<set item="constraint" …/>`.
    case setConstraint(id: String, overrides: ConstraintOverrides, location: SourceLocation)
    /// `<repeat item="entry" count="N"/>`: the arranged subview `entry` is replaced by N copies,
    /// `entry#1` … `entry#N` (ids inside its subtree get the same suffix).
    case repeatView(id: String, count: Int, location: SourceLocation)

    /// The id of the view or constraint the change is about.
    public var itemID: String {
        switch self {
        case .setView(let id, _, _), .setConstraint(let id, _, _), .repeatView(let id, _, _): return id
        }
    }

    public var location: SourceLocation {
        switch self {
        case .setView(_, _, let location), .setConstraint(_, _, let location), .repeatView(_, _, let location): return location
        }
    }
}
