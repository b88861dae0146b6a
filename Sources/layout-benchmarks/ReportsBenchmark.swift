import SolverWorkloads
import Foundation
import HarnessReports
import LayoutEngine
import LayoutSpec
import LayoutResults

/// Report writing alone: the results of a generated stack spec are solved once, then
/// each writer (JUnit, JSON, HTML) renders them into memory several times (`renderBytes`) and
/// stages what it rendered (`AtomicFileWriter.stage`: written to a temporary file and flushed,
/// then discarded); the medians are printed per writer, with the file sizes and the time of
/// `ReportSetWriter.write`, which `layout-harness run` calls (all three streamed into their
/// temporary files as they are rendered, `AtomicFileWriter.stage(for:render:)`, then renamed
/// into place: the per-writer columns split render and write, the set does not). 1,000-view stack specs keep their 3 states (20 cases); larger ones drop
/// them (5 cases). A shape of `UserShapes` (`random`, …) keeps every case it has.
///
///     swift run -c release layout-benchmarks reports [--sizes 1000,10000] [--shapes row,tree,cards,random,…]
///         [--reps 5] [--cases N] [--keep DIR] [--only junit|json|html|terminal] [--synthetic] [--read] [--cpu]
///
/// `--cases` repeats the solved cases up to N (20 at 10,000 views, say), or keeps the first N in
/// run order (a random shape has 20); `--keep` also leaves
/// the three files in DIR (`tree-1000x20-index.html`...) to look at or open in a browser;
/// `--only` times one writer (for a profiler; `terminal`: the summary `run` prints, with and without `--quiet`); `--synthetic` makes the results up instead of
/// solving (the tree shape's form, every view overflowing; `--cases` defaults to 20); `--read`
/// also times reading the JSON back (`JSONResultsReader`, as `merge` does); `--cpu` gives the renders and the set in CPU
/// time (the renders' thread, the set's whole process), which other processes on a shared machine disturb less than
/// the wall-clock time.
enum ReportsBenchmark {
    static func run(_ arguments: [String]) {
        let sizes = (BenchmarkSupport.option("--sizes", in: arguments) ?? "1000,10000").split(separator: ",").compactMap { Int($0) }
        let shapeNames = (BenchmarkSupport.option("--shapes", in: arguments) ?? "row,tree,cards").split(separator: ",").map(String.init)
        let reps = max(1, Int(BenchmarkSupport.option("--reps", in: arguments) ?? "5") ?? 5)
        let wantedCases = BenchmarkSupport.option("--cases", in: arguments).flatMap { Int($0) }
        let keep = BenchmarkSupport.option("--keep", in: arguments)
        let only = BenchmarkSupport.option("--only", in: arguments)
        let synthetic = arguments.contains("--synthetic")
        let cpu = arguments.contains("--cpu")
        let folder = NSTemporaryDirectory() + "layout-benchmarks-reports-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shapes: [String: (Int) -> String] = ["row": GeneratedStackSpecs.row, "tree": GeneratedStackSpecs.tree,
                                                 "cards": GeneratedStackSpecs.cards]
        print("reports: each writer renders the results of a solved spec, then stages them (write + fsync); medians of \(reps) runs"
              + (cpu ? "; render and set in CPU time (the set: every thread's)" : ""))
        print("shape      N  cases   frames findings  junit ms (stage)   json ms (stage)   html ms (stage)  render ms  set ms  junit KB   json KB   html KB")
        for name in shapeNames {
            let userShape = UserShapes.all.first { $0.name == name }
            guard synthetic || shapes[name] != nil || userShape != nil else { print("unknown shape \(name)"); continue }
            for n in sizes {
                let made: HarnessResults?
                if synthetic {
                    made = self.synthetic(n: n, cases: wantedCases ?? 20)
                } else if let generate = shapes[name] {
                    made = solved(generate, n: n, name: name).map { withCases($0, wantedCases) }
                } else {
                    made = solved(userShape!.make(n), name: name).map { withCases($0, wantedCases) }
                }
                guard let results = made else { continue }
                let cases = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.count } }
                let frames = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + $1.views.count } } }
                let findings = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + $1.findings.count } } }
                var render = (junit: [Double](), json: [Double](), html: [Double]())
                var stage = (junit: [Double](), json: [Double](), html: [Double]())
                var all = [Double](), terminal = [Double](), quiet = [Double]()
                var sizes = (junit: 0, json: 0, html: 0)
                let targets = ReportSetWriter.Targets(junit: folder + "/junit.xml", json: folder + "/results.json", html: folder + "/index.html")
                /// Times `make`, then staging its bytes (and discards the staged file).
                func time(_ make: () -> ReportBytes, path: String, _ renders: inout [Double], _ stages: inout [Double]) -> Int {
                    var bytes = ReportBytes(capacity: 0)
                    let cpuStart = cpuSeconds(thread: true)
                    let wall = BenchmarkSupport.seconds { bytes = make() }
                    renders.append(cpu ? cpuSeconds(thread: true) - cpuStart : wall)
                    stages.append(BenchmarkSupport.seconds {
                        if let staged = try? AtomicFileWriter.stage(bytes, for: path) { AtomicFileWriter.discard(staged) }
                    })
                    return bytes.count
                }
                for _ in 0..<reps {
                    if only == nil || only == "junit" {
                        sizes.junit = time({ JUnitWriter.renderBytes(results) }, path: targets.junit, &render.junit, &stage.junit)
                    }
                    if only == nil || only == "json" {
                        sizes.json = time({ JSONResultsWriter.renderBytes(results) }, path: targets.json, &render.json, &stage.json)
                    }
                    if only == nil || only == "html" {
                        sizes.html = time({ HTMLReport.renderBytes(results) }, path: targets.html, &render.html, &stage.html)
                    }
                    if only == nil {
                        let cpuStart = cpuSeconds(thread: false)
                        let wall = BenchmarkSupport.seconds { try? ReportSetWriter.write(results, to: targets) }
                        all.append(cpu ? cpuSeconds(thread: false) - cpuStart : wall)
                    }
                    if only == nil || only == "terminal" {
                        terminal.append(BenchmarkSupport.seconds { _ = TerminalSummary.render(results) })
                        quiet.append(BenchmarkSupport.seconds { _ = TerminalSummary.render(results, options: .init(maxFindings: 0, warnings: false)) })
                    }
                }
                if arguments.contains("--read") {
                    // Reading the JSON back, as `merge` does (JSONDecoder over the model's Decodable).
                    let text = JSONResultsWriter.renderBytes(results).withUnsafeBytes { Data(buffer: $0) }
                    let read = (0..<reps).map { _ in BenchmarkSupport.seconds { _ = try? JSONResultsReader.parse(text) } }
                    print("  \(name) \(n): results JSON read back in " + BenchmarkSupport.format(BenchmarkSupport.median(read) * 1e3, decimals: 1, width: 0) + " ms")
                }
                if let keep {
                    let prefix = keep + "/\(name)-\(n)x\(cases)"
                    try? JUnitWriter.write(results, to: prefix + "-junit.xml")
                    try? JSONResultsWriter.write(results, to: prefix + "-results.json")
                    try? HTMLReport.write(results, to: prefix + "-index.html")
                }
                let median = BenchmarkSupport.median
                func pair(_ r: [Double], _ w: [Double]) -> String {
                    BenchmarkSupport.format(median(r) * 1e3, decimals: 1, width: 10) + " (" + BenchmarkSupport.format(median(w) * 1e3, decimals: 1, width: 5) + ")"
                }
                print(BenchmarkSupport.pad(name, 6) + BenchmarkSupport.format(Double(n), decimals: 0, width: 6)
                      + BenchmarkSupport.format(Double(cases), decimals: 0, width: 7)
                      + BenchmarkSupport.format(Double(frames), decimals: 0, width: 9)
                      + BenchmarkSupport.format(Double(findings), decimals: 0, width: 9)
                      + pair(render.junit, stage.junit) + pair(render.json, stage.json) + pair(render.html, stage.html)
                      + BenchmarkSupport.format((median(render.junit) + median(render.json) + median(render.html)) * 1e3, decimals: 1, width: 11)
                      + BenchmarkSupport.format(median(all) * 1e3, decimals: 1, width: 8)
                      + BenchmarkSupport.format(Double(sizes.junit) / 1024, decimals: 0, width: 10)
                      + BenchmarkSupport.format(Double(sizes.json) / 1024, decimals: 0, width: 10)
                      + BenchmarkSupport.format(Double(sizes.html) / 1024, decimals: 0, width: 10))
                if !terminal.isEmpty {
                    print("  \(name) \(n): terminal summary " + BenchmarkSupport.format(median(terminal) * 1e3, decimals: 1, width: 0)
                          + " ms, with --quiet " + BenchmarkSupport.format(median(quiet) * 1e3, decimals: 1, width: 0) + " ms")
                }
            }
        }
    }

    /// CPU seconds used so far by the calling thread, or by the whole process.
    static func cpuSeconds(thread: Bool) -> Double {
        var time = timespec()
        clock_gettime(thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Results made up without solving (for a profiler, or sizes that take long to solve):
    /// the `tree` shape's form, stacks of 10 down to N labels, every view but the root
    /// overflowing the canvas on the right, every tenth also ambiguous.
    static func synthetic(n: Int, cases: Int) -> HarnessResults {
        var views = [ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844), line: 3, column: 1)]
        var findings: [Finding] = []
        func add(_ id: String, _ kind: ViewKind, parent: String, x: Double, y: Double, w: Double, h: Double) {
            let line = views.count + 3
            views.append(ViewFrame(id: id, kind: kind, parent: parent, frame: .init(x: x, y: y, width: w, height: h), line: line, column: 1))
            let amount = x + w - 390
            if amount > 0 {
                findings.append(Finding(kind: .overflow, items: [id], message: "'\(id)' extends \(ReportNumber.decimal(amount)) pt beyond the right edge of the canvas",
                                        line: line, column: 1, details: .overflow(.init(view: id, edge: .right, amount: amount, container: nil))))
            }
            if views.count % 10 == 0 {
                findings.append(Finding(kind: .ambiguity, items: [id], message: "width of '\(id)' is ambiguous", line: line, column: 1,
                                        details: .ambiguity(.init(view: id, attribute: .width, range: 0...w, cause: .contentHugging))))
            }
        }
        var leaves = 0, stacks = 0
        func stack(_ id: String, parent: String, x: Double, y: Double, level: Int) -> Double {
            let start = views.count
            add(id, .stackView, parent: parent, x: x, y: y, w: 0, h: 30)
            var cursor = x
            for _ in 0..<10 where leaves < n {
                if level == 0 {
                    let w = Double(20 + (leaves * 37) % 50) + 0.5
                    add("leaf\(leaves)", .label, parent: id, x: cursor, y: y + Double(leaves % 7), w: w, h: Double(12 + (leaves * 11) % 30))
                    leaves += 1
                    cursor += w + 8
                } else {
                    stacks += 1
                    cursor = stack("s\(stacks)", parent: id, x: cursor, y: y, level: level - 1) + 8
                }
            }
            views[start].frame.width = cursor - x
            return cursor
        }
        var levels = 0, size = 10
        while size < n { size *= 10; levels += 1 }
        _ = stack("top", parent: "root", x: 16, y: 63, level: levels)
        let environments: [(String, Double, Double)] = [("iPhone 13 portrait", 390, 844), ("iPhone 13 landscape", 844, 390),
                                                        ("iPad Pro 11in portrait", 834, 1194), ("iPhone 13 Pro Max landscape", 926, 428),
                                                        ("iPad Pro 11in split one-third", 375, 834)]
        let list = (0..<cases).map { i in
            let (name, width, height) = environments[i % environments.count]
            return CaseResult(environment: name, environmentIndex: i % environments.count, widthClass: width < 400 ? .compact : .regular,
                              heightClass: height < 500 ? .compact : .regular, width: width, height: height,
                              safeArea: .init(top: 47, left: 0, bottom: 34, right: 0), state: i < environments.count ? nil : "state \(i / environments.count)",
                              stateIndex: i / environments.count, views: views, findings: findings, solveTime: 0.01 * Double(i + 1))
        }
        let spec = SpecResult(file: "Specs/synthetic.xml", scenes: [SceneResult(name: "Synthetic", index: 0, cases: list)])
        return HarnessResults(specs: [spec], startedAt: Date(timeIntervalSince1970: 1_700_000_000), hostname: "bench", wallTime: 1)
    }

    /// The solved results of a `UserShapes` spec, every case it has.
    static func solved(_ text: String, name: String) -> HarnessResults? {
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: name + ".xml")
        guard loaded.spec != nil else {
            print("\(name): \(loaded.errors.first?.description ?? "did not load")")
            return nil
        }
        let result = LayoutEngine.run(loaded, file: "Specs/\(name).xml")
        return HarnessResults(specs: [result], startedAt: Date(timeIntervalSince1970: 1_700_000_000), hostname: "bench", wallTime: 1)
    }

    /// The solved results of the shape at `n` views: 20 cases up to 1,000 views, 5 above
    /// (the states are left out).
    static func solved(_ generate: (Int) -> String, n: Int, name: String) -> HarnessResults? {
        var text = generate(n)
        if n > 1000 { text = text.replacingOccurrences(of: GeneratedStackSpecs.states, with: "") }
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: name + ".xml")
        guard let spec = loaded.spec else {
            print("\(name) \(n): \(loaded.errors.first?.description ?? "did not load")")
            return nil
        }
        var result = LayoutEngine.run(spec)
        result.file = "Specs/\(name).xml"
        return HarnessResults(specs: [result], startedAt: Date(timeIntervalSince1970: 1_700_000_000), hostname: "bench", wallTime: 1)
    }

    /// `results` with its first scene's cases repeated up to `wanted` (each copy a state of its
    /// own), or cut to the first `wanted` in run order; as they are without `wanted`.
    static func withCases(_ results: HarnessResults, _ wanted: Int?) -> HarnessResults {
        var results = results
        guard let wanted, var spec = results.specs.first, var scene = spec.scenes.first, !scene.cases.isEmpty else { return results }
        let solvedCases = scene.cases
        var cases: [CaseResult] = Array(solvedCases.prefix(max(wanted, 1)))
        while cases.count < wanted {
            var item = solvedCases[cases.count % solvedCases.count]
            item.stateIndex = cases.count / solvedCases.count
            if item.stateIndex > 0 { item.state = "copy \(item.stateIndex)" }
            cases.append(item)
        }
        scene.cases = cases
        spec.scenes[0] = scene
        results.specs[0] = spec
        return results
    }
}
