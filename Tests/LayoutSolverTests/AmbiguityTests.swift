import XCTest
@testable import LayoutSolver

/// Which variables are not fixed at the optimum, their range and cause.
final class AmbiguityTests: XCTestCase {
    func testFreeVariableIsUnconstrainedAndUnbounded() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        try s.add(x |==| y + 100)
        let found = s.ambiguities(of: [x, y])
        XCTAssertEqual(found.map(\.variable), [x, y])
        XCTAssertEqual(found.map(\.cause), [.unconstrained, .unconstrained])
        XCTAssertEqual(found[0].lowerBound, -.infinity)
        XCTAssertEqual(found[0].upperBound, .infinity)
        XCTAssertEqual(found[0].value, 100, accuracy: 1e-9)
    }

    func testVariableNoConstraintMentionsIsUnconstrained() {
        var s = Solver()
        let x = s.makeVariable("x")
        XCTAssertEqual(s.ambiguities(of: [x]).map(\.cause), [.unconstrained])
    }

    func testInequalitiesAloneGiveABoundedRangeOfMissingConstraints() throws {
        var s = Solver()
        let x = s.makeVariable("x")
        try s.add(x |>=| 0)
        try s.add(x |<=| 100)
        let found = s.ambiguities(of: [x])
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.lowerBound ?? .nan, 0, accuracy: 1e-9)
        XCTAssertEqual(found.first?.upperBound ?? .nan, 100, accuracy: 1e-9)
        XCTAssertEqual(found.first?.cause, .unconstrained)
    }

    /// T1: two views with equal hugging in a fixed width; the tie names both.
    func testEqualHuggingTieNamesBothViews() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |==| 300)
        try s.add((a |<=| 100).priority(250).tag("hug-a"))
        try s.add((b |<=| 100).priority(250).tag("hug-b"))
        let found = s.ambiguities(of: [a, b])
        XCTAssertEqual(found.map(\.variable), [a, b])
        for ambiguity in found {
            XCTAssertEqual(ambiguity.lowerBound, 100, accuracy: 1e-9)
            XCTAssertEqual(ambiguity.upperBound, 200, accuracy: 1e-9)
            XCTAssertEqual(ambiguity.cause, .tie(["hug-a", "hug-b"]))
        }
    }

    /// T1 as research §6 writes it: equalities at the same weak priority.
    func testWeakEqualitiesTie() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |==| 300)
        try s.add((a |==| 100).priority(Strength.weak).tag("a=100"))
        try s.add((b |==| 100).priority(Strength.weak).tag("b=100"))
        let found = s.ambiguities(of: [a])
        XCTAssertEqual(found.first?.lowerBound ?? .nan, 100, accuracy: 1e-9)
        XCTAssertEqual(found.first?.upperBound ?? .nan, 200, accuracy: 1e-9)
        XCTAssertEqual(found.first?.cause, .tie(["a=100", "b=100"]))
    }

    func test249Against250IsNotAmbiguous() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |==| 300)
        try s.add((a |<=| 100).priority(249).tag("hug-a"))
        try s.add((b |<=| 100).priority(250).tag("hug-b"))
        XCTAssertEqual(s.ambiguities(of: [a, b]), [])
        XCTAssertValue(s, a, 200)
        XCTAssertValue(s, b, 100)
    }

    func testThreeWayTie() throws {
        var s = Solver()
        let w = (0..<3).map { s.makeVariable("w\($0)") }
        for (i, width) in w.enumerated() {
            try s.add(width |>=| 50)
            try s.add((width |<=| 50).priority(250).tag(.name("hug\(i)")).tieBreak(i + 1))
        }
        try s.add(w[0] + w[1] + w[2] |==| 350)
        // The preference chose the lowest index to stretch; the analysis still sees the tie.
        XCTAssertValue(s, w[0], 250)
        let found = s.ambiguities(of: w)
        XCTAssertEqual(found.map(\.variable), w)
        for ambiguity in found {
            XCTAssertEqual(ambiguity.lowerBound, 50, accuracy: 1e-9)
            XCTAssertEqual(ambiguity.upperBound, 250, accuracy: 1e-9)
        }
        XCTAssertEqual(found[0].cause, .tie(["hug0", "hug1", "hug2"]))
        var named = Set<ConstraintTag>()
        for ambiguity in found { if case .tie(let tags) = ambiguity.cause { named.formUnion(tags) } }
        XCTAssertEqual(named, ["hug0", "hug1", "hug2"])
    }

    /// A zero-cost direction blocked by degenerate rows is not an ambiguity: the exact
    /// range check sees it, where a one-pivot test would not.
    func testDegenerateVertexIsNotAmbiguous() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |==| 300)
        try s.add((a |==| 100).priority(Strength.weak))
        try s.add((b |==| 100).priority(Strength.weak))
        try s.add(a |<=| 100)
        try s.add(b |<=| 200)
        // A zero-cost direction exists (the projection is not empty)…
        var cache = ProjectionCache()
        let movable = s.movableSymbols()
        let projected = [a, b].map { cache.projection(of: s.variableSymbol[Int($0.index)], in: s, movable: movable) }
        XCTAssertFalse(projected.allSatisfy(\.isEmpty), "the test must reach the range check")
        // …but the degenerate rows block it: the range is a single point.
        XCTAssertEqual(s.ambiguities(of: [a, b]), [])
        XCTAssertValue(s, a, 100)
        XCTAssertValue(s, b, 200)
    }

    /// C5 (casso1): every x in [7, 10] has error 3.
    func testCasso1IsAmbiguous() throws {
        var s = Solver()
        let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
        try s.add(x |<=| y)
        try s.add(y |==| x + 3)
        try s.add((x |==| 10).priority(Strength.weak).tag("x=10"))
        try s.add((y |==| 10).priority(Strength.weak).tag("y=10"))
        let found = s.ambiguities(of: [x, y])
        XCTAssertEqual(found.first?.variable, x)
        XCTAssertEqual(found.first?.lowerBound ?? .nan, 7, accuracy: 1e-9)
        XCTAssertEqual(found.first?.upperBound ?? .nan, 10, accuracy: 1e-9)
        XCTAssertEqual(found.first?.cause, .tie(["x=10", "y=10"]))
        XCTAssertEqual(found.last?.lowerBound ?? .nan, 10, accuracy: 1e-9)
        XCTAssertEqual(found.last?.upperBound ?? .nan, 13, accuracy: 1e-9)
    }

    /// CassowaryKit A1–A5.
    func testCassowaryKitAmbiguityOracles() throws {
        do { // A1: x == 10 weak + x == 20 weak: multiple.
            var s = Solver()
            let x = s.makeVariable("x")
            try s.add((x |==| 10).priority(Strength.weak))
            try s.add((x |==| 20).priority(Strength.weak))
            let found = s.ambiguities(of: [x])
            XCTAssertEqual(found.first?.lowerBound ?? .nan, 10, accuracy: 1e-9)
            XCTAssertEqual(found.first?.upperBound ?? .nan, 20, accuracy: 1e-9)
        }
        do { // A2: x == 20 required + x == 10 weak: unique.
            var s = Solver()
            let x = s.makeVariable("x")
            try s.add(x |==| 20)
            try s.add((x |==| 10).priority(Strength.weak))
            XCTAssertEqual(s.ambiguities(of: [x]), [])
        }
        do { // A3, A4, A5.
            var s = Solver()
            let (x, y) = (s.makeVariable("x"), s.makeVariable("y"))
            try s.add(x |<=| y)
            try s.add(y |==| x + 3)
            let xWeak = try s.add((x |==| 10).priority(Strength.weak))
            XCTAssertEqual(s.ambiguities(of: [x, y]), [])  // A3
            XCTAssertValue(s, x, 10)
            XCTAssertValue(s, y, 13)
            try s.remove(xWeak)
            let yWeak = try s.add((y |==| 10).priority(Strength.weak))
            XCTAssertEqual(s.ambiguities(of: [x, y]), [])  // A4
            XCTAssertValue(s, x, 7)
            XCTAssertValue(s, y, 10)
            try s.add((x |==| 10).priority(Strength.weak))
            XCTAssertEqual(s.ambiguities(of: [x, y]).count, 2)  // A5: both weak
            try s.remove(yWeak)
            XCTAssertEqual(s.ambiguities(of: [x, y]), [])  // A5 after removing y == 10
            XCTAssertValue(s, x, 10)
        }
    }

    /// The analysis leaves the solver as it was.
    func testAnalysisDoesNotChangeTheSolution() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |==| 300)
        try s.add((a |<=| 100).priority(250).tieBreak(1))
        try s.add((b |<=| 100).priority(250).tieBreak(2))
        let before = (s.value(of: a), s.value(of: b))
        _ = s.ambiguities(of: [a, b])
        XCTAssertEqual(s.value(of: a), before.0)
        XCTAssertEqual(s.value(of: b), before.1)
        XCTAssertEqual(before.0, 200, accuracy: 1e-9)
    }
}
