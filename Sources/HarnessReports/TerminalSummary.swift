import LayoutResults
import LayoutSpec

/// The terminal summary printed at the end of a run (a pure function): one
/// `file:line:column: error: kind: message` line per distinct finding, naming the
/// cases it occurs in, then a table of counts and a verdict. ANSI colour
/// only when asked (the command line passes `isatty`).
public enum TerminalSummary {
    /// Choices for the summary.
    public struct Options: Sendable, Equatable {
        /// Colour with ANSI escapes.
        public var color: Bool
        /// At most this many finding lines (nil: all); the rest are counted. Spec errors are
        /// always listed, whatever the limit.
        public var maxFindings: Int?
        /// Lists the warnings of each spec after its findings (`ReportWarnings`).
        public var warnings: Bool
        /// Lists spec errors, findings and warnings at all; false leaves the table and the
        /// verdict only (when another format, `GitHubAnnotations`, printed them).
        public var problems: Bool

        public init(color: Bool = false, maxFindings: Int? = nil, warnings: Bool = true, problems: Bool = true) {
            self.color = color
            self.maxFindings = maxFindings
            self.warnings = warnings
            self.problems = problems
        }
    }

    /// The summary text, ending in a newline.
    /// `causes`, when given, are those of `results` (`ReportCauses`, made once for every output).
    public static func render(_ results: HarnessResults, options: Options = Options(), causes shared: ReportCauses? = nil) -> String {
        let paint = Painter(enabled: options.color)
        var lines: [String] = []
        var shown = 0, hidden = 0
        /// Whether the next finding is past `maxFindings` (counted, not written).
        func isHidden() -> Bool {
            guard let max = options.maxFindings, shown >= max else { return false }
            hidden += 1
            return true
        }
        for (index, spec) in results.specs.enumerated() where options.problems {
            // Spec errors are always shown: `maxFindings` limits findings only.
            for error in spec.errors {
                let location = FindingText.location(file: spec.file, line: error.line, column: error.column)
                lines.append(paint.bold(location + ":") + " " + paint.color("error:", code: "1;31") + " " + FindingText.oneLine(error.message))
            }
            let made = ReportCauses.spec(index, of: results, from: shared)
            let causes = made.folded.causes, labels = made.labels
            for k in causes.indices {
                if isHidden() { continue }
                let f = causes[k].finding
                let location = FindingText.location(file: spec.file, line: f.line, column: f.column)
                let severity = f.fails ? paint.color("error:", code: "1;31") : paint.color("note:", code: "1;36")
                var headline = paint.bold(location + ":") + " " + severity + " " + paint.color(f.kind.rawValue + ":", code: code(f.kind))
                    + " " + FindingText.oneLine(f.message)
                    + " " + paint.dim("[" + ReportWarnings.casesText(labels.labels(causes[k])) + "]")
                if let line = f.expectedAt { headline += " " + paint.dim("(expected: <expectFinding> at line \(line))") }
                var block = [headline]
                if let detail = FindingText.detailLine(f), detail != FindingText.oneLine(f.message) {
                    block.append("    " + paint.dim(detail))
                }
                if let fix = f.fix { block.append("    " + paint.color("fix:", code: "1;32") + " " + FindingText.oneLine(fix)) }
                shown += 1
                lines += block
            }
            if options.warnings {
                for warning in ReportWarnings.entries(spec) {
                    let location = FindingText.location(file: spec.file, line: warning.line, column: warning.column)
                    var line = paint.bold(location + ":") + " " + paint.color("warning:", code: "1;33") + " " + FindingText.oneLine(warning.message)
                    if !warning.cases.isEmpty { line += " " + paint.dim("[" + ReportWarnings.casesText(warning.cases) + "]") }
                    lines.append(line)
                }
            }
        }
        if hidden > 0 { lines.append(paint.dim("… and \(hidden) more (see the JSON or HTML report)")) }
        if !lines.isEmpty { lines.append("") }

        let s = results.summary
        var header = ["specs", "scenes", "cases", "passed", "failed"]
        var values = [String(s.specs), String(s.scenes), String(s.cases), String(s.passedCases), String(s.failedCases)]
        var codes: [String?] = [nil, nil, nil, s.passedCases > 0 ? "32" : nil, s.failedCases > 0 ? "1;31" : nil]
        for kind in Finding.Kind.bySeverity {
            let n = s.findings[kind] ?? 0
            header.append(kind.rawValue)
            values.append(String(n))
            codes.append(n > 0 ? code(kind) : nil)
        }
        header += ["spec errors", "time"]
        values += [String(s.specErrors), ReportNumber.seconds(results.wallTime ?? s.solveTime) + "s"]
        codes += [s.specErrors > 0 ? "1;31" : nil, nil]
        let widths = zip(header, values).map { max($0.count, $1.count) }
        lines.append(zip(header, widths).map { $0.padded(to: $1) }.joined(separator: "  ").trimmedRight())
        lines.append(values.indices.map { i in
            let cell = values[i].padded(to: widths[i])
            return codes[i].map { paint.color(cell, code: $0) } ?? cell
        }.joined(separator: "  ").trimmedRight())

        var verdict: String
        if s.passed {
            verdict = paint.color("PASSED", code: "1;32") + ": \(s.cases) \(plural(s.cases, "case")) in \(s.specs) \(plural(s.specs, "spec"))"
        } else {
            verdict = paint.color("FAILED", code: "1;31") + ": \(s.failedCases) of \(s.cases) \(plural(s.cases, "case")) failed"
            if s.specsWithErrors > 0 {
                verdict += ", \(s.specsWithErrors) \(plural(s.specsWithErrors, "spec")) with errors"
            }
        }
        if s.expectedFindings > 0 {
            verdict += " (\(s.expectedFindings) expected \(plural(s.expectedFindings, "finding")), declared by <expectFinding>)"
        }
        lines.append(verdict)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func code(_ kind: Finding.Kind) -> String {
        switch kind {
        case .conflict: return "1;31"
        case .expectation: return "35"
        case .regression: return "34"
        case .overflow: return "33"
        case .truncated: return "33;2"
        case .overlap: return "91"
        case .ambiguity: return "36"
        }
    }

    private static func plural(_ n: Int, _ word: String) -> String { n == 1 ? word : word + "s" }

    /// ANSI styling that does nothing when disabled.
    private struct Painter {
        var enabled: Bool
        func color(_ text: String, code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func bold(_ text: String) -> String { color(text, code: "1") }
        func dim(_ text: String) -> String { color(text, code: "2") }
    }
}

extension String {
    /// The text with spaces after it up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmedRight() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
