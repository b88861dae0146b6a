/// Repairing a long infeasible row through the symbols tied at the dual ratio, without writing
/// the row out at every step (docs/solver.md, "Ties of the dual ratio").
///
/// Content taller than its container adds a row that sums every view's size along the
/// container, with a large negative constant. Many symbols of that row share the smallest dual
/// ratio (every label's compression resistance at one priority), but each can take only part of
/// the overflow before another row blocks it (the label reaches 0, where its
/// `UISV-ambiguity-suppression` turns around; a stretched neighbour reaches its own size). The
/// dual simplex pivots the long row on one of them, the blocking row goes negative, is pivoted on
/// the next, and so on: each step writes the long row into the rows of the symbol taken, so the
/// walk costs the length of the row times the number of views it passes: 54 million substituted
/// cells for a stack of 400 centred rows of two labels pinned inside the screen, growing with the
/// square of the rows (`SolverWorkGrowthTests`).
///
/// The repair takes the same steps the other way round. With `θ` the smallest ratio, every
/// symbol's cost less `θ` times its coefficient in the row is non-negative, and zero for the tied
/// symbols; a pivot that brings a tied symbol in keeps those modified costs as they are (its own
/// is zero), and gives the symbol leaving zero. So, holding the long row in the accumulator, the
/// repair brings tied symbols in through the short rows that block them (a primal ratio test:
/// no feasible row goes negative), each step adding to the long row only in the accumulator,
/// until one tied symbol can take what is left of the row's deficit. That one then enters the
/// long row as the dual simplex would have entered it: the tableau is dual feasible again, the
/// row feasible, and no other row was made infeasible on the way. The tied symbol entering is the
/// newest one with a positive coefficient, as in the dual simplex (Bland's rule on the problem of
/// raising the row alone, with the tied symbols as its only columns), and the blocking row the
/// one with the smallest ratio, the lowest basic on ties, so the repair ends. (Oldest first gave
/// the same optimum for the priorities at another vertex, far from the one the tie-break ranks
/// choose: the end of a batch of the centred row of `DualSimplexTerminationTests` then took
/// 3,130 pivots for 100 views, 213 this way.)
///
/// When no tied symbol is left and the row is still short of 0, the repair goes on at the next
/// smallest ratio of the row (a heap of the candidates by ratio): every symbol below it has
/// entered or has a coefficient ≤ 0 in the row, so the modified costs at the new ratio are still
/// non-negative. A symbol the repair does not take (a dummy's row names it, or the step would
/// write too much, `tieRepairStepCells`) ends it: the row is pivoted on that symbol, a step of
/// the dual simplex, and the dual simplex goes on as before.
extension Solver {
    /// Rows shorter than this are pivoted as they are: the repair pays where writing the row
    /// out at each step costs more than keeping it apart.
    static let tieRepairRowCells = 48
    /// A step that would write more than this many times the long row's length (the tied
    /// symbol sits in many long rows) is not taken: the symbol enters the long row as the dual
    /// simplex would enter it. Unbounded, the trailing pin of a random shape (rows wider than
    /// the screen, nested in stacks whose widths all follow it) took such steps by the hundred:
    /// 6.6 and 41.7 million substituted cells at 2,000 and 5,000 views, against 1.3 and 2.5
    /// million for the whole case with the bound. At 8, one refused step of the random shape
    /// with slips at 5,000 views wrote the long row into 27 rows and the walk came back: 64
    /// million cells, 27 million at 16.
    static let tieRepairStepCells = 16
    /// Restricted rows at least this long are kept apart while a repair runs
    /// (`Solver+TrackedRows.swift`); shorter ones cost less to write than to track.
    static let trackedRowCells = 512

    /// Repairs infeasible row `index`. Returns the symbol to pivot the row on, and the pivots
    /// taken on the way: the row is written back, and that symbol has the smallest ratio in it
    /// now, so the pivot is a step of the dual simplex; it takes all of the row's deficit unless
    /// the symbol was not one the repair could take. Nil when no symbol can enter the row (its
    /// deficit cannot be met: a conflict).
    ///
    /// `sign` -1 repairs a row that must come down to 0 instead (a dummy's with a positive
    /// constant): the accumulator holds the row negated.
    mutating func repairAlongTies(row index: Int32, sign: Double = 1) -> (Int32?, Int) {
        beginAccumulation(constant: sign * rows[Int(index)].constant)
        for cell in cells(ofRow: index) { accumulate(cell.symbol, sign * cell.coefficient) }
        // Reading the row is work too.
        statistics.substitutedCells += Int(rowCells.spans[Int(index)].count)
        var queue = RatioHeap()
        var listed: [Int32: Int] = [:]
        func list(_ symbol: Int32, _ solver: inout Solver) {
            let s = Int(symbol), a = solver.accumulated(symbol)
            guard a > nearZero, solver.symbolRow[s] < 0, solver.symbolKind[s].isPivotable else { return }
            let version = (listed[symbol] ?? 0) + 1
            listed[symbol] = version
            queue.push(RatioItem(symbol: symbol, cost: solver.objective[s], coefficient: a, version: version))
        }
        for symbol in accumulatorTouched { list(symbol, &self) }
        var steps = 0
        var final: Int32?
        let length = Int(rowCells.spans[Int(index)].count)
        while let item = queue.popFirst() {
            let symbol = item.symbol
            // A symbol listed again since, or no longer a candidate.
            guard listed[symbol] == item.version, symbolRow[Int(symbol)] < 0, accumulated(symbol) > nearZero else { continue }
            let deficit = -accumulatorConstant / item.coefficient
            // The cells the step would write: the rows that contain the symbol.
            let column = rowsContaining(symbol)
            // Rows kept apart (`Solver+TrackedRows.swift`) count as written, at their length now:
            // the bound below takes the same steps as if they were written.
            var written = 0
            for (row, tracked) in repairTrackedRows where abs(trackedCoefficient(of: symbol, inRow: row)) > nearZero {
                written += tracked.cellCount
            }
            var postponed: [Int32] = []
            for row in column where row != index && repairTrackedRows[row] == nil {
                let count = Int(rowCells.spans[Int(row)].count)
                if rows[Int(row)].isExternal && count >= Self.tieRepairRowCells {
                    postponed.append(row)
                } else {
                    written += count
                    if count >= Self.trackedRowCells && keepsLongRowsApart {
                        repairTrackedRows[row] = TrackedRowChanges(cellCount: count)
                    }
                }
            }
            // Bounded like every pivoting loop (docs/solver.md, "Termination"): past as many steps
            // as the tableau has rows, the row takes an ordinary dual step.
            guard steps <= rows.count, written <= Self.tieRepairStepCells * length,
                  let (blocking, step) = primalBlockingRow(for: symbol, in: column, besides: index),
                  blocking >= 0, step < deficit - nearZero else {
                final = symbol
                break
            }
            repairPostponedRows.formUnion(postponed)
            writeTrackedRow(blocking)
            pivot(row: blocking, entering: symbol, deferred: index)
            steps += 1
            // The symbols whose cost or coefficient in the long row changed.
            for cell in cells(ofRow: blocking) { list(cell.symbol, &self) }
        }
        var cells = accumulatedCells()
        if sign < 0 { for k in cells.indices { cells[k].coefficient = -cells[k].coefficient } }
        statistics.substitutedCells += cells.count
        rows[Int(index)].constant = sign * accumulatorConstant
        storeCells(cells, inRow: index)
        for cell in cells { addToColumn(cell.symbol, row: index) }
        // The rows kept apart first: a postponed row may name their basics.
        for row in repairTrackedRows.keys.sorted() { writeTrackedRow(row) }
        for row in repairPostponedRows.sorted() { writePostponedRow(row) }
        repairPostponedRows.removeAll()
        cleanColumnsIfNeeded()
        return (final, steps)
    }

    /// Brings a long external row the repair postponed up to date: the symbols that entered the
    /// basis since it was last written are replaced by their rows, once each. The row stayed a
    /// true equation all along (pivots rewrite rows; they do not change what holds), and the
    /// rows substituted hold no basic restricted symbol, so one pass leaves it as every step's
    /// substitution would have: the length of the row plus the short rows of the symbols that
    /// entered, instead of the length of the row at every step. An external row is read by no
    /// step of the repair (the primal ratio test passes over unrestricted rows), so it can wait.
    mutating func writePostponedRow(_ index: Int32) {
        beginAccumulation(constant: rows[Int(index)].constant)
        for cell in cells(ofRow: index) {
            let row = symbolRow[Int(cell.symbol)]
            guard row >= 0, symbolKind[Int(cell.symbol)] != .external else {
                accumulate(cell.symbol, cell.coefficient)
                continue
            }
            accumulatorConstant += cell.coefficient * rows[Int(row)].constant
            for entry in self.cells(ofRow: row) { accumulate(entry.symbol, cell.coefficient * entry.coefficient) }
            statistics.substitutedCells += Int(rowCells.spans[Int(row)].count)
        }
        let cells = accumulatedCells()
        statistics.substitutedCells += cells.count
        rows[Int(index)].constant = accumulatorConstant
        storeCells(cells, inRow: index)
        for cell in cells { addToColumn(cell.symbol, row: index) }
    }

    /// Of the rows that contain `symbol` (`column`, and the rows kept apart), the feasible
    /// restricted row besides `skipped` that first goes negative as `symbol` grows from 0 (the
    /// primal ratio test), and how far it can grow: `(-1, ∞)` when no row blocks it; nil when a
    /// row whose basic is a dummy names it (that row must stay at 0: the symbol is not taken).
    func primalBlockingRow(for symbol: Int32, in column: [Int32], besides skipped: Int32) -> (Int32, Double)? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        let tracked = repairTrackedRows.isEmpty ? [] : repairTrackedRows.keys.sorted()
        for index in column.lazy.filter({ self.repairTrackedRows[$0] == nil }) + tracked where index != skipped {
            let r = Int(index)
            if rows[r].isExternal { continue }
            let coefficient = trackedCoefficient(of: symbol, inRow: index)
            if symbolKind[Int(rows[r].basic)] == .dummy {
                if abs(coefficient) > nearZero { return nil }
                continue
            }
            // Rows already infeasible wait for the dual simplex; they do not block.
            if coefficient >= -nearZero || rows[r].constant < -nearZero { continue }
            let ratio = max(rows[r].constant, 0) / -coefficient
            let basic = rows[r].basic
            if ratio < bestRatio - nearZero || (abs(ratio - bestRatio) <= nearZero && basic < bestBasic) {
                best = index
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return (best, bestRatio)
    }

    /// Substitutes `symbol = constant + Σ cells` into the row held in the accumulator.
    mutating func substituteIntoAccumulator(_ symbol: Int32, constant: Double, cells: [Cell]) {
        let factor = accumulated(symbol)
        if abs(factor) <= nearZero { return }
        accumulator[Int(symbol)] = 0
        accumulatorConstant += factor * constant
        for cell in cells { accumulate(cell.symbol, factor * cell.coefficient) }
        statistics.substitutedCells += cells.count
    }
}

/// The repair's candidates by dual ratio (cost / coefficient), smallest first, the newest
/// symbol first among equal ratios (Bland's order of the dual simplex). An item keeps the cost
/// and coefficient it was listed with; a symbol whose cost or coefficient changes is listed
/// again with a higher version, and the older item is skipped when it comes up.
typealias RatioHeap = BinaryHeap<RatioItem>

/// An entry of `RatioHeap`.
struct RatioItem: HeapOrdered {
    var symbol: Int32
    var cost: LevelVector
    var coefficient: Double
    var version: Int

    static func precedes(_ x: Self, _ y: Self) -> Bool {
        let order = LevelVector.compare(x.cost, scaledBy: y.coefficient, y.cost, scaledBy: x.coefficient)
        return order < 0 || (order == 0 && x.symbol > y.symbol)
    }
}
