/// An incremental Cassowary-style simplex solver with Auto Layout's priority semantics.
///
/// - Exact priorities: optional constraints are satisfied lexicographically, level by level.
/// - Incremental: add and remove constraints, edit variables, change constants; each call
///   re-optimises from the current basis.
/// - Explains: a required constraint that cannot hold is rejected with an irreducible set
///   of conflicting required constraints; `ambiguities(of:)` tells which variables are not
///   fixed at the optimum and why.
/// - Deterministic: symbols are dense ids in creation order and every choice breaks ties by
///   the lowest id, so the same calls give the same values and explanations.
///
/// A value type: copying a solver is cheap (copy-on-write) and the copy is independent.
/// docs/solver.md describes the representation.
public struct Solver {
    // Variables.
    var variableNames: [String] = []
    var variableSymbol: [Int32] = []

    // Symbols, indexed by symbol id.
    var symbolKind: [SymbolKind] = []
    /// The row whose basic this symbol is, or -1 while it is parametric.
    var symbolRow: [Int32] = []
    /// The constraint that made a marker or error symbol; the variable of an external.
    var symbolOwner: [Int32] = []
    /// Rows that contain the symbol; may hold stale entries, cleaned by `rowsContaining`.
    var columns = PooledLists<Int32>(filler: -1)
    /// How many entries the columns hold, stale ones included (`addToColumn`).
    var columnEntries = 0
    /// The objective, column by column: the cost vector of each parametric symbol.
    var objective: [LevelVector] = []
    var objectiveConstant = LevelTotals()

    // Rows, and their cells.
    var rows: [Row] = []
    /// The cells of each row, sorted by symbol.
    var rowCells = PooledLists<Cell>(filler: Cell(symbol: -1, coefficient: 0))
    var freeRows: [Int32] = []
    var nextStamp: Int64 = 1
    var nextNegativeStamp: Int64 = -1

    // Constraints and edits.
    var constraints: [ConstraintRecord] = []
    /// The terms of every record, each record's in one run (`ConstraintRecord.termRange`).
    var constraintTerms: [Term] = []
    /// The tag of each record, by index.
    var constraintTags: [ConstraintTag] = []
    var editConstraints: [Variable: ConstraintHandle] = [:]

    // Simplex bookkeeping.
    var enteringCandidates = CandidateHeap()
    /// The level each symbol is listed under in `enteringCandidates`, NaN when it is not.
    var candidateLevel: [Double] = []
    /// Rows the dual simplex must make feasible, lowest basic first.
    var infeasibleRows = InfeasibleRowQueue()
    /// Symbols that got an analysis (-∞) objective entry.
    var analysisSymbols: [Int32] = []

    // Scratch space, reused so the hot paths do not allocate.
    var accumulator: [Double] = []
    var accumulatorMark: [UInt32] = []
    var accumulatorEpoch: UInt32 = 0
    var accumulatorTouched: [Int32] = []
    var accumulatorConstant = 0.0
    var rowMark: [UInt32] = []
    var rowMarkEpoch: UInt32 = 0
    var mergeBuffer: [Cell] = []
    /// Scratch of `substitute`: room for the merged cells and the symbols new to the row. Only
    /// their room is used (their counts are what was ever needed); taken out while in use.
    var substitutionCells: [Cell] = []
    var substitutionAdded: [Int32] = []
    /// Scratch of `substituteEverywhere`: the rows that contain the entering symbol.
    var substitutionTargets: [Int32] = []
    /// Scratch of `install`: the row's terms then its markers, and its variables seen first.
    var installCells: [Cell] = []
    var installNewExternals: [Int32] = []
    /// Scratch of `insertSolved`: the row solved for its subject.
    var solvedCells: [Cell] = []
    /// Long external rows a tie repair leaves unwritten until it ends (`repairAlongTies`).
    var repairPostponedRows: Set<Int32> = []
    /// Long restricted rows a tie repair keeps apart: each row's stored cells plus its changes
    /// since (`TrackedRowChanges`), written when the repair ends or the row is pivoted.
    var repairTrackedRows: [Int32: TrackedRowChanges] = [:]
    /// Whether a tie repair keeps long restricted rows apart (tests turn it off to compare).
    var keepsLongRowsApart = true
    var definitionBuffer: [Cell] = []
    var expansionHeap = StampMaxHeap()
    /// Parametric variables met while expanding, by their ceiling (`insertWithParametricSubject`).
    var subjectHeap = StampMaxHeap()
    /// Of those, the ones whose coefficient is final and not 0: ceiling, symbol, reach, and
    /// the expanded-terms count when they became final.
    var finalSubjects: [(stamp: Int64, symbol: Int32, reach: Int, found: Int)] = []
    /// The symbols `reach(of:)` has still to look up.
    var reachWork: [Int32] = []

    /// Work done so far (`SolverStatistics`).
    public internal(set) var statistics = SolverStatistics()

    /// Inside `beginBatch()` … `endBatch()`: tie-break costs wait (`deferredTieBreaks`).
    var isBatching = false
    /// Constraints whose tie-break cost waits for `endBatch()`.
    var deferredTieBreaks: [Int32] = []

    /// Off inside the small solvers that minimise a conflict, so they do not recurse.
    var explainsConflicts = true

    public init() {}

    /// A new variable; `name` is for messages and debugging only.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let variable = Variable(index: Int32(variableNames.count))
        variableNames.append(name)
        variableSymbol.append(-1)
        return variable
    }

    /// The name given to `makeVariable`.
    public func name(of variable: Variable) -> String {
        isKnown(variable) ? variableNames[Int(variable.index)] : variable.description
    }

    /// How many variables this solver made.
    public var variableCount: Int { variableNames.count }

    /// How many constraints are in the solver now (edit constraints included).
    public var constraintCount: Int { constraints.lazy.filter(\.isActive).count }

    func isKnown(_ variable: Variable) -> Bool {
        variable.index >= 0 && Int(variable.index) < variableNames.count
    }

    /// The tag of a constraint added earlier (removed ones included).
    public func tag(of handle: ConstraintHandle) -> ConstraintTag? {
        guard handle.index >= 0, Int(handle.index) < constraints.count else { return nil }
        return constraintTags[Int(handle.index)]
    }

    /// Whether the handle names a constraint that is in the solver now.
    public func contains(_ handle: ConstraintHandle) -> Bool {
        handle.index >= 0 && Int(handle.index) < constraints.count && constraints[Int(handle.index)].isActive
    }
}
