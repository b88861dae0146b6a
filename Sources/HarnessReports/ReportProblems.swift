import LayoutResults
import LayoutSpec

/// Every problem of a run as one list, for the formats that annotate code (`GitHubAnnotations`,
/// `GitLabCodeQuality`): each spec error, each finding (equal findings of several cases folded
/// into one, as the terminal folds them) and each warning, with where it is in the spec.
public enum ReportProblems {
    /// Whether a problem fails the run.
    public enum Severity: String, Sendable {
        case error, warning
        /// A finding a `<expectFinding>` declares: shown, failing nothing.
        case notice
    }

    /// One problem.
    public struct Problem: Sendable, Equatable {
        public var severity: Severity
        /// The spec file as the run names it.
        public var file: String
        public var line: Int?
        public var column: Int?
        /// `specError`, a finding kind (`conflict`, …) or, for a warning, its code (`warning` for the loader's).
        public var kind: String
        /// For a finding, its most severe kind (orders and grades it); nil otherwise.
        public var findingKind: Finding.Kind?
        /// One line.
        public var message: String
        /// The finding's details (`FindingText.detailLine`) when they say more than the message.
        public var details: String?
        /// The cases it occurs in (`scene · case label`); empty for spec errors and the loader's warnings.
        public var cases: [String]
        /// The ids it names (views, constraints).
        public var items: [String]
    }

    /// The problems of every spec: its errors, its findings most severe first, then its warnings.
    /// `causes`, when given, are those of `results` (`ReportCauses`, made once for every output).
    public static func all(_ results: HarnessResults, causes shared: ReportCauses? = nil) -> [Problem] {
        var problems: [Problem] = []
        for (index, spec) in results.specs.enumerated() {
            for error in spec.errors {
                problems.append(Problem(severity: .error, file: spec.file, line: positive(error.line), column: positive(error.column),
                                        kind: JUnitWriter.specErrorType, findingKind: nil, message: FindingText.oneLine(error.message),
                                        details: nil, cases: [], items: []))
            }
            let made = ReportCauses.spec(index, of: results, from: shared)
            let labels = made.labels
            for cause in made.folded.causes {
                let f = cause.finding
                let message = FindingText.oneLine(f.message)
                let detail = FindingText.detailLine(f)
                let extra = [detail == message ? nil : detail, f.fix.map { "fix: " + FindingText.oneLine($0) }]
                    .compactMap { $0 }
                problems.append(Problem(severity: f.fails ? .error : .notice, file: spec.file, line: f.line, column: f.column,
                                        kind: f.kind.rawValue, findingKind: f.kind,
                                        message: f.expectedAt.map { message + " (expected: <expectFinding> at line \($0))" } ?? message,
                                        details: extra.isEmpty ? nil : extra.joined(separator: "\n    "),
                                        cases: labels.labels(cause), items: f.items))
            }
            for warning in ReportWarnings.entries(spec) {
                problems.append(Problem(severity: .warning, file: spec.file, line: warning.line, column: warning.column,
                                        kind: warning.code ?? "warning", findingKind: nil, message: FindingText.oneLine(warning.message),
                                        details: nil, cases: warning.cases, items: []))
            }
        }
        return problems
    }

    private static func positive(_ value: Int) -> Int? { value > 0 ? value : nil }
}
