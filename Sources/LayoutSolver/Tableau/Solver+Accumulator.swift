/// A dense scratch accumulator of `constant + Σ coefficient·symbol`, used to build and
/// expand rows without allocating per term.
extension Solver {
    mutating func beginAccumulation(constant: Double = 0) {
        accumulatorEpoch &+= 1
        if accumulatorEpoch == 0 {
            for i in accumulatorMark.indices { accumulatorMark[i] = 0 }
            accumulatorEpoch = 1
        }
        accumulatorTouched.removeAll(keepingCapacity: true)
        accumulatorConstant = constant
    }

    mutating func accumulate(_ symbol: Int32, _ coefficient: Double) {
        let s = Int(symbol)
        if accumulatorMark[s] != accumulatorEpoch {
            accumulatorMark[s] = accumulatorEpoch
            accumulator[s] = coefficient
            accumulatorTouched.append(symbol)
        } else {
            accumulator[s] += coefficient
        }
    }

    func accumulated(_ symbol: Int32) -> Double {
        accumulatorMark[Int(symbol)] == accumulatorEpoch ? accumulator[Int(symbol)] : 0
    }

    /// Replaces every basic external in the accumulator by its row, newest row first, until
    /// only parametric symbols are left. Each lazy row is expanded at most once.
    mutating func expandAccumulatedExternals() {
        expansionHeap.removeAll()
        for symbol in accumulatorTouched {
            let s = Int(symbol)
            if symbolKind[s] == .external && symbolRow[s] >= 0 {
                expansionHeap.push(stamp: rows[Int(symbolRow[s])].stamp, symbol: symbol)
            }
        }
        while let symbol = expansionHeap.popMaximum() {
            let s = Int(symbol)
            let factor = accumulator[s]
            accumulator[s] = 0
            if abs(factor) <= nearZero { continue }
            let row = symbolRow[s]
            accumulatorConstant += factor * rows[Int(row)].constant
            let cells = self.cells(ofRow: row)
            statistics.expandedTerms += cells.count
            for cell in cells {
                accumulate(cell.symbol, factor * cell.coefficient)
                let c = Int(cell.symbol)
                if symbolKind[c] == .external && symbolRow[c] >= 0 {
                    expansionHeap.push(stamp: rows[Int(symbolRow[c])].stamp, symbol: cell.symbol)
                }
            }
        }
    }

    /// The accumulated cells, sorted by symbol, without zeros.
    mutating func accumulatedCells() -> [Cell] {
        accumulatorTouched.sort()
        var cells: [Cell] = []
        cells.reserveCapacity(accumulatorTouched.count)
        for symbol in accumulatorTouched {
            let coefficient = accumulator[Int(symbol)]
            if abs(coefficient) > nearZero { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
        }
        return cells
    }

    /// Row `index` written in parametric symbols only, in the accumulator.
    private mutating func accumulateWrittenOut(_ index: Int32) {
        beginAccumulation(constant: rows[Int(index)].constant)
        for cell in cells(ofRow: index) { accumulate(cell.symbol, cell.coefficient) }
        expandAccumulatedExternals()
    }

    /// How many cells row `index` has written in parametric symbols only, or nil when
    /// `symbol` cancels out there. Changes no row: the writing out is in the accumulator.
    mutating func writtenOutSize(of index: Int32, holding symbol: Int32) -> Int? {
        accumulateWrittenOut(index)
        guard abs(accumulated(symbol)) > nearZero else { return nil }
        var size = 0
        for touched in accumulatorTouched where abs(accumulator[Int(touched)]) > nearZero { size += 1 }
        return size
    }

    /// Rewrites a lazy external row in parametric symbols only (before it is pivoted out).
    mutating func expandRowInPlace(_ index: Int32) {
        accumulateWrittenOut(index)
        let cells = accumulatedCells()
        rows[Int(index)].constant = accumulatorConstant
        storeCells(cells, inRow: index)
        for cell in cells { addToColumn(cell.symbol, row: index) }
        cleanColumnsIfNeeded()
    }
}
