import XCTest
@testable import LayoutSolver

/// Removing constraints leaves every other constraint holding: random systems of required
/// equalities and inequalities between positions and sizes (chains, containers, alignments)
/// and soft sizes, constraints removed in random order; after each removal every remaining
/// required constraint must hold. Before two fixes in `markerLeavingRow` this found 238
/// broken constraints in these 300 systems: a lazy row that names the marker but cancels it
/// once expanded was pivoted and dropped, and a redundant equality's dummy row was left with
/// a non-zero value.
final class RemovalTests: XCTestCase {
    func testRemainingConstraintsHoldAfterEveryRemoval() throws {
        var seed: UInt64 = 0xbeef
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var failures = 0
        for trial in 0..<600 {
            var solver = Solver()
            let n = 4 + next(5)
            let x = (0..<n).map { solver.makeVariable("x\($0)") }
            let w = (0..<n).map { solver.makeVariable("w\($0)") }
            var list: [(Constraint, ConstraintHandle)] = []
            func add(_ c: Constraint) {
                if let h = try? solver.add(c) { list.append((c, h)) }
            }
            for k in 0..<n { add((w[k] |==| LinearExpression(Double(10 + next(30)))).priority(750)) }
            add(x[0] |==| LinearExpression(Double(next(20))))
            for _ in 0..<(2 * n) {
                let i = next(n), j = next(n)
                guard i != j else { continue }
                switch next(5) {
                case 4: add(x[i] |>=| x[j] + LinearExpression(Double(next(3) * 4)))
                case 0: add(x[i] |==| x[j] + w[j] + LinearExpression(Double(next(3) * 4)))
                case 1: add(x[i] |==| LinearExpression(x[j]))
                case 2: add(x[i] + w[i] |==| x[j] + w[j])
                default: add(w[i] |==| LinearExpression(w[j]))
                }
            }
            var order = Array(list.indices)
            for k in order.indices.reversed() { order.swapAt(k, next(k + 1)) }
            var removed = Set<Int>()
            for index in order.prefix(list.count / 2) {
                try solver.remove(list[index].1)
                removed.insert(index)
                let values = solver.values()
                for (k, item) in list.enumerated() where !removed.contains(k) && item.0.isRequired {
                    var v = item.0.expression.constant
                    for t in item.0.expression.terms { v += t.coefficient * values[t.variable] }
                    let holds: Bool
                    switch item.0.relation {
                    case .equal: holds = abs(v) <= 1e-6
                    case .lessThanOrEqual: holds = v <= 1e-6
                    case .greaterThanOrEqual: holds = v >= -1e-6
                    }
                    if !holds {
                        failures += 1
                        if failures < 3 { print("trial", trial, "broken after removing", index, ":", v) }
                    }
                }
            }
        }
        XCTAssertEqual(failures, 0)
    }
}
