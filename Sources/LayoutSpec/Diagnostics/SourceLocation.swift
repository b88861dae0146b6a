/// A position in a spec file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path of the spec file, as it was given to the loader.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (a tab counts 1).
    public var column: Int

    /// `path:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
