import XCTest
@testable import LayoutSolver

/// `ProjectionSketch` tells from sums what the projection written out (`ProjectionCache`)
/// holds: empty, a free variable in it, every owned symbol of one or two tie classes, or neither.
final class ProjectionSketchTests: XCTestCase {
    /// Chains of lazy rows whose widths are pinned, tied in pairs or threes at one priority,
    /// squeezed into a bound they overflow, or left free, some after a gap no constraint fixes: 200
    /// systems, every variable.
    func testTheSumsTellWhatTheProjectionHolds() throws {
        var seed: UInt64 = 0x51ce
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var seen: [String: Int] = [:]
        for _ in 0..<200 {
            var s = Solver()
            let n = 3 + next(30)
            let x = (0...n).map { s.makeVariable("x\($0)") }
            let w = (0..<n).map { s.makeVariable("w\($0)") }
            try s.add(x[0] |==| 0)
            for i in 0..<n {
                if next(8) == 0 {
                    // A gap no constraint fixes: everything after it moves freely.
                    let gap = s.makeVariable("gap\(i)")
                    try s.add(x[i + 1] |==| x[i] + w[i] + gap)
                } else {
                    try s.add(x[i + 1] |==| x[i] + w[i])
                }
                try s.add(w[i] |>=| 0)
                switch next(5) {
                case 0: try s.add((w[i] |==| LinearExpression(Double(5 + next(20)))).priority(250))
                case 1 where i > 0: try s.add((w[i] + w[i - 1] |==| 30).priority(500))
                case 2 where i > 1: try s.add((w[i] + w[i - 1] + w[i - 2] |==| 40).priority(500))
                case 3:
                    try s.addPair(upper: (w[i] |<=| 20).priority(250).tieBreak(i + 1),
                                  lower: (w[i] |>=| 20).priority(750).tieBreak(i + 1))
                default: break
                }
            }
            if next(2) == 0 { try s.add(x[n] |<=| LinearExpression(Double(10 * n))) }
            let movable = s.symbolsFreeToMove(s.movableSymbols())
            let index = TieCauseIndex(s, movable: movable)
            var sketch = ProjectionSketch(s, movable: movable, owners: index)
            var cache = ProjectionCache()
            for variable in x + w {
                let symbol = s.variableSymbol[Int(variable.index)]
                guard symbol >= 0 else { continue }
                let projection = cache.projection(of: symbol, in: s, movable: movable).filter { abs($0.coefficient) > 1e-9 }
                let expected: ProjectionSketch.Outcome
                let classes = sketch.classes(of: projection)
                if projection.isEmpty {
                    expected = .fixed
                } else if projection.contains(where: { s.symbolKind[Int($0.symbol)] == .external }) {
                    expected = .unconstrained
                } else if classes.count == 1 || classes.count == 2 {
                    expected = .inClasses(classes.count == 1 ? TieClasses(Int(classes[0])) : TieClasses(Int(classes[0]), Int(classes[1])))
                } else {
                    expected = .mixed
                }
                let got = sketch.outcome(of: symbol, in: s)
                XCTAssertEqual(got, expected, "\(s.name(of: variable)): \(projection.count) symbols")
                seen["\(expected)".prefix(7).description, default: 0] += 1
            }
        }
        // Every outcome is met often enough to mean something.
        for outcome in ["fixed", "unconst", "inClass", "mixed"] {
            XCTAssertGreaterThan(seen[outcome] ?? 0, 20, "\(outcome): \(seen)")
        }
    }

    /// A coefficient whose exact value is a non-zero multiple of 2⁶¹ − 1 reads as 0 in residues:
    /// y = 2⁶¹·u − x with u = x + z moves with the free x (coefficient 2⁶¹ − 1), and the sums
    /// in doubles keep it from being called fixed.
    func testACoefficientThatIsAMultipleOfThePrimeIsNotCalledFixed() throws {
        var s = Solver()
        let x = s.makeVariable("x"), z = s.makeVariable("z"), u = s.makeVariable("u"), y = s.makeVariable("y")
        try s.add(z |==| 0)
        try s.add(u |==| x + z)
        try s.add(y |==| 0x1p61 * u - x)
        let movable = s.symbolsFreeToMove(s.movableSymbols())
        var sketch = ProjectionSketch(s, movable: movable, owners: TieCauseIndex(s, movable: movable))
        var cache = ProjectionCache()
        let symbol = s.variableSymbol[Int(y.index)]
        XCTAssertEqual(cache.projection(of: symbol, in: s, movable: movable).map(\.coefficient), [0x1p61 - 1])
        XCTAssertNotEqual(sketch.outcome(of: symbol, in: s), .fixed)
    }
}
