extension Solver {
    /// Makes a symbol and grows every per-symbol array with it.
    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let symbol = Int32(symbolKind.count)
        symbolKind.append(kind)
        symbolRow.append(-1)
        symbolOwner.append(owner)
        columns.appendList()
        objective.append(LevelVector())
        candidateLevel.append(.nan)
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

    /// Lists `symbol` among the entering candidates under its leading level, if its cost is
    /// negative there and it is not listed under that level already.
    mutating func markCandidate(_ symbol: Int32) {
        let s = Int(symbol)
        guard objective[s].isNegative, let level = objective[s].leadingKey, candidateLevel[s] != level else { return }
        candidateLevel[s] = level
        enteringCandidates.push(level: level, symbol: symbol)
        if enteringCandidates.count > 2 * symbolKind.count + Self.candidateSlack { relistCandidates() }
    }

    /// Entries the candidate heap may hold beyond two per symbol before it is made again.
    static let candidateSlack = 1024

    /// Makes the candidate heap again with one entry per symbol whose cost is negative now.
    /// A symbol is listed again each time the level its cost leads at changes, and entries
    /// that no longer hold leave only when they come to the top (every `optimize` empties the
    /// heap). Between two optimisations the entries could pile up; past twice the symbols,
    /// the heap is made again: O(symbols), once per as many pushes, so O(1) a push amortised.
    mutating func relistCandidates() {
        enteringCandidates = CandidateHeap()
        for s in candidateLevel.indices { candidateLevel[s] = .nan }
        for s in objective.indices where symbolRow[s] < 0 && objective[s].isNegative {
            let level = objective[s].leadingKey!
            candidateLevel[s] = level
            enteringCandidates.push(level: level, symbol: Int32(s))
        }
    }

    /// Stores the row `basic = constant + Σ cells` in a free slot and records it in the
    /// columns of its cells.
    mutating func insertRow(basic: Int32, constant: Double, cells: [Cell], isExternal: Bool, stamp: Int64) -> Int32 {
        cells.withUnsafeBufferPointer {
            insertRow(basic: basic, constant: constant, copying: $0, isExternal: isExternal, stamp: stamp)
        }
    }

    /// `insertRow` from a buffer, which must not point into the solver (its scratch arrays are
    /// taken out of it while in use).
    mutating func insertRow(basic: Int32, constant: Double, copying cells: UnsafeBufferPointer<Cell>,
                            isExternal: Bool, stamp: Int64) -> Int32 {
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
        rowCells.replace(index, copying: cells)
        symbolRow[Int(basic)] = index
        for cell in cells { addToColumn(cell.symbol, row: index) }
        cleanColumnsIfNeeded()
        return index
    }

    /// Frees a row slot; its symbol becomes parametric. Stale column entries stay until cleaned.
    mutating func dropRow(_ index: Int32) {
        let basic = rows[Int(index)].basic
        if basic >= 0 { symbolRow[Int(basic)] = -1 }
        rowCells.release(index)
        rows[Int(index)] = .free
        freeRows.append(index)
    }

    /// Records that row `row` now contains `symbol`.
    ///
    /// A column keeps the entries of rows that have lost the symbol since (they are dropped
    /// when the column is read), and a row that loses and gains a symbol again and again adds
    /// an entry each time: columns that nobody read grew without end, 17 GB for a row of 1,000
    /// views centred on the root. So once the columns hold more than twice as many entries as
    /// the rows have room for cells (plus `columnSlack`), every column is cleaned in one pass.
    /// After a pass they hold one entry per cell, so passes are at least that many appends
    /// apart: O(1) per entry, amortised, and nothing on the way of a tableau whose columns
    /// stay clean enough (none of the benchmark shapes ever needs a pass).
    mutating func addToColumn(_ symbol: Int32, row: Int32) {
        columns.append(row, to: symbol)
        columnEntries += 1
    }

    /// Cleans the columns once they hold too many entries (`addToColumn`). Called only where
    /// every row's cells are stored: a row being written would lose its new entries.
    mutating func cleanColumnsIfNeeded() {
        if columnEntries > 2 * (rowCells.storage.count - rowCells.holes) + Self.columnSlack { cleanColumns() }
    }

    /// Entries the columns may hold beyond twice the rows' room before they are cleaned.
    static let columnSlack = 1 << 16

    /// Drops every stale and repeated entry of every column (`rowsContaining`).
    mutating func cleanColumns() {
        for symbol in 0 ..< Int32(columns.count) where columns.spans[Int(symbol)].count > 0 {
            _ = rowsContaining(symbol)
        }
    }

    /// The live rows that contain `symbol`, each once, in a deterministic order.
    mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
        var live: [Int32] = []
        collectRowsContaining(symbol, into: &live)
        return live
    }

    /// Cleans the column of `symbol` and writes its live rows to `live` (emptied first): the
    /// rows that contain the symbol, each once, in column order. `live` must not be one of the
    /// solver's arrays; callers on the hot path pass a scratch array taken out of it.
    mutating func collectRowsContaining(_ symbol: Int32, into live: inout [Int32]) {
        live.removeAll(keepingCapacity: true)
        let span = columns.spans[Int(symbol)]
        if span.count == 0 { return }
        rowMarkEpoch &+= 1
        if rowMarkEpoch == 0 {
            for i in rowMark.indices { rowMark[i] = 0 }
            rowMarkEpoch = 1
        }
        live.reserveCapacity(Int(span.count))
        // By index, not through a slice: a slice alive at `replace` would make it copy the
        // whole pool.
        for k in span.range {
            let row = columns.storage[k]
            let r = Int(row)
            if rowMark[r] == rowMarkEpoch || rows[r].isFree { continue }
            if rowCells.withList(row, { $0.position(of: symbol) }) == nil { continue }
            rowMark[r] = rowMarkEpoch
            live.append(row)
        }
        columnEntries += live.count - Int(span.count)
        live.withUnsafeBufferPointer { columns.replace(symbol, copying: $0) }
    }
}
