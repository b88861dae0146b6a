/// What an ambiguity analysis learned of a solver, for the next analysis of the same solver
/// (`AmbiguityAnalyzer(_:tolerance:values:reusing:)`).
///
/// Which symbols move on the optimal face, each variable's projection onto them and the tie
/// it belongs to depend on the tableau's shape, and on which restricted rows sit at 0 (a
/// degenerate row stops a symbol leaving 0; a row above 0 lets it move a little whatever
/// the constant). A move to another environment often changes constants only: the memo
/// then holds, and only the range LPs run again, on the new constants.
public struct AmbiguityMemo {
    let lineage: UInt64
    let shapeVersion: UInt64
    let tolerance: Double
    /// Bit r: row r is restricted and at 0.
    let degenerateRows: [UInt64]
    let movable: [Bool]
    var projections: ProjectionCache
    var causes: [[Int32]: Ambiguity.Cause]
    /// By variable index: nil until asked.
    var outcomes: [Outcome?]
    var sketch: ProjectionSketch?

    /// What `AmbiguityAnalyzer.candidate(for:)` found for a variable, apart from its value.
    enum Outcome {
        case fixed
        case moves(cause: Ambiguity.Cause, projection: [Cell])
    }

    /// Whether this memo is still true of `solver`, whose degenerate rows are `degenerate`.
    func holds(for solver: Solver, tolerance: Double, degenerate: [UInt64]) -> Bool {
        lineage == solver.lineage && shapeVersion == solver.shapeVersion && self.tolerance == tolerance
            && degenerateRows == degenerate
    }
}

extension Solver {
    /// The restricted rows at 0, as a bit set by row index.
    func degenerateRows() -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (rows.count + 63) / 64)
        for r in rows.indices {
            let row = rows[r]
            if !row.isFree, !row.isExternal, row.constant <= nearZero { bits[r >> 6] |= 1 << UInt64(r & 63) }
        }
        return bits
    }
}
