/// Namespace for the spec model and its libxml2 loader (issue 3 fills this module).
public enum LayoutSpecModule {
    /// The spec format version this module reads.
    public static let formatVersion = 1
}
