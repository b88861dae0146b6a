/// The solver shapes of shared/bench/kiwi_baseline.py (placeholder until the solver lands).
enum SolverBenchmark {
    static func run(_ arguments: [String]) {
        print("solver: not written yet")
    }
}
