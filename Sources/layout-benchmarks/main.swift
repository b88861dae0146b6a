// The benchmark executable: `swift run -c release layout-benchmarks SUITE [options]`.
// Each suite prints medians of several runs; see docs/performance.md.

let suites: [(name: String, summary: String, run: ([String]) -> Void)] = [
    ("solver", "the three kiwisolver shapes (indep, tree, chain) at N views", SolverBenchmark.run),
    ("engine", "generated specs of N views, 5 environments, solver reuse against fresh solves", EngineBenchmark.run),
    ("end-to-end", "stack specs of N views, 5 environments × 4 states, reports written", EndToEndBenchmark.run),
    ("reports", "JUnit, JSON and HTML writers on solved stack specs of N views", ReportsBenchmark.run),
    ("spec-loading", "loading a generated spec of 10,000 views and 40,000 constraints", SpecLoadingBenchmark.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let suite = suites.first(where: { $0.name == name }) {
    suite.run(Array(arguments.dropFirst()))
} else {
    print("usage: layout-benchmarks SUITE [options]\n\nsuites:")
    for suite in suites { print("  " + suite.name + String(repeating: " ", count: max(1, 14 - suite.name.count)) + suite.summary) }
}
