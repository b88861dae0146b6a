/// The hard limits the loader enforces on untrusted input (documented in docs/spec-format.md).
public struct SpecLimits: Hashable, Sendable {
    /// Largest file accepted, in bytes (default 32 MiB). Checked before the file is read.
    public var maxFileSize: Int = 32 * 1024 * 1024
    /// Deepest element nesting accepted (default 100; `<spec>` is level 1). Checked before libxml2 runs.
    public var maxDepth: Int = 100
    /// Largest `count` of a `<repeat>` (default 1000).
    public var maxRepeatCount: Int = 1000
    /// Diagnostics reported per file before the loader stops listing them (default 1000).
    public var maxDiagnostics: Int = 1000

    /// The limits the harness uses.
    public static let `default` = SpecLimits()

    /// Largest magnitude of any number in a spec (points, multipliers, constants). Fixed: the XSD encodes it.
    public static let maxMagnitude: Double = 1_000_000
    /// Largest canvas side of an environment, in points. Fixed: the XSD encodes it.
    public static let maxCanvasSide: Double = 100_000
    /// Longest text (`text`, `title`, `placeholder`, `segments`), in characters (Unicode scalars).
    public static let maxTextLength = 100_000
    /// Most segments of a segmented control.
    public static let maxSegments = 1000
    /// Largest `numberOfLines` and `numberOfPages`. Fixed: the XSD encodes it.
    public static let maxCount = 1_000_000
}
