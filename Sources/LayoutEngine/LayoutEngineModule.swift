/// Namespace for the engine that turns specs into frames and findings (issue 4 fills this module).
public enum LayoutEngineModule {
    /// The results JSON version the engine's results map to.
    public static let resultsVersion = 1
}
