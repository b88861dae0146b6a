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
    /// `candidate(for:)` by variable index, values aside.
    private var outcomes: [Outcome?]
    /// The optimal face as a small LP, where the range LPs run; made on first use.
    private var face: OptimalFace?
    /// Each movable symbol's tie owners; made on first use.
    private var tieCauses: TieCauseIndex?
    /// Causes by their constraints' indices: many projections trade against the same set.
    private var causesByOwners: [[Int32]: Ambiguity.Cause] = [:]
    /// Each variable's projection in a few sums (`ProjectionSketch`); made on first use.
    private var sketch: ProjectionSketch?
    /// Directions analysed so far: candidates whose range LPs ran (`ambiguity(of:)`), two LPs each.
    public private(set) var analysedDirections = 0
    /// The terms of those directions' objectives, summed: what each range LP's set-up reads.
    public private(set) var rangeTerms = 0
    /// Cells of the projections written out so far.
    public var projectedCells: Int { projections.cellCount }
    /// The work of every range LP so far (pivots and cells of the face's solver).
    public var rangeWork: SolverStatistics { face?.solver.statistics ?? SolverStatistics() }

    /// Prepares the analysis of `solver` at its current optimum; values that move by no more
    /// than `tolerance` count as fixed. `values` spares evaluating the solver again when the
    /// caller has its values already.
    public init(_ solver: Solver, tolerance: Double = 1.0e-6, values: SolverValues? = nil) {
        self.solver = solver
        self.tolerance = tolerance
        self.values = values ?? solver.values()
        movable = solver.symbolsFreeToMove(solver.movableSymbols())
        outcomes = Array(repeating: nil, count: solver.variableCount)
    }

    /// What `candidate(for:)` found for a variable, apart from its value.
    private enum Outcome {
        case fixed
        case moves(cause: Ambiguity.Cause, projection: [Cell])
    }

    /// What `variable`'s projection holds, from its sums alone (`ProjectionSketch`): `.fixed`
    /// when it does not move, `.tieClasses(cs)` when every owned symbol it trades (one a
    /// constraint owns) is of the tie classes `cs` (one or two).
    /// Costs the cells of the rows it names, once per analysis; `candidate(for:)` writes the
    /// projection out.
    public mutating func screen(_ variable: Variable) -> TieScreen {
        guard solver.isKnown(variable) else { return .fixed }
        let symbol = solver.variableSymbol[Int(variable.index)]
        if symbol < 0 { return .other }
        switch sketchOutcome(of: symbol) {
        case .fixed: return .fixed
        case .inClasses(let cs): return .tieClasses(cs)
        case .unconstrained, .mixed: return .other
        }
    }

    /// The tie classes of the symbols a candidate trades.
    public mutating func tieClasses(of candidate: Candidate) -> [Int] {
        makeSketch()
        return sketch?.classes(of: candidate.projection).map(Int.init) ?? []
    }

    /// The tags of every constraint that owns a symbol of tie class `c`, sorted and unique.
    public func owners(ofTieClass c: Int) -> [ConstraintTag] {
        guard let sketch, c >= 0, c < sketch.classOwners.count else { return [] }
        return Array(Set(sketch.classOwners[c].map { solver.constraintTags[Int($0)] })).sorted()
    }

    /// Makes the sketch on first use.
    private mutating func makeSketch() {
        guard sketch == nil else { return }
        let index = tieCauses ?? TieCauseIndex(solver, movable: movable)
        tieCauses = index
        sketch = ProjectionSketch(solver, movable: movable, owners: index)
    }

    private mutating func sketchOutcome(of symbol: Int32) -> ProjectionSketch.Outcome {
        makeSketch()
        return sketch!.outcome(of: symbol, in: solver)
    }

    /// nil when `variable` is fixed on the optimal face; else its cause.
    public mutating func candidate(for variable: Variable) -> Candidate? {
        guard solver.isKnown(variable) else { return nil }
        let index = Int(variable.index)
        if index >= outcomes.count { outcomes += Array(repeating: nil, count: index + 1 - outcomes.count) }
        let outcome = outcomes[index] ?? findOutcome(of: variable)
        outcomes[index] = outcome
        guard case .moves(let cause, let projection) = outcome else { return nil }
        return Candidate(variable: variable, cause: cause, value: values[variable], projection: projection)
    }

    private mutating func findOutcome(of variable: Variable) -> Outcome {
        let symbol = solver.variableSymbol[Int(variable.index)]
        if symbol < 0 { return .moves(cause: .unconstrained, projection: []) }
        switch sketchOutcome(of: symbol) {
        case .fixed: return .fixed
        case .unconstrained: return .moves(cause: .unconstrained, projection: [])
        case .inClasses, .mixed: break
        }
        let projection = projections.projection(of: symbol, in: solver, movable: movable)
            .filter { abs($0.coefficient) > tolerance * 1e-3 }
        if projection.isEmpty { return .fixed }
        if projection.contains(where: { solver.symbolKind[Int($0.symbol)] == .external }) {
            return .moves(cause: .unconstrained, projection: [])
        }
        // Variables of one stack share their moving symbols, and so their cause.
        let symbols = projection.map(\.symbol)
        if let cause = causes[symbols] { return .moves(cause: cause, projection: projection) }
        var index = tieCauses ?? TieCauseIndex(solver, movable: movable)
        tieCauses = nil
        let owners = index.owners(of: projection)
        tieCauses = index
        let cause = causesByOwners[owners] ?? solver.tieCause(owners: owners)
        causesByOwners[owners] = cause
        causes[symbols] = cause
        return .moves(cause: cause, projection: projection)
    }

    /// The candidate's exact range at the optimum, or nil when it does not move by more than
    /// the tolerance (several movable symbols can cancel out).
    public mutating func ambiguity(of candidate: Candidate) -> Ambiguity? {
        if candidate.projection.isEmpty {
            return Ambiguity(variable: candidate.variable, value: candidate.value, lowerBound: -.infinity,
                             upperBound: .infinity, cause: .unconstrained)
        }
        return range(of: candidate.projection, candidate, cause: candidate.cause)
    }

    /// Whether the candidate's part that trades against tie class `c` moves: its cells of that
    /// class's symbols, or its whole projection when no other class is in it (its cells of
    /// symbols no constraint owns go with its one class). nil when that part does not move by
    /// more than the tolerance; else the value plus the part's range, the cause the class's
    /// constraints.
    ///
    /// A value below two independent ties (a view under an overflowing stack, inside a stack
    /// with a tie of its own) moves with each, and its projection sums every size above it.
    /// Its part in one class is short, so this confirms that class's tie cheaply. With several
    /// classes in the projection the range is the part's, not the value's: `ambiguity(of:)`
    /// gives that (rows of required inequalities can couple the parts).
    public mutating func ambiguity(of candidate: Candidate, inTieClass c: Int) -> Ambiguity? {
        makeSketch()
        guard let sketch else { return nil }
        let classes = sketch.classes(of: candidate.projection)
        guard classes.contains(Int32(c)) else { return nil }
        let cause = solver.tieCause(owners: sketch.classOwners[c])
        if classes.count == 1 { return range(of: candidate.projection, candidate, cause: cause) }
        let part = candidate.projection.filter { sketch.tieClass(of: $0.symbol) == Int32(c) }
        return range(of: part, candidate, cause: cause)
    }

    /// The two range LPs of `terms` on the face, as an ambiguity of `candidate`'s variable.
    private mutating func range(of terms: [Cell], _ candidate: Candidate, cause: Ambiguity.Cause) -> Ambiguity? {
        analysedDirections += 1
        rangeTerms += terms.count
        var lp = face ?? OptimalFace(solver, movable: movable)
        face = nil
        let low = lp.extremum(of: terms, maximize: false)
        let high = lp.extremum(of: terms, maximize: true)
        face = lp
        guard high - low > tolerance else { return nil }
        return Ambiguity(variable: candidate.variable, value: candidate.value, lowerBound: candidate.value + low,
                         upperBound: candidate.value + high, cause: cause)
    }
}

/// What `AmbiguityAnalyzer.screen(_:)` tells of a variable without writing its projection out.
public enum TieScreen: Equatable {
    /// The variable does not move on the optimal face.
    case fixed
    /// It moves, trading only against constraints of these tie classes (one or two, sorted;
    /// symbols no constraint owns aside): constraints whose errors are tied to each other
    /// (they share a symbol's row), so a tie that holds one of them holds them all.
    case tieClasses(TieClasses)
    /// Anything else: ask `candidate(for:)`.
    case other
}
