/// One problem found in a spec file, with its location; printed as `path:line:column: error: message`.
public struct SpecDiagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How bad a diagnostic is: errors make the spec unusable, warnings do not.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var severity: Severity

    public init(file: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    public init(_ location: SourceLocation, _ message: String, severity: Severity = .error) {
        self.init(file: location.file, line: location.line, column: location.column, message: message, severity: severity)
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// `path:line:column: error: message`, the format compilers use, so editors and CI link to the spot.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// Sorted by file, line, column, then message.
    public static func < (lhs: SpecDiagnostic, rhs: SpecDiagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
    }
}
