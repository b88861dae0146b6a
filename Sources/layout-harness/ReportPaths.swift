import ArgumentParser

/// `--junit`, `--json` and `--html`: where a command writes its three reports (`run`, `merge`).
struct ReportPaths: ParsableArguments {
    @Option(help: "Where to write the JUnit XML report.")
    var junit: String = "Reports/junit.xml"

    @Option(help: "Where to write the results JSON.")
    var json: String = "Reports/results.json"

    @Option(help: "Where to write the HTML report.")
    var html: String = "Reports/index.html"

    /// The three paths in the order the terminal summary lists them.
    var all: [String] { [junit, json, html] }
}
