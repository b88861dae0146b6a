import Foundation
import HarnessReports
import LayoutEngine
import LayoutResults

/// What the harness prints: findings as `file:line: kind: message`, a summary table, a
/// progress line on long runs (standard error, terminals only); colour only on a terminal.
/// `--quiet` leaves out findings, warnings and the list of reports, never spec errors.
/// `--max-findings` bounds the findings listed (`defaultMaxFindings`), as compilers stop
/// listing errors past a limit (clang's `-ferror-limit`): a layout that overflows by thousands
/// of views would otherwise print tens of thousands of lines into a CI log.
struct TerminalOutput {
    let colored: Bool
    let quiet: Bool
    /// At most this many findings listed (nil: all); the rest are counted.
    var maxFindings: Int? = TerminalOutput.defaultMaxFindings

    /// Findings listed unless `--max-findings` says otherwise.
    static let defaultMaxFindings = 100

    static func isTerminal(stdout: Bool) -> Bool { isatty(stdout ? 1 : 2) == 1 }

    /// The end of a run's output: with `--format github`, the problems as workflow commands;
    /// the findings, the table and the verdict (`TerminalSummary`); the reports written.
    /// `causes`: those of `results`, when the reports made them (`ReportCauses`).
    func summary(_ results: HarnessResults, reports: [String], format: OutputFormatOptions.Format = .plain,
                 causes: ReportCauses? = nil) -> String {
        var text = ""
        var options = TerminalSummary.Options(color: colored, maxFindings: quiet ? 0 : maxFindings, warnings: !quiet)
        if format == .github {
            // Every problem as a workflow command (spec errors even with --quiet), then the table.
            // Findings past `maxFindings` are counted, as in the plain list (GitHub shows ten a step).
            var findings = 0
            let problems = ReportProblems.all(results, causes: causes).filter { problem in
                guard !quiet else { return problem.kind == JUnitWriter.specErrorType }
                guard problem.findingKind != nil else { return true }
                findings += 1
                return findings <= maxFindings ?? Int.max
            }
            let hidden = max(findings - (maxFindings ?? Int.max), 0)
            if !problems.isEmpty { text += problems.map(GitHubAnnotations.command).joined(separator: "\n") + "\n" }
            if hidden > 0 { text += "… and \(hidden) more (see the JSON or HTML report)\n" }
            if !problems.isEmpty || hidden > 0 { text += "\n" }
            options.problems = false
        }
        text += TerminalSummary.render(results, options: options, causes: causes)
        if !quiet, !reports.isEmpty { text += "reports: " + reports.joined(separator: ", ") + "\n" }
        return text
    }

    static func progress(done: Int, total: Int, cases: Int) {
        FileHandle.standardError.write(Data("\r\u{1B}[Kchecking specs \(done)/\(total), \(cases) cases solved".utf8))
    }

    /// A warning on standard error.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    static func clearProgress() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
