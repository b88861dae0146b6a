/// The simplex proper: substitution, pivots, primal optimisation with a lexicographic
/// objective (Bland's rule through the candidate heap) and the dual simplex for constants.
extension Solver {
    enum Outcome { case optimal, unbounded }

    /// Replaces `symbol` in row `target` by the definition row `definition`.
    mutating func substitute(_ symbol: Int32, into target: Int32, definition: Row) {
        shapeVersion &+= 1
        let t = Int(target)
        var cells = rows[t].cells
        rows[t].cells = []
        guard let p = cells.position(of: symbol) else {
            rows[t].cells = cells
            return
        }
        let factor = cells[p].coefficient
        rows[t].constant += factor * definition.constant
        let d = definition.cells
        mergeBuffer.removeAll(keepingCapacity: true)
        mergeBuffer.reserveCapacity(cells.count + d.count)
        var i = 0, j = 0
        while true {
            if i == p { i += 1 }
            let hasLeft = i < cells.count, hasRight = j < d.count
            if !hasLeft && !hasRight { break }
            if hasLeft && (!hasRight || cells[i].symbol < d[j].symbol) {
                mergeBuffer.append(cells[i])
                i += 1
            } else if !hasLeft || d[j].symbol < cells[i].symbol {
                let value = factor * d[j].coefficient
                if abs(value) > nearZero {
                    mergeBuffer.append(Cell(symbol: d[j].symbol, coefficient: value))
                    columns[Int(d[j].symbol)].append(target)
                }
                j += 1
            } else {
                let value = cells[i].coefficient + factor * d[j].coefficient
                if abs(value) > nearZero { mergeBuffer.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        statistics.substitutedCells += mergeBuffer.count
        swap(&cells, &mergeBuffer)
        rows[t].cells = cells
        if !rows[t].isExternal && rows[t].constant < -nearZero { infeasibleRows.append(target) }
    }

    /// Adds `cost · definition` to the objective in place of the now-basic `symbol`.
    mutating func substituteIntoObjective(_ symbol: Int32, definition index: Int32) {
        shapeVersion &+= 1
        let cost = objective[Int(symbol)]
        if cost.isEmpty { return }
        objective[Int(symbol)] = LevelVector()
        let row = rows[Int(index)]
        objectiveConstant.add(cost, scaledBy: row.constant)
        let analysis = cost.hasEntry(at: -.infinity)
        for cell in row.cells {
            objective[Int(cell.symbol)].add(cost, scaledBy: cell.coefficient)
            markCandidate(cell.symbol)
            if analysis { analysisSymbols.append(cell.symbol) }
        }
    }

    /// Substitutes the row of a newly basic `symbol` into every other row and the objective.
    mutating func substituteEverywhere(_ symbol: Int32, definition index: Int32) {
        let targets = rowsContaining(symbol)
        let definition = rows[Int(index)]
        for target in targets where target != index {
            substitute(symbol, into: target, definition: definition)
        }
        columns[Int(symbol)] = []
        substituteIntoObjective(symbol, definition: index)
    }

    /// Exchanges the basic of row `index` with `entering`, which must be in the row.
    mutating func pivot(row index: Int32, entering: Int32) {
        shapeVersion &+= 1
        let r = Int(index)
        var row = rows[r]
        rows[r].cells = []
        guard let p = row.cells.position(of: entering) else {
            rows[r] = row
            return
        }
        statistics.pivots += 1
        let leaving = row.basic
        let inverse = 1.0 / row.cells[p].coefficient
        row.cells.remove(at: p)
        row.constant = -row.constant * inverse
        for k in row.cells.indices { row.cells[k].coefficient *= -inverse }
        var insertAt = 0
        while insertAt < row.cells.count && row.cells[insertAt].symbol < leaving { insertAt += 1 }
        row.cells.insert(Cell(symbol: leaving, coefficient: inverse), at: insertAt)
        row.basic = entering
        row.isExternal = false
        rows[r] = row
        symbolRow[Int(leaving)] = -1
        symbolRow[Int(entering)] = index
        columns[Int(leaving)].append(index)
        markCandidate(leaving)
        substituteEverywhere(entering, definition: index)
    }

    /// The lowest parametric pivotable symbol whose cost is lexicographically negative.
    mutating func nextEnteringSymbol() -> Int32? {
        while let symbol = enteringCandidates.minimum {
            let s = Int(symbol)
            if symbolRow[s] < 0 && symbolKind[s].isPivotable && objective[s].isNegative { return symbol }
            enteringCandidates.popMinimum()
            isCandidate[s] = false
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
            let coefficient = rows[r].cells.coefficient(of: entering)
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

    /// Dual simplex over the queued rows with negative constants. Returns a row that cannot
    /// be made feasible (a certificate of conflict), or nil when all rows are feasible.
    /// After `limit` pivots it gives up and returns the row at hand.
    mutating func restoreFeasibility(limit: Int = .max) -> Int32? {
        var pivots = 0
        while !infeasibleRows.isEmpty {
            var pick = 0
            for k in infeasibleRows.indices where infeasibleRows[k] < infeasibleRows[pick] { pick = k }
            let index = infeasibleRows.remove(at: pick)
            let r = Int(index)
            if rows[r].isFree || rows[r].isExternal || rows[r].constant >= -nearZero { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in rows[r].cells where cell.coefficient > nearZero && symbolKind[Int(cell.symbol)].isPivotable {
                if entering < 0 {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                    continue
                }
                // cost/coefficient, smallest first: cost_c * a_e < cost_e * a_c.
                let order = LevelVector.compare(
                    objective[Int(cell.symbol)], scaledBy: enteringCoefficient,
                    objective[Int(entering)], scaledBy: cell.coefficient)
                if order < 0 || (order == 0 && cell.symbol < entering) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            if entering < 0 || pivots >= limit {
                infeasibleRows.removeAll()
                return index
            }
            pivot(row: index, entering: entering)
            pivots += 1
        }
        return nil
    }
}
