/// Adding a required constraint whose row has no feasible subject (every external in it is
/// already basic, and its marker cannot be solved for without a negative value).
///
/// The tableau is optimal before the add, so it is dual feasible, and the new row's marker
/// has no cost: solving the row for its marker keeps the objective as it was. The dual
/// simplex then restores feasibility, pivot by pivot, ending at the new optimum. This
/// replaces the phase-one pass (an artificial variable at a +∞ objective level, primal
/// simplex, then re-optimising) that kiwi uses, and costs a few pivots instead of two
/// optimisations (docs/solver.md, "Adding a required row").
extension Solver {
    mutating func addThroughDualSimplex(cells: [Cell], constant: Double, index: Int32, marker: Int32) throws(SolverError) {
        infeasibleRows.removeAll()
        let row = insertSolved(subject: marker, cells: cells, constant: constant, isExternal: false, stamp: 0)
        var failing: Int32?
        if symbolKind[Int(marker)] == .dummy {
            // A dummy must end at exactly zero: pivot it out now, degenerate or not. A long
            // row far from 0 is brought there through its tied symbols first (`repairAlongTies`).
            var entering = dummyEnteringSymbol(row: row)
            let constant = rows[Int(row)].constant
            if entering != nil, abs(constant) > nearZero, self.cells(ofRow: row).count >= Self.tieRepairRowCells {
                entering = repairAlongTies(row: row, sign: constant < 0 ? 1 : -1).0
            }
            if let entering {
                pivot(row: row, entering: entering)
            } else if abs(rows[Int(row)].constant) > nearZero {
                failing = row
            }
        } else if rows[Int(row)].constant < -nearZero {
            infeasibleRows.push(row, basic: marker)
        }
        if failing == nil { failing = restoreFeasibility() }
        guard let failed = failing else { return }

        // The row that cannot be made feasible names the conflicting constraints (its
        // basic is a marker too), then the constraint is taken out again. The names are read
        // first: taking it out may rebuild the tableau, with other symbols.
        infeasibleRows.removeAll()
        var certificate = Array(self.cells(ofRow: failed))
        certificate.append(Cell(symbol: rows[Int(failed)].basic, coefficient: -1))
        let members = certificateMembers(certificate, incoming: index)
        rollBackFailedAdd(marker: marker, failingRow: failed, index: index)
        throw .unsatisfiable(explainConflict(members: members, incoming: index))
    }

    /// The dual ratio test for a dummy's row `dummy = constant + Σ a·s`: the dummy leaves at
    /// zero, so the entering symbol comes from the side that moves the constant to zero
    /// (`a > 0` when the constant is negative, `a < 0` when positive, either at zero), with
    /// the smallest cost / |a|, which keeps the tableau dual feasible; on ties, the symbol
    /// fewer rows contain (`fewerRows`). A single pivot: any choice among them ends.
    func dummyEnteringSymbol(row index: Int32) -> Int32? {
        let row = rows[Int(index)], cells = self.cells(ofRow: index)
        func best(positive: Bool) -> Int32? {
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in cells where symbolKind[Int(cell.symbol)].isPivotable {
                let magnitude = positive ? cell.coefficient : -cell.coefficient
                guard magnitude > nearZero else { continue }
                if entering < 0 {
                    entering = cell.symbol
                    enteringCoefficient = magnitude
                    continue
                }
                let order = LevelVector.compare(objective[Int(cell.symbol)], scaledBy: enteringCoefficient,
                                                objective[Int(entering)], scaledBy: magnitude)
                if order < 0 || (order == 0 && fewerRows(cell.symbol, than: entering)) {
                    entering = cell.symbol
                    enteringCoefficient = magnitude
                }
            }
            return entering >= 0 ? entering : nil
        }
        if row.constant < -nearZero { return best(positive: true) }
        if row.constant > nearZero { return best(positive: false) }
        // At 0 either side keeps the dummy at 0: the side whose symbol fewer rows contain.
        guard let up = best(positive: true) else { return best(positive: false) }
        guard let down = best(positive: false) else { return up }
        return fewerRows(down, than: up) ? down : up
    }

    /// Whether fewer rows contain `symbol` than `other` (the lower id on equal counts). The
    /// dummy's pivot substitutes the entering symbol into every row that contains it: each
    /// copy of a repeated row aligned on the first, whose dummy's row at 0 named the first
    /// copy's slacks on one side and the new copy's on the other, rewrote every copy before
    /// it while the first copy's symbols entered (4 million cells for 400 copies, 40,000 now).
    func fewerRows(_ symbol: Int32, than other: Int32) -> Bool {
        let rows = columns.spans[Int(symbol)].count, otherRows = columns.spans[Int(other)].count
        return rows != otherRows ? rows < otherRows : symbol < other
    }

    /// Takes a constraint whose add failed out of the tableau. Without it, its marker is a
    /// free variable: pivoted into the failing row (where the certificate says it appears)
    /// and kept unrestricted, it lets the dual simplex reach a feasible basis of the old
    /// system; its row is then dropped and the objective re-optimised. Should that not work
    /// (rounding), the tableau is rebuilt from the other constraints.
    mutating func rollBackFailedAdd(marker: Int32, failingRow: Int32, index: Int32) {
        constraints[Int(index)].isActive = false
        var recovered = false
        if symbolRow[Int(marker)] >= 0 {
            // Failed on its own row before any pivot: nothing else changed.
            dropRow(symbolRow[Int(marker)])
            recovered = true
        } else if abs(cells(ofRow: failingRow).coefficient(of: marker)) > nearZero {
            if !keepsCost(marker) { objective[Int(marker)] = writtenCost(of: marker) }
            pivot(row: failingRow, entering: marker)
            rows[Int(failingRow)].isExternal = true  // unrestricted while it stays basic
            // The dual simplex stopped at the failing row with other rows still negative, and
            // its queue was dropped: every such row goes back in, not only those the pivot
            // changed, or the old system comes back with a required row still broken.
            for r in rows.indices where !rows[r].isFree && !rows[r].isExternal && rows[r].constant < -nearZero {
                infeasibleRows.push(Int32(r), basic: rows[r].basic)
            }
            if restoreFeasibility(limit: 4 * rows.count + 100) == nil {
                dropRow(symbolRow[Int(marker)])
                recovered = true
            }
        }
        infeasibleRows.removeAll()
        if recovered {
            optimize()
        } else {
            rebuild()
        }
    }

    /// Builds the tableau again from the active constraints, in the order they were added.
    /// Handles, variables and edit variables stay valid.
    mutating func rebuild() {
        var fresh = Solver()
        fresh.explainsConflicts = explainsConflicts
        fresh.keepsLongRowsApart = keepsLongRowsApart
        fresh.variableNames = variableNames
        fresh.variableSymbol = Array(repeating: -1, count: variableNames.count)
        fresh.constraints = constraints.map(\.uninstalled)
        fresh.constraintTerms = constraintTerms
        fresh.constraintTags = constraintTags
        fresh.editConstraints = editConstraints
        fresh.isBatching = isBatching
        // A pair goes in with its first member.
        for k in constraints.indices where constraints[k].isActive && fresh.constraints[k].marker < 0 {
            do { try fresh.install(Int32(k)) } catch { fresh.constraints[k].isActive = false }
        }
        self = fresh
    }
}
