/// Namespace for facts about the spec format this module reads (see docs/spec-format.md).
public enum LayoutSpecModule {
    /// The spec format version this module reads.
    public static let formatVersion = 1
}
