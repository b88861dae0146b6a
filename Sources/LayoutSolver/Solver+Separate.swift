extension Solver {
    /// Gives this copy storage of its own now, instead of at its first change.
    ///
    /// A solver is a value: a copy shares storage until one side changes it, and then the
    /// side that changes it first copies. When two threads each start from the same solver
    /// (`SharedStarts` in LayoutEngine), both may copy at once, each believing the other still
    /// holds the original. A piece that calls this before the owner changes anything takes
    /// the copying on itself, and the owner keeps the original without copying it.
    public mutating func separate() {
        // What moving a constant writes: the constraint's record and the rows that hold its
        // marker. A move that pivots copies the rest when it changes it; the constant of an
        // environment move seldom makes a pivot (the cards at 10,000 views: none).
        rows.reserveCapacity(rows.capacity)
        constraints.reserveCapacity(constraints.capacity)
    }
}
