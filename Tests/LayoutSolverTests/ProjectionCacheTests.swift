import XCTest
@testable import LayoutSolver

/// `ProjectionCache`: projections computed all at once in row order (`fillAll`) are the ones
/// each variable gets asked alone.
final class ProjectionCacheTests: XCTestCase {
    func testFillingInRowOrderGivesEachVariableItsOwnProjection() throws {
        var s = Solver()
        let n = 300
        let x = (0...n).map { s.makeVariable("x\($0)") }
        let w = (0..<n).map { s.makeVariable("w\($0)") }
        try s.add(x[0] |==| 0)
        for i in 0..<n {
            // A chain of lazy rows, each naming the one before.
            try s.add(x[i + 1] |==| x[i] + w[i])
            try s.add(w[i] |>=| 0)
            // Widths pinned, tied in pairs (movable error symbols), or left free.
            switch i % 3 {
            case 0: try s.add((w[i] |==| 10).priority(Strength.weak))
            case 1: try s.add((w[i] + w[i - 1] |==| 30).priority(Strength.weak))
            default: break
            }
        }
        let movable = s.symbolsFreeToMove(s.movableSymbols())
        var filled = ProjectionCache()
        filled.fillAll(in: s, movable: movable)
        var notEmpty = 0
        for variable in x + w {
            let symbol = s.variableSymbol[Int(variable.index)]
            var alone = ProjectionCache()
            let expected = alone.projection(of: symbol, in: s, movable: movable)
            let got = filled.projection(of: symbol, in: s, movable: movable)
            XCTAssertEqual(got.map(\.symbol), expected.map(\.symbol), s.name(of: variable))
            for (g, e) in zip(got, expected) { XCTAssertEqual(g.coefficient, e.coefficient, accuracy: 1e-12) }
            if !expected.isEmpty { notEmpty += 1 }
        }
        // x[i] projects onto every free width before it: the projections grow along the chain.
        XCTAssertGreaterThan(notEmpty, n, "the test must reach projections that are not empty")
    }
}
