/// The results of one `<scene>`: one case per environment × state.
public struct SceneResult: Sendable, Hashable {
    /// The scene's `name`.
    public var name: String
    /// The scene's position in its spec (0-based); keeps merged shards in document order.
    public var index: Int
    /// The cases, ordered by environment, then state (the base layout first).
    public var cases: [CaseResult]

    public init(name: String, index: Int = 0, cases: [CaseResult] = []) {
        self.name = name
        self.index = index
        self.cases = cases
    }
}
