import XCTest
@testable import LayoutSolver

/// nucleic/kiwi's tests (research §6, K1–K8), ported with their expected values.
final class KiwiOracleTests: XCTestCase {
    func testK1EditBeatsWeakConstraint() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.addEditVariable(x, priority: Strength.medium)
        try s.add((x |==| 1).priority(Strength.weak))
        try s.suggestValue(2, for: x)
        XCTAssertValue(s, x, 2)
    }

    func testK2WeakEditAgainstRequiredBound() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        try s.addEditVariable(y, priority: Strength.weak)
        try s.add(x + y |==| 0)
        try s.add(y |<=| -1)
        try s.add((y |>=| 0).priority(Strength.weak))
        try s.suggestValue(0, for: y)
        XCTAssertValue(s, y, -1)
        XCTAssertValue(s, x, 1)
    }

    func testK3ExpressionValue() throws {
        var s = Solver()
        let v = s.makeVariable("v")
        try s.add(2 * v + 1 |>=| 0)
        try s.addEditVariable(v, priority: Strength.weak)
        try s.suggestValue(10, for: v)
        XCTAssertValue(s, v, 10)
        XCTAssertEqual(2 * s.value(of: v) + 1, 21, accuracy: 1e-9)
    }

    func testK4MixedStrengths() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        try s.add(x + y |==| 0)
        try s.add(x |==| 10)
        try s.add((y |>=| 0).priority(Strength.weak))
        XCTAssertValue(s, x, 10)
        XCTAssertValue(s, y, -10)

        var t = Solver()
        let (p, q) = (t.makeVariable("x"), t.makeVariable("y"))
        try t.add(p + q |==| 0)
        try t.add((p |>=| 10).priority(Strength.medium))
        try t.add((q |==| 2).priority(Strength.strong))
        XCTAssertValue(t, p, -2)
        XCTAssertValue(t, q, 2)
    }

    /// The paper's dual-simplex example.
    func testK5PaperDualSimplexExample() throws {
        var s = Solver()
        let (xm, xl, xr) = (s.makeVariable("xm"), s.makeVariable("xl"), s.makeVariable("xr"))
        try s.addEditVariable(xm, priority: Strength.strong)
        try s.addEditVariable(xl, priority: Strength.weak)
        try s.addEditVariable(xr, priority: Strength.weak)
        try s.add(2 * xm |==| xl + xr)
        try s.add(xl + 20 |<=| LinearExpression(xr))
        try s.add(xl |>=| -10)
        try s.add(xr |<=| 100)
        try s.suggestValue(40, for: xm)
        try s.suggestValue(50, for: xr)
        try s.suggestValue(30, for: xl)
        try s.suggestValue(60, for: xm)
        try s.suggestValue(90, for: xm)
        XCTAssertValue(s, xl, 80)
        XCTAssertValue(s, xr, 100)
        XCTAssertValue(s, xm, 90)
    }

    func testK6WeakUpperBoundIsViolated() throws {
        var s = Solver()
        let v = s.makeVariable("v")
        try s.add(v |>=| 10)
        try s.add((v |<=| -5).priority(Strength.weak))
        XCTAssertValue(s, v, 10)
    }

    func testK7UnsatisfiableAndErrors() throws {
        var s = Solver()
        let v = s.makeVariable("v")
        let floor = try s.add(v |>=| 1)
        XCTAssertThrowsError(try s.add(v |<=| 0))
        XCTAssertEqual(s.constraintCount, 1)
        try s.remove(floor)
        try s.add(v |<=| 0)
        XCTAssertValue(s, v, 0)
        XCTAssertThrowsError(try s.remove(floor)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(floor)) }
        try s.addEditVariable(v, priority: Strength.strong)
        XCTAssertThrowsError(try s.addEditVariable(v, priority: Strength.weak)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(v)) }
        let other = s.makeVariable("w")
        XCTAssertThrowsError(try s.suggestValue(1, for: other)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(other)) }
        XCTAssertThrowsError(try s.addEditVariable(other, priority: Priority.required)) { XCTAssertEqual($0 as? SolverError, .requiredEditVariable(other)) }
    }

    /// An LP in disguise: maximise z through a weak edit suggesting a huge value. With x3 =
    /// 7 + x1 - 3·x2, z = 2·x1 - 5·x2 + 28, so the bound 2·x1 - 5·x2 <= 11 caps z at 39 along
    /// a whole edge: kiwi ends at (13, 3, 11), the dual simplex here (newest symbols first) at
    /// the edge's other end, (5.5, 0, 12.5). Both are optimal; the test checks z and the edge.
    func testK8LinearProgram() throws {
        var s = Solver()
        let (x1, x2, x3, z) = (s.makeVariable("x1"), s.makeVariable("x2"), s.makeVariable("x3"), s.makeVariable("z"))
        for x in [x1, x2, x3] { try s.add(x |>=| 0) }
        try s.add(2 * x1 - 5 * x2 |<=| 11)
        try s.add(-1 * x1 + 3 * x2 + LinearExpression(x3) |==| 7)
        try s.add(LinearExpression(x1) - 8 * x2 + 4 * x3 |>=| 33)
        try s.add(z |==| -2 * x1 + 7 * x2 + 4 * x3)
        try s.addEditVariable(z, priority: Strength.weak)
        try s.suggestValue(1e6, for: z)
        XCTAssertValue(s, z, 39, accuracy: 1e-4)
        let (a, b, c) = (s.value(of: x1), s.value(of: x2), s.value(of: x3))
        XCTAssertEqual(2 * a - 5 * b, 11, accuracy: 1e-4, "on the optimal edge")
        XCTAssertEqual(-a + 3 * b + c, 7, accuracy: 1e-4)
        XCTAssertGreaterThanOrEqual(a - 8 * b + 4 * c, 33 - 1e-4)
        for value in [a, b, c] { XCTAssertGreaterThanOrEqual(value, -1e-4) }
        XCTAssertValue(s, x1, 5.5, accuracy: 1e-4)
        XCTAssertValue(s, x2, 0, accuracy: 1e-4)
        XCTAssertValue(s, x3, 12.5, accuracy: 1e-4)
    }
}
