/// Adding constraints: build the row and choose a subject. A required row with no feasible
/// subject enters solved for its marker and the dual simplex restores feasibility
/// (`Solver+DualAdding.swift`).
extension Solver {
    /// Adds a constraint and re-optimises. A required constraint that cannot hold with the
    /// others is refused with `SolverError.unsatisfiable`, and the solver is left as before.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        let handle = ConstraintHandle(index: appendRecord(constraint))
        do {
            try install(handle.index)
        } catch {
            constraints[Int(handle.index)].isActive = false
            throw error
        }
        return handle
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        let priority = constraint.priority
        guard priority.isFinite, priority > 0, priority <= Priority.required else {
            throw .invalidConstraint("priority \(priority) is outside (0, 1000]")
        }
        guard constraint.weight.isFinite, constraint.weight > 0 else {
            throw .invalidConstraint("weight \(constraint.weight) is not a positive number")
        }
        guard constraint.expression.constant.isFinite else {
            throw .invalidConstraint("constant \(constraint.expression.constant) is not finite")
        }
        for term in constraint.expression.terms {
            guard isKnown(term.variable) else { throw .unknownVariable(term.variable) }
            guard term.coefficient.isFinite else {
                throw .invalidConstraint("coefficient \(term.coefficient) is not finite")
            }
        }
    }

    /// The cost of one unit of error: its priority level, and its tie-break level if any.
    static func costVector(priority: Double, weight: Double, tieBreak: Int) -> LevelVector {
        var cost = LevelVector(key: priority, value: weight)
        if tieBreak > 0 { cost.add(key: tieBreakKey(tieBreak), value: 1) }
        return cost
    }

    /// Tie-break levels sit below every priority (keys < 0), higher rank first.
    static func tieBreakKey(_ rank: Int) -> Double { -1.0e12 + Double(min(rank, 1 << 40)) }

    /// Installs record `index`: makes its markers, builds its row and chooses its subject.
    ///
    /// The row's terms and markers, and its new variables, are gathered in scratch arrays kept
    /// on the solver (`installCells`, `installNewExternals`), taken out for the time of the
    /// call: fresh arrays were four allocations per constraint.
    mutating func install(_ index: Int32) throws(SolverError) {
        var record = constraints[Int(index)]
        var written: [Cell] = [], newExternals: [Int32] = []
        swap(&written, &installCells)
        swap(&newExternals, &installNewExternals)
        written.removeAll(keepingCapacity: true)
        newExternals.removeAll(keepingCapacity: true)
        defer {
            swap(&written, &installCells)
            swap(&newExternals, &installNewExternals)
        }
        for k in record.termRange {
            let term = constraintTerms[k]
            let (symbol, isNew) = externalSymbol(for: term.variable)
            if isNew { newExternals.append(symbol) }
            written.append(Cell(symbol: symbol, coefficient: term.coefficient))
        }
        let termCount = written.count

        // Markers: `expression + μ·marker (+ other) = 0`, as kiwi writes them.
        if record.isPaired {
            let (plus, minus) = installPairMarkers(index)
            written.append(Cell(symbol: plus, coefficient: -1))
            written.append(Cell(symbol: minus, coefficient: 1))
            record = constraints[Int(index)]
        } else {
            switch record.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign = record.relation == .lessThanOrEqual ? 1.0 : -1.0
                let slack = newSymbol(.slack, owner: index)
                record.marker = slack
                record.markerCoefficient = sign
                written.append(Cell(symbol: slack, coefficient: sign))
                if !record.isRequired {
                    let error = newSymbol(.error, owner: index)
                    record.other = error
                    written.append(Cell(symbol: error, coefficient: -sign))
                }
            case .equal:
                if record.isRequired {
                    let dummy = newSymbol(.dummy, owner: index)
                    record.marker = dummy
                    record.markerCoefficient = 1
                    written.append(Cell(symbol: dummy, coefficient: 1))
                } else {
                    let plus = newSymbol(.error, owner: index), minus = newSymbol(.error, owner: index)
                    record.marker = plus
                    record.other = minus
                    record.markerCoefficient = -1
                    written.append(Cell(symbol: plus, coefficient: -1))
                    written.append(Cell(symbol: minus, coefficient: 1))
                }
            }
            if !record.isRequired && isBatching && record.tieBreak > 0 {
                record.tieBreakDeferred = true
                deferredTieBreaks.append(index)
            }
            record.isActive = true
            constraints[Int(index)] = record
        }
        // Each error costs its own constraint's priority (a pair's two errors, two priorities).
        for marker in written[termCount...] where symbolKind[Int(marker.symbol)] == .error {
            objective[Int(marker.symbol)] = constraints[Int(symbolOwner[Int(marker.symbol)])].installedCost
        }

        beginAccumulation(constant: record.constant)
        for cell in written { accumulate(cell.symbol, cell.coefficient) }

        // 1. A variable seen for the first time: it becomes the subject, and its row stays
        //    lazy (it may name other basic variables). Nothing else changes.
        var subject: Int32?
        for symbol in newExternals where abs(accumulated(symbol)) > nearZero && symbol < (subject ?? .max) {
            subject = symbol
        }
        if let subject {
            insertAccumulatedSolved(subject: subject, isExternal: true, stamp: nextStamp)
            nextStamp += Self.stampSpacing
            return
        }

        // 2. Otherwise, if a variable is left once the row is written in parametric symbols,
        //    it becomes the subject, of a row written out no further than it must be
        //    (`insertWithParametricSubject`).
        if insertWithParametricSubject(written: written, constant: record.constant) { return }

        // 3. A restricted row, written in parametric symbols only.
        var cells = accumulatedCells()
        var constant = accumulatorConstant
        if constant < 0 {
            constant = -constant
            for k in cells.indices { cells[k].coefficient = -cells[k].coefficient }
        }
        if cells.allSatisfy({ symbolKind[Int($0.symbol)] == .dummy }) {
            guard abs(constant) <= nearZero else {
                throw .unsatisfiable(explainConflict(certificate: cells, incoming: index))
            }
            // Redundant: implied by required equalities already present.
            insertSolved(subject: record.marker, cells: cells, constant: constant, isExternal: false, stamp: 0)
            return
        }
        if let subject = restrictedSubject(record, cells, constant: constant) {
            let row = insertSolved(subject: subject, cells: cells, constant: constant, isExternal: false, stamp: 0)
            substituteIntoObjective(subject, definition: row)
            optimize()
            return
        }
        try addThroughDualSimplex(cells: cells, constant: constant, index: index, marker: record.marker)
    }

    /// The subject of a restricted row. Valid subjects are the marker and the other symbol,
    /// if a slack or error with a negative coefficient (solving for it keeps the constant
    /// non-negative), or of either sign when the constant is 0. Of those, in that order, the
    /// first that leaves every cost non-negative wins, so that the basis stays optimal and
    /// no pivot follows; failing that, the first valid one (kiwi's choice). Equal optional
    /// constraints that say the same thing, such as a stack's spanning boundaries, would
    /// otherwise each pivot a hub error into every earlier one's row: quadratic.
    func restrictedSubject(_ record: ConstraintRecord, _ cells: [Cell], constant: Double) -> Int32? {
        var first: Int32?
        for symbol in [record.marker, record.other] where symbol >= 0 && symbolKind[Int(symbol)].isPivotable {
            let coefficient = cells.coefficient(of: symbol)
            guard coefficient < 0 || (constant <= nearZero && abs(coefficient) > nearZero) else { continue }
            if keepsCostsNonNegative(solvingFor: symbol, coefficient: coefficient, cells) { return symbol }
            if first == nil { first = symbol }
        }
        return first
    }

    /// Whether substituting the row solved for `subject` into the objective leaves every
    /// pivotable symbol's cost non-negative.
    func keepsCostsNonNegative(solvingFor subject: Int32, coefficient: Double, _ cells: [Cell]) -> Bool {
        let cost = objective[Int(subject)]
        if cost.isEmpty { return true }
        let factor = -1.0 / coefficient
        for cell in cells where cell.symbol != subject && symbolKind[Int(cell.symbol)].isPivotable {
            // objective[j] + factor·a_j·cost < 0 ?
            if LevelVector.compare(objective[Int(cell.symbol)], scaledBy: 1, cost, scaledBy: -factor * cell.coefficient) < 0 {
                return false
            }
        }
        return true
    }

    /// Solves `0 = constant + Σ cells` for `subject` and stores the row.
    @discardableResult
    mutating func insertSolved(subject: Int32, cells: [Cell], constant: Double, isExternal: Bool, stamp: Int64) -> Int32 {
        let factor = -1.0 / cells.coefficient(of: subject)
        var solved: [Cell] = []
        swap(&solved, &solvedCells)
        defer { swap(&solved, &solvedCells) }
        solved.removeAll(keepingCapacity: true)
        for cell in cells where cell.symbol != subject {
            solved.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * factor))
        }
        return solved.withUnsafeBufferPointer {
            insertRow(basic: subject, constant: constant * factor, copying: $0, isExternal: isExternal, stamp: stamp)
        }
    }

    /// `insertSolved` of the accumulator's row (`accumulatedCells()`, the constant
    /// `accumulatorConstant`), without making that array: the cells go from the accumulator,
    /// solved, into a scratch array. The same numbers, computed the same way.
    @discardableResult
    mutating func insertAccumulatedSolved(subject: Int32, isExternal: Bool, stamp: Int64) -> Int32 {
        accumulatorTouched.sort()
        let coefficient = abs(accumulated(subject)) > nearZero ? accumulated(subject) : 0
        let factor = -1.0 / coefficient
        var solved: [Cell] = []
        swap(&solved, &solvedCells)
        defer { swap(&solved, &solvedCells) }
        solved.removeAll(keepingCapacity: true)
        for symbol in accumulatorTouched where symbol != subject {
            let value = accumulator[Int(symbol)]
            if abs(value) > nearZero { solved.append(Cell(symbol: symbol, coefficient: value * factor)) }
        }
        return solved.withUnsafeBufferPointer {
            insertRow(basic: subject, constant: accumulatorConstant * factor, copying: $0,
                      isExternal: isExternal, stamp: stamp)
        }
    }
}
