/// The values of every variable of a solver at its current optimum.
public struct SolverValues: Sendable {
    let values: [Double]

    /// The value of `variable` (0 for a variable no constraint mentions).
    public subscript(variable: Variable) -> Double {
        let i = Int(variable.index)
        return i >= 0 && i < values.count ? values[i] : 0
    }

    /// How many variables there are values for.
    public var count: Int { values.count }
}

extension Solver {
    /// The values of all variables, in time linear in the size of the tableau.
    public func values() -> SolverValues {
        var symbolValues = [Double](repeating: 0, count: symbolKind.count)
        var state = [UInt8](repeating: 0, count: symbolKind.count)
        var stack: [Int32] = []
        // In row order: the rows and their cells (`PooledLists`) are read front to back, where
        // walking the variables in order jumps across the tableau. Through buffers: no
        // retain or release per row.
        rows.withUnsafeBufferPointer { rows in
            rowCells.spans.withUnsafeBufferPointer { spans in
                rowCells.storage.withUnsafeBufferPointer { cells in
                    symbolRow.withUnsafeBufferPointer { symbolRow in
                        for r in rows.indices where rows[r].isExternal && rows[r].basic >= 0 {
                            Self.evaluate(rows[r].basic, rows: rows, spans: spans, cells: cells, symbolRow: symbolRow,
                                          into: &symbolValues, state: &state, stack: &stack)
                        }
                    }
                }
            }
        }
        return SolverValues(values: variableSymbol.map { $0 >= 0 ? symbolValues[Int($0)] : 0 })
    }

    /// The value of one variable. It evaluates every variable (`values()`): to read many, read
    /// `values()` once.
    public func value(of variable: Variable) -> Double { values()[variable] }

    /// Depth-first evaluation of a symbol through the lazy rows it names (no recursion,
    /// so a 100,000-view chain cannot overflow the stack). `stack` is scratch space, kept
    /// by the caller so that evaluating every variable allocates it once.
    ///
    /// A row whose named rows are all evaluated is summed in one pass over its cells. Taken
    /// in row order, that is nearly every row: a lazy row names rows made before it. Only a
    /// row that names one not yet evaluated waits on the stack and is read a second time.
    static func evaluate(_ root: Int32, rows: UnsafeBufferPointer<Row>, spans: UnsafeBufferPointer<PooledLists<Cell>.Span>,
                         cells pool: UnsafeBufferPointer<Cell>,
                         symbolRow: UnsafeBufferPointer<Int32>,
                         into values: inout [Double], state: inout [UInt8], stack: inout [Int32]) {
        if state[Int(root)] == 2 { return }
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        while let top = stack.last {
            let t = Int(top)
            if state[t] == 2 { stack.removeLast(); continue }
            let row = symbolRow[t]
            if row < 0 { values[t] = 0; state[t] = 2; stack.removeLast(); continue }
            var sum = rows[Int(row)].constant
            var waits = false
            for cell in UnsafeBufferPointer(rebasing: pool[spans[Int(row)].range]) {
                let c = Int(cell.symbol)
                guard symbolRow[c] >= 0 else { continue }
                if state[c] == 0 {
                    stack.append(cell.symbol)
                    waits = true
                } else {
                    // Evaluated (state 1, a row on the stack below, would be a cycle of
                    // rows, which stamps rule out).
                    sum += cell.coefficient * values[c]
                }
            }
            if waits { state[t] = 1; continue }
            values[t] = sum
            state[t] = 2
            stack.removeLast()
        }
    }
}

extension SolverValues {
    /// No values: every variable reads 0.
    public static let empty = SolverValues(values: [])
}
