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
        terms.sort { ($0.symbol, -$0.entry.key) < ($1.symbol, -$1.entry.key) }
        var start = 0
        while start < terms.count {
            let symbol = terms[start].symbol
            var end = start
            while end < terms.count && terms[end].symbol == symbol { end += 1 }
            let sum = LevelVector(sortedTerms: terms[start..<end].lazy.map(\.entry))
            if symbol < 0 {
                objectiveConstant.add(sum, scaledBy: 1)
            } else if keepsCost(symbol) {
                objective[Int(symbol)].add(sum, scaledBy: 1)
                markCandidate(symbol)
            }
            start = end
        }
    }
}
