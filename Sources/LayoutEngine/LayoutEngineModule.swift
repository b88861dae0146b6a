/// Namespace for the engine that turns specs into frames and findings.
public enum LayoutEngineModule {
    /// The results JSON version the engine's results map to.
    public static let resultsVersion = 1
}
