import XCTest
@testable import LayoutSolver

/// `TieCauseIndex` gives each projection the constraints it trades against, as the definition
/// reads them off the columns (`Solver.tieCause`): the projection's error symbols, and the basic
/// errors of the restricted rows that name one of its symbols.
final class TieCauseIndexTests: XCTestCase {
    /// The definition, walked per projection as the analysis once did.
    private func ownersByColumns(_ solver: Solver, _ projection: [Cell]) -> [Int32] {
        var owners = Set<Int32>()
        for cell in projection {
            let s = Int(cell.symbol)
            if solver.symbolKind[s] == .error { owners.insert(solver.symbolOwner[s]) }
            for row in solver.columns[cell.symbol] {
                let r = Int(row)
                guard !solver.rows[r].isFree, !solver.rows[r].isExternal,
                      solver.cells(ofRow: row).position(of: cell.symbol) != nil else { continue }
                let basic = Int(solver.rows[r].basic)
                if solver.symbolKind[basic] == .error { owners.insert(solver.symbolOwner[basic]) }
            }
        }
        return owners.filter { $0 >= 0 && Int($0) < solver.constraints.count }.sorted()
    }

    func testOwnersAgreeWithTheColumns() throws {
        var seed: UInt64 = 0x71e
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var ties = 0, largest = 0
        for _ in 0..<150 {
            var solver = Solver()
            let count = 3 + next(30)
            let x = (0..<count).map { solver.makeVariable("x\($0)") }
            // Content sizes at equal priorities tie; sums and differences make long rows.
            for v in x {
                let intrinsic = Double(10 + next(30))
                try solver.add((v |<=| LinearExpression(intrinsic)).priority([250, 250, 750][next(3)]))
                try solver.add((v |>=| LinearExpression(intrinsic)).priority([750, 250][next(2)]))
            }
            var sum = LinearExpression(x[0])
            for v in x.dropFirst() { sum = sum + LinearExpression(v) }
            let total = Double(20 * count + next(200) - 100)
            try solver.add(sum |==| LinearExpression(total))
            for _ in 0..<count {
                let i = next(count), j = next(count)
                guard i != j else { continue }
                let expression = LinearExpression(x[i]) - LinearExpression(x[j]) + LinearExpression(Double(next(41) - 20))
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
                _ = try? solver.add(Constraint(expression, relation, LinearExpression(0)).priority([1000.0, 1000, 250, 500][next(4)]))
            }
            let movable = solver.symbolsFreeToMove(solver.movableSymbols())
            var index = TieCauseIndex(solver, movable: movable)
            var projections = ProjectionCache()
            for v in x {
                let symbol = solver.variableSymbol[Int(v.index)]
                guard symbol >= 0 else { continue }
                let projection = projections.projection(of: symbol, in: solver, movable: movable)
                    .filter { solver.symbolKind[Int($0.symbol)] != .external }
                let owners = index.owners(of: projection)
                XCTAssertEqual(owners, ownersByColumns(solver, projection))
                if !owners.isEmpty { ties += 1 }
                largest = max(largest, owners.count)
            }
        }
        XCTAssertGreaterThan(ties, 300)
        // Long enough that symbols take both paths: a list, and a bit set (`TieCauseIndex`).
        XCTAssertGreaterThan(largest, 10)
    }
}
