import XCTest
@testable import LayoutSolver

/// An analysis reuses what the previous analysis of the same solver found
/// (`AmbiguityMemo`) while only constants moved, and finds what a fresh analysis finds.
final class AmbiguityMemoTests: XCTestCase {
    /// Two views of equal hugging share a width `w` (an edit variable), each hugging at 100.
    private func tiedPair() throws -> (Solver, Variable, Variable, Variable) {
        var s = Solver()
        let (a, b, w) = (s.makeVariable("a"), s.makeVariable("b"), s.makeVariable("w"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |==| w)
        try s.add((a |<=| 100).priority(250).tag("hug-a"))
        try s.add((b |<=| 100).priority(250).tag("hug-b"))
        try s.addEditVariable(w, priority: Strength.strong)
        try s.suggestValue(300, for: w)
        return (s, a, b, w)
    }

    private func analyse(_ s: Solver, _ variables: [Variable], memo: inout AmbiguityMemo?) -> [Ambiguity] {
        var analyzer = AmbiguityAnalyzer(s, reusing: memo)
        defer { memo = analyzer.memo }
        return variables.compactMap { analyzer.candidate(for: $0).flatMap { analyzer.ambiguity(of: $0) } }
    }

    func testMemoHoldsWhenOnlyConstantsMoveAndRangesFollowTheNewConstants() throws {
        var (s, a, b, w) = try tiedPair()
        var memo: AmbiguityMemo?
        let first = analyse(s, [a, b], memo: &memo)
        XCTAssertEqual(first.map(\.cause), [.tie(["hug-a", "hug-b"]), .tie(["hug-a", "hug-b"])])
        XCTAssertEqual(first[0].lowerBound, 100, accuracy: 1e-9)
        XCTAssertEqual(first[0].upperBound, 200, accuracy: 1e-9)

        let version = s.shapeVersion
        try s.suggestValue(400, for: w)
        XCTAssertEqual(s.shapeVersion, version, "a new width moves constants only")
        XCTAssertEqual(memo?.holds(for: s, tolerance: 1e-6, degenerate: s.degenerateRows()), true)
        let second = analyse(s, [a, b], memo: &memo)
        XCTAssertEqual(second.map(\.cause), [.tie(["hug-a", "hug-b"]), .tie(["hug-a", "hug-b"])])
        XCTAssertEqual(second[0].lowerBound, 100, accuracy: 1e-9)
        XCTAssertEqual(second[0].upperBound, 300, accuracy: 1e-9)
        XCTAssertEqual(second[0].value + second[1].value, 400, accuracy: 1e-9)
        let fresh = s.ambiguities(of: [a, b])
        XCTAssertEqual(second, fresh)
    }

    func testMemoDoesNotHoldOnceTheTableauChangesShape() throws {
        var (s, a, b, _) = try tiedPair()
        var memo: AmbiguityMemo?
        _ = analyse(s, [a, b], memo: &memo)
        try s.add((a |==| 120).priority(500).tag("pin-a"))
        XCTAssertEqual(memo?.holds(for: s, tolerance: 1e-6, degenerate: s.degenerateRows()), false)
        let found = analyse(s, [a, b], memo: &memo)
        XCTAssertEqual(found, [], "a stronger pin fixes both")
        XCTAssertEqual(s.value(of: a), 120, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 180, accuracy: 1e-9)
    }

    func testMemoDoesNotHoldWhenARowReachesZero() throws {
        var s = Solver()
        let (a, b, w) = (s.makeVariable("a"), s.makeVariable("b"), s.makeVariable("w"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add(a + b |==| w)
        try s.addEditVariable(w, priority: Strength.strong)
        try s.suggestValue(100, for: w)
        var memo: AmbiguityMemo?
        let wide = analyse(s, [a], memo: &memo)
        XCTAssertEqual(wide.map(\.cause), [.unconstrained])
        XCTAssertEqual(wide.first?.upperBound ?? .nan, 100, accuracy: 1e-9)
        try s.suggestValue(0, for: w)
        XCTAssertEqual(memo?.holds(for: s, tolerance: 1e-6, degenerate: s.degenerateRows()), false,
                       "a row at 0 stops a symbol that moved before")
        XCTAssertEqual(analyse(s, [a], memo: &memo), [])
        XCTAssertEqual(s.ambiguities(of: [a]), [])
    }

    func testMemoOfAnotherSolverDoesNotHold() throws {
        let (s, a, b, _) = try tiedPair()
        let (t, _, _, _) = try tiedPair()
        var memo: AmbiguityMemo?
        _ = analyse(s, [a, b], memo: &memo)
        XCTAssertEqual(s.shapeVersion, t.shapeVersion, "the same calls give the same version")
        XCTAssertEqual(memo?.holds(for: t, tolerance: 1e-6, degenerate: t.degenerateRows()), false)
    }
}
