/// A constraint whose row, written in parametric symbols, still names a variable: that
/// variable becomes the subject, and its row stays as lazy as the stamps allow.
///
/// Lazy rows name only rows with smaller stamps (`Row`), so expanding newest first reaches
/// each row once. The subject is parametric now, but lazy rows may name it; once it is basic,
/// its row must come below every row that names it. Written out entirely, the row names no
/// basic variable and may take the lowest stamp of all. But then it is as long as the chain it
/// was written through, and so is every later expansion that reaches it: a row of views each
/// centred on the root wrote out the chain of positions once per view, and expanded terms grew
/// with the cube of the number of views (docs/solver.md, "Representation").
///
/// So the row is written out only through the rows at or above the lowest stamp that names the
/// subject, and takes a stamp between the newest row it still names and that one. Stamps of
/// new rows are `stampSpacing` apart, which leaves room to put rows between them; where there is
/// none left, the row is written out entirely, as before.
extension Solver {
    /// The distance between the stamps of rows made one after another.
    static let stampSpacing: Int64 = 1 << 20

    /// Stores the row `0 = constant + Σ written`, solved for the parametric variable `subject`.
    /// `expanded` is the same row written in parametric symbols only.
    mutating func insertParametricSubject(_ subject: Int32, written: [Cell], constant: Double,
                                          expanded: [Cell], expandedConstant: Double) {
        // Every live row the column lists, stale or not: a ceiling too low only writes out more.
        var ceiling = Int64.max
        for k in columns.spans[Int(subject)].range {
            let row = rows[Int(columns.storage[k])]
            if !row.isFree { ceiling = min(ceiling, row.stamp) }
        }
        beginAccumulation(constant: constant)
        for cell in written { accumulate(cell.symbol, cell.coefficient) }
        if ceiling != .max { expandAccumulatedExternals(floor: ceiling) }
        let partial = accumulatedCells(), partialConstant = accumulatorConstant
        var newestNamed = Int64.min
        for cell in partial where symbolKind[Int(cell.symbol)] == .external && symbolRow[Int(cell.symbol)] >= 0 {
            newestNamed = max(newestNamed, rows[Int(symbolRow[Int(cell.symbol)])].stamp)
        }
        if newestNamed != .min, abs(partial.coefficient(of: subject)) > nearZero,
           let stamp = stamp(above: newestNamed, below: ceiling) {
            insertSolved(subject: subject, cells: partial, constant: partialConstant, isExternal: true, stamp: stamp)
            return
        }
        insertSolved(subject: subject, cells: expanded, constant: expandedConstant, isExternal: true, stamp: nextNegativeStamp)
        nextNegativeStamp -= 1
    }

    /// A free stamp strictly between `low` and `high` (`Int64.max`: no upper bound), or nil.
    mutating func stamp(above low: Int64, below high: Int64) -> Int64? {
        if high == .max {
            let stamp = max(nextStamp, low + 1)
            nextStamp = stamp + Self.stampSpacing
            return stamp
        }
        guard high > low, high - low >= 2 else { return nil }
        return low + (high - low) / 2
    }
}
