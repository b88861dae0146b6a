// The benchmark executable: `swift run -c release layout-benchmarks SUITE [options]`.
// Each suite prints medians of several runs; see docs/performance.md. Every suite also takes
// `--peak-memory`: the same command in a child process per size, then each child's peak memory.

let suites: [(name: String, summary: String, run: ([String]) -> Void)] = [
    ("solver", "the three kiwisolver shapes (indep, tree, chain) at N views, kiwisolver beside with --kiwi PYTHON", SolverBenchmark.run),
    ("engine", "generated specs of N views, 5 environments, solver reuse against fresh solves", EngineBenchmark.run),
    ("end-to-end", "stack specs of N views, 5 environments × 4 states, reports written", EndToEndBenchmark.run),
    ("reports", "JUnit, JSON and HTML writers on solved stack specs of N views", ReportsBenchmark.run),
    ("spec-loading", "loading a generated spec of 10,000 views and 40,000 constraints", SpecLoadingBenchmark.run),
    ("text", "LABELS single-line labels × 5 environments measured with HarfBuzz and ICU, with and without the memo", TextBenchmark.run),
    ("shapes", "the teams' shapes and random shapes of N views end to end: time per 1,000 views as N grows", ShapesBenchmark.run),
    ("specs", "the whole Specs/ folder as `layout-harness run` takes it: load, solve, reports; and the binary", SpecsBenchmark.run),
    ("watch", "`layout-harness --watch`: from a save of a screen-sized spec to its printed change", WatchBenchmark.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let suite = suites.first(where: { $0.name == name }) {
    let options = Array(arguments.dropFirst())
    // The machine is shared: every run states the load around it.
    print("load average at start: \(SystemLoad.text())")
    if options.contains("--peak-memory") {
        BenchmarkSupport.peakMemoryRuns(suite: name, arguments: options.filter { $0 != "--peak-memory" })
    } else {
        suite.run(options)
    }
    print("load average at end: \(SystemLoad.text())")
    PeakMemory.reportIfAsked()
} else {
    print("usage: layout-benchmarks SUITE [options] [--peak-memory]\n\nsuites:")
    for suite in suites { print("  " + suite.name + String(repeating: " ", count: max(1, 14 - suite.name.count)) + suite.summary) }
}
