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

    /// The LP of `confirmByLP` runs on the optimal face and keeps only the rows at 0: whether a
    /// symbol can leave 0 is a question about directions, which rows above 0 allow for a short
    /// step whatever their constant. It must find the same movers as the LP it replaced: on a
    /// copy of the whole tableau, every row kept, the maximum of the unknown symbols' sum (each
    /// bounded by 1) below every priority level, round after round.
    func testTheFaceLPOnRowsAtZeroAgreesWithTheWholeTableau() throws {
        var seed: UInt64 = 0xf0ce
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var movers = 0, stuck = 0
        for _ in 0..<400 {
            var solver = Solver()
            let x = (0..<6).map { solver.makeVariable("x\($0)") }
            for v in x {
                let intrinsic = Double(10 + next(30))
                try solver.add((v |<=| LinearExpression(intrinsic)).priority([250, 250, 750][next(3)]).tieBreak(next(3)))
                try solver.add((v |>=| LinearExpression(intrinsic)).priority([750, 250][next(2)]).tieBreak(next(3)))
            }
            for _ in 0..<8 {
                let i = next(6), j = next(6)
                guard i != j else { continue }
                let expression = LinearExpression(x[i]) - LinearExpression(x[j]) + LinearExpression(Double(next(21) - 10))
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
                _ = try? solver.add(Constraint(expression, relation, LinearExpression(0)).priority([1000.0, 1000, 250, 500][next(4)]))
            }
            let movable = solver.movableSymbols()
            let candidates = movable.indices.filter { movable[$0] && solver.symbolKind[$0] != .external && !solver.columns[Int32($0)].isEmpty }
                .map { Int32($0) }
            let face = solver.confirmByLP(candidates, movable)
            let whole = Self.confirmOnTheWholeTableau(solver, candidates, movable)
            XCTAssertEqual(face, whole)
            movers += candidates.filter { whole[Int($0)] }.count
            stuck += candidates.filter { !whole[Int($0)] }.count
        }
        XCTAssertGreaterThan(movers, 200)
        XCTAssertGreaterThan(stuck, 200)
    }

    /// The LP as it ran before: on a copy of the whole solver, tie-break levels dropped.
    private static func confirmOnTheWholeTableau(_ solver: Solver, _ candidates: [Int32], _ known: [Bool]) -> [Bool] {
        var unknown = candidates
        var result = known
        for symbol in unknown { result[Int(symbol)] = false }
        if unknown.isEmpty { return result }
        var work = solver
        work.stripTieBreakLevels()
        for symbol in unknown {
            let bound = work.newSymbol(.slack, owner: -1)
            _ = work.insertRow(basic: bound, constant: 1, cells: [Cell(symbol: symbol, coefficient: -1)], isExternal: false, stamp: 0)
        }
        while !unknown.isEmpty {
            work.setAnalysisObjective(unknown.map { Cell(symbol: $0, coefficient: -1) })
            if work.optimize() == .unbounded { break }
            var moved = Set<Int32>()
            for symbol in unknown {
                let row = work.symbolRow[Int(symbol)]
                if row >= 0 && work.rows[Int(row)].constant > 1e-9 { moved.insert(symbol) }
            }
            if moved.isEmpty { break }
            for symbol in moved { result[Int(symbol)] = true }
            unknown.removeAll { moved.contains($0) }
        }
        return result
    }
}
