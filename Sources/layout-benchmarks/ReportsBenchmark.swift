import Foundation
import HarnessReports
import LayoutEngine
import LayoutSpec

/// Report writing alone (issue 7): the results of a generated stack spec are solved once, then
/// each writer (JUnit, JSON, HTML) renders them several times; the medians are printed per
/// writer, with the file sizes and the time to write all three files (atomically, fsync
/// included). 1,000-view specs keep their 3 states (20 cases); larger ones drop them (5 cases).
///
///     swift run -c release layout-benchmarks reports [--sizes 1000,10000] [--shapes row,tree,cards]
///         [--reps 5] [--cases N] [--keep DIR] [--only junit|json|html]
///
/// `--cases` repeats the solved cases up to N (20 at 10,000 views, say); `--keep` also leaves
/// the three files in DIR (`tree-1000x20-index.html`...) to look at or open in a browser;
/// `--only` times one writer (for a profiler).
enum ReportsBenchmark {
    static func run(_ arguments: [String]) {
        let sizes = (BenchmarkSupport.option("--sizes", in: arguments) ?? "1000,10000").split(separator: ",").compactMap { Int($0) }
        let shapeNames = (BenchmarkSupport.option("--shapes", in: arguments) ?? "row,tree,cards").split(separator: ",").map(String.init)
        let reps = max(1, Int(BenchmarkSupport.option("--reps", in: arguments) ?? "5") ?? 5)
        let wantedCases = BenchmarkSupport.option("--cases", in: arguments).flatMap { Int($0) }
        let keep = BenchmarkSupport.option("--keep", in: arguments)
        let only = BenchmarkSupport.option("--only", in: arguments)
        let folder = NSTemporaryDirectory() + "layout-benchmarks-reports-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shapes: [String: (Int) -> String] = ["row": GeneratedStackSpecs.row, "tree": GeneratedStackSpecs.tree,
                                                 "cards": GeneratedStackSpecs.cards]
        print("reports: each writer renders the results of a solved spec; medians of \(reps) runs")
        print("shape      N  cases   frames  junit ms   json ms   html ms  render ms  write-all ms  junit KB   json KB   html KB")
        for name in shapeNames {
            guard let generate = shapes[name] else { print("unknown shape \(name)"); continue }
            for n in sizes {
                guard let results = solved(generate, n: n, name: name, cases: wantedCases) else { continue }
                let cases = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.count } }
                let frames = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + $1.views.count } } }
                var junit = [Double](), json = [Double](), html = [Double](), all = [Double]()
                var sizes = (junit: 0, json: 0, html: 0)
                for _ in 0..<reps {
                    if only == nil || only == "junit" {
                        junit.append(BenchmarkSupport.seconds { sizes.junit = JUnitWriter.render(results).utf8.count })
                    }
                    if only == nil || only == "json" {
                        json.append(BenchmarkSupport.seconds { sizes.json = JSONResultsWriter.render(results).utf8.count })
                    }
                    if only == nil || only == "html" {
                        html.append(BenchmarkSupport.seconds { sizes.html = HTMLReport.render(results).utf8.count })
                    }
                    if only == nil { all.append(BenchmarkSupport.seconds {
                        try? JUnitWriter.write(results, to: folder + "/junit.xml")
                        try? JSONResultsWriter.write(results, to: folder + "/results.json")
                        try? HTMLReport.write(results, to: folder + "/index.html")
                    }) }
                }
                if let keep {
                    let prefix = keep + "/\(name)-\(n)x\(cases)"
                    try? JUnitWriter.write(results, to: prefix + "-junit.xml")
                    try? JSONResultsWriter.write(results, to: prefix + "-results.json")
                    try? HTMLReport.write(results, to: prefix + "-index.html")
                }
                let j = BenchmarkSupport.median(junit), s = BenchmarkSupport.median(json), h = BenchmarkSupport.median(html)
                print(BenchmarkSupport.pad(name, 6) + BenchmarkSupport.format(Double(n), decimals: 0, width: 6)
                      + BenchmarkSupport.format(Double(cases), decimals: 0, width: 7)
                      + BenchmarkSupport.format(Double(frames), decimals: 0, width: 9)
                      + BenchmarkSupport.format(j * 1e3, decimals: 1, width: 10) + BenchmarkSupport.format(s * 1e3, decimals: 1, width: 10)
                      + BenchmarkSupport.format(h * 1e3, decimals: 1, width: 10) + BenchmarkSupport.format((j + s + h) * 1e3, decimals: 1, width: 11)
                      + BenchmarkSupport.format(BenchmarkSupport.median(all) * 1e3, decimals: 1, width: 14)
                      + BenchmarkSupport.format(Double(sizes.junit) / 1024, decimals: 0, width: 10)
                      + BenchmarkSupport.format(Double(sizes.json) / 1024, decimals: 0, width: 10)
                      + BenchmarkSupport.format(Double(sizes.html) / 1024, decimals: 0, width: 10))
            }
        }
    }

    /// The solved results of the shape at `n` views: 20 cases up to 1,000 views, 5 above
    /// (the states are left out), then repeated up to `cases` when asked.
    static func solved(_ generate: (Int) -> String, n: Int, name: String, cases wanted: Int?) -> HarnessResults? {
        var text = generate(n)
        if n > 1000 { text = text.replacingOccurrences(of: GeneratedStackSpecs.states, with: "") }
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: name + ".xml")
        guard let spec = loaded.spec else {
            print("\(name) \(n): \(loaded.errors.first?.description ?? "did not load")")
            return nil
        }
        var result = LayoutEngine.run(spec)
        result.file = "Specs/\(name).xml"
        if let wanted, var scene = result.scenes.first, !scene.cases.isEmpty {
            let solvedCases = scene.cases
            var cases: [CaseResult] = []
            while cases.count < wanted {
                var item = solvedCases[cases.count % solvedCases.count]
                item.stateIndex = cases.count / solvedCases.count
                if item.stateIndex > 0 { item.state = "copy \(item.stateIndex)" }
                cases.append(item)
            }
            scene.cases = cases
            result.scenes[0] = scene
        }
        return HarnessResults(specs: [result], startedAt: Date(timeIntervalSince1970: 1_700_000_000), hostname: "bench", wallTime: 1)
    }
}
