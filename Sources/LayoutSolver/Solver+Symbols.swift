extension Solver {
    /// Makes a symbol and grows every per-symbol array with it.
    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let symbol = Int32(symbolKind.count)
        symbolKind.append(kind)
        symbolRow.append(-1)
        symbolOwner.append(owner)
        columns.appendList()
        objective.append(LevelVector())
        isCandidate.append(false)
        accumulator.append(0)
        accumulatorMark.append(0)
        return symbol
    }

    /// The external symbol of a variable, made on first mention.
    mutating func externalSymbol(for variable: Variable) -> (symbol: Int32, isNew: Bool) {
        let existing = variableSymbol[Int(variable.index)]
        if existing >= 0 { return (existing, false) }
        let symbol = newSymbol(.external, owner: variable.index)
        variableSymbol[Int(variable.index)] = symbol
        return (symbol, true)
    }

    func isBasic(_ symbol: Int32) -> Bool { symbolRow[Int(symbol)] >= 0 }

    mutating func markCandidate(_ symbol: Int32) {
        if !isCandidate[Int(symbol)] {
            isCandidate[Int(symbol)] = true
            enteringCandidates.push(symbol)
        }
    }

    /// Stores the row `basic = constant + Σ cells` in a free slot and records it in the
    /// columns of its cells.
    mutating func insertRow(basic: Int32, constant: Double, cells: [Cell], isExternal: Bool, stamp: Int64) -> Int32 {
        shapeVersion &+= 1
        let row = Row(basic: basic, isExternal: isExternal, constant: constant, stamp: stamp)
        let index: Int32
        if let free = freeRows.popLast() {
            index = free
            rows[Int(index)] = row
        } else {
            index = Int32(rows.count)
            rows.append(row)
            rowCells.appendList()
            rowMark.append(0)
        }
        storeCells(cells, inRow: index)
        symbolRow[Int(basic)] = index
        for cell in cells { columns.append(index, to: cell.symbol) }
        return index
    }

    /// Frees a row slot; its symbol becomes parametric. Stale column entries stay until cleaned.
    mutating func dropRow(_ index: Int32) {
        shapeVersion &+= 1
        let basic = rows[Int(index)].basic
        if basic >= 0 { symbolRow[Int(basic)] = -1 }
        rowCells.release(index)
        rows[Int(index)] = .free
        freeRows.append(index)
    }

    /// The live rows that contain `symbol`, each once, in a deterministic order.
    mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
        let span = columns.spans[Int(symbol)]
        if span.count == 0 { return [] }
        rowMarkEpoch &+= 1
        if rowMarkEpoch == 0 {
            for i in rowMark.indices { rowMark[i] = 0 }
            rowMarkEpoch = 1
        }
        var live: [Int32] = []
        live.reserveCapacity(Int(span.count))
        // By index, not through a slice: a slice alive at `replace` would make it copy the
        // whole pool.
        for k in span.range {
            let row = columns.storage[k]
            let r = Int(row)
            if rowMark[r] == rowMarkEpoch || rows[r].isFree { continue }
            if cells(ofRow: row).position(of: symbol) == nil { continue }
            rowMark[r] = rowMarkEpoch
            live.append(row)
        }
        columns.replace(symbol, with: live)
        return live
    }
}
