/// An `<expectFinding>`: a finding the author expects in the cases it applies to (a broken
/// example, a known issue). A finding it matches is reported but does not fail its case; a case
/// it applies to without a matching finding fails.
public struct ExpectedFinding: Hashable, Sendable {
    /// The finding kinds a spec can expect: those the engine reports (a `regression` comes from
    /// a baseline, after the engine, and cannot be declared).
    public static let kinds = ["conflict", "expectation", "overlap", "overflow", "truncated", "ambiguity"]

    /// The finding's kind (`kinds`).
    public var kind: String
    /// Ids the finding must name, every one (views, or constraints for a conflict); empty:
    /// any finding of the kind.
    public var items: [String] = []
    /// Only in this environment (by name); nil = all.
    public var environment: String?
    /// Only in this state (by name); nil = all cases, including the base layout.
    public var state: String?
    public var location: SourceLocation

    /// Whether it applies to the case of this environment and state (nil: the base layout).
    public func applies(environment name: String, state stateName: String?) -> Bool {
        (environment == nil || environment == name) && (state == nil || state == stateName)
    }
}
