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
/// When no tied symbol is left and the row is still short of 0, its smallest ratio is higher:
/// the row is repaired again at that ratio, and pivoted as it is once the ratio no longer rises.
extension Solver {
    /// Rows shorter than this are pivoted as they are: the repair pays where writing the row
    /// out at each step costs more than keeping it apart.
    static let tieRepairRowCells = 48
    /// Tied symbols in more rows than this are not taken by the repair: bringing one in writes
    /// its row into all of them, which costs as much as writing the long row there once.
    static let tieRepairColumnRows = 64

    /// Repairs infeasible row `index` whose smallest dual ratio is `best`'s (`coefficient` in
    /// the row). Returns the tied symbol that can now enter the row (the row is written back,
    /// still infeasible, with that symbol able to take all of its deficit), or nil when no tied
    /// symbol is left in the row; and the pivots taken.
    ///
    /// `sign` -1 repairs a row that must come down to 0 instead (a dummy's with a positive
    /// constant): the accumulator holds the row negated.
    mutating func repairAlongTies(row index: Int32, best: Int32, coefficient: Double, sign: Double = 1) -> (Int32?, Int) {
        let ratio = objective[Int(best)]
        beginAccumulation(constant: sign * rows[Int(index)].constant)
        var tied = SymbolMaxHeap()
        for cell in cells(ofRow: index) {
            accumulate(cell.symbol, sign * cell.coefficient)
            if isTied(cell.symbol, ratio, coefficient) { tied.push(cell.symbol) }
        }
        // Reading the row is work too: a round costs its length.
        statistics.substitutedCells += Int(rowCells.spans[Int(index)].count)
        var steps = 0
        var final: Int32?
        while let symbol = tied.popMaximum() {
            guard isTied(symbol, ratio, coefficient) else { continue }
            let deficit = -accumulatorConstant / accumulated(symbol)
            guard let (blocking, step) = primalBlockingRow(for: symbol, besides: index) else { continue }
            if blocking < 0 || step >= deficit - nearZero {
                final = symbol
                break
            }
            pivot(row: blocking, entering: symbol, deferred: index)
            steps += 1
            // The symbols whose coefficient in the long row changed may be tied now.
            for cell in cells(ofRow: blocking) where isTied(cell.symbol, ratio, coefficient) { tied.push(cell.symbol) }
        }
        // Write the long row back.
        var cells = accumulatedCells()
        if sign < 0 { for k in cells.indices { cells[k].coefficient = -cells[k].coefficient } }
        statistics.substitutedCells += cells.count
        rows[Int(index)].constant = sign * accumulatorConstant
        storeCells(cells, inRow: index)
        for cell in cells { addToColumn(cell.symbol, row: index) }
        cleanColumnsIfNeeded()
        shapeVersion &+= 1
        return (final, steps)
    }

    /// Whether `symbol` is parametric, pivotable, has a positive coefficient in the row held in
    /// the accumulator and the ratio `ratio / coefficient` there.
    func isTied(_ symbol: Int32, _ ratio: LevelVector, _ coefficient: Double) -> Bool {
        let s = Int(symbol), a = accumulated(symbol)
        return a > nearZero && symbolRow[s] < 0 && symbolKind[s].isPivotable
            && LevelVector.compare(objective[s], scaledBy: coefficient, ratio, scaledBy: a) == 0
    }

    /// The feasible restricted row (besides `skipped`) that first goes negative as `symbol`
    /// grows from 0 (the primal ratio test), and how far it can grow: `(-1, ∞)` when no row
    /// blocks it; nil when a row whose basic is a dummy names it (that row must stay at 0) or
    /// when more than `tieRepairColumnRows` rows name it: the symbol is not taken.
    mutating func primalBlockingRow(for symbol: Int32, besides skipped: Int32) -> (Int32, Double)? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        let column = rowsContaining(symbol)
        if column.count > Self.tieRepairColumnRows { return nil }
        for index in column where index != skipped {
            let r = Int(index)
            if rows[r].isExternal { continue }
            let coefficient = cells(ofRow: index).coefficient(of: symbol)
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

/// Symbols, newest (highest) first; a symbol may be listed more than once.
struct SymbolMaxHeap {
    private var items: [Int32] = []

    mutating func push(_ symbol: Int32) {
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] >= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMaximum() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var first = parent
                if left < items.count && items[left] > items[first] { first = left }
                if right < items.count && items[right] > items[first] { first = right }
                if first == parent { break }
                items.swapAt(parent, first)
                parent = first
            }
        }
        return top
    }
}
