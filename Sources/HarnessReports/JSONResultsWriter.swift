import Foundation
import LayoutResults
import LayoutSpec

/// Writes the machine-readable results (`--json PATH`): the results JSON,
/// format version 1, plus additions (docs/reports.md lists them).
/// The output is deterministic: fixed member order, views in tree order,
/// numbers with at most 3 decimals and never an exponent.
public enum JSONResultsWriter {
    /// The results JSON text (pretty, ends in a newline).
    public static func render(_ results: HarnessResults) -> String {
        renderBytes(results).string
    }

    /// The results JSON as UTF-8 bytes: the same text as `render`, without
    /// the copy into a `String`.
    public static func renderBytes(_ results: HarnessResults) -> ReportBytes {
        // About 150 bytes a view and 300 a finding, compact.
        let items = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + 150 * $1.views.count + 300 * $1.findings.count } } }
        // The model's encode(to:) never throws; an Encodable that did would leave the file empty.
        return (try? JSONLayoutEncoder.encode(results, capacity: 4096 + items)) ?? ReportBytes(capacity: 0)
    }

    /// Writes the results JSON to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String) throws {
        try AtomicFileWriter.write(renderBytes(results), to: path)
    }
}
