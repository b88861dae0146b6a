/// Something questionable in a case that does not fail it (for example baseline alignment
/// on a vertical stack, which UIKit treats as fill): reported, never a finding.
public struct CaseWarning: Sendable, Hashable {
    /// A short machine-readable name (`stack-baseline-alignment-vertical`).
    public var code: String
    /// One line saying what is questionable.
    public var message: String
    /// The ids it is about.
    public var items: [String]
    public var line: Int?
    public var column: Int?

    public init(code: String, message: String, items: [String], line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.items = items
        self.line = line
        self.column = column
    }
}
