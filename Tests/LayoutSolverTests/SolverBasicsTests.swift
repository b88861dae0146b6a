import XCTest
@testable import LayoutSolver

final class SolverBasicsTests: XCTestCase {
    func testRequiredChainOfEqualities() throws {
        var s = Solver()
        let v = s.variables("left", "width", "right")
        try s.add(v[0] |==| 16)
        try s.add(v[1] |==| 100)
        try s.add(v[2] |==| v[0] + v[1])
        XCTAssertValue(s, v[2], 116)
        let values = s.values()
        XCTAssertEqual(values[v[0]], 16, accuracy: 1e-9)
        XCTAssertEqual(values[v[2]], 116, accuracy: 1e-9)
    }

    func testInequalityAndOptional() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 5).priority(Priority.defaultLow))
        try s.add(x |>=| 10)
        XCTAssertValue(s, x, 10)
    }

    func testRemoveRestoresThePreviousSolution() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 100).priority(Strength.weak))
        let cap = try s.add(x |<=| 10)
        XCTAssertValue(s, x, 10)
        try s.remove(cap)
        XCTAssertValue(s, x, 100)
        XCTAssertThrowsError(try s.remove(cap)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint(cap))
        }
    }

    func testInvalidInputIsAnErrorNotATrap() {
        var s = Solver()
        let x = s.makeVariable("x")
        for priority in [0, -1, 1000.5, .nan, .infinity] {
            XCTAssertThrowsError(try s.add((x |==| 1).priority(priority)), "priority \(priority)")
        }
        XCTAssertThrowsError(try s.add(x |==| LinearExpression(.nan)))
        XCTAssertThrowsError(try s.add(LinearExpression(terms: [Term(x, .infinity)]) |==| 1))
        XCTAssertThrowsError(try s.add(Variable(index: 99) |==| 1)) { error in
            XCTAssertEqual(error as? SolverError, .unknownVariable(Variable(index: 99)))
        }
        XCTAssertThrowsError(try s.add((x |==| 1).priority(5).weight(0)))
        XCTAssertEqual(s.constraintCount, 0)
    }

    func testUpdateConstantOfARequiredConstraintActsAsARequiredEdit() throws {
        var s = Solver()
        let (w, a, b) = (s.makeVariable("w"), s.makeVariable("a"), s.makeVariable("b"))
        let canvas = try s.add(w |==| 390)
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b + 16 |==| w)
        try s.add((a |==| 100).priority(Priority.defaultLow))
        try s.add((b |==| 100).priority(Priority.defaultLow + 1))
        XCTAssertValue(s, a, 274)
        XCTAssertValue(s, b, 100)
        try s.updateConstant(canvas, to: -844)
        XCTAssertValue(s, w, 844)
        XCTAssertValue(s, a, 728)
        XCTAssertEqual(s.constant(of: canvas), -844)
    }

    func testUpdateConstantThatCannotHoldIsRefusedAndReverted() throws {
        var s = Solver()
        let (w, a) = (s.makeVariable("w"), s.makeVariable("a"))
        let canvas = try s.add((w |==| 390).tag("canvas"))
        try s.add((a |>=| 200).tag("min"))
        try s.add((a |<=| w).tag("inside"))
        let found = conflict { () throws(SolverError) in try s.updateConstant(canvas, to: -100) }
        XCTAssertEqual(found?.constraints, ["canvas", "inside", "min"])
        XCTAssertEqual(found?.rejected, "canvas")
        XCTAssertEqual(s.constant(of: canvas), -390)
        XCTAssertValue(s, w, 390)
        try s.updateConstant(canvas, to: -500)
        XCTAssertValue(s, w, 500)
    }

    func testEditVariablesStartAtTheirValue() throws {
        var s = Solver()
        let (w, half) = (s.makeVariable("w"), s.makeVariable("half"))
        try s.addEditVariable(w, priority: Strength.strong, value: 390)
        try s.add(2 * half |==| LinearExpression(w))
        XCTAssertValue(s, half, 195)
        try s.suggestValue(844, for: w)
        XCTAssertValue(s, half, 422)
        XCTAssertThrowsError(try s.addEditVariable(w, priority: 10)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(w)) }
        XCTAssertThrowsError(try s.addEditVariable(half, priority: 1000)) { XCTAssertEqual($0 as? SolverError, .requiredEditVariable(half)) }
        try s.removeEditVariable(w)
        XCTAssertFalse(s.hasEditVariable(w))
        XCTAssertThrowsError(try s.suggestValue(1, for: w)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(w)) }
    }

    func testLongChainValuesDoNotRecurse() throws {
        var s = Solver()
        var previous = s.makeVariable("x0")
        try s.add(previous |==| 0)
        let count = 20_000
        for i in 1..<count {
            let next = s.makeVariable("x\(i)")
            try s.add(next |==| previous + 1)
            previous = next
        }
        XCTAssertEqual(s.values()[previous], Double(count - 1), accuracy: 1e-6)
        XCTAssertValue(s, previous, Double(count - 1))
    }
}
