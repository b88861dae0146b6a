import XCTest
@testable import LayoutSolver

/// Conflicts never crash, are rejected, and come with an irreducible set.
final class ConflictTests: XCTestCase {
    func testTwoContradictingWidths() throws {
        var s = Solver()
        let w = s.makeVariable("width")
        try s.add((w |==| 100).tag("w100"))
        let found = conflict { () throws(SolverError) in try s.add((w |==| 200).tag("w200")) }
        XCTAssertEqual(found?.constraints, ["w100", "w200"])
        XCTAssertEqual(found?.rejected, "w200")
        XCTAssertEqual(found?.isIrreducible, true)
        XCTAssertValue(s, w, 100)
        XCTAssertEqual(s.constraintCount, 1)
    }

    /// Four constraints that conflict only all together; bystanders are left out.
    func testCycleOfFourConflictsOnlyAllTogether() throws {
        var s = Solver()
        let v = s.variables("a", "b", "c", "d")
        try s.add((v[0] |>=| 0).tag("bystander-a"))
        try s.add((v[3] |<=| 1000).tag("bystander-d"))
        try s.add((v[1] |==| v[0] + 10).tag("ab"))
        try s.add((v[2] |==| v[1] + 10).tag("bc"))
        try s.add((v[3] |==| v[2] + 10).tag("cd"))
        let found = conflict { () throws(SolverError) in try s.add((v[0] |==| v[3] + 10).tag("da")) }
        XCTAssertEqual(found?.constraints, ["ab", "bc", "cd", "da"])
        XCTAssertEqual(found?.rejected, "da")
        // Each three of them hold together: after the rejection, removing one lets "da" in.
        XCTAssertValue(s, v[1], s.value(of: v[0]) + 10)
    }

    func testInequalityConflictNamesTheChain() throws {
        // Rhea's inconsistent4 / Cassowary C6: v>=10, w>=v, x>=w, y>=x, then y<=5.
        var s = Solver()
        let v = s.variables("v", "w", "x", "y")
        try s.add((v[0] |>=| 10).tag("v>=10"))
        try s.add((v[1] |>=| v[0]).tag("w>=v"))
        try s.add((v[2] |>=| v[1]).tag("x>=w"))
        try s.add((v[3] |>=| v[2]).tag("y>=x"))
        try s.add((v[3] |<=| 1000).tag("unrelated"))
        let found = conflict { () throws(SolverError) in try s.add((v[3] |<=| 5).tag("y<=5")) }
        XCTAssertEqual(found?.constraints, ["v>=10", "w>=v", "x>=w", "y<=5", "y>=x"])
        XCTAssertEqual(found?.constraints.count, 5)
    }

    /// Irreducible, checked from the outside: the set cannot hold, each subset can.
    func testExplanationsAreIrreducible() throws {
        var s = Solver()
        let v = s.variables("a", "b", "c", "d", "e")
        var all: [ConstraintTag: Constraint] = [:]
        func add(_ c: Constraint) throws {
            all[c.tag] = c
            try s.add(c)
        }
        try add((v[0] |>=| 10).tag("a>=10"))
        try add((v[1] |>=| v[0] + 5).tag("b>=a+5"))
        try add((v[2] |==| v[1] * 2).tag("c=2b"))
        try add((v[3] |<=| v[2]).tag("d<=c"))
        try add((v[4] |>=| 0).tag("e>=0"))
        try add((v[4] + v[3] |<=| 1000).tag("d+e<=1000"))
        let last = (v[2] |<=| 25).tag("c<=25")
        all[last.tag] = last
        let found = conflict { () throws(SolverError) in try s.add(last) }
        let members = found?.constraints ?? []
        XCTAssertEqual(members, ["a>=10", "b>=a+5", "c<=25", "c=2b"])
        XCTAssertTrue(Solver.isUnsatisfiable(members.compactMap { all[$0] }))
        for dropped in members.indices {
            var subset = members
            subset.remove(at: dropped)
            XCTAssertFalse(Solver.isUnsatisfiable(subset.compactMap { all[$0] }), "\(members[dropped]) is not spare")
        }
    }

    func testTheSolverKeepsWorkingAfterAConflict() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        try s.add((x |>=| 10).tag("x>=10"))
        _ = conflict { () throws(SolverError) in try s.add((x |<=| 5).tag("x<=5")) }
        _ = conflict { () throws(SolverError) in try s.add((x |==| 3).tag("x==3")) }
        try s.add((x |==| 42).priority(Strength.weak))
        try s.add(y |==| x * 2)
        XCTAssertValue(s, x, 42)
        XCTAssertValue(s, y, 84)
        let lower = try s.add(x |<=| 20)
        XCTAssertValue(s, x, 20)
        try s.remove(lower)
        XCTAssertValue(s, x, 42)
    }

    /// Optional constraints never take part in a conflict.
    func testOptionalConstraintsAreNotInTheSet() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        try s.add((x |==| 50).priority(999).tag("soft"))
        try s.add((y |==| x + 10).tag("link"))
        try s.add((y |<=| 20).tag("cap"))
        let found = conflict { () throws(SolverError) in try s.add((x |>=| 15).tag("floor")) }
        XCTAssertEqual(found?.constraints, ["cap", "floor", "link"])
    }

    func testConflictThroughAPhaseOneRow() throws {
        // No subject can be chosen for the last row; the artificial phase finds the conflict.
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add((a |>=| 0).tag("a>=0"))
        try s.add((b |>=| 0).tag("b>=0"))
        try s.add((a + b |<=| 10).tag("sum<=10"))
        let found = conflict { () throws(SolverError) in try s.add((a + b |>=| 20).tag("sum>=20")) }
        XCTAssertEqual(found?.constraints, ["sum<=10", "sum>=20"])
        try s.add(a + b |>=| 5)
        let sum = s.value(of: a) + s.value(of: b)
        XCTAssertGreaterThanOrEqual(sum, 5 - 1e-9)
        XCTAssertLessThanOrEqual(sum, 10 + 1e-9)
    }

    /// Where the optimum is unique, a rejected constraint leaves exactly the previous values,
    /// also when the rejection came out of phase one (pivots happened on the way).
    func testPreviousSolutionStandsAfterAPhaseOneRejection() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |<=| 10)
        try s.add((a |==| 3).priority(300))
        try s.add((b |==| 4).priority(200))
        _ = conflict { () throws(SolverError) in try s.add(a + b |>=| 20) }
        XCTAssertValue(s, a, 3)
        XCTAssertValue(s, b, 4)
    }
}
