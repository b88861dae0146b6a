import XCTest
@testable import LayoutSolver

/// The cheap row rules of `symbolsFreeToMove` (stuck at a degenerate row, free to grow alone)
/// must agree with the exact LP on every symbol.
final class FreeSymbolScreenTests: XCTestCase {
    func testRowRulesAgreeWithTheLP() throws {
        var seed: UInt64 = 0xface
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var settledByRules = 0, movers = 0
        for _ in 0..<400 {
            var solver = Solver()
            let x = (0..<5).map { solver.makeVariable("x\($0)") }
            // Content-size pairs: hugging and compression resistance on each variable.
            for v in x {
                let intrinsic = Double(10 + next(30))
                try solver.add((v |<=| LinearExpression(intrinsic)).priority([250, 250, 750][next(3)]))
                try solver.add((v |>=| LinearExpression(intrinsic)).priority([750, 250][next(2)]))
            }
            for _ in 0..<6 {
                let i = next(5), j = next(5)
                guard i != j else { continue }
                let expression = LinearExpression(x[i]) - LinearExpression(x[j]) + LinearExpression(Double(next(21) - 10))
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
                let priority = [1000.0, 1000, 250, 500][next(4)]
                _ = try? solver.add(Constraint(expression, relation, LinearExpression(0)).priority(priority))
            }
            let movable = solver.movableSymbols()
            let candidates = movable.indices.filter { movable[$0] && solver.symbolKind[$0] != .external && !solver.columns[Int32($0)].isEmpty }
                .map { Int32($0) }
            let exact = solver.confirmByLP(candidates, movable)
            let screened = solver.symbolsFreeToMove(movable)
            XCTAssertEqual(screened, exact)
            let (stuck, free) = solver.settleByRows(candidates)
            settledByRules += candidates.filter { stuck[Int($0)] || free[Int($0)] }.count
            movers += candidates.filter { exact[Int($0)] }.count
        }
        XCTAssertGreaterThan(settledByRules, 500)
        XCTAssertGreaterThan(movers, 100)
    }
}
