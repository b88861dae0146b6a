/// Something wrong with a case: a conflict, an ambiguity, an overflow, a
/// truncated text, an overlap of siblings, an unmet expectation or a regression against a baseline.
public struct Finding: Sendable, Hashable {
    /// What kind of problem; kinds are ordered by severity.
    public var kind: Kind
    /// The ids the finding names: views, and for conflicts the constraints.
    public var items: [String]
    /// One line saying what is wrong (no newline).
    public var message: String
    /// Where in the spec (1-based) the problem is declared, when known.
    public var line: Int?
    public var column: Int?
    /// Structured facts about the finding, for tools and the HTML drawing.
    public var details: Details?
    /// The line of the `<expectFinding>` that declares this finding, when one does: the finding
    /// is reported but does not fail its case. Nil for a finding nobody expected.
    public var expectedAt: Int?
    /// What to change in the spec to remove the finding, as Interface Builder's issue navigator
    /// suggests it ("add a top or centerY constraint for 'row'"); nil when there is no one fix.
    public var fix: String?

    public init(
        kind: Kind, items: [String], message: String,
        line: Int? = nil, column: Int? = nil, details: Details? = nil, expectedAt: Int? = nil, fix: String? = nil
    ) {
        self.kind = kind
        self.items = items
        self.message = message
        self.line = line
        self.column = column
        self.details = details
        self.expectedAt = expectedAt
        self.fix = fix
    }

    /// Whether the finding fails its case (no `<expectFinding>` declares it).
    public var fails: Bool { expectedAt == nil }

    /// Finding kinds, ordered by severity (`<` means less severe):
    /// `conflict` > `expectation` > `regression` > `overflow` > `truncated` > `overlap` > `ambiguity`.
    ///
    /// A conflict means UIKit had to break a required constraint, so nothing
    /// else about the layout can be trusted; an unmet expectation and a
    /// regression are explicit statements by the author that the frames are
    /// wrong; an overflow is visibly wrong; a truncated text shows less than
    /// it says; an ambiguity is a layout that happens to come out one way but
    /// is not pinned down. Views that overlap their siblings are visibly wrong
    /// too, but only where they meet, and often on purpose (then allowed).
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        case conflict, ambiguity, overflow, expectation, regression, overlap, truncated

        /// Higher is more severe: conflict 7, expectation 6, regression 5, overflow 4, truncated 3, overlap 2, ambiguity 1.
        public var severity: Int {
            switch self {
            case .conflict: return 7
            case .expectation: return 6
            case .regression: return 5
            case .overflow: return 4
            case .truncated: return 3
            case .overlap: return 2
            case .ambiguity: return 1
            }
        }

        /// All kinds, most severe first.
        public static let bySeverity: [Kind] = allCases.sorted { $0 > $1 }

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.severity < rhs.severity }
    }

    /// Orders findings most severe first, then by line, column, message and items.
    public static func severityOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.kind != b.kind { return a.kind > b.kind }
        if (a.line ?? Int.max) != (b.line ?? Int.max) { return (a.line ?? Int.max) < (b.line ?? Int.max) }
        if (a.column ?? Int.max) != (b.column ?? Int.max) { return (a.column ?? Int.max) < (b.column ?? Int.max) }
        if a.message != b.message { return a.message < b.message }
        return a.items.lexicographicallyPrecedes(b.items)
    }
}
