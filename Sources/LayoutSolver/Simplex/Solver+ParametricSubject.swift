/// A constraint whose row, written in parametric symbols, still names a variable: a
/// variable becomes the subject, and its row stays as lazy as the stamps allow.
///
/// Lazy rows name only rows with smaller stamps (`Row`), so expanding newest first reaches
/// each row once. The subject is parametric now, but lazy rows may name it; once it is basic,
/// its row must come below every one of them (its *ceiling*: the lowest stamp of a row that
/// names it). So the row is written out newest row first, and a parametric variable becomes a
/// candidate once its coefficient can no longer change (every row left to expand is below its
/// ceiling, so none of them reaches it) and is not 0. The row then takes a stamp between the
/// newest row it still names and the subject's ceiling. Stamps of new rows are
/// `stampSpacing` apart, which leaves room to put rows between them; where there is none
/// left, the row is written out further, down to entirely, when it names no basic variable
/// and takes a stamp below all others.
///
/// Which candidate: the one the fewest rows reach (`reach(of:)`), as union by size keeps a
/// union-find shallow. Every row that reaches the subject will reach through its new row, so
/// a subject deep under a chain makes the chain longer, and every later expansion through it
/// longer too. The search goes on past the first candidate for as many terms again (and
/// `subjectSearch` more), so the other side of an equality gets its chance, and no further.
/// Two choices it replaces, each quadratic somewhere:
/// - kiwi's, the lowest-numbered parametric variable of the row written out entirely: a list of
///   cards whose position is fixed only by the last constraint made its first card's position
///   the subject of a row written through the whole list, and every later card wrote the list
///   out again (7.5 million terms for 80 cards; a row of views each centred on the root wrote
///   the chain of positions out once per view, the cube of the views);
/// - the first candidate found: cards aligned on the first card's leading edge chained each
///   card's position to the next one's, and every later boundary of the stack wrote the chain
///   out (2.2 million terms for 400 cards, 59,000 now).
extension Solver {
    /// The distance between the stamps of rows made one after another.
    static let stampSpacing: Int64 = 1 << 20

    /// Step 2 of `install`: the row `0 = constant + Σ written`, with its basic variables named.
    /// Writes it out newest row first until a parametric variable can be its subject, and
    /// stores it solved for that variable. Returns false, the row written out entirely in the
    /// accumulator, when no variable is left in it.
    mutating func insertWithParametricSubject(written: [Cell], constant: Double) -> Bool {
        guard let (subject, found) = writeOutForSubject(written, constant, only: nil) else { return false }
        // The search may have written the row out past the point its subject needed: write
        // it again, only that far, so that it stays as lazy as it can.
        if found < statistics.expandedTerms {
            _ = writeOutForSubject(written, constant, only: subject)
        }
        return true
    }

    /// Writes the row out in the accumulator until a candidate subject (or `only`) is chosen,
    /// and inserts the row solved for it. Returns the subject and the count of expanded terms
    /// when it became a candidate; nil when the row, written out entirely, names no variable.
    private mutating func writeOutForSubject(_ written: [Cell], _ constant: Double,
                                             only: Int32?) -> (Int32, Int)? {
        beginAccumulation(constant: constant)
        for cell in written { accumulate(cell.symbol, cell.coefficient) }
        expansionHeap.removeAll()
        subjectHeap.removeAll()
        finalSubjects.removeAll(keepingCapacity: true)
        for symbol in accumulatorTouched { noteInAccumulator(symbol) }
        let start = statistics.expandedTerms
        var firstFinal: Int?
        while true {
            // Entries whose coefficient cancelled (or that were expanded already) name nothing.
            while let top = expansionHeap.top, abs(accumulated(top.symbol)) <= nearZero { expansionHeap.popMaximum() }
            // The newest row the accumulator still names; every row left to expand is at or below it.
            let newestNamed = expansionHeap.top?.stamp ?? .min
            while let top = subjectHeap.top, top.stamp > newestNamed {
                subjectHeap.popMaximum()
                guard abs(accumulated(top.symbol)) > nearZero, only == nil || only == top.symbol else { continue }
                finalSubjects.append((top.stamp, top.symbol, only == nil ? reach(of: top.symbol) : 0,
                                      statistics.expandedTerms))
            }
            let spent = statistics.expandedTerms - start
            if firstFinal == nil && !finalSubjects.isEmpty { firstFinal = spent }
            if let firstFinal, only != nil || newestNamed == .min || spent >= 2 * firstFinal + Self.subjectSearch,
               let (subject, stamp, found) = subjectWithRoom(above: newestNamed) {
                if only != nil || found == statistics.expandedTerms {
                    insertAccumulatedSolved(subject: subject, isExternal: true, stamp: stamp)
                }
                return (subject, found)
            }
            guard let symbol = expansionHeap.popMaximum() else { return nil }
            expandInAccumulator(symbol)
        }
    }

    /// Terms the subject search may expand past the first candidate, beyond as many again.
    static let subjectSearch = 8
    /// Reaches are counted up to this many rows: past it, a variable is deep enough.
    static let reachCap = 32

    /// How many external rows reach `symbol` (name it, or name the variable of a row that does,
    /// and so on), counted up to `reachCap`. A column's stale entries (rows that no longer name
    /// the symbol) are skipped, and at most `4 × reachCap` entries of a column are read.
    mutating func reach(of symbol: Int32) -> Int {
        rowMarkEpoch &+= 1
        if rowMarkEpoch == 0 {
            for i in rowMark.indices { rowMark[i] = 0 }
            rowMarkEpoch = 1
        }
        var count = 0
        reachWork.removeAll(keepingCapacity: true)
        reachWork.append(symbol)
        while let s = reachWork.popLast() {
            var scanned = 0
            for k in columns.spans[Int(s)].range {
                let index = columns.storage[k]
                let r = Int(index)
                scanned += 1
                if scanned > 4 * Self.reachCap { break }
                guard rowMark[r] != rowMarkEpoch, rows[r].isExternal, !rows[r].isFree,
                      cells(ofRow: index).position(of: s) != nil else { continue }
                rowMark[r] = rowMarkEpoch
                count += 1
                if count >= Self.reachCap { return count }
                reachWork.append(rows[r].basic)
            }
        }
        return count
    }

    /// Of the parametric variables whose coefficient is final, the one reached by the fewest
    /// rows (then the lowest-numbered) that has a free stamp between `newestNamed` and its
    /// ceiling: that symbol, the stamp, and the expanded-terms count when it became final.
    private mutating func subjectWithRoom(above newestNamed: Int64) -> (Int32, Int64, Int)? {
        var best: (stamp: Int64, symbol: Int32, reach: Int, found: Int)?
        for candidate in finalSubjects
        where best.map({ (candidate.reach, candidate.symbol) < ($0.reach, $0.symbol) }) ?? true {
            if newestNamed == .min || hasStamp(above: newestNamed, below: candidate.stamp) {
                best = candidate
            }
        }
        guard let best else { return nil }
        if newestNamed == .min {
            // Written out entirely: below every other row.
            defer { nextNegativeStamp -= 1 }
            return (best.symbol, nextNegativeStamp, best.found)
        }
        return (best.symbol, stamp(above: newestNamed, below: best.stamp), best.found)
    }

    /// Replaces the basic variable `symbol` in the accumulator by its row.
    private mutating func expandInAccumulator(_ symbol: Int32) {
        let s = Int(symbol)
        let factor = accumulator[s]
        accumulator[s] = 0
        let row = symbolRow[s]
        accumulatorConstant += factor * rows[Int(row)].constant
        let cells = self.cells(ofRow: row)
        statistics.expandedTerms += cells.count
        for cell in cells {
            let isNew = accumulatorMark[Int(cell.symbol)] != accumulatorEpoch
            accumulate(cell.symbol, factor * cell.coefficient)
            if isNew { noteInAccumulator(cell.symbol) }
        }
    }

    /// A symbol new in the accumulator: a basic variable waits to be expanded, a parametric
    /// one to become final.
    private mutating func noteInAccumulator(_ symbol: Int32) {
        let s = Int(symbol)
        guard symbolKind[s] == .external else { return }
        if symbolRow[s] >= 0 {
            expansionHeap.push(stamp: rows[Int(symbolRow[s])].stamp, symbol: symbol)
        } else {
            subjectHeap.push(stamp: ceiling(of: symbol), symbol: symbol)
        }
    }

    /// The lowest stamp of a row that names `symbol` (every live row its column lists, stale
    /// or not: a ceiling too low only writes out more); `Int64.max` when none does.
    func ceiling(of symbol: Int32) -> Int64 {
        var ceiling = Int64.max
        for k in columns.spans[Int(symbol)].range {
            let row = rows[Int(columns.storage[k])]
            if !row.isFree { ceiling = min(ceiling, row.stamp) }
        }
        return ceiling
    }

    /// Whether a stamp is free strictly between `low` and `high` (`Int64.max`: no upper bound).
    func hasStamp(above low: Int64, below high: Int64) -> Bool {
        high == .max || (high > low && high - low >= 2)
    }

    /// A free stamp strictly between `low` and `high` (`Int64.max`: no upper bound), or nil.
    mutating func stamp(above low: Int64, below high: Int64) -> Int64 {
        if high == .max {
            let stamp = max(nextStamp, low + 1)
            nextStamp = stamp + Self.stampSpacing
            return stamp
        }
        return low + (high - low) / 2
    }
}
