import XCTest
@testable import LayoutSolver

/// Nocte-/rhea's unit tests (research §6, R1–R9), ported with their expected values.
final class RheaOracleTests: XCTestCase {
    func testR1RemovingEverythingLeavesAnEmptyTableau() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        let handles = [
            try s.add(x |<=| y), try s.add(y |==| x + 3),
            try s.add((x |==| 10).priority(Strength.weak)), try s.add(x |>=| -5),
        ]
        for handle in handles { try s.remove(handle) }
        XCTAssertEqual(s.rows.filter { !$0.isFree && !$0.isExternal }.count, 0)
        XCTAssertTrue(s.objective.allSatisfy { !$0.hasEntry(atOrAbove: 0) })
        XCTAssertEqual(s.constraintCount, 0)
    }

    func testR2SimpleChain() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        try s.add(x |<=| y)
        try s.add(y |==| x + 3)
        try s.add(x |==| 10)
        XCTAssertValue(s, x, 10)
        XCTAssertValue(s, y, 13)
    }

    func testR4EditClampedByBounds() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 1).priority(Strength.weak))
        try s.add(x |>=| 0)
        try s.add(x |<=| 10)
        try s.addEditVariable(x, priority: Strength.strong, value: 1)
        try s.suggestValue(20, for: x)
        XCTAssertValue(s, x, 10)
    }

    func testR5Quadrilateral() throws {
        var s = Solver()
        let cx = (0..<4).map { s.makeVariable("c\($0).x") }, cy = (0..<4).map { s.makeVariable("c\($0).y") }
        let mx = (0..<4).map { s.makeVariable("m\($0).x") }, my = (0..<4).map { s.makeVariable("m\($0).y") }
        let corners: [(Double, Double)] = [(50, 50), (50, 250), (250, 250), (250, 50)]
        var weight = 1.0
        for i in 0..<4 {
            try s.add((cx[i] |==| LinearExpression(corners[i].0)).priority(Strength.weak).weight(weight))
            try s.add((cy[i] |==| LinearExpression(corners[i].1)).priority(Strength.weak).weight(weight))
            weight *= 2
        }
        for i in 0..<4 {
            let j = (i + 1) % 4
            try s.add(mx[i] |==| (cx[i] + cx[j]) * 0.5)
            try s.add(my[i] |==| (cy[i] + cy[j]) * 0.5)
        }
        try s.add(cx[0] + 1 |<=| LinearExpression(cx[2])); try s.add(cx[0] + 1 |<=| LinearExpression(cx[3]))
        try s.add(cx[1] + 1 |<=| LinearExpression(cx[2])); try s.add(cx[1] + 1 |<=| LinearExpression(cx[3]))
        try s.add(cy[0] + 1 |<=| LinearExpression(cy[1])); try s.add(cy[0] + 1 |<=| LinearExpression(cy[2]))
        try s.add(cy[3] + 1 |<=| LinearExpression(cy[1])); try s.add(cy[3] + 1 |<=| LinearExpression(cy[2]))
        for v in cx + cy + mx + my {
            try s.add(v |>=| 0)
            try s.add(v |<=| 300)
        }
        XCTAssertValue(s, mx[0], 50); XCTAssertValue(s, my[0], 150)
        XCTAssertValue(s, mx[1], 150); XCTAssertValue(s, my[1], 250)
        XCTAssertValue(s, mx[2], 250); XCTAssertValue(s, my[2], 150)

        try s.addEditVariable(cx[0], priority: Strength.strong, value: 50)
        try s.addEditVariable(cy[0], priority: Strength.strong, value: 50)
        try s.suggestValue(100, for: cx[0])
        XCTAssertValue(s, cx[0], 100); XCTAssertValue(s, cy[0], 50)
        XCTAssertValue(s, mx[0], 75); XCTAssertValue(s, my[0], 150)
        XCTAssertValue(s, cx[3], 250); XCTAssertValue(s, cy[3], 50)
        XCTAssertValue(s, mx[3], 175); XCTAssertValue(s, my[3], 50)
        try s.removeEditVariable(cx[0])
        try s.removeEditVariable(cy[0])

        try s.addEditVariable(mx[0], priority: Strength.strong, value: s.value(of: mx[0]))
        try s.addEditVariable(my[0], priority: Strength.strong, value: s.value(of: my[0]))
        try s.suggestValue(50, for: mx[0])
        try s.suggestValue(150, for: my[0])
        XCTAssertValue(s, cx[0], 50); XCTAssertValue(s, cy[0], 50)
        XCTAssertValue(s, mx[3], 150); XCTAssertValue(s, my[3], 50)
    }

    func testR6RequiredEditAndRequiredStay() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.add((x |==| 0).priority(Strength.strong))
        let edit = try s.add(x |==| 0)  // a required "edit": its constant changes
        try s.updateConstant(edit, to: -2)
        XCTAssertValue(s, x, 2)

        var t = Solver()
        let y = t.makeVariable("y")
        try t.add(y |==| 0)
        try t.addEditVariable(y, priority: Strength.strong)
        try t.suggestValue(2, for: y)
        XCTAssertValue(t, y, 0)
    }

    func testR7StrengthsAndWeights() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        let one = try s.add((x |==| 1).priority(Strength.weak))
        try s.add((x |==| 2).priority(Strength.medium))
        XCTAssertValue(s, x, 2)
        try s.remove(one)
        try s.add((x |==| 1).priority(Strength.strong))
        XCTAssertValue(s, x, 1)

        var t = Solver()
        let y = t.makeVariable("y")
        let light = try t.add((y |==| 1).priority(Strength.strong).weight(1))
        try t.add((y |==| 2).priority(Strength.strong).weight(2))
        XCTAssertValue(t, y, 2)
        try t.remove(light)
        try t.add((y |==| 1).priority(Strength.strong).weight(3))
        XCTAssertValue(t, y, 1)
    }

    func testR8PinOverridesEdit() throws {
        var s = Solver()
        let v = s.makeVariable("v")
        try s.addEditVariable(v, priority: Strength.strong)
        try s.suggestValue(2, for: v)
        XCTAssertValue(s, v, 2)
        let pin = try s.add(v |==| 42)
        XCTAssertValue(s, v, 42)
        try s.suggestValue(3, for: v)
        XCTAssertValue(s, v, 42)
        try s.remove(pin)
        XCTAssertValue(s, v, 3)
    }

    func testR9TwoEditsOnOneVariable() throws {
        var s = Solver()
        let v = s.makeVariable("v")
        var strong = try s.add((v |==| 42).priority(Strength.strong))
        try s.add((v |==| 21).priority(Strength.medium))
        XCTAssertValue(s, v, 42)
        try s.remove(strong)
        XCTAssertValue(s, v, 21)
        strong = try s.add((v |==| LinearExpression(s.value(of: v))).priority(Strength.strong))  // re-added at the current value
        XCTAssertValue(s, v, 21)
        try s.updateConstant(strong, to: -50)
        XCTAssertValue(s, v, 50)
        try s.remove(strong)
        try s.add((v |==| 50).priority(Strength.weak))
        XCTAssertValue(s, v, 21)
    }
}
