/// Long restricted rows a tie repair keeps apart (docs/solver.md, "Ties of the dual ratio").
///
/// A repair step brings a tied symbol in through a short row, and substituting it rewrites
/// every row that contains it. A long row with a restricted basic (the slack of a fit that
/// sums every view above it) holds many of the tied symbols, so writing it at each step costs
/// its length times the steps. The ratio test must read it, so it cannot simply wait like a
/// long external row; instead it keeps its stored cells and gathers what the substitutions add
/// in a small map (`TrackedRowChanges`): each step costs the short row substituted, the row's
/// constant stays exact, and the ratio test reads its coefficients as stored cell plus change.
/// The row is written once, when the repair ends or when it is the row a step pivots.
extension Solver {
    /// The coefficient of `symbol` in row `index`, with the changes gathered while it is kept apart.
    func trackedCoefficient(of symbol: Int32, inRow index: Int32) -> Double {
        let stored = cells(ofRow: index).coefficient(of: symbol)
        guard let tracked = repairTrackedRows[index] else { return stored }
        return stored + (tracked.changes[symbol] ?? 0)
    }

    /// Substitutes `symbol = constant + Σ cells` into every row kept apart, as `substitute`
    /// does into a stored row: a row whose coefficient of `symbol` is 0 is left as it is.
    mutating func substituteIntoTrackedRows(_ symbol: Int32, constant: Double, cells definition: [Cell]) {
        for row in Array(repairTrackedRows.keys) {
            let factor = trackedCoefficient(of: symbol, inRow: row)
            guard abs(factor) > nearZero else { continue }
            rows[Int(row)].constant += factor * constant
            removeFromTrackedRow(row, symbol)
            for cell in definition { changeTrackedRow(row, cell.symbol, by: factor * cell.coefficient) }
            statistics.substitutedCells += definition.count
        }
    }

    /// Takes `symbol` out of kept-apart row `row`: its change cancels its stored cell exactly.
    private mutating func removeFromTrackedRow(_ row: Int32, _ symbol: Int32) {
        let stored = cells(ofRow: row).coefficient(of: symbol)
        if abs(stored + (repairTrackedRows[row]!.changes[symbol] ?? 0)) > nearZero { repairTrackedRows[row]!.cellCount -= 1 }
        repairTrackedRows[row]!.changes[symbol] = -stored
    }

    /// Adds `change` to the coefficient of `symbol` in kept-apart row `row`, counting its cells.
    private mutating func changeTrackedRow(_ row: Int32, _ symbol: Int32, by change: Double) {
        let stored = cells(ofRow: row).coefficient(of: symbol)
        let before = repairTrackedRows[row]!.changes[symbol] ?? 0
        let after = before + change
        repairTrackedRows[row]!.changes[symbol] = after
        let was = abs(stored + before) > nearZero, isNow = abs(stored + after) > nearZero
        if was != isNow { repairTrackedRows[row]!.cellCount += isNow ? 1 : -1 }
    }

    /// Writes kept-apart row `index` with its changes and stops keeping it apart; a row that
    /// ends below zero goes to the dual simplex's queue. Merged here rather than through the
    /// accumulator (as `writePostponedRow` does): a step writes its blocking row mid-repair,
    /// while the accumulator holds the row being repaired.
    mutating func writeTrackedRow(_ index: Int32) {
        guard let tracked = repairTrackedRows.removeValue(forKey: index), !tracked.changes.isEmpty else { return }
        let stored = Array(cells(ofRow: index))
        let changes = tracked.changes.sorted { $0.key < $1.key }
        var merged: [Cell] = []
        merged.reserveCapacity(tracked.cellCount)
        var i = 0, j = 0
        while i < stored.count || j < changes.count {
            if j == changes.count || (i < stored.count && stored[i].symbol < changes[j].key) {
                merged.append(stored[i])
                i += 1
            } else if i == stored.count || changes[j].key < stored[i].symbol {
                if abs(changes[j].value) > nearZero {
                    merged.append(Cell(symbol: changes[j].key, coefficient: changes[j].value))
                    addToColumn(changes[j].key, row: index)
                }
                j += 1
            } else {
                // Listed again: the symbol may have been basic for a while, its column emptied.
                let value = stored[i].coefficient + changes[j].value
                if abs(value) > nearZero {
                    merged.append(Cell(symbol: stored[i].symbol, coefficient: value))
                    addToColumn(stored[i].symbol, row: index)
                }
                i += 1
                j += 1
            }
        }
        statistics.substitutedCells += merged.count
        storeCells(merged, inRow: index)
        let row = rows[Int(index)]
        if !row.isExternal && row.constant < -nearZero { infeasibleRows.push(index, basic: row.basic) }
    }
}

/// What the substitutions of a tie repair have added to a long restricted row kept apart
/// (`Solver+TrackedRows.swift`): a change per symbol, and how many cells the row holds now.
struct TrackedRowChanges {
    var changes: [Int32: Double] = [:]
    var cellCount: Int
}
