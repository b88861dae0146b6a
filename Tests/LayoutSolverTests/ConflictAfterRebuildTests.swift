import XCTest
@testable import LayoutSolver

/// A conflict found by the dual add is explained after the add is rolled back. When the
/// rollback cannot restore the basis (rounding, here with multipliers of 10⁶), the tableau is
/// rebuilt from the other constraints with new symbols; the explanation used to read the
/// failing row's old symbols in the new tableau and trapped on an array index (SIGILL): the
/// process died and no report was written. The markers are now read before the rollback, as
/// constraint indices, which a rebuild keeps.
final class ConflictAfterRebuildTests: XCTestCase {
    func testConflictExplainedAfterARebuildNamesTheConstraintsAdded() throws {
        var s = Solver()
        let (v0, v1, v2) = (s.makeVariable("v0"), s.makeVariable("v1"), s.makeVariable("v2"))
        // `lhs relation multiplier · rhs + constant`, as a spec writes a constraint.
        let list: [(Variable, Relation, Double, Variable, Double, Double)] = [
            (v2, .greaterThanOrEqual, -1e6, v0, -1e6, 1000), (v0, .equal, -1, v0, -10, 250),
            (v2, .greaterThanOrEqual, 0.5, v2, 0, 1000), (v2, .lessThanOrEqual, -1, v0, 0, 1000),
            (v2, .lessThanOrEqual, 1e6, v0, 20, 1000), (v0, .lessThanOrEqual, 1e6, v1, 0, 750),
            (v2, .equal, -1, v0, -1e6, 1000), (v0, .lessThanOrEqual, 2, v1, -10, 1000),
            (v1, .equal, 1e-6, v1, 1e6, 250), (v2, .lessThanOrEqual, 1e6, v1, -1e6, 1000),
            (v0, .equal, 0.5, v1, 10, 1000),
        ]
        var conflicts: [Conflict] = []
        for (k, (a, relation, multiplier, b, constant, priority)) in list.enumerated() {
            let constraint = Constraint(LinearExpression(a), relation, LinearExpression(b).scaled(by: multiplier) + LinearExpression(constant),
                                        priority: priority, tag: .number(k))
            do {
                try s.add(constraint)
            } catch {
                guard case .unsatisfiable(let found) = error else { return XCTFail("\(error)") }
                conflicts.append(found)
            }
        }
        let last = try XCTUnwrap(conflicts.last)
        XCTAssertEqual(last.rejected, .number(10))
        let required = Set((0..<list.count).filter { list[$0].5 == 1000 }.map { ConstraintTag.number($0) })
        for conflict in conflicts {
            XCTAssertTrue(conflict.constraints.contains(conflict.rejected))
            XCTAssertTrue(Set(conflict.constraints).isSubset(of: required), "\(conflict)")
        }
        for variable in [v0, v1, v2] { XCTAssertTrue(s.value(of: variable).isFinite) }
    }
}

/// The deletion filter stops at its budget: a conflict along a long chain is reported with
/// every member left, not minimised for minutes.
final class ConflictBudgetTests: XCTestCase {
    /// `x0 = 0`, `x(k+1) = x(k) + 1`, then `x(n) = 0`: irreducible, all n + 2 of them.
    private func chainConflict(_ n: Int) throws -> Conflict? {
        var s = Solver()
        let x = (0...n).map { s.makeVariable("x\($0)") }
        try s.add((x[0] |==| 0).tag(.number(-1)))
        for k in 0..<n { try s.add((x[k + 1] |==| x[k] + 1).tag(.number(k))) }
        return conflict { () throws(SolverError) in try s.add((x[n] |==| 0).tag(.number(n))) }
    }

    func testShortChainIsMinimised() throws {
        let found = try XCTUnwrap(try chainConflict(50))
        XCTAssertEqual(found.constraints.count, 52)
        XCTAssertTrue(found.isIrreducible)
    }

    func testLongChainStopsAtTheBudgetWithEveryMemberStillThere() throws {
        let found = try XCTUnwrap(try chainConflict(3000))
        XCTAssertEqual(found.constraints.count, 3002)
        XCTAssertFalse(found.isIrreducible)
        XCTAssertEqual(found.rejected, .number(3000))
    }
}
