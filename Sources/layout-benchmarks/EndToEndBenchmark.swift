import SolverWorkloads
import Foundation
import HarnessReports
import LayoutEngine
import LayoutSpec
import LayoutResults

/// End to end on generated stack specs: load → every case (5
/// environments × base + 3 states) → JUnit, JSON and HTML written. Also the same cases without
/// the ambiguity analysis, to show its share, and without solver reuse (every case solved
/// from scratch), to show the saving. `--states none` leaves the states out (5 cases).
/// `process ms` is the built `layout-harness run` on the same spec as a whole process (start,
/// load, solve, the three reports, exit: what a CI step waits for), when the binary is beside
/// this one (`swift build -c release` builds both); `-` otherwise.
///
///     swift run -c release layout-benchmarks end-to-end [--sizes 100,1000,10000] [--reps 3]
///         [--shapes row,tree,cards] [--states none] [--labels text] [--write-specs DIR]
///
/// `--labels text` makes every leaf a label of varied text (one to five words) in the body
/// font, measured with Inter, instead of a label with a given intrinsic size.
///
/// `--write-specs DIR` also leaves each generated spec in DIR (`tree-10000.xml`), to profile
/// the binary on it.
enum EndToEndBenchmark {
    static func run(_ arguments: [String]) {
        let sizes = (BenchmarkSupport.option("--sizes", in: arguments) ?? "100,1000,10000").split(separator: ",").compactMap { Int($0) }
        let reps = Int(BenchmarkSupport.option("--reps", in: arguments) ?? "3") ?? 3
        let folder = NSTemporaryDirectory() + "layout-benchmarks-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let withStates = BenchmarkSupport.option("--states", in: arguments) != "none"
        print("end to end: load → \(withStates ? "20 cases (5 environments × 4 states)" : "5 cases (5 environments)") → JUnit + JSON + HTML; medians of \(reps) runs")
        print("shape      N    load ms  solve ms  reports ms   total ms  no-analysis ms  analysis share  fresh solve ms  reuse saves  cases  process ms")
        let binary = HarnessBinaryRun.locate(nil).map { HarnessBinaryRun(binary: $0) }
        let chosen = (BenchmarkSupport.option("--shapes", in: arguments) ?? "row,tree,cards").split(separator: ",").map(String.init)
        let texts = BenchmarkSupport.option("--labels", in: arguments) == "text"
        if texts { print("every leaf a label of varied text in the body font, measured with Inter (TextMeasurer memo per run)") }
        let all: [(String, (Int) -> String)] = texts
            ? [("row", GeneratedStackSpecs.rowOfTexts), ("tree", GeneratedStackSpecs.treeOfTexts), ("cards", GeneratedStackSpecs.cardsOfTexts)]
            : [("row", GeneratedStackSpecs.row), ("tree", GeneratedStackSpecs.tree), ("cards", GeneratedStackSpecs.cards)]
        let shapes = all.filter { chosen.contains($0.0) }
        for (name, generate) in shapes {
            let specs = sizes.map { n -> [UInt8] in
                let text = fiveEnvironments(generate(n))
                return Array((withStates ? text : text.replacingOccurrences(of: GeneratedStackSpecs.states, with: "")).utf8)
            }
            var samples = Array(repeating: Samples(), count: sizes.count)
            // The sizes take turns within each repetition, so that the growth from one size
            // to the next compares runs made under the same load.
            for _ in 0..<reps {
                for k in sizes.indices {
                    guard measure(name, specs[k], folder: folder, into: &samples[k]) else { return }
                }
            }
            for (k, n) in sizes.enumerated() {
                let bytes = specs[k]
                if let keep = BenchmarkSupport.option("--write-specs", in: arguments) {
                    try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                    let kept = keep + "/\(name)-\(n).xml"
                    if !FileManager.default.createFile(atPath: kept, contents: Data(bytes)) { print("  could not write \(kept)") }
                }
                var process: [Double] = []
                if let binary {
                    let path = folder + "/\(name)-\(n).xml"
                    if FileManager.default.createFile(atPath: path, contents: Data(bytes)) {
                        for _ in 0..<reps {
                            let outcome = binary.run(paths: [path], folder: folder, jobs: 2)
                            if outcome.launchError == nil, outcome.status <= 1 { process.append(outcome.seconds) }
                        }
                    } else {
                        print("  could not write \(path): the binary is not timed")
                    }
                }
                let m = samples[k]
                let l = BenchmarkSupport.median(m.load), s = BenchmarkSupport.median(m.solve)
                let r = BenchmarkSupport.median(m.reports), b = BenchmarkSupport.median(m.bare), f = BenchmarkSupport.median(m.fresh)
                print(BenchmarkSupport.pad(name, 6) + BenchmarkSupport.format(Double(n), decimals: 0, width: 6)
                      + BenchmarkSupport.format(l * 1e3, decimals: 1, width: 11) + BenchmarkSupport.format(s * 1e3, decimals: 1, width: 10)
                      + BenchmarkSupport.format(r * 1e3, decimals: 1, width: 12) + BenchmarkSupport.format((l + s + r) * 1e3, decimals: 1, width: 11)
                      + BenchmarkSupport.format(b * 1e3, decimals: 1, width: 16)
                      + BenchmarkSupport.format(max(0, (s - b) / (l + s + r)) * 100, decimals: 0, width: 15) + "%"
                      + BenchmarkSupport.format(f * 1e3, decimals: 1, width: 16)
                      + BenchmarkSupport.format(f / s, decimals: 2, width: 12) + "×"
                      + BenchmarkSupport.format(Double(m.cases), decimals: 0, width: 7)
                      + (process.isEmpty ? BenchmarkSupport.pad("", 11) + "-" : BenchmarkSupport.format(BenchmarkSupport.median(process) * 1e3, decimals: 1, width: 12)))
            }
            for k in sizes.indices.dropFirst() {
                let solve = samples.map { BenchmarkSupport.median($0.solve) }, bare = samples.map { BenchmarkSupport.median($0.bare) }
                print("  growth \(sizes[k - 1]) → \(sizes[k]) views: solve ×" + BenchmarkSupport.format(solve[k] / solve[k - 1], decimals: 1, width: 0)
                      + ", without analysis ×" + BenchmarkSupport.format(bare[k] / bare[k - 1], decimals: 1, width: 0)
                      + " (same run, sizes interleaved)")
            }
        }
    }

    /// The spec with the five environments this benchmark has always timed (the four
    /// size-class pairs; the default matrix has a sixth, the largest text on the smallest phone).
    static func fiveEnvironments(_ spec: String) -> String {
        let list = Environment.defaultMatrix.prefix(5).map { e in
            "<environment name=\"\(e.name)\" width=\"\(Int(e.width))\" height=\"\(Int(e.height))\" widthClass=\"\(e.widthClass.rawValue)\" "
                + "heightClass=\"\(e.heightClass.rawValue)\" safeArea=\"\(e.safeArea)\" scale=\"\(Int(e.scale))\"/>"
        }.joined(separator: "\n")
        // The generated specs declare them already (`GeneratedSpecs.environments`): a second
        // list is an error of the spec format.
        guard !spec.contains("<environments>"), let scene = spec.range(of: "<scene ") else { return spec }
        return spec.replacingCharacters(in: scene, with: "<environments>\n\(list)\n</environments>\n<scene ")
    }

    /// One size's timings over the repetitions.
    private struct Samples {
        var load: [Double] = [], solve: [Double] = [], reports: [Double] = [], bare: [Double] = [], fresh: [Double] = []
        var cases = 0
    }

    /// One repetition: load, solve, reports, then the run without analysis and the run
    /// without reuse.
    private static func measure(_ name: String, _ bytes: [UInt8], folder: String, into m: inout Samples) -> Bool {
        var loaded = SpecLoadResult(spec: nil, diagnostics: [])
        m.load.append(BenchmarkSupport.seconds { loaded = SpecLoader.load(bytes: bytes, path: name + ".xml") })
        guard let spec = loaded.spec else {
            print("\(name): \(loaded.errors.first?.description ?? "did not load")")
            return false
        }
        var result = SpecResult(file: "")
        m.solve.append(BenchmarkSupport.seconds { result = LayoutEngine.run(spec) })
        m.cases = result.scenes.reduce(0) { $0 + $1.cases.count }
        let results = HarnessResults(specs: [result])
        m.reports.append(BenchmarkSupport.seconds {
            try? JUnitWriter.write(results, to: folder + "/junit.xml")
            try? JSONResultsWriter.write(results, to: folder + "/results.json")
            try? HTMLReport.write(results, to: folder + "/index.html")
        })
        m.bare.append(secondsKeepingResult { LayoutEngine.run(spec, options: .init(analyzesAmbiguity: false)) })
        m.fresh.append(secondsKeepingResult { LayoutEngine.run(spec, options: .init(reusesSolvers: false)) })
        return true
    }

    /// The seconds `run` takes; its results are freed once the clock has stopped, as the
    /// solve's are. Freeing 20 cases of 10,000 frames inside the clock added 20 to 30 ms.
    private static func secondsKeepingResult(_ run: () -> SpecResult) -> Double {
        var result = SpecResult(file: "")
        let seconds = BenchmarkSupport.seconds { result = run() }
        withExtendedLifetime(result) {}
        return seconds
    }
}
