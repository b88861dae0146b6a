import Foundation
import SolverWorkloads

/// `solver --kiwi PYTHON`: per shape and size, our solver (medians of `--reps` runs), then
/// kiwisolver on the same shape and size in a child process, and one row with both, the ratio
/// kiwi / ours, and the 1-minute load average when the row ended. kiwi runs only at
/// `--kiwi-sizes` (default 100,1000: at 10,000 one kiwi run takes from 40 s to 20 minutes and
/// up to 6 GB), `--kiwi-reps` times (default: `--reps`, and 1 at N ≥ 10,000); every figure it
/// did not run says so.
enum SolverComparisonTable {
    static func run(python: String, arguments: [String], shapes: [KiwiShape], sizes: [Int], reps: Int, churnMaxN: Int) {
        guard let script = KiwiReference.locateScript(BenchmarkSupport.option("--kiwi-script", in: arguments)) else {
            print("solver: kiwi_baseline.py not found at ../shared/bench/ from the package root; give --kiwi-script PATH")
            return
        }
        let kiwi = KiwiReference(python: python, script: script)
        let kiwiSizes = Set((BenchmarkSupport.list("--kiwi-sizes", in: arguments) ?? ["100", "1000"]).compactMap { Int($0) })
        let kiwiReps = BenchmarkSupport.option("--kiwi-reps", in: arguments).flatMap { Int($0) }
        var notes: [String] = []
        switch kiwi.versionLine() {
        case .success(let version):
            print("LayoutSolver against \(version) (\(python), \(script))")
        case .failure(let error):
            print("solver: kiwisolver does not run with \(python): \(error)")
            print("  python3 -m venv .venv-kiwi && .venv-kiwi/bin/pip install kiwisolver, then --kiwi .venv-kiwi/bin/python")
            return
        }
        print("same run, kiwi right after ours for each row; ours: medians of \(reps) runs; kiwi: medians of the runs given")
        print("build: ours = edit variables + every add + reading every value; kiwi = add + edit + first updateVariables")
        print("shape       N    cons  runs    build ms     kiwi ms  kiwi/ours   resize ms     kiwi ms  kiwi/ours"
              + "    churn ms     kiwi ms   maxerr  kiwi maxerr  load")
        var ours: [KiwiShape: [Int: Double]] = [:], theirs: [KiwiShape: [Int: Double]] = [:]
        for shape in shapes {
            for n in sizes {
                // One run not counted: the first run after a kiwi child is often slower (6× seen at N = 100).
                _ = SolverBenchmark.measure(shape, n, churnMaxN: churnMaxN)
                let runs = (0..<reps).map { _ in SolverBenchmark.measure(shape, n, churnMaxN: churnMaxN) }
                let build = BenchmarkSupport.median(runs.map(\.build)) * 1e3
                let resize = BenchmarkSupport.median(runs.map(\.resize)) * 1e3
                let churn = BenchmarkSupport.median(runs.map(\.churn)) * 1e3
                ours[shape, default: [:]][n] = build
                var row: KiwiReference.Row?
                if kiwiSizes.contains(n) {
                    let count = kiwiReps ?? (n >= 10_000 ? 1 : reps)
                    fflush(nil)  // the rows above first
                    FileHandle.standardError.write(Data("kiwi \(shape.rawValue) \(n), \(count) run(s)…\n".utf8))
                    switch kiwi.measure(shape: shape.rawValue, n: n, reps: count, churnMaxN: churnMaxN) {
                    case .success(let measured):
                        row = measured
                        theirs[shape, default: [:]][n] = measured.build
                    case .failure(let error):
                        notes.append("kiwi failed for \(shape.rawValue) at N = \(n): \(error)")
                    }
                } else {
                    notes.append("kiwi not run for \(shape.rawValue) at N = \(n) (not in --kiwi-sizes)")
                }
                let kiwiCell = { (value: Double?, decimals: Int) -> String in
                    guard let value else { return String(repeating: " ", count: 5) + "not run" }
                    return BenchmarkSupport.format(value, decimals: decimals, width: 12)
                }
                print(BenchmarkSupport.pad(shape.rawValue, 6)
                      + BenchmarkSupport.format(Double(n), decimals: 0, width: 6)
                      + BenchmarkSupport.format(Double(runs[0].constraints), decimals: 0, width: 8)
                      + BenchmarkSupport.format(Double(reps), decimals: 0, width: 4) + "/" + BenchmarkSupport.pad(row.map { String($0.reps) } ?? "-", 1)
                      + BenchmarkSupport.format(build, decimals: 2, width: 12) + kiwiCell(row?.build, 2) + ratio(row?.build, build)
                      + BenchmarkSupport.format(resize, decimals: 3, width: 12) + kiwiCell(row?.resize, 3) + ratio(row?.resize, resize)
                      + BenchmarkSupport.format(churn, decimals: 3, width: 12) + kiwiCell(row?.churn, 3)
                      + error(runs.map(\.maxError).max() ?? .nan, width: 9) + error(row?.maxError, width: 13)
                      + BenchmarkSupport.format(BenchmarkSupport.loadAverageNow(), decimals: 2, width: 6))
                if let row, row.constraints != runs[0].constraints {
                    notes.append("constraint counts differ for \(shape.rawValue) at N = \(n): ours \(runs[0].constraints), kiwi \(row.constraints)")
                }
            }
        }
        for line in SolverBenchmark.growthLines(sizes: sizes, shapes: shapes, ours: ours, kiwi: theirs) { print(line) }
        for note in notes { print("note: " + note) }
    }

    /// A largest frame error, "0" or "1.2e-09", right-aligned; "-" without a figure.
    static func error(_ value: Double?, width: Int) -> String {
        let text = value.map { $0 == 0 ? "0" : String(format: "%.1e", $0) } ?? "-"
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// kiwi / ours, "31×", or "-" without a kiwi figure; right-aligned in 11 columns.
    static func ratio(_ kiwi: Double?, _ ours: Double) -> String {
        guard let kiwi, ours > 0 else { return String(repeating: " ", count: 10) + "-" }
        let value = kiwi / ours
        return BenchmarkSupport.format(value, decimals: value < 10 ? 1 : 0, width: 10) + "×"
    }
}
