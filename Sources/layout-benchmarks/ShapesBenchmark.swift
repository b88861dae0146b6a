import Foundation
import HarnessReports
import LayoutEngine
import LayoutSpec
import SolverWorkloads
import LayoutResults

/// The teams' shapes and the random shapes (`UserShapes`, `ShapeGenerator`) end to end at
/// growing sizes: load, every case in the 5 environments of the benchmarks (and each shape's states),
/// the three reports written. Prints the median time per size, the time per 1,000 views, and
/// the growth from one size to the next against the growth in views: a linear harness keeps
/// the time per 1,000 views flat. `--peak-memory` adds each size's peak memory (a child
/// process per size).
///
///     swift run -c release layout-benchmarks shapes [--sizes 1000,2000,5000,10000,20000]
///         [--shapes unpinned-cards,fill-equally-row,…] [--reps 3] [--limit SECONDS] [--write-specs DIR] [--cold SECONDS]
///
/// `--write-specs DIR` also leaves each spec in DIR (`random-1000.xml`), to profile the binary on it.
/// `--states none` leaves the states out (5 cases a spec, as `end-to-end --states none`);
/// `--seeds 1,2,3` runs `random` and `random-slips` under each seed (`random@3`).
/// `--limit` (default 60) skips the larger sizes of a shape once one size takes longer.
/// `--cold SECONDS` waits that long before each run of the binary (`HarnessBinaryRun.pause`).
///
/// `process ms` times the built `layout-harness run --record never` on the same spec
/// (`HarnessBinaryRun`, 2 workers, reports written; `--binary PATH`, else the one beside this
/// executable): what a CI step waits for, each run in a fresh process. The in-process time
/// frees each repetition's results before the next starts; held until the next was made, they
/// made `random` seed 4 take 3.08 times as long at 20,000 views as at 10,000 (one run), where
/// freed they take 2.20 times and the process 2.17 (another run).
enum ShapesBenchmark {
    static func run(_ arguments: [String]) {
        let sizes = (BenchmarkSupport.option("--sizes", in: arguments) ?? "1000,2000,5000,10000,20000")
            .split(separator: ",").compactMap { Int($0) }
        let reps = Int(BenchmarkSupport.option("--reps", in: arguments) ?? "3") ?? 3
        let limit = Double(BenchmarkSupport.option("--limit", in: arguments) ?? "60") ?? 60
        let chosen = BenchmarkSupport.list("--shapes", in: arguments)
        let withStates = BenchmarkSupport.option("--states", in: arguments) != "none"
        let seeds = BenchmarkSupport.list("--seeds", in: arguments)?.compactMap { UInt64($0) }
        let shapes = UserShapes.all.filter { chosen?.contains($0.name) ?? true }
            .flatMap { shape in seeds.flatMap { UserShapes.reseeded(shape.name, seeds: $0) } ?? [shape] }
        let pause = Double(BenchmarkSupport.option("--cold", in: arguments) ?? "0") ?? 0
        let binary = HarnessBinaryRun.locate(BenchmarkSupport.option("--binary", in: arguments)).map { HarnessBinaryRun(binary: $0, pause: pause) }
        let folder = NSTemporaryDirectory() + "layout-benchmarks-shapes-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print("shapes end to end: load → every case (5 environments\(withStates ? " × states" : "")) → JUnit + JSON + HTML; "
              + "medians of \(reps) runs")
        print("shape                 N    views  cases  findings    total ms  ms per 1k views  growth (views ×)  process ms  growth")
        for shape in shapes {
            var previous: (views: Int, seconds: Double, process: Double)?
            for n in sizes {
                let text = shape.make(n)
                let bytes = Array((withStates ? text : UserShapes.withoutStates(text)).utf8)
                if let keep = BenchmarkSupport.option("--write-specs", in: arguments) {
                    try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                    let kept = keep + "/\(shape.name)-\(n).xml"
                    if !FileManager.default.createFile(atPath: kept, contents: Data(bytes)) { print("  could not write \(kept)") }
                }
                var times: [Double] = []
                var summary = (views: 0, cases: 0, findings: 0)
                var result = SpecResult(file: "")
                for _ in 0..<reps {
                    // The last repetition's results go before this one starts, as in a process of its own.
                    result = SpecResult(file: "")
                    let seconds = BenchmarkSupport.seconds {
                        let load = SpecLoader.load(bytes: bytes, path: shape.name + ".xml")
                        result = LayoutEngine.run(load, file: shape.name + ".xml")
                        try? ReportSetWriter.write(HarnessResults(specs: [result]), to: .init(
                            junit: folder + "/junit.xml", json: folder + "/results.json", html: folder + "/index.html"))
                    }
                    times.append(seconds)
                    let cases = result.scenes.flatMap(\.cases)
                    summary = (cases.first?.views.count ?? 0, cases.count, cases.reduce(0) { $0 + $1.findings.count })
                    if !result.errors.isEmpty { print("  \(shape.name) \(n): \(result.errors[0].message)") }
                    if seconds > limit { break }
                }
                let median = BenchmarkSupport.median(times)
                var process: [Double] = []
                let path = folder + "/\(shape.name)-\(n).xml"
                if let binary, FileManager.default.createFile(atPath: path, contents: Data(bytes)) {
                    for _ in 0..<reps {
                        let outcome = binary.run(paths: [path], folder: folder, jobs: 2, options: ["--record", "never"])
                        if outcome.launchError == nil, outcome.status <= 1 { process.append(outcome.seconds) }
                    }
                }
                let processMedian = process.isEmpty ? 0 : BenchmarkSupport.median(process)
                var growth = ""
                if let previous, previous.seconds > 0, previous.views > 0 {
                    growth = BenchmarkSupport.format(median / previous.seconds, decimals: 2, width: 8) + " (×"
                        + BenchmarkSupport.format(Double(summary.views) / Double(previous.views), decimals: 2, width: 0) + ")"
                }
                print(BenchmarkSupport.pad(shape.name, 17) + BenchmarkSupport.format(Double(n), decimals: 0, width: 6)
                      + BenchmarkSupport.format(Double(summary.views), decimals: 0, width: 9)
                      + BenchmarkSupport.format(Double(summary.cases), decimals: 0, width: 7)
                      + BenchmarkSupport.format(Double(summary.findings), decimals: 0, width: 10)
                      + BenchmarkSupport.format(median * 1e3, decimals: 1, width: 12)
                      + BenchmarkSupport.format(median * 1e6 / Double(max(1, summary.views)), decimals: 2, width: 17) + "  "
                      + BenchmarkSupport.pad(growth, 16)
                      + (process.isEmpty ? "           –" : BenchmarkSupport.format(processMedian * 1e3, decimals: 1, width: 12))
                      + (previous.map { $0.process > 0 && processMedian > 0 ? BenchmarkSupport.format(processMedian / $0.process, decimals: 2, width: 8) : "" } ?? ""))
                previous = (summary.views, median, processMedian)
                if median > limit {
                    print("  \(shape.name): \(n) views took more than \(Int(limit)) s; larger sizes skipped")
                    break
                }
            }
        }
    }
}
