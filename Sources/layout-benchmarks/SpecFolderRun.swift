import Dispatch
import Foundation
import HarnessReports
import LayoutEngine
import LayoutSpec
import LayoutResults

/// One in-process pass over spec files, stage by stage, with the library calls `layout-harness
/// run` makes (RunCommand, SupervisedSpecRunner, SpecDiscovery live in the executable target, so
/// they are mirrored here): find the spec files, load them, lay out every case and compare
/// with baselines, then write JUnit, JSON and HTML and render the terminal summary. The CLI
/// loads and solves each spec on one worker; here every spec is loaded first, then solved, on
/// the same number of workers, so the two stages can be timed apart.
struct SpecFolderRun {
    /// Wall seconds of each stage.
    var discover = 0.0, load = 0.0, solve = 0.0, reports = 0.0
    var total: Double { discover + load + solve + reports }
    /// The parts of `reports`: each writer, and the terminal summary.
    var junit = 0.0, json = 0.0, html = 0.0, summary = 0.0
    /// Seconds per spec file (in path order), as its worker measured them.
    var loadBySpec: [Double] = [], solveBySpec: [Double] = []
    var results = HarnessResults(specs: [])

    /// The spec files (`.xml`, `.storyboard`, `.xib`) under `paths` (folders searched
    /// recursively) or named by them, sorted.
    static func specFiles(in paths: [String]) -> [String]? {
        var found = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            guard isDirectory.boolValue else {
                found.insert(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".xml") || InterfaceBuilderLoader.reads(relative) else { continue }
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var nested: ObjCBool = false
                if FileManager.default.fileExists(atPath: full, isDirectory: &nested), !nested.boolValue { found.insert(full) }
            }
        }
        return found.sorted()
    }

    /// One pass over `paths`, reports written into `folder`.
    static func measure(paths: [String], jobs: Int, folder: String) -> SpecFolderRun {
        var run = SpecFolderRun()
        var found: [String] = []
        run.discover = BenchmarkSupport.seconds { found = specFiles(in: paths) ?? [] }
        let files = found
        let loads = ParallelSlots<SpecLoadResult>(count: files.count)
        run.load = BenchmarkSupport.seconds {
            loads.perform(jobs: jobs) { index in SpecLoader.load(contentsOf: files[index]) }
        }
        let loaded = loads.values
        let solved = ParallelSlots<SpecResult>(count: files.count)
        var specs: [SpecResult] = []
        run.solve = BenchmarkSupport.seconds {
            solved.perform(jobs: jobs) { index in LayoutEngine.run(loaded[index], file: files[index]) }
            specs = solved.values
            for index in specs.indices where specs[index].errors.isEmpty {
                let baselinePath = BaselineStore.path(forSpecFile: specs[index].file)
                guard FileManager.default.fileExists(atPath: baselinePath),
                      let baseline = try? BaselineStore.read(contentsOf: baselinePath) else { continue }
                specs[index] = BaselineStore.compare(specs[index], to: baseline).spec
            }
        }
        run.loadBySpec = loads.seconds
        run.solveBySpec = solved.seconds
        let wallTime = run.discover + run.load + run.solve
        var results = HarnessResults(specs: [])
        var parts = (junit: 0.0, json: 0.0, html: 0.0, summary: 0.0)
        run.reports = BenchmarkSupport.seconds {
            results = HarnessResults(specs: specs, startedAt: Date(), hostname: ProcessInfo.processInfo.hostName, wallTime: wallTime)
            parts.junit = BenchmarkSupport.seconds { try? JUnitWriter.write(results, to: folder + "/junit.xml") }
            parts.json = BenchmarkSupport.seconds { try? JSONResultsWriter.write(results, to: folder + "/results.json") }
            parts.html = BenchmarkSupport.seconds { try? HTMLReport.write(results, to: folder + "/index.html") }
            parts.summary = BenchmarkSupport.seconds { _ = TerminalSummary.render(results) }
        }
        (run.junit, run.json, run.html, run.summary) = parts
        run.results = results
        return run
    }
}

/// Work items by index on `jobs` threads (as SupervisedSpecRunner schedules specs on `jobs` worker processes): each result
/// and its seconds kept in input order.
final class ParallelSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]
    private var times: [Double]
    private var next = 0

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
        times = Array(repeating: 0, count: count)
    }

    func perform(jobs: Int, _ work: @Sendable (Int) -> Value) {
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, storage.count))) { _ in
            while let index = claim() {
                var value: Value?
                let seconds = BenchmarkSupport.seconds { value = work(index) }
                lock.lock()
                storage[index] = value
                times[index] = seconds
                lock.unlock()
            }
        }
    }

    private func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < storage.count else { return nil }
        next += 1
        return next - 1
    }

    var values: [Value] { storage.compactMap { $0 } }
    var seconds: [Double] { times }
}
