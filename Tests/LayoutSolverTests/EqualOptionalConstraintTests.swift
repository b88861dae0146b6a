import XCTest
@testable import LayoutSolver

/// Many optional equalities of one priority that say the same thing (a stack's
/// `UISV-spanning-boundary` for each item of a leading-aligned stack) must not pivot: each
/// new row is solved for the error that keeps every cost non-negative. Solved for the marker
/// as kiwi does, every second add pivoted a hub error into all earlier rows (before:
/// 199 pivots, 198,603 substituted cells for 400 adds).
final class EqualOptionalConstraintTests: XCTestCase {
    func testSameOptionalEqualityManyTimesAddsWithoutPivots() throws {
        var solver = Solver()
        let n = 400
        let spanner = solver.makeVariable("spanner")
        let x = (0..<n).map { solver.makeVariable("x\($0)") }
        for i in 1..<n { try solver.add(x[0] |==| LinearExpression(x[i])) }
        let pin = try solver.add(x[0] |==| LinearExpression(5))
        let before = solver.statistics
        for i in 0..<n { try solver.add((spanner |==| LinearExpression(x[i])).priority(999.5)) }
        XCTAssertEqual(solver.statistics.pivots - before.pivots, 0)
        XCTAssertEqual(solver.statistics.substitutedCells - before.substitutedCells, 0)
        XCTAssertEqual(solver.values()[spanner], 5, accuracy: 0.001)
        // Still a working solver: moving the pinned edge carries the spanner along.
        try solver.remove(pin)
        try solver.add(LinearExpression(x[n - 1]) |==| LinearExpression(12))
        XCTAssertEqual(solver.values()[spanner], 12, accuracy: 0.001)
        XCTAssertEqual(solver.values()[x[0]], 12, accuracy: 0.001)
    }
}
