/// Dummies (the markers of required equalities) keep no cost in `objective`.
///
/// A dummy never enters the basis by a simplex choice (only slacks and errors are pivotable),
/// so the primal and dual simplex never read its cost. Kept up to date, it was the longest
/// cost of all: the dummy of a pin the whole layout hangs on (the root's edges, a canvas) sits
/// in the row of nearly every error, and each error's tie-break level went into its cost, one
/// sorted level per view (4,163 levels, 11,929 rows, in a random shape of 20,000 views), so
/// every pivot through those rows merged a cost as long as the layout: quadratic.
///
/// A dummy enters the basis only when its constraint leaves the tableau (`uninstall`,
/// `rollBackFailedAdd`); its cost is then written from the rows (`writtenCost(of:)`) just
/// before the pivot, which substitutes it into the objective as before.
extension Solver {
    /// Whether `objective` keeps `symbol`'s cost (every kind but dummies).
    @inline(__always)
    func keepsCost(_ symbol: Int32) -> Bool { symbolKind[Int(symbol)] != .dummy }

    /// The objective's coefficient of the parametric `symbol`, written from the tableau: its own
    /// cost, plus each restricted row's basic's own cost times the symbol's coefficient in that
    /// row (the objective is `Σ cost·error` over the errors, and a basic error is its row). An
    /// error's own cost is its constraint's installed cost; slacks, dummies and variables have
    /// none. This is what `objective` holds for a symbol it keeps (`DummyCostTests` checks it
    /// on every symbol after adds, removals, batches and new constants).
    mutating func writtenCost(of symbol: Int32) -> LevelVector {
        var terms: [LevelVector.Entry] = []
        if symbolRow[Int(symbol)] < 0, let own = ownCost(of: symbol) { terms += own.entries }
        for index in rowsContaining(symbol) {
            let row = rows[Int(index)]
            guard !row.isExternal, let own = ownCost(of: row.basic) else { continue }
            let coefficient = cells(ofRow: index).coefficient(of: symbol)
            for entry in own.entries { terms.append(LevelVector.Entry(key: entry.key, value: coefficient * entry.value)) }
        }
        terms.sort { $0.key > $1.key }
        return LevelVector(sortedTerms: terms)
    }

    /// An error symbol's own cost (its active constraint's installed cost), else nil.
    func ownCost(of symbol: Int32) -> LevelVector? {
        guard symbolKind[Int(symbol)] == .error else { return nil }
        let owner = symbolOwner[Int(symbol)]
        guard owner >= 0, constraints[Int(owner)].isActive else { return nil }
        return constraints[Int(owner)].installedCost
    }
}
