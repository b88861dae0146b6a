import LayoutResults
import LayoutSpec

/// `--format github`: every problem as a GitHub Actions workflow command, which the runner
/// turns into an annotation on the spec's line in the pull request and the run's summary:
///
///     ::error file=Specs/Login.xml,line=27,col=7,title=conflict (2 cases)::unable to satisfy …%0A    conflicting constraints …
///     ::warning file=Specs/Login.xml,line=11,col=66,title=warning::'spacingAfter' has no effect …
///
/// Escaping follows GitHub's toolkit (`@actions/core`, `command.ts`): in the message `%`, CR
/// and LF become `%25`, `%0D`, `%0A`; in a property value `:` and `,` also become `%3A`, `%2C`.
/// Spec errors and findings are `::error`, warnings `::warning`, findings a `<expectFinding>`
/// declares `::notice`.
public enum GitHubAnnotations {
    /// One workflow command a line, ending in a newline (empty when there is no problem).
    public static func render(_ results: HarnessResults) -> String {
        ReportProblems.all(results).map(command).map { $0 + "\n" }.joined()
    }

    /// The workflow command of one problem.
    public static func command(_ problem: ReportProblems.Problem) -> String {
        var properties = ["file=" + property(problem.file)]
        if let line = problem.line, line > 0 {
            properties.append("line=\(line)")
            if let column = problem.column, column > 0 { properties.append("col=\(column)") }
        }
        var title = problem.kind
        if problem.cases.count > 1 { title += " (\(problem.cases.count) cases)" }
        properties.append("title=" + property(title))
        var message = problem.message
        if let details = problem.details { message += "\n    " + details }
        if !problem.cases.isEmpty { message += "\n" + (problem.cases.count == 1 ? "case: " : "cases: ") + ReportWarnings.casesText(problem.cases) }
        return "::\(problem.severity.rawValue) " + properties.joined(separator: ",") + "::" + data(message)
    }

    /// A message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        ReportBytes.text(capacity: text.utf8.count + 16) { $0.append(escaping: text, .workflowData) }
    }

    /// A property value: as a message, and `:` and `,` escaped too.
    static func property(_ text: String) -> String {
        ReportBytes.text(capacity: text.utf8.count + 16) { $0.append(escaping: text, .workflowProperty) }
    }
}
