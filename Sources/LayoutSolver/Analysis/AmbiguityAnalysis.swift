/// Exact ambiguity analysis (docs/solver.md, research §4).
///
/// At the optimum, the optimal face is where every parametric symbol with a non-zero cost
/// stays at 0. What may move is: parametric variables (free, no constraint at all), and
/// parametric slack/error symbols whose cost is zero at every priority level (tie-break
/// preferences aside). A variable is fixed iff its value does not change along that face.
/// The variable's row is projected onto those symbols; a zero projection means fixed, a
/// free variable in it means unbounded, and otherwise two linear programs on a copy of the
/// solver (minimise and maximise the projection with an objective level below all others,
/// so every priority stays optimal) give the exact range, degenerate vertices included.
extension Solver {
    /// The variables among `variables` that are not fixed at the optimum, in the given order.
    /// Values that move by no more than `tolerance` count as fixed.
    public func ambiguities(of variables: [Variable], tolerance: Double = 1.0e-6) -> [Ambiguity] {
        var analyzer = AmbiguityAnalyzer(self, tolerance: tolerance)
        return variables.compactMap { variable in analyzer.candidate(for: variable).flatMap { analyzer.ambiguity(of: $0) } }
    }

    /// Parametric variables, and parametric slack/error symbols of zero cost at every priority.
    func movableSymbols() -> [Bool] {
        var movable = [Bool](repeating: false, count: symbolKind.count)
        for s in symbolKind.indices where symbolRow[s] < 0 {
            switch symbolKind[s] {
            case .external: movable[s] = true
            case .slack, .error: movable[s] = !objective[s].hasEntry(atOrAbove: 0)
            case .dummy: break
            }
        }
        return movable
    }

    /// Of the movable symbols, those that can really leave 0 on the optimal face. A zero-cost
    /// symbol is often stuck (an inequality at a degenerate vertex, a hugging slack held by
    /// compression resistance); leaving it out keeps projections small and spares the range
    /// LPs. Two cheap exact rules settle most symbols (`settleByRows`); for the rest, with
    /// every candidate bounded by 1, an LP maximises the sum of those not yet seen to move;
    /// each round finds at least one more that moves, or proves the rest stuck.
    func symbolsFreeToMove(_ movable: [Bool]) -> [Bool] {
        var candidates: [Int32] = []
        for s in movable.indices where movable[s] && symbolKind[s] != .external && !columns[Int32(s)].isEmpty {
            candidates.append(Int32(s))
        }
        var result = movable
        if candidates.isEmpty { return result }
        let (stuck, free) = settleByRows(candidates)
        var unknown: [Int32] = []
        for symbol in candidates {
            if stuck[Int(symbol)] { result[Int(symbol)] = false } else if !free[Int(symbol)] { unknown.append(symbol) }
        }
        return confirmByLP(unknown, result)
    }

    /// The cheap part of `symbolsFreeToMove`. Symbols that cannot move (cost-bearing ones,
    /// dummies, and those found stuck) count as pinned at 0.
    /// - Stuck: a restricted row at 0 (`basic = 0 + Σ a·s`) whose unpinned cells all have
    ///   `a ≤ 0` pins those with `a < 0` (the basic would turn negative); a dummy's row at 0
    ///   whose unpinned cells share one sign pins them all. Repeated until nothing changes.
    /// - Free: a symbol whose every restricted row allows it to grow alone (a positive
    ///   constant, or a coefficient ≥ 0 under a slack or error) moves on the face.
    func settleByRows(_ candidates: [Int32]) -> (stuck: [Bool], free: [Bool]) {
        var pinned = [Bool](repeating: true, count: symbolKind.count)
        for symbol in candidates { pinned[Int(symbol)] = false }
        var stuck = [Bool](repeating: false, count: symbolKind.count)
        var queued = [Bool](repeating: true, count: rows.count)
        var work = Array(Int32(0)..<Int32(rows.count)).reversed() as [Int32]
        while let index = work.popLast() {
            queued[Int(index)] = false
            let row = rows[Int(index)]
            guard !row.isFree, !row.isExternal, row.constant <= nearZero else { continue }
            var negative = false, positive = false
            let cells = self.cells(ofRow: index)
            for cell in cells where !pinned[Int(cell.symbol)] {
                if cell.coefficient < -nearZero { negative = true } else if cell.coefficient > nearZero { positive = true }
            }
            let isDummy = symbolKind[Int(row.basic)] == .dummy
            guard negative || positive, isDummy ? !(negative && positive) : !positive else { continue }
            for cell in cells where !pinned[Int(cell.symbol)] && abs(cell.coefficient) > nearZero {
                pinned[Int(cell.symbol)] = true
                stuck[Int(cell.symbol)] = true
                // Rows that name it may now pin more.
                for other in columns[cell.symbol] where !queued[Int(other)] {
                    queued[Int(other)] = true
                    work.append(other)
                }
            }
        }
        var free = [Bool](repeating: false, count: symbolKind.count)
        for symbol in candidates where !stuck[Int(symbol)] {
            free[Int(symbol)] = columns[symbol].allSatisfy { index in
                let row = rows[Int(index)]
                if row.isFree || row.isExternal { return true }
                let coefficient = cells(ofRow: index).coefficient(of: symbol)
                if abs(coefficient) <= nearZero { return true }
                if symbolKind[Int(row.basic)] == .dummy { return false }
                return coefficient > 0 || row.constant > nearZero
            }
        }
        return (stuck, free)
    }

    /// The LP part of `symbolsFreeToMove`, for the symbols the rows did not settle. It runs on
    /// the optimal face (`OptimalFace`), where every symbol `known` does not mark stays at 0.
    func confirmByLP(_ candidates: [Int32], _ known: [Bool]) -> [Bool] {
        var result = known
        if candidates.isEmpty { return result }
        for symbol in candidates { result[Int(symbol)] = false }
        var face = OptimalFace(self, movable: known, degenerateOnly: true)
        for symbol in face.symbolsThatMove(among: candidates) { result[Int(symbol)] = true }
        return result
    }

    /// The optional constraints whose errors change along the directions of a projection,
    /// given as their indices (`TieCauseIndex.owners(of:)`): a tie of their tags, or
    /// `.unconstrained` when there are none.
    func tieCause(owners: [Int32]) -> Ambiguity.Cause {
        let tags = owners.map { constraintTags[Int($0)] }
        if tags.isEmpty { return .unconstrained }
        // Owners come sorted by index, and a caller that tags constraints in the order it adds
        // them (the engine) gets its tags sorted and unique already: no set, no sort.
        if zip(tags, tags.dropFirst()).allSatisfy({ $0 < $1 }) { return .tie(tags) }
        return .tie(Array(Set(tags)).sorted())
    }

    /// Drops the tie-break levels (keys below 0): they choose a point on the face, the
    /// analysis asks about the whole face.
    mutating func stripTieBreakLevels() {
        for s in objective.indices where !objective[s].isEmpty {
            objective[s].removeLevels { $0 < 0 }
        }
        objectiveConstant.removeLevels { $0 < 0 }
    }

    /// The minimum (or maximum) of `Σ coefficient·symbol` over the optimal face, found with
    /// an objective level below every other; ±infinity when unbounded.
    mutating func extremum(of terms: [Cell], maximize: Bool) -> Double {
        let sign = maximize ? -1.0 : 1.0
        setAnalysisObjective(terms.map { Cell(symbol: $0.symbol, coefficient: sign * $0.coefficient) })
        if optimize() == .unbounded { return maximize ? .infinity : -.infinity }
        let value = objectiveConstant.value(at: -.infinity)
        return maximize ? -value : value
    }

    /// Makes `Σ coefficient·symbol` the objective at level -∞ (below every other level),
    /// written in parametric symbols.
    mutating func setAnalysisObjective(_ terms: [Cell]) {
        for symbol in analysisSymbols { objective[Int(symbol)].removeLevels { $0 == -.infinity } }
        analysisSymbols.removeAll(keepingCapacity: true)
        objectiveConstant.removeLevels { $0 == -.infinity }
        for term in terms {
            let factor = term.coefficient
            let row = symbolRow[Int(term.symbol)]
            if row >= 0 {
                objectiveConstant.add(key: -.infinity, value: factor * rows[Int(row)].constant)
                for cell in cells(ofRow: row) {
                    objective[Int(cell.symbol)].add(key: -.infinity, value: factor * cell.coefficient)
                    markCandidate(cell.symbol)
                    analysisSymbols.append(cell.symbol)
                }
            } else {
                objective[Int(term.symbol)].add(key: -.infinity, value: factor)
                markCandidate(term.symbol)
                analysisSymbols.append(term.symbol)
            }
        }
    }
}
