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
        JSONResultsEncoder.encode(results).string
    }

    /// The results JSON as UTF-8 bytes: the same text as `render`, without
    /// the copy into a `String`.
    public static func renderBytes(_ results: HarnessResults) -> ReportBytes {
        JSONResultsEncoder.encode(results)
    }

    /// Writes the results JSON to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String) throws {
        try AtomicFileWriter.write(JSONResultsEncoder.encode(results), to: path)
    }
}
