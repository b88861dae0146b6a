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
        let movable = symbolsFreeToMove(movableSymbols())
        var projections = ProjectionCache()
        let values = self.values()
        var work: Solver?
        var found: [Ambiguity] = []
        for variable in variables where isKnown(variable) {
            let value = values[variable]
            let symbol = variableSymbol[Int(variable.index)]
            if symbol < 0 {
                found.append(Ambiguity(variable: variable, value: value, lowerBound: -.infinity,
                                       upperBound: .infinity, cause: .unconstrained))
                continue
            }
            let projection = projections.projection(of: symbol, in: self, movable: movable)
                .filter { abs($0.coefficient) > tolerance * 1e-3 }
            if projection.isEmpty { continue }
            if projection.contains(where: { symbolKind[Int($0.symbol)] == .external }) {
                found.append(Ambiguity(variable: variable, value: value, lowerBound: -.infinity,
                                       upperBound: .infinity, cause: .unconstrained))
                continue
            }
            let cause = tieCause(of: projection)
            if work == nil {
                var copy = self
                copy.stripTieBreakLevels()
                work = copy
            }
            let low = work!.extremum(of: projection, maximize: false)
            let high = work!.extremum(of: projection, maximize: true)
            guard high - low > tolerance else { continue }
            found.append(Ambiguity(variable: variable, value: value, lowerBound: value + low,
                                   upperBound: value + high, cause: cause))
        }
        return found
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
    /// LPs. Exact: with every candidate bounded by 1, maximise the sum of those not yet seen
    /// to move; each round finds at least one more that moves, or proves the rest stuck.
    /// A sound layout costs one LP.
    func symbolsFreeToMove(_ movable: [Bool]) -> [Bool] {
        var unknown: [Int32] = []
        for s in movable.indices where movable[s] && symbolKind[s] != .external && !columns[s].isEmpty {
            unknown.append(Int32(s))
        }
        var result = movable
        for symbol in unknown { result[Int(symbol)] = false }
        if unknown.isEmpty { return result }
        var work = self
        work.stripTieBreakLevels()
        for symbol in unknown {
            let bound = work.newSymbol(.slack, owner: -1)
            _ = work.insertRow(Row(basic: bound, constant: 1, cells: [Cell(symbol: symbol, coefficient: -1)], isExternal: false, stamp: 0))
        }
        while !unknown.isEmpty {
            work.setAnalysisObjective(unknown.map { Cell(symbol: $0, coefficient: -1) })
            if work.optimize() == .unbounded { break }
            var moved = Set<Int32>()
            for symbol in unknown {
                let row = work.symbolRow[Int(symbol)]
                if row >= 0 && work.rows[Int(row)].constant > 1e-9 { moved.insert(symbol) }
            }
            if moved.isEmpty { break }
            for symbol in moved { result[Int(symbol)] = true }
            unknown.removeAll { moved.contains($0) }
        }
        return result
    }

    /// The optional constraints whose errors change along the directions in `projection`:
    /// owners of the moving error symbols, and of basic errors whose rows name them.
    func tieCause(of projection: [Cell]) -> Ambiguity.Cause {
        var owners = Set<Int32>()
        for cell in projection {
            let s = Int(cell.symbol)
            if symbolKind[s] == .error { owners.insert(symbolOwner[s]) }
            for row in columns[s] {
                let r = Int(row)
                guard !rows[r].isFree, !rows[r].isExternal, rows[r].cells.position(of: cell.symbol) != nil else { continue }
                let basic = Int(rows[r].basic)
                if symbolKind[basic] == .error { owners.insert(symbolOwner[basic]) }
            }
        }
        let tags = owners.filter { $0 >= 0 && Int($0) < constraints.count }
            .map { constraints[Int($0)].constraint.tag }
        return tags.isEmpty ? .unconstrained : .tie(Array(Set(tags)).sorted())
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
                for cell in rows[Int(row)].cells {
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

/// Projections of variables onto the movable symbols, memoised along the lazy rows
/// (arrays indexed by symbol; an empty projection, the common case, allocates nothing).
struct ProjectionCache {
    private var known: [Bool] = []
    private var cache: [[Cell]] = []

    mutating func projection(of root: Int32, in solver: Solver, movable: [Bool]) -> [Cell] {
        if known.count < solver.symbolKind.count {
            known += Array(repeating: false, count: solver.symbolKind.count - known.count)
            cache += Array(repeating: [], count: solver.symbolKind.count - cache.count)
        }
        if known[Int(root)] { return cache[Int(root)] }
        var stack: [Int32] = [root]
        var sum: [Int32: Double] = [:]
        while let top = stack.last {
            let t = Int(top)
            if known[t] { stack.removeLast(); continue }
            let row = solver.symbolRow[t]
            if row < 0 {
                if movable[t] { cache[t] = [Cell(symbol: top, coefficient: 1)] }
                known[t] = true
                stack.removeLast()
                continue
            }
            var pending = false
            for cell in solver.rows[Int(row)].cells
            where solver.symbolKind[Int(cell.symbol)] == .external && !known[Int(cell.symbol)] {
                stack.append(cell.symbol)
                pending = true
            }
            if pending { continue }
            sum.removeAll(keepingCapacity: true)
            for cell in solver.rows[Int(row)].cells {
                let c = Int(cell.symbol)
                if solver.symbolKind[c] == .external {
                    for inner in cache[c] { sum[inner.symbol, default: 0] += cell.coefficient * inner.coefficient }
                } else if movable[c] {
                    sum[cell.symbol, default: 0] += cell.coefficient
                }
            }
            if !sum.isEmpty {
                cache[t] = sum.filter { abs($0.value) > nearZero }
                    .map { Cell(symbol: $0.key, coefficient: $0.value) }
                    .sorted { $0.symbol < $1.symbol }
            }
            known[t] = true
            stack.removeLast()
        }
        return cache[Int(root)]
    }
}
