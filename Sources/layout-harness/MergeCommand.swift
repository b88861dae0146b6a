import ArgumentParser
import Foundation
import HarnessReports

/// `layout-harness merge`: combine the reports of `--shard` runs into one.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the JSON results (and JUnit files) of sharded runs into one set of reports.")

    @Argument(help: "results.json files of the shards.")
    var inputs: [String]

    @Option(help: "JUnit files of the shards (repeatable); merged into --junit.")
    var junitInput: [String] = []

    @Option(help: "Where to write the merged results JSON.")
    var json: String = "Reports/results.json"

    @Option(help: "Where to write the merged JUnit XML (from the merged results).")
    var junit: String = "Reports/junit.xml"

    @Option(help: "Where to write the merged HTML report.")
    var html: String = "Reports/index.html"

    func run() throws {
        guard !inputs.isEmpty else { throw ValidationError("give the results.json files of the shards") }
        let merged = try ResultsMerger.merge(jsonFiles: inputs)
        try JSONResultsWriter.write(merged, to: json)
        if junitInput.isEmpty {
            try JUnitWriter.write(merged, to: junit)
        } else {
            try JUnitMerger.merge(files: junitInput, into: junit)
        }
        try HTMLReport.write(merged, to: html)
        print("merged \(inputs.count) shards: \(merged.specs.count) specs → \(json), \(junit), \(html)")
    }
}
