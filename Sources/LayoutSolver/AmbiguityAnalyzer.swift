/// The exact ambiguity analysis of one solved system, variable by variable, in two steps so
/// that a caller can skip the costly one: `candidate(for:)` projects a variable onto the
/// symbols free to move on the optimal face (cheap; nil when it is fixed), and
/// `ambiguity(of:)` runs the two range LPs that confirm it. A caller that only needs to know
/// which optional constraints tie (the engine's findings) need not confirm a candidate whose
/// tie it already knows.
public struct AmbiguityAnalyzer {
    /// A variable that may move on the optimal face, and what it would trade against.
    public struct Candidate {
        public let variable: Variable
        /// `.unconstrained` (confirmed: a free variable moves it without bound) or the tie.
        public let cause: Ambiguity.Cause
        let value: Double
        let projection: [Cell]
    }

    private let solver: Solver
    private let tolerance: Double
    private let movable: [Bool]
    private let values: SolverValues
    private var projections = ProjectionCache()
    /// `tieCause` by the symbols of a projection (it reads only which symbols move).
    private var causes: [[Int32]: Ambiguity.Cause] = [:]
    /// The optimal face as a small LP, where the range LPs run; made on first use.
    private var face: OptimalFace?

    /// Prepares the analysis of `solver` at its current optimum; values that move by no more
    /// than `tolerance` count as fixed. `values` spares evaluating the solver again when the
    /// caller has its values already.
    public init(_ solver: Solver, tolerance: Double = 1.0e-6, values: SolverValues? = nil) {
        self.solver = solver
        self.tolerance = tolerance
        movable = solver.symbolsFreeToMove(solver.movableSymbols())
        self.values = values ?? solver.values()
    }

    /// nil when `variable` is fixed on the optimal face; else its cause.
    public mutating func candidate(for variable: Variable) -> Candidate? {
        guard solver.isKnown(variable) else { return nil }
        let value = values[variable]
        let symbol = solver.variableSymbol[Int(variable.index)]
        if symbol < 0 { return Candidate(variable: variable, cause: .unconstrained, value: value, projection: []) }
        let projection = projections.projection(of: symbol, in: solver, movable: movable)
            .filter { abs($0.coefficient) > tolerance * 1e-3 }
        if projection.isEmpty { return nil }
        if projection.contains(where: { solver.symbolKind[Int($0.symbol)] == .external }) {
            return Candidate(variable: variable, cause: .unconstrained, value: value, projection: [])
        }
        // Variables of one stack share their moving symbols, and so their cause.
        let symbols = projection.map(\.symbol)
        let cause = causes[symbols] ?? solver.tieCause(of: projection)
        causes[symbols] = cause
        return Candidate(variable: variable, cause: cause, value: value, projection: projection)
    }

    /// The candidate's exact range at the optimum, or nil when it does not move by more than
    /// the tolerance (several movable symbols can cancel out).
    public mutating func ambiguity(of candidate: Candidate) -> Ambiguity? {
        let value = candidate.value
        if candidate.projection.isEmpty {
            return Ambiguity(variable: candidate.variable, value: value, lowerBound: -.infinity,
                             upperBound: .infinity, cause: .unconstrained)
        }
        var lp = face ?? OptimalFace(solver, movable: movable)
        face = nil
        let low = lp.extremum(of: candidate.projection, maximize: false)
        let high = lp.extremum(of: candidate.projection, maximize: true)
        face = lp
        guard high - low > tolerance else { return nil }
        return Ambiguity(variable: candidate.variable, value: value, lowerBound: value + low,
                         upperBound: value + high, cause: candidate.cause)
    }
}
