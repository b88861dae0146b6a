import XCTest
@testable import LayoutSolver

/// The solver's flattened constraint records (`ConstraintRecord`): they hold no references,
/// and what they keep gives back each constraint as it was added, with its constant as it is.
final class ConstraintRecordTests: XCTestCase {
    func testARecordHoldsNoReferencesSoCopyingTheRecordsIsAMemcpy() {
        XCTAssertTrue(_isPOD(ConstraintRecord.self))
        XCTAssertLessThanOrEqual(MemoryLayout<ConstraintRecord>.stride, 64)
    }

    func testEachRecordGivesBackItsConstraintTagAndCurrentConstant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let first = try solver.add(Constraint(LinearExpression(x) + 2 * LinearExpression(y), .lessThanOrEqual, 30,
                                              priority: 750, weight: 2, tieBreak: 3, tag: "first"))
        let second = try solver.add((x |==| LinearExpression(y) + 4).tag(7))
        let third = try solver.add((y |>=| 1.5).tag("third"))
        try solver.add((y |==| 0).priority(1))

        let rebuilt = solver.constraint(at: first.index)
        XCTAssertEqual(rebuilt.expression.terms, [Term(x, 1), Term(y, 2)])
        XCTAssertEqual(rebuilt.expression.constant, -30, accuracy: 0.001)
        XCTAssertEqual(rebuilt.relation, .lessThanOrEqual)
        XCTAssertEqual(rebuilt.priority, 750)
        XCTAssertEqual(rebuilt.weight, 2)
        XCTAssertEqual(rebuilt.tieBreak, 3)
        XCTAssertEqual(rebuilt.tag, "first")
        XCTAssertEqual(solver.constraint(at: second.index).expression.terms, [Term(x, 1), Term(y, -1)])
        XCTAssertEqual(solver.tag(of: second), 7)
        XCTAssertEqual(solver.tag(of: third), "third")

        try solver.updateConstant(third, to: -8)
        XCTAssertEqual(try XCTUnwrap(solver.constant(of: third)), -8, accuracy: 0.001)
        XCTAssertEqual(solver.constraint(at: third.index).expression.constant, -8, accuracy: 0.001)
        let values = solver.values()
        XCTAssertEqual(values[y], 8, accuracy: 0.001)
        XCTAssertEqual(values[x], 12, accuracy: 0.001)
    }

    func testARejectedConstraintStillNamesItsTagInTheConflict() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x |==| 10).tag("ten"))
        XCTAssertThrowsError(try solver.add((x |==| 20).tag("twenty"))) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.rejected, "twenty")
            XCTAssertEqual(conflict.constraints, ["ten", "twenty"])
        }
    }
}
