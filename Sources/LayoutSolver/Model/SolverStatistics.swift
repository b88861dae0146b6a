/// How much work a solver has done: counts, not times, so tests can assert that work grows
/// linearly with the size of a layout without timing anything.
public struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots (primal, dual, and those of adds and removals).
    public var pivots = 0
    /// Terms read while writing lazy rows in parametric symbols (`expandAccumulatedExternals`).
    public var expandedTerms = 0
    /// Cells merged while substituting a pivot's row into other rows.
    public var substitutedCells = 0

    public init() {}

    /// The three counts together: a measure of work to budget by.
    public var total: Int { pivots + expandedTerms + substitutedCells }
}
