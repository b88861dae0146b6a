import Synchronization

/// Tells solvers apart: each `Solver()` draws a new number, and its copies keep it, so what
/// was learned of one solver (`AmbiguityMemo`) is never applied to another.
enum SolverLineage {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
