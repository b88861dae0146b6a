/// The simplex proper: substitution, pivots, primal optimisation with a lexicographic
/// objective (Bland's rule through the candidate heap) and the dual simplex for constants.
extension Solver {
    enum Outcome { case optimal, unbounded }

    /// Replaces `symbol` in row `target` by the definition row `basic = constant + Σ cells`.
    ///
    /// The merge runs on raw buffers (`CellMerge`) into a scratch buffer taken out of `self`
    /// for the time, and the row is written back in one copy. The symbols new to the row are
    /// added to their columns after the merge, in the order the merge met them: adding them
    /// during it would write the solver while its row pool is being read.
    mutating func substitute(_ symbol: Int32, into target: Int32, constant: Double, cells d: [Cell]) {
        let t = Int(target)
        let rowCount = Int(rowCells.spans[t].count)
        guard let p = rowCells.withList(target, { $0.position(of: symbol) }) else { return }
        let factor = rowCells.storage[rowCells.spans[t].start + p].coefficient
        rows[t].constant += factor * constant
        var output: [Cell] = [], added: [Int32] = []
        swap(&output, &substitutionCells)
        swap(&added, &substitutionAdded)
        if output.count < rowCount + d.count {
            output.append(contentsOf: repeatElement(Cell(symbol: -1, coefficient: 0), count: rowCount + d.count - output.count))
        }
        if added.count < d.count { added.append(contentsOf: repeatElement(-1, count: d.count - added.count)) }
        let (cellCount, addedCount) = output.withUnsafeMutableBufferPointer { output in
            added.withUnsafeMutableBufferPointer { added in
                d.withUnsafeBufferPointer { definition in
                    rowCells.withList(target) { row in
                        CellMerge.substitute(row: row, skip: p, factor: factor, definition: definition,
                                             into: output, added: added)
                    }
                }
            }
        }
        statistics.substitutedCells += cellCount
        output.withUnsafeBufferPointer { rowCells.replace(target, copying: UnsafeBufferPointer(rebasing: $0[0 ..< cellCount])) }
        for k in 0 ..< addedCount { addToColumn(added[k], row: target) }
        swap(&output, &substitutionCells)
        swap(&added, &substitutionAdded)
        cleanColumnsIfNeeded()
        if !rows[t].isExternal && rows[t].constant < -nearZero { infeasibleRows.push(target, basic: rows[t].basic) }
    }

    /// Adds `cost · definition` to the objective in place of the now-basic `symbol`.
    mutating func substituteIntoObjective(_ symbol: Int32, definition index: Int32) {
        let cost = objective[Int(symbol)]
        if cost.isEmpty { return }
        objective[Int(symbol)] = LevelVector()
        objectiveConstant.add(cost, scaledBy: rows[Int(index)].constant)
        let analysis = cost.hasEntry(at: -.infinity)
        for cell in cells(ofRow: index) where keepsCost(cell.symbol) {
            objective[Int(cell.symbol)].add(cost, scaledBy: cell.coefficient)
            markCandidate(cell.symbol)
            if analysis { analysisSymbols.append(cell.symbol) }
        }
    }

    /// Substitutes the row of a newly basic `symbol` into every other row and the objective.
    /// A row being repaired in the accumulator (`deferred`, see `repairAlongTies`) is left as
    /// it is: the substitution goes into the accumulator instead; so are the long external rows
    /// the repair postpones (`repairPostponedRows`), written once when it ends.
    mutating func substituteEverywhere(_ symbol: Int32, definition index: Int32, deferred: Int32 = -1) {
        var targets: [Int32] = []
        swap(&targets, &substitutionTargets)
        defer { swap(&targets, &substitutionTargets) }
        collectRowsContaining(symbol, into: &targets)
        // A copy: writing the targets may move the pool.
        definitionBuffer.removeAll(keepingCapacity: true)
        definitionBuffer.append(contentsOf: cells(ofRow: index))
        let definition = definitionBuffer, constant = rows[Int(index)].constant
        let rowsWait = !repairPostponedRows.isEmpty || !repairTrackedRows.isEmpty
        for target in targets where target != index && target != deferred
            && !(rowsWait && (repairPostponedRows.contains(target) || repairTrackedRows[target] != nil)) {
            substitute(symbol, into: target, constant: constant, cells: definition)
        }
        if deferred >= 0 { substituteIntoAccumulator(symbol, constant: constant, cells: definition) }
        if !repairTrackedRows.isEmpty { substituteIntoTrackedRows(symbol, constant: constant, cells: definition) }
        columnEntries -= Int(columns.spans[Int(symbol)].count)
        columns.removeAll(symbol)
        substituteIntoObjective(symbol, definition: index)
    }

    /// Exchanges the basic of row `index` with `entering`, which must be in the row. The row
    /// `deferred` (one held in the accumulator) is substituted there instead.
    mutating func pivot(row index: Int32, entering: Int32, deferred: Int32 = -1) {
        let r = Int(index)
        mergeBuffer.removeAll(keepingCapacity: true)
        mergeBuffer.append(contentsOf: cells(ofRow: index))
        guard let p = mergeBuffer.position(of: entering) else { return }
        statistics.pivots += 1
        let leaving = rows[r].basic
        let inverse = 1.0 / mergeBuffer[p].coefficient
        mergeBuffer.remove(at: p)
        rows[r].constant = -rows[r].constant * inverse
        for k in mergeBuffer.indices { mergeBuffer[k].coefficient *= -inverse }
        var insertAt = 0
        while insertAt < mergeBuffer.count && mergeBuffer[insertAt].symbol < leaving { insertAt += 1 }
        mergeBuffer.insert(Cell(symbol: leaving, coefficient: inverse), at: insertAt)
        rows[r].basic = entering
        rows[r].isExternal = false
        storeCells(mergeBuffer, inRow: index)
        symbolRow[Int(leaving)] = -1
        symbolRow[Int(entering)] = index
        addToColumn(leaving, row: index)
        markCandidate(leaving)
        substituteEverywhere(entering, definition: index, deferred: deferred)
    }

    /// The entering symbol of Bland's rule applied level by level: of the parametric pivotable
    /// symbols whose cost is lexicographically negative, those whose cost leads at the highest
    /// level, and of them the lowest (docs/solver.md, "Termination").
    mutating func nextEnteringSymbol() -> Int32? {
        while let top = enteringCandidates.first {
            let level = top.level, symbol = top.symbol
            let s = Int(symbol)
            let eligible = symbolRow[s] < 0 && symbolKind[s].isPivotable && objective[s].isNegative
            if eligible && objective[s].leadingKey == level { return symbol }
            enteringCandidates.popFirst()
            if candidateLevel[s] == level { candidateLevel[s] = .nan }
            // Listed under a level its cost no longer leads at: list it where it leads now.
            if eligible { markCandidate(symbol) }
        }
        return nil
    }

    /// The restricted row that first blocks `entering` (minimum ratio; lowest basic on ties).
    mutating func primalLeavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for index in rowsContaining(entering) {
            let r = Int(index)
            if rows[r].isExternal { continue }
            let coefficient = cells(ofRow: index).coefficient(of: entering)
            if coefficient >= 0 { continue }
            let ratio = -rows[r].constant / coefficient
            let basic = rows[r].basic
            if ratio < bestRatio - nearZero || (abs(ratio - bestRatio) <= nearZero && basic < bestBasic) {
                best = index
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex on the whole lexicographic objective.
    @discardableResult
    mutating func optimize() -> Outcome {
        while let entering = nextEnteringSymbol() {
            guard let leaving = primalLeavingRow(for: entering) else { return .unbounded }
            pivot(row: leaving, entering: entering)
        }
        return .optimal
    }

    /// Of two symbols with the same dual ratio, whether `symbol` should enter rather than
    /// `entering`. At a ratio of 0 (a degenerate pivot: no cost changes), Bland's rule: the
    /// newer one. Above 0 the pivot raises the objective, so no basis can come back through it
    /// and any choice keeps the loop finite: the one fewer rows contain enters (fewer rows to
    /// substitute into, Markowitz's rule), the newer one on equal counts. Newest first alone
    /// substituted 1.68 million cells building stacks nested two wide at 2,000 views, 0.78
    /// million this way (docs/solver.md, "Termination").
    func dualTiePrefers(_ symbol: Int32, over entering: Int32) -> Bool {
        if !objective[Int(entering)].isEmpty {
            let rows = columns.spans[Int(symbol)].count, enteringRows = columns.spans[Int(entering)].count
            if rows != enteringRows { return rows < enteringRows }
        }
        return symbol > entering
    }

    /// Dual simplex over the queued rows with negative constants. Returns a row that cannot
    /// be made feasible (a certificate of conflict), or nil when all rows are feasible.
    /// After `limit` pivots it gives up and returns the row at hand.
    ///
    /// Bland's rule for the dual simplex, with symbols ordered newest first: the leaving row is
    /// the infeasible row whose basic symbol is the newest, the entering symbol the one with
    /// the smallest ratio cost / coefficient, the newest among equal ratios. Any fixed order of
    /// the symbols, used for both choices, keeps a basis from coming back, so the loop ends
    /// even where every ratio is 0 (required rows bear no cost, and most pivots of a dual add
    /// are degenerate). Newest first also repairs a new constraint where it was made: taking
    /// the lowest row slot first, as this loop once did, walked through the whole layout, and
    /// a row of 30 views centred on the root took 125,000 pivots (docs/solver.md, "Termination").
    mutating func restoreFeasibility(limit: Int = .max) -> Int32? {
        var pivots = 0
        while let (basic, index) = infeasibleRows.popFirst() {
            let r = Int(index)
            if rows[r].isFree || rows[r].isExternal || rows[r].constant >= -nearZero { continue }
            if rows[r].basic != basic {
                // Pivoted or reused since it was queued: queue it again under its basic now.
                infeasibleRows.push(index, basic: rows[r].basic)
                continue
            }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in cells(ofRow: index) where cell.coefficient > nearZero && symbolKind[Int(cell.symbol)].isPivotable {
                if entering < 0 {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                    continue
                }
                // cost/coefficient, smallest first: cost_c * a_e < cost_e * a_c.
                let order = LevelVector.compare(
                    objective[Int(cell.symbol)], scaledBy: enteringCoefficient,
                    objective[Int(entering)], scaledBy: cell.coefficient)
                if order < 0 || (order == 0 && dualTiePrefers(cell.symbol, over: entering)) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            if entering < 0 || pivots >= limit {
                infeasibleRows.removeAll()
                return index
            }
            if cells(ofRow: index).count >= Self.tieRepairRowCells && limit == .max {
                let (final, steps) = repairAlongTies(row: index)
                pivots += steps
                guard let final else {
                    infeasibleRows.removeAll()
                    return index
                }
                entering = final
            }
            pivot(row: index, entering: entering)
            pivots += 1
        }
        return nil
    }
}
