/// Removing constraints: take the error costs out, pivot the marker into the basis
/// (kiwi's leaving-row rules), drop its row, re-optimise.
extension Solver {
    /// Removes a constraint added earlier and re-optimises.
    public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard contains(handle) else { throw .unknownConstraint(handle) }
        uninstall(handle.index)
        constraints[Int(handle.index)].isActive = false
        reinstallPartner(of: handle.index)
        for (variable, edit) in editConstraints where edit == handle {
            editConstraints[variable] = nil
        }
    }

    mutating func uninstall(_ index: Int32) {
        let record = constraints[Int(index)]
        if !record.isRequired {
            // Each error costs its owner's priority (a pair's two errors, two priorities).
            for symbol in [record.marker, record.other] where symbol >= 0 && symbolKind[Int(symbol)] == .error {
                addCost(constraints[Int(symbolOwner[Int(symbol)])].installedCost, of: symbol, scaledBy: -1)
            }
        }
        let marker = record.marker
        if symbolRow[Int(marker)] >= 0 {
            dropRow(symbolRow[Int(marker)])
        } else if let leaving = markerLeavingRow(marker) {
            if !keepsCost(marker) { objective[Int(marker)] = writtenCost(of: marker) }
            pivot(row: leaving, entering: marker)
            dropRow(leaving)
        }
        // The other error symbol leaves with the marker's row; drop any rounding residue.
        if record.other >= 0 {
            let other = record.other
            if symbolRow[Int(other)] >= 0 { dropRow(symbolRow[Int(other)]) }
            for row in rowsContaining(other) {
                var cells = Array(self.cells(ofRow: row))
                if let p = cells.position(of: other) {
                    cells.remove(at: p)
                    storeCells(cells, inRow: row)
                }
            }
            objective[Int(other)] = LevelVector()
        }
        optimize()
    }

    /// objective += factor · cost · symbol (written through its row when it is basic).
    mutating func addCost(_ cost: LevelVector, of symbol: Int32, scaledBy factor: Double) {
        let row = symbolRow[Int(symbol)]
        if row >= 0 {
            objectiveConstant.add(cost, scaledBy: factor * rows[Int(row)].constant)
            for cell in cells(ofRow: row) where keepsCost(cell.symbol) {
                objective[Int(cell.symbol)].add(cost, scaledBy: factor * cell.coefficient)
                markCandidate(cell.symbol)
            }
        } else {
            objective[Int(symbol)].add(cost, scaledBy: factor)
            markCandidate(symbol)
        }
    }

    /// First, the row of a redundant required equality (a dummy basic) that names the
    /// marker: that equality was redundant because of this constraint, and takes over its
    /// role; the pivot moves no constant. (kiwi's rule alone pivots elsewhere and leaves the
    /// dummy's row with a non-zero value: the redundant equality silently stops holding.)
    /// Then kiwi's `getMarkerLeavingRow`: a restricted row where the marker has a negative
    /// coefficient (minimum ratio), else a restricted row with a positive one, else an
    /// external row. External rows are lazy, so a marker named in one may cancel out once the
    /// row is written in parametric symbols (it reaches the row through another basic
    /// external too): the external row chosen must still hold it written that way
    /// (`smallestExternalRow`), and is expanded before the pivot.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1
        var external: [Int32] = []
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for index in rowsContaining(marker) {
            let r = Int(index)
            let coefficient = cells(ofRow: index).coefficient(of: marker)
            if rows[r].isExternal {
                external.append(index)
            } else if symbolKind[Int(rows[r].basic)] == .dummy && abs(coefficient) > nearZero {
                return index
            } else if coefficient < 0 {
                let ratio = -rows[r].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = index }
            } else {
                let ratio = rows[r].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = index }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        guard let chosen = smallestExternalRow(holding: marker, among: external) else { return nil }
        expandRowInPlace(chosen)
        return chosen
    }

    /// Of the external rows that name `marker`, the one with the fewest cells once written in
    /// parametric symbols, among those that still hold the marker written that way. Rows are
    /// written out in the accumulator, so none is changed, shortest as they stand first (then
    /// the lowest row); a tie goes to the row tried first. Once one holds the marker, the
    /// search stops at the `externalRowsTried`-th row, or at a row no shorter as it stands
    /// than the best so far (writing out lengthens a row far more often than it shortens it).
    ///
    /// Any of them would do: the pivot makes the marker basic in the chosen row and
    /// substitutes that row into every other row that names the marker. But the row's size
    /// is what the substitution copies into each of them. Removing the first card's top pin
    /// at 10,000 views, the last row kiwi's rule takes was the outer stack's end written out
    /// along the chain of cards (40,001 cells), which made two short rows as long; the card's
    /// label's own row writes out in a few cells (docs/solver.md, "Removing a constraint").
    mutating func smallestExternalRow(holding marker: Int32, among candidates: [Int32]) -> Int32? {
        var ordered = candidates
        ordered.sort { (cells(ofRow: $0).count, $0) < (cells(ofRow: $1).count, $1) }
        var best: Int32?, bestSize = Int.max
        for (tried, index) in ordered.enumerated() {
            if best != nil && (tried >= Self.externalRowsTried || cells(ofRow: index).count >= bestSize) { break }
            if let size = writtenOutSize(of: index, holding: marker), size < bestSize {
                best = index
                bestSize = size
            }
        }
        return best
    }

    /// How many of the external rows naming a marker `smallestExternalRow` writes out.
    static let externalRowsTried = 8
}
