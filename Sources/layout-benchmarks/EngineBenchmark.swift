import SolverWorkloads
import LayoutEngine
import LayoutSpec
import LayoutResults

/// The engine on generated specs of N views in the 5 environments of the benchmarks: load, then all
/// cases with the solver reused across environments of equal size classes, against every
/// environment solved from scratch; findings included (ambiguity analysis is part of it).
///
///     swift run -c release layout-benchmarks engine [--sizes 100,1000,10000] [--reps 3]
enum EngineBenchmark {
    static func run(_ arguments: [String]) {
        let sizes = (BenchmarkSupport.option("--sizes", in: arguments) ?? "100,1000,10000").split(separator: ",").compactMap { Int($0) }
        let reps = Int(BenchmarkSupport.option("--reps", in: arguments) ?? "3") ?? 3
        print("LayoutEngine on generated specs, 5 environments, medians of \(reps) runs")
        print("shape      N    load ms   reused ms    fresh ms  fresh/reused  ms per 1k views  findings")
        for (name, generate) in [("cards", GeneratedSpecs.cards), ("chain", GeneratedSpecs.chain)] {
            for n in sizes {
                let bytes = Array(generate(n).utf8)
                var loads: [Double] = [], reused: [Double] = [], fresh: [Double] = []
                var findings = 0
                for _ in 0..<reps {
                    var load = SpecLoadResult(spec: nil, diagnostics: [])
                    loads.append(BenchmarkSupport.seconds { load = SpecLoader.load(bytes: bytes, path: name + ".xml") })
                    guard let spec = load.spec else {
                        print("\(name) \(n): \(load.errors.first?.description ?? "did not load")")
                        return
                    }
                    var result = SpecResult(file: "")
                    reused.append(BenchmarkSupport.seconds { result = LayoutEngine.run(spec) })
                    findings = result.scenes.flatMap(\.cases).reduce(0) { $0 + $1.findings.count }
                    fresh.append(BenchmarkSupport.seconds {
                        for environment in spec.environments { _ = LayoutEngine.run(spec, environments: [environment]) }
                    })
                }
                let r = BenchmarkSupport.median(reused), f = BenchmarkSupport.median(fresh)
                print(BenchmarkSupport.pad(name, 6)
                      + BenchmarkSupport.format(Double(n), decimals: 0, width: 6)
                      + BenchmarkSupport.format(BenchmarkSupport.median(loads) * 1e3, decimals: 2, width: 11)
                      + BenchmarkSupport.format(r * 1e3, decimals: 2, width: 12)
                      + BenchmarkSupport.format(f * 1e3, decimals: 2, width: 12)
                      + BenchmarkSupport.format(f / r, decimals: 2, width: 14)
                      + BenchmarkSupport.format(r * 1e3 / Double(n) * 1000, decimals: 2, width: 17)
                      + BenchmarkSupport.format(Double(findings), decimals: 0, width: 10))
            }
        }
    }
}
