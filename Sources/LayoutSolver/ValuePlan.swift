/// How to evaluate a solver's variables again while its tableau keeps its shape
/// (`Solver.values(reusing:)`): the rows in an order where each names only rows before it,
/// and, for each row, the rows it names, by their place in that order.
///
/// A move to another environment changes constants only; the rows, their cells and which
/// symbols are basic stay (`shapeVersion`). `values()` walks the whole tableau depth first:
/// at 10,000 views 275,000 symbols, and every cell's symbol looked up to learn whether it is
/// basic. A plan keeps only the cells that name another row, numbered densely, so that
/// evaluating again reads a few small arrays front to back and each row's constant.
public struct ValuePlan: Sendable {
    let lineage: UInt64
    let shapeVersion: UInt64
    /// By place: the row whose basic symbol is evaluated there.
    let rows: [Int32]
    /// By place: where its references end in `referenced` and `coefficients`.
    let ends: [Int]
    /// The places a row names, and their coefficients in it.
    let referenced: [Int32]
    let coefficients: [Double]
    /// By variable: its place, or -1 when it is parametric (its value is 0).
    let variablePlaces: [Int32]
}

extension Solver {
    /// The values of all variables, as `values()` gives them. `plan` is used when it was made
    /// for this solver at its current shape; otherwise it is made again, for the next call.
    public func values(reusing plan: inout ValuePlan?) -> SolverValues {
        if let plan, plan.lineage == lineage, plan.shapeVersion == shapeVersion { return evaluate(plan) }
        let (values, order) = evaluateAll(recordingOrder: true)
        plan = makePlan(order)
        return values
    }

    /// The plan of `order`, symbols evaluated through their rows, each after every row it names.
    func makePlan(_ order: [Int32]) -> ValuePlan {
        var place = [Int32](repeating: -1, count: symbolKind.count)
        var planRows: [Int32] = [], ends: [Int] = []
        planRows.reserveCapacity(order.count)
        ends.reserveCapacity(order.count)
        var referenced: [Int32] = [], coefficients: [Double] = []
        for (k, symbol) in order.enumerated() {
            place[Int(symbol)] = Int32(k)
            let row = symbolRow[Int(symbol)]
            planRows.append(row)
            for cell in cells(ofRow: row) {
                // A row evaluated before this one: `order` puts every named row first.
                let p = place[Int(cell.symbol)]
                guard symbolRow[Int(cell.symbol)] >= 0, p >= 0 else { continue }
                referenced.append(p)
                coefficients.append(cell.coefficient)
            }
            ends.append(referenced.count)
        }
        return ValuePlan(lineage: lineage, shapeVersion: shapeVersion, rows: planRows, ends: ends,
                         referenced: referenced, coefficients: coefficients,
                         variablePlaces: variableSymbol.map { $0 >= 0 ? place[Int($0)] : -1 })
    }

    /// The values of all variables through `plan`, made for this solver at its current shape.
    func evaluate(_ plan: ValuePlan) -> SolverValues {
        var at = [Double](repeating: 0, count: plan.rows.count)
        at.withUnsafeMutableBufferPointer { at in
            rows.withUnsafeBufferPointer { rows in
                plan.referenced.withUnsafeBufferPointer { referenced in
                    plan.coefficients.withUnsafeBufferPointer { coefficients in
                        var start = 0
                        for k in plan.rows.indices {
                            var sum = rows[Int(plan.rows[k])].constant
                            let end = plan.ends[k]
                            for j in start ..< end { sum += coefficients[j] * at[Int(referenced[j])] }
                            at[k] = sum
                            start = end
                        }
                    }
                }
            }
        }
        return SolverValues(values: plan.variablePlaces.map { $0 >= 0 ? at[Int($0)] : 0 })
    }
}
