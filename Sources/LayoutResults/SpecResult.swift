/// The results of one spec file: its errors (a spec that fails to load has
/// errors and usually no scenes) and the results of each of its scenes.
public struct SpecResult: Sendable, Hashable {
    /// The spec file's path as the run names it (repository-relative when possible).
    public var file: String
    /// The spec's name (`<spec name>`, default: the file name without `.xml`).
    public var name: String
    /// Spec errors with their source location; empty for a spec that loaded.
    public var errors: [Diagnostic]
    /// The scenes, in document order.
    public var scenes: [SceneResult]
    /// The loader's warnings (`warning:` diagnostics): things the spec may not mean, which do
    /// not stop it from running or fail a case. The engine's warnings are per case
    /// (`CaseResult.warnings`).
    public var warnings: [Diagnostic]

    public init(file: String, name: String? = nil, errors: [Diagnostic] = [], scenes: [SceneResult] = [],
                warnings: [Diagnostic] = []) {
        self.file = file
        self.name = name ?? SpecResult.defaultName(forFile: file)
        self.errors = errors
        self.scenes = scenes
        self.warnings = warnings
    }

    /// The default spec name for a file: its last path component without `.xml`.
    public static func defaultName(forFile file: String) -> String {
        var base = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        if base.hasSuffix(".xml") { base.removeLast(4) }
        return base.isEmpty ? file : base
    }

    /// A spec error: where in the file (1-based line and column; 0 when the
    /// error concerns the whole file, e.g. it cannot be read) and what.
    public struct Diagnostic: Sendable, Hashable {
        public var line: Int
        public var column: Int
        public var message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }
}
