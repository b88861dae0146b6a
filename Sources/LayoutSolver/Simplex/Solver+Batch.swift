/// Adding many constraints at once: tie-break preferences are weighed once, at the end.
extension Solver {
    /// Starts a batch: until `endBatch()`, optional constraints enter with their priority's
    /// cost only; their tie-break levels wait.
    public mutating func beginBatch() {
        isBatching = true
    }

    /// Ends a batch: adds the tie-break levels that waited, and optimises.
    public mutating func endBatch() {
        isBatching = false
        if deferredTieBreaks.isEmpty { return }
        addDeferredTieBreaks()
        optimize()
    }

    /// Adds the tie-break level of every constraint whose level waited to the objective, in
    /// one merge per symbol: each error symbol's level, written through its row when it is
    /// basic. Added one constraint at a time, each level was inserted into the cost of every
    /// symbol of that row, one sorted insertion each.
    mutating func addDeferredTieBreaks() {
        var terms: [(symbol: Int32, entry: LevelVector.Entry)] = []
        for index in deferredTieBreaks where constraints[Int(index)].tieBreakDeferred {
            constraints[Int(index)].tieBreakDeferred = false
            let record = constraints[Int(index)]
            // Removed inside the batch: its tie-break level never went in.
            guard record.isActive else { continue }
            let key = Self.tieBreakKey(record.tieBreak)
            // Its own errors: a pair's other error is its partner's.
            for symbol in [record.marker, record.other]
            where symbol >= 0 && symbolKind[Int(symbol)] == .error && symbolOwner[Int(symbol)] == index {
                let row = symbolRow[Int(symbol)]
                guard row >= 0 else {
                    terms.append((symbol, LevelVector.Entry(key: key, value: 1)))
                    continue
                }
                terms.append((-1, LevelVector.Entry(key: key, value: rows[Int(row)].constant)))
                for cell in cells(ofRow: row) {
                    terms.append((cell.symbol, LevelVector.Entry(key: key, value: cell.coefficient)))
                }
            }
        }
        deferredTieBreaks.removeAll()
        var grouped = Self.groupedBySymbol(terms, symbolCount: symbolKind.count)
        var start = 0
        while start < grouped.count {
            let symbol = grouped[start].symbol
            var end = start
            while end < grouped.count && grouped[end].symbol == symbol { end += 1 }
            // Highest level first; terms of one level keep their order (the standard library's
            // sort is stable), so each level sums in the order the constraints came.
            if end - start > 1 { grouped[start..<end].sort { $0.entry.key > $1.entry.key } }
            let sum = LevelVector(sortedTerms: grouped[start..<end].lazy.map(\.entry))
            if symbol < 0 {
                objectiveConstant.add(sum, scaledBy: 1)
            } else if keepsCost(symbol) {
                objective[Int(symbol)].add(sum, scaledBy: 1)
                markCandidate(symbol)
            }
            start = end
        }
    }

    /// `terms` ordered by symbol (-1, the constant, first), each symbol's terms in the order
    /// given: a counting sort (a comparison sort of every row cell of every deferred level
    /// took 4.5% of building a 10,000-view random layout, docs/performance.md).
    static func groupedBySymbol(_ terms: [(symbol: Int32, entry: LevelVector.Entry)],
                                symbolCount: Int) -> [(symbol: Int32, entry: LevelVector.Entry)] {
        // Slot 0 is symbol -1; symbol s is slot s + 1.
        var starts = [Int](repeating: 0, count: symbolCount + 2)
        for term in terms { starts[Int(term.symbol) + 2] += 1 }
        for k in 1..<starts.count { starts[k] += starts[k - 1] }
        var grouped = terms
        for term in terms {
            let slot = Int(term.symbol) + 1
            grouped[starts[slot]] = term
            starts[slot] += 1
        }
        return grouped
    }
}
