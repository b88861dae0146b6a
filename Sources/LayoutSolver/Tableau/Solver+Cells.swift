/// Reading and writing the rows' cells, which are kept in `rowCells`.
extension Solver {
    /// The cells of row `index`, sorted by symbol.
    func cells(ofRow index: Int32) -> ArraySlice<Cell> { rowCells[index] }

    /// Replaces the cells of row `index`. The columns are the caller's to keep up to date.
    mutating func storeCells<C: Collection>(_ cells: C, inRow index: Int32) where C.Element == Cell {
        rowCells.replace(index, with: cells)
    }
}
