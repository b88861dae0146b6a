import ArgumentParser
import Foundation
import HarnessReports

/// `layout-harness merge`: combine the reports of `--shard` runs into one.
///
/// Merging reads results files and solves nothing, so it runs in one process: the readers
/// check every value they read, and the reports are written as a set (`ReportSetWriter`), so
/// a merge that fails leaves the previous merged reports whole.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the JSON results (and JUnit files) of sharded runs into one set of reports.")

    @Argument(help: "results.json files of the shards.")
    var inputs: [String]

    @Option(help: "JUnit files of the shards (repeatable); merged into --junit.")
    var junitInput: [String] = []

    /// The merged reports (the JUnit XML made from the merged results, unless `--junit-input` is given).
    @OptionGroup var reports: ReportPaths

    func run() throws {
        guard !inputs.isEmpty else { throw ValidationError("give the results.json files of the shards") }
        for path in inputs + junitInput where !FileManager.default.fileExists(atPath: path) {
            throw UsageError(SpecDiscovery.missing(path, kind: path.hasSuffix(".xml") ? ".xml" : ".json"))
        }
        let merged = try ResultsMerger.merge(jsonFiles: inputs)
        let junitText = junitInput.isEmpty ? nil : try JUnitMerger.merge(files: junitInput)
        try ReportSetWriter.write(merged, to: .init(junit: reports.junit, json: reports.json, html: reports.html), junitText: junitText)
        print("merged \(inputs.count) shards: \(merged.specs.count) specs → \(reports.json), \(reports.junit), \(reports.html)")
    }
}
