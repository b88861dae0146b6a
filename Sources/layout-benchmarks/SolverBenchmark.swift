import SolverWorkloads
import LayoutSolver

/// The solver shapes of shared/bench/kiwi_baseline.py (indep, tree, chain), with the same
/// constraints, order (edit variables first), timings and closed-form check of every frame.
/// With `--kiwi PYTHON`, kiwisolver runs the same shape and size right after ours, in the same
/// run (`KiwiReference`), and one table gives both and their ratio (`SolverComparisonTable`).
///
///     swift run -c release layout-benchmarks solver [--sizes 100,1000,10000] [--shapes indep,tree,chain] [--reps 3]
///         [--kiwi PYTHON [--kiwi-script PATH] [--kiwi-sizes 100,1000] [--kiwi-reps N]]
enum SolverBenchmark {
    struct Measurement {
        var constraints = 0
        var build = 0.0      // edit variables + every add + reading every value
        var resize = 0.0     // suggestValue + reading every value, median of 21
        var churn = Double.nan  // remove and re-add 9 constraints, then read, median of 5
        var maxError = 0.0
    }

    static func run(_ arguments: [String]) {
        let sizes = (BenchmarkSupport.list("--sizes", in: arguments) ?? ["100", "1000", "10000"]).compactMap { Int($0) }
        let shapes = (BenchmarkSupport.list("--shapes", in: arguments) ?? ["indep", "tree", "chain"]).compactMap { KiwiShape(rawValue: $0) }
        let reps = Int(BenchmarkSupport.option("--reps", in: arguments) ?? "3") ?? 3
        let churnMaxN = Int(BenchmarkSupport.option("--churn-max-n", in: arguments) ?? "1000") ?? 1000
        if let python = BenchmarkSupport.option("--kiwi", in: arguments) {
            SolverComparisonTable.run(python: python, arguments: arguments, shapes: shapes, sizes: sizes, reps: reps, churnMaxN: churnMaxN)
            return
        }
        print("LayoutSolver, order=edit-first, medians of \(reps) runs (kiwisolver beside it: --kiwi PYTHON)")
        print("shape       N    cons   build ms  resize ms   churn ms   maxerr")
        var builds: [KiwiShape: [Int: Double]] = [:]
        for shape in shapes {
            for n in sizes {
                _ = measure(shape, n, churnMaxN: churnMaxN)  // not counted: first runs are often slower
                let runs = (0..<reps).map { _ in measure(shape, n, churnMaxN: churnMaxN) }
                builds[shape, default: [:]][n] = BenchmarkSupport.median(runs.map(\.build))
                let line = BenchmarkSupport.pad(shape.rawValue, 6)
                    + BenchmarkSupport.format(Double(n), decimals: 0, width: 6)
                    + BenchmarkSupport.format(Double(runs[0].constraints), decimals: 0, width: 8)
                    + BenchmarkSupport.format(BenchmarkSupport.median(runs.map(\.build)) * 1e3, decimals: 2, width: 11)
                    + BenchmarkSupport.format(BenchmarkSupport.median(runs.map(\.resize)) * 1e3, decimals: 3, width: 11)
                    + BenchmarkSupport.format(BenchmarkSupport.median(runs.map(\.churn)) * 1e3, decimals: 3, width: 11)
                    + "   " + String(runs.map(\.maxError).max() ?? .nan)
                print(line)
            }
        }
        for line in growthLines(sizes: sizes, shapes: shapes, ours: builds, kiwi: [:]) { print(line) }
    }

    /// "growth of build, 1,000 → 10,000 views: indep ×9.7 (kiwi ×146), …" for each pair of
    /// consecutive sizes; kiwi's only where both of its figures were measured.
    static func growthLines(sizes: [Int], shapes: [KiwiShape], ours: [KiwiShape: [Int: Double]],
                            kiwi: [KiwiShape: [Int: Double]]) -> [String] {
        zip(sizes, sizes.dropFirst()).map { small, large in
            let parts = shapes.map { shape -> String in
                var part = shape.rawValue + " "
                if let a = ours[shape]?[small], let b = ours[shape]?[large] {
                    part += "×" + BenchmarkSupport.format(b / a, decimals: 1, width: 0)
                } else {
                    part += "-"
                }
                if let a = kiwi[shape]?[small], let b = kiwi[shape]?[large] {
                    part += " (kiwi ×" + BenchmarkSupport.format(b / a, decimals: 1, width: 0) + ")"
                }
                return part
            }
            return "growth of build, \(small) → \(large) views: " + parts.joined(separator: ", ")
        }
    }

    static func measure(_ shape: KiwiShape, _ n: Int, churnMaxN: Int) -> Measurement {
        var solver = Solver()
        let root = shape.build(n, in: &solver)
        let constraints = KiwiShape.constraints(root)
        let width0 = root.naturalWidth + 500, height0 = root.naturalHeight + 500
        var result = Measurement()
        result.constraints = constraints.count
        var handles: [ConstraintHandle] = []
        handles.reserveCapacity(constraints.count)
        var values = SolverValues.empty
        do {
            result.build = try BenchmarkSupport.seconds {
                try solver.addEditVariable(root.width, priority: KiwiShape.strong, value: width0)
                try solver.addEditVariable(root.height, priority: KiwiShape.strong, value: height0)
                for constraint in constraints { handles.append(try solver.add(constraint)) }
                values = solver.values()
            }
            result.maxError = KiwiShape.maxError(root, values, width: width0, height: height0)
            var resizes: [Double] = []
            var width = width0
            for k in 0..<21 {
                width = width0 + 37 * Double((k % 7) - 3)
                resizes.append(try BenchmarkSupport.seconds {
                    try solver.suggestValue(width, for: root.width)
                    values = solver.values()
                })
            }
            result.resize = BenchmarkSupport.median(resizes)
            result.maxError = max(result.maxError, KiwiShape.maxError(root, values, width: width, height: height0))
            if n <= churnMaxN {
                let group = constraints.count / 2 ..< constraints.count / 2 + 9
                var churns: [Double] = []
                for _ in 0..<5 {
                    churns.append(try BenchmarkSupport.seconds {
                        for index in group { try solver.remove(handles[index]) }
                        for index in group { handles[index] = try solver.add(constraints[index]) }
                        values = solver.values()
                    })
                }
                result.churn = BenchmarkSupport.median(churns)
                result.maxError = max(result.maxError, KiwiShape.maxError(root, values, width: width, height: height0))
            }
        } catch {
            print("solver error: \(error)")
            result.maxError = .infinity
        }
        return result
    }
}
