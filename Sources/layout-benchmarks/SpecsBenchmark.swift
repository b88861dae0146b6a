import Foundation
import LayoutEngine
import LayoutResults

/// The whole `Specs/` folder, two ways: in process, stage by stage with the library
/// calls of `layout-harness run` (`SpecFolderRun`: discover, load, solve, reports), and the built
/// `layout-harness` binary as a whole process (`HarnessBinaryRun`). Medians of `--reps` runs.
///
///     swift build -c release   # both products: the binary is found beside layout-benchmarks
///     .build/release/layout-benchmarks specs [PATH…] [--reps 5] [--jobs N] [--binary PATH | --no-binary] [--cold SECONDS]
///
/// `--cold SECONDS` waits that long before each run of the binary (`HarnessBinaryRun.pause`).
enum SpecsBenchmark {
    static func run(_ arguments: [String]) {
        var paths: [String] = [], reps = 5, jobs = ProcessInfo.processInfo.activeProcessorCount
        var binaryPath: String?, useBinary = true, pause = 0.0
        var index = 0
        while index < arguments.count {
            let argument = arguments[index], value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "--reps": reps = max(1, Int(value ?? "") ?? reps); index += 1
            case "--jobs": jobs = max(1, Int(value ?? "") ?? jobs); index += 1
            case "--binary": binaryPath = value; index += 1
            case "--no-binary": useBinary = false
            case "--cold": pause = max(0, Double(value ?? "") ?? 0); index += 1
            default:
                guard !argument.hasPrefix("--") else {
                    print("usage: layout-benchmarks specs [PATH…] [--reps 5] [--jobs N] [--binary PATH | --no-binary] [--cold SECONDS]")
                    return
                }
                paths.append(argument)
            }
            index += 1
        }
        if paths.isEmpty { paths = ["Specs"] }
        guard let files = SpecFolderRun.specFiles(in: paths), !files.isEmpty else {
            print("specs: no spec files in \(paths.joined(separator: " ")) (run from the package root, or give paths)")
            return
        }
        let folder = NSTemporaryDirectory() + "layout-benchmarks-specs-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // The binary first, while this process is still small (wait4's ru_maxrss is never below it).
        if useBinary { timeBinary(binaryPath, paths: paths, folder: folder, jobs: jobs, reps: reps, pause: pause) }

        _ = SpecFolderRun.measure(paths: paths, jobs: jobs, folder: folder)  // warm-up, not counted
        // Only the last run keeps its results: each run starts with none of the others' alive, as a
        // process of its own does. Held, they made the reports of `random` seed 4 take 3.16 times
        // as long at 20,000 views as at 10,000; freed, 2.05 (another run).
        var runs: [SpecFolderRun] = []
        for k in 0..<reps {
            if k > 0 { runs[k - 1].results = HarnessResults(specs: []) }
            runs.append(SpecFolderRun.measure(paths: paths, jobs: jobs, folder: folder))
        }
        let results = runs[reps - 1].results
        let summary = results.summary
        print("in process, the library calls of `layout-harness run` (\(jobs) workers), medians of \(reps) runs:")
        print("  \(summary.specs) specs (\(summary.specsWithErrors) with errors), \(summary.scenes) scenes, \(summary.cases) cases, "
              + "\(summary.failedCases) failing, \(summary.findings.values.reduce(0, +)) findings")
        print("  stage        median ms     min ms     max ms")
        let stages: [(String, (SpecFolderRun) -> Double)] = [("discover", \.discover), ("load", \.load), ("solve", \.solve),
                                                              ("reports", \.reports), ("  junit", \.junit), ("  json", \.json),
                                                              ("  html", \.html), ("  summary", \.summary), ("total", \.total)]
        for (name, stage) in stages {
            let values = runs.map(stage).map { $0 * 1e3 }
            print("  " + BenchmarkSupport.pad(name, 10) + BenchmarkSupport.format(BenchmarkSupport.median(values), decimals: 2, width: 11)
                  + BenchmarkSupport.format(values.min() ?? .nan, decimals: 2, width: 11)
                  + BenchmarkSupport.format(values.max() ?? .nan, decimals: 2, width: 11))
        }
        print("  per spec (medians; each worker's own time):")
        print("  spec                                        load ms   solve ms  scenes  cases  failing")
        for (offset, spec) in results.specs.enumerated() {
            let load = BenchmarkSupport.median(runs.map { $0.loadBySpec[offset] }) * 1e3
            let solve = BenchmarkSupport.median(runs.map { $0.solveBySpec[offset] }) * 1e3
            let cases = spec.scenes.flatMap(\.cases)
            print("  " + BenchmarkSupport.pad(spec.file, 40) + BenchmarkSupport.format(load, decimals: 2, width: 11)
                  + BenchmarkSupport.format(solve, decimals: 2, width: 11)
                  + BenchmarkSupport.format(Double(spec.scenes.count), decimals: 0, width: 8)
                  + BenchmarkSupport.format(Double(cases.count), decimals: 0, width: 7)
                  + BenchmarkSupport.format(Double(cases.filter(\.failed).count), decimals: 0, width: 9)
                  + (spec.errors.isEmpty ? "" : "  (spec error)"))
        }
    }

    /// Whole-process wall time of `layout-harness run PATHS`, and of `layout-harness --version`.
    static func timeBinary(_ explicit: String?, paths: [String], folder: String, jobs: Int, reps: Int, pause: Double) {
        guard let binary = HarnessBinaryRun.locate(explicit) else {
            print("whole process: layout-harness not found beside this executable (swift build -c release --product layout-harness,"
                  + " or --binary PATH); skipped")
            return
        }
        let harness = HarnessBinaryRun(binary: binary, pause: pause)
        let warm = harness.run(paths: paths, folder: folder, jobs: jobs)
        guard warm.launchError == nil, warm.status == 0 || warm.status == 1 else {
            print("whole process: \(binary) failed: \(warm.launchError ?? "exit \(warm.status)") \(warm.errorOutput.split(separator: "\n").last ?? "")")
            return
        }
        let ownPeak = PeakMemory.ownPeakKiB() ?? 0
        let runs = (0..<reps).map { _ in harness.run(paths: paths, folder: folder, jobs: jobs) }
        let starts = (0..<reps).map { _ in harness.start() }
        let walls = runs.map { $0.seconds * 1e3 }
        let rss = runs.map(\.maxRSSKiB).max() ?? 0
        print("whole process: `layout-harness run \(paths.joined(separator: " ")) --jobs \(jobs) --quiet` writing 3 reports, "
              + "medians of \(reps) runs (\(binary)):")
        print("  wall \(BenchmarkSupport.format(BenchmarkSupport.median(walls), decimals: 1, width: 0)) ms "
              + "(min \(BenchmarkSupport.format(walls.min() ?? .nan, decimals: 1, width: 0)), "
              + "max \(BenchmarkSupport.format(walls.max() ?? .nan, decimals: 1, width: 0))), "
              + "exit status \(Set(runs.map(\.status)).sorted().map(String.init).joined(separator: "/")) (0 all cases pass, 1 some case fails)")
        print("  process start alone (`layout-harness --version`): \(BenchmarkSupport.format(BenchmarkSupport.median(starts.map { $0.seconds * 1e3 }), decimals: 1, width: 0)) ms")
        let rssText = BenchmarkSupport.format(Double(rss) / 1024, decimals: 1, width: 0)
        print("  max RSS (wait4): " + (rss > ownPeak + 1024 ? "\(rssText) MiB"
            : "at most \(rssText) MiB (this process's own peak, \(BenchmarkSupport.format(Double(ownPeak) / 1024, decimals: 1, width: 0)) MiB, hides anything lower)"))
        print("  terminal summary: " + (runs.last?.output.split(separator: "\n").last.map(String.init) ?? ""))
    }
}
