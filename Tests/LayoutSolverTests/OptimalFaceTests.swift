import XCTest
@testable import LayoutSolver

/// The range LPs run on the optimal face alone (`OptimalFace`); they must give the same
/// ranges as the same LPs on a copy of the whole tableau, which is what they replaced.
final class OptimalFaceTests: XCTestCase {
    func testFaceRangesEqualWholeTableauRanges() throws {
        var seed: UInt64 = 0xfa_ce_0f
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var ranges = 0, bounded = 0, compared = 0
        for _ in 0..<400 {
            var solver = Solver()
            let x = (0..<6).map { solver.makeVariable("x\($0)") }
            for v in x {
                let intrinsic = Double(10 + next(30))
                try solver.add((v |<=| LinearExpression(intrinsic)).priority([250, 250, 750][next(3)]))
                try solver.add((v |>=| LinearExpression(intrinsic)).priority([750, 250][next(2)]))
            }
            for _ in 0..<7 {
                let i = next(6), j = next(6), k = next(6)
                guard i != j else { continue }
                var expression = LinearExpression(x[i]) - LinearExpression(x[j]) + LinearExpression(Double(next(21) - 10))
                if k != i && k != j && next(2) == 0 { expression = expression + LinearExpression(x[k]) }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
                let priority = [1000.0, 1000, 250, 500][next(4)]
                _ = try? solver.add(Constraint(expression, relation, LinearExpression(0)).priority(priority))
            }
            var analyzer = AmbiguityAnalyzer(solver)
            var whole = solver
            whole.stripTieBreakLevels()
            for v in x {
                guard let candidate = analyzer.candidate(for: v), !candidate.projection.isEmpty else { continue }
                compared += 1
                let low = whole.extremum(of: candidate.projection, maximize: false)
                let high = whole.extremum(of: candidate.projection, maximize: true)
                let ambiguity = analyzer.ambiguity(of: candidate)
                guard high - low > 1e-6 else {
                    XCTAssertNil(ambiguity)
                    continue
                }
                let found = try XCTUnwrap(ambiguity)
                ranges += 1
                XCTAssertEqual(found.lowerBound, candidate.value + low, accuracy: 1e-9)
                XCTAssertEqual(found.upperBound, candidate.value + high, accuracy: 1e-9)
                if found.isBounded { bounded += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 200)
        XCTAssertGreaterThan(ranges, 100)
        XCTAssertGreaterThan(bounded, 50)
    }
}
