extension Solver {
    /// Makes room for `added` more constraints that mention up to `variables` variables the
    /// solver has no symbol for yet, so that adding them does not copy the solver's arrays
    /// each time they outgrow their capacity.
    ///
    /// A bulk build knows its size. Growing by doubling, the arrays of a 10,000-card
    /// tableau (about 50 MB) were copied about once over while the build added its 130,000
    /// constraints, and every copy touched fresh pages.
    /// Room reserved and never written costs address space only. The estimates follow the
    /// tableaux of Auto Layout scenes (docs/solver.md, "Storage"): a constraint makes one
    /// row and at most two symbols besides its variables', a row has about five cells, and
    /// a symbol is in about five rows' lists.
    public mutating func reserveCapacity(constraints added: Int, variables: Int) {
        guard added > 0 else { return }
        let symbols = symbolKind.count + max(0, variables) + 2 * added
        constraints.reserveCapacity(constraints.count + added)
        constraintTerms.reserveCapacity(constraintTerms.count + 3 * added)
        constraintTags.reserveCapacity(constraintTags.count + added)
        rows.reserveCapacity(rows.count + added)
        rowMark.reserveCapacity(rows.count + added)
        rowCells.reserveCapacity(lists: rows.count + added, elements: rowCells.storage.count + 6 * added)
        symbolKind.reserveCapacity(symbols)
        symbolRow.reserveCapacity(symbols)
        symbolOwner.reserveCapacity(symbols)
        objective.reserveCapacity(symbols)
        candidateLevel.reserveCapacity(symbols)
        accumulator.reserveCapacity(symbols)
        accumulatorMark.reserveCapacity(symbols)
        columns.reserveCapacity(lists: symbols, elements: columns.storage.count + 6 * symbols)
    }
}
