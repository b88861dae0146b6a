import XCTest
@testable import LayoutSolver

/// The dual simplex of a required add ends after few pivots on degenerate systems, and no
/// list the pivots feed grows without bound (docs/solver.md, "Termination").
///
/// The system: a row of `n` views filling 390 points, each view's centre held within ±10
/// points of the middle by two required inequalities, added last, one view at a time, as the
/// engine adds a stack row whose views are centred on the root. Hugging and compression
/// resistance (250 and 750, ranked by index as the engine ranks a stack's views) make every
/// optimum unique. Each add is dual degenerate: the slacks of required inequalities cost
/// nothing, so most ratios of the dual ratio test are 0.
final class DualSimplexTerminationTests: XCTestCase {
    struct CentredRow {
        var solver = Solver()
        var widths: [Variable] = []
        var lefts: [Variable] = []
    }

    /// `batch`: every add between `beginBatch()` and `endBatch()`, as the engine builds a case.
    static func centredRow(_ n: Int, batch: Bool = false) -> CentredRow {
        var row = CentredRow()
        if batch { row.solver.beginBatch() }
        let rootX = row.solver.makeVariable("root.x"), rootW = row.solver.makeVariable("root.w")
        let stackX = row.solver.makeVariable("stack.x"), stackW = row.solver.makeVariable("stack.w")
        try! row.solver.add(rootX |==| 0)
        try! row.solver.add(rootW |==| 390)
        for i in 0..<n {
            let w = row.solver.makeVariable("w\(i)")
            row.widths.append(w)
            row.lefts.append(row.solver.makeVariable("x\(i)"))
            try! row.solver.add((w |<=| 20).priority(250).tieBreak(i + 2))
            try! row.solver.add((w |>=| 20).priority(750).tieBreak(i + 2))
        }
        try! row.solver.add(stackX |==| row.lefts[0])
        try! row.solver.add(row.lefts[n - 1] + row.widths[n - 1] |==| stackX + stackW)
        for i in 1..<n { try! row.solver.add(row.lefts[i] |==| row.lefts[i - 1] + row.widths[i - 1]) }
        try! row.solver.add(stackX |==| rootX)
        try! row.solver.add(stackX + stackW |==| rootX + rootW)
        let middle = LinearExpression(rootX) + LinearExpression(rootW).scaled(by: 0.5)
        for i in 0..<n {
            let centre = LinearExpression(row.lefts[i]) + LinearExpression(row.widths[i]).scaled(by: 0.5)
            try! row.solver.add(centre |<=| middle + 10)
            try! row.solver.add(centre |>=| middle - 10)
        }
        if batch { row.solver.endBatch() }
        return row
    }

    /// Taking the infeasible row in the lowest slot first (the rule before Bland's) walked the
    /// whole row for each add: 57, 292, 1,275, 32,666 and 125,141 pivots for 10, 20, 24, 28 and
    /// 30 views. Newest first: 48, 93, 116, 144, 161.
    func testCentredRowOfThirtyViewsTakesFewPivots() {
        let row = Self.centredRow(30)
        XCTAssertLessThanOrEqual(row.solver.statistics.pivots, 300)
        let expected: [Double] = [370, -330, 290, -250, 210, -170, 130, -90, 50, -20, -10, 10, -10, 10, -10,
                                  10, -10, 10, -10, 10, -10, 50, -90, 130, -170, 210, -250, 290, -330, 370]
        for (width, value) in zip(row.widths, expected) { XCTAssertValue(row.solver, width, value) }
        XCTAssertValue(row.solver, row.lefts[29], 20)
    }

    /// Each add moves the optimum across the whole row: under the tie-break ranks, the phase
    /// of every view's width flips. Re-optimised after every add, pivots grow with the square
    /// of the views (441, 2,016 and 8,916 for 50, 100 and 200). In a batch the adds are optimal
    /// for the priorities alone, which do not flip, and the tie-break levels are weighed once at
    /// the end: 213, 452 and 913, with the same values.
    func testCentredRowInABatchTakesPivotsInProportionToTheViews() {
        let counts = [50, 100, 200].map { Self.centredRow($0, batch: true).solver.statistics.pivots }
        XCTAssertLessThanOrEqual(Double(counts[1]), 2.6 * Double(counts[0]), "\(counts)")
        XCTAssertLessThanOrEqual(Double(counts[2]), 2.6 * Double(counts[1]), "\(counts)")
        let row = Self.centredRow(30, batch: true)
        let expected: [Double] = [370, -330, 290, -250, 210, -170, 130, -90, 50, -20, -10, 10, -10, 10, -10,
                                  10, -10, 10, -10, 10, -10, 50, -90, 130, -170, 210, -250, 290, -330, 370]
        for (width, value) in zip(row.widths, expected) { XCTAssertValue(row.solver, width, value) }
        XCTAssertValue(row.solver, row.lefts[29], 20)
    }

    /// A column keeps entries of rows that lost its symbol until it is read, and the dual adds
    /// of this row take the same symbols out of the same rows and put them back again and
    /// again. Unread, the columns of 60 views held 233,487 entries for 9,372 live cells (and
    /// 17 GB at 1,000 views in the engine). Now they are cleaned once they hold more than
    /// twice the rows' room plus `columnSlack`.
    func testColumnsHoldAtMostTwiceTheRowsRoom() {
        let row = Self.centredRow(60)
        let solver = row.solver
        let held = solver.columns.spans.reduce(0) { $0 + Int($1.count) }
        XCTAssertEqual(held, solver.columnEntries)
        let room = solver.rowCells.storage.count - solver.rowCells.holes
        XCTAssertLessThanOrEqual(held, 2 * room + Solver.columnSlack, "\(held) entries, room for \(room) cells")
    }

    /// The queue of infeasible rows takes each row once, however often it goes negative.
    func testInfeasibleRowQueueTakesARowOnceAndNewestBasicFirst() {
        var queue = InfeasibleRowQueue()
        queue.push(3, basic: 10)
        queue.push(7, basic: 42)
        queue.push(3, basic: 10)
        queue.push(5, basic: 17)
        queue.push(7, basic: 42)
        XCTAssertEqual(queue.count, 3)
        XCTAssertEqual(queue.popFirst()?.row, 7)
        XCTAssertEqual(queue.popFirst()?.row, 5)
        queue.push(7, basic: 42)
        XCTAssertEqual(queue.popFirst()?.row, 7)
        XCTAssertEqual(queue.popFirst()?.row, 3)
        XCTAssertNil(queue.popFirst())
        queue.push(3, basic: 1)
        queue.removeAll()
        XCTAssertTrue(queue.isEmpty)
        queue.push(3, basic: 1)
        XCTAssertEqual(queue.count, 1)
    }
}
