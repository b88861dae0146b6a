/// The optimal face of a solved system as a small LP of its own, where the analysis's range
/// LPs run (docs/solver.md, "Ambiguity").
///
/// On the face every parametric symbol that bears a cost stays at 0, and so do the symbols
/// found stuck; only the movable slack and error symbols vary. So the range LPs need only
/// those symbols and the restricted rows that name them, with every other cell dropped
/// (its symbol is 0 on the face). On the whole tableau a pivot substitutes into rows that
/// name every symbol of a large subtree; here those rows keep only the movable cells, and the
/// LPs stop growing with the layout.
///
/// Symbols keep their relative order (new ids are given in the order of the old ones), so
/// Bland's rule makes the same choices it would on the whole tableau, fixed columns aside.
struct OptimalFace {
    /// The face as a solver: one row per restricted row that names a movable symbol, its
    /// basic of the same kind, and no objective but the analysis level.
    private(set) var solver = Solver()
    /// The face's symbol for each of the original solver's, or -1.
    private var symbolOf: [Int32]

    /// The face of `original` at its optimum, where `movable` tells which symbols may move.
    /// With `degenerateOnly`, only the rows at 0 are kept (see `symbolsThatMove`).
    init(_ original: Solver, movable: [Bool], degenerateOnly: Bool = false) {
        symbolOf = [Int32](repeating: -1, count: original.symbolKind.count)
        var isFaceRow = [Bool](repeating: false, count: original.rows.count)
        var faceRows: [Int32] = []
        var used = [Bool](repeating: false, count: original.symbolKind.count)
        for s in movable.indices where movable[s] && original.symbolKind[s].isPivotable && original.symbolRow[s] < 0 {
            used[s] = true
            for index in original.columns[Int32(s)] where !isFaceRow[Int(index)] {
                let row = original.rows[Int(index)]
                guard !row.isFree, !row.isExternal, !degenerateOnly || row.constant <= nearZero,
                      original.cells(ofRow: index).position(of: Int32(s)) != nil else { continue }
                isFaceRow[Int(index)] = true
                faceRows.append(index)
                used[Int(row.basic)] = true
            }
        }
        for s in used.indices where used[s] {
            symbolOf[s] = solver.newSymbol(original.symbolKind[s], owner: original.symbolOwner[s])
        }
        faceRows.sort { original.rows[Int($0)].basic < original.rows[Int($1)].basic }
        for index in faceRows {
            let row = original.rows[Int(index)]
            var cells: [Cell] = []
            for cell in original.cells(ofRow: index) where movable[Int(cell.symbol)] && symbolOf[Int(cell.symbol)] >= 0 {
                cells.append(Cell(symbol: symbolOf[Int(cell.symbol)], coefficient: cell.coefficient))
            }
            _ = solver.insertRow(basic: symbolOf[Int(row.basic)], constant: row.constant, cells: cells,
                                 isExternal: false, stamp: 0)
        }
    }

    /// The minimum (or maximum) over the face of `Σ coefficient·symbol`, in the original
    /// solver's symbols (each one movable); ±infinity when unbounded.
    mutating func extremum(of terms: [Cell], maximize: Bool) -> Double {
        var mapped: [Cell] = []
        mapped.reserveCapacity(terms.count)
        for term in terms {
            let symbol = Int(term.symbol) < symbolOf.count ? symbolOf[Int(term.symbol)] : -1
            if symbol >= 0 { mapped.append(Cell(symbol: symbol, coefficient: term.coefficient)) }
        }
        return solver.extremum(of: mapped, maximize: maximize)
    }

    /// Of `candidates` (original symbols, each movable), those that can leave 0 on the face.
    /// With each bounded by 1, an LP maximises the sum of those not yet seen to move; each
    /// round finds at least one more that moves, or proves the rest stuck. A candidate that no
    /// restricted row names moves freely.
    mutating func symbolsThatMove(among candidates: [Int32]) -> [Int32] {
        var moving: [Int32] = []
        var unknown: [(original: Int32, face: Int32)] = []
        for symbol in candidates {
            let mapped = Int(symbol) < symbolOf.count ? symbolOf[Int(symbol)] : -1
            if mapped < 0 { moving.append(symbol) } else { unknown.append((symbol, mapped)) }
        }
        for entry in unknown {
            let bound = solver.newSymbol(.slack, owner: -1)
            _ = solver.insertRow(basic: bound, constant: 1, cells: [Cell(symbol: entry.face, coefficient: -1)],
                                 isExternal: false, stamp: 0)
        }
        while !unknown.isEmpty {
            solver.setAnalysisObjective(unknown.map { Cell(symbol: $0.face, coefficient: -1) })
            if solver.optimize() == .unbounded { break }
            var moved: [Int32] = []
            unknown.removeAll { entry in
                let row = solver.symbolRow[Int(entry.face)]
                guard row >= 0 && solver.rows[Int(row)].constant > 1e-9 else { return false }
                moved.append(entry.original)
                return true
            }
            if moved.isEmpty { break }
            moving += moved
        }
        return moving
    }
}
