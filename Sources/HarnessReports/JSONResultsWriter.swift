import LayoutResults

/// Writes the machine-readable results (`--json PATH`): the results JSON,
/// format version 1, plus additions (docs/reports.md lists them).
/// The output is deterministic: fixed member order, views in tree order,
/// numbers with at most 3 decimals and never an exponent.
///
/// Written member by member straight into `JSONLayoutWriter`, in the order `JSONResultsReader`
/// (the model's `Decodable` conformances) reads them back, with the derived members (`summary`,
/// a spec's `causes`, a case's `frames`) that reading skips. A case's members are
/// `JSONCaseFields`', a finding's `JSONFindingFields`'.
public enum JSONResultsWriter {
    /// The results JSON text (pretty, ends in a newline).
    public static func render(_ results: HarnessResults) -> String {
        renderBytes(results).string
    }

    /// The results JSON as UTF-8 bytes: the same text as `render`, without
    /// the copy into a `String`.
    /// `causes`, when given, are those of `results` (`ReportCauses`), made once for every report.
    /// With a `sink`, the text streams into it as it is written (`ReportBytes`).
    public static func renderBytes(_ results: HarnessResults, causes shared: ReportCauses? = nil, sink: ReportSink? = nil) -> ReportBytes {
        // About 150 bytes a view and 300 a finding, compact.
        let items = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + 150 * $1.views.count + 300 * $1.findings.count } } }
        var json = JSONLayoutWriter(capacity: 4096 + items, sink: sink)
        json.openObject()
        json.key("version"); json.int(results.version)
        if let startedAt = results.startedAt { json.key("startedAt"); json.string(ReportDate.iso8601(startedAt)) }
        if let hostname = results.hostname { json.key("hostname"); json.string(hostname) }
        if let wallTime = results.wallTime { json.key("wallTime"); json.number(wallTime) }
        json.key("summary"); summary(results, into: &json)
        json.key("specs")
        json.openArray()
        for (index, spec) in results.specs.enumerated() {
            json.element()
            self.spec(spec, causes: ReportCauses.spec(index, of: results, from: shared).folded, into: &json)
        }
        json.close()
        return json.finish()
    }

    /// Writes the results JSON to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String) throws {
        try AtomicFileWriter.write(renderBytes(results), to: path)
    }

    /// `summary`: the counts, failing findings by kind (most severe first), `expectedFindings`
    /// when there are some, and the solve time summed in whole milliseconds.
    private static func summary(_ results: HarnessResults, into json: inout JSONLayoutWriter) {
        let s = results.summary
        json.openObject()
        json.key("specs"); json.int(s.specs)
        json.key("specErrors"); json.int(s.specErrors)
        json.key("scenes"); json.int(s.scenes)
        json.key("cases"); json.int(s.cases)
        json.key("passedCases"); json.int(s.passedCases)
        json.key("failedCases"); json.int(s.failedCases)
        json.key("findings")
        json.openObject()
        for kind in Finding.Kind.bySeverity {
            json.key(kind.rawValue)
            json.int(s.findings[kind] ?? 0)
        }
        json.close()
        if s.expectedFindings > 0 { json.key("expectedFindings"); json.int(s.expectedFindings) }
        let cases = results.specs.lazy.flatMap(\.scenes).flatMap(\.cases)
        let milliseconds = cases.reduce(0) { $0.saturatingAdd(ResultRanges.milliseconds($1.solveTime)) }
        json.key("solveTime"); json.number(Double(milliseconds) / 1000)
        json.close()
    }

    private static func spec(_ spec: SpecResult, causes: FindingCauses, into json: inout JSONLayoutWriter) {
        json.openObject()
        json.key("file"); json.string(spec.file)
        json.key("name"); json.string(spec.name)
        json.key("errors"); diagnostics(spec.errors, into: &json)
        if !spec.warnings.isEmpty { json.key("warnings"); diagnostics(spec.warnings, into: &json) }
        json.key("scenes")
        json.openArray()
        for scene in spec.scenes {
            json.element()
            json.openObject()
            json.key("name"); json.string(scene.name)
            json.key("index"); json.int(scene.index)
            json.key("cases")
            json.openArray()
            for item in scene.cases {
                json.element()
                JSONCaseFields.caseResult(item, into: &json)
            }
            json.close()
            json.close()
        }
        json.close()
        // The findings folded by cause, as every report folds them, when there are findings.
        if !causes.causes.isEmpty {
            json.key("causes")
            json.openArray()
            for cause in causes.causes {
                let finding = cause.finding
                json.element()
                json.openObject()
                json.key("kind"); json.string(finding.kind.rawValue)
                json.key("line"); json.int(finding.line)
                json.key("column"); json.int(finding.column)
                json.key("message"); json.string(finding.message)
                json.key("expected"); json.bool(!finding.fails)
                json.key("cases")
                json.openArray()
                for ref in cause.cases {
                    json.element()
                    json.openObject()
                    json.key("scene"); json.string(spec.scenes[ref.scene].name)
                    json.key("environment"); json.string(spec.scenes[ref.scene].cases[ref.item].environment)
                    json.key("state"); json.string(spec.scenes[ref.scene].cases[ref.item].state)
                    json.close()
                }
                json.close()
                json.close()
            }
            json.close()
        }
        json.close()
    }

    private static func diagnostics(_ list: [SpecResult.Diagnostic], into json: inout JSONLayoutWriter) {
        json.openArray()
        for diagnostic in list {
            json.element()
            json.openObject()
            json.key("line"); json.int(diagnostic.line)
            json.key("column"); json.int(diagnostic.column)
            json.key("message"); json.string(diagnostic.message)
            json.close()
        }
        json.close()
    }
}
