import XCTest
@testable import LayoutSolver

/// Required rows with no feasible subject enter through the dual simplex
/// (`Solver+DualAdding.swift`); a failed add is rolled back. Checked against an independent
/// oracle: feasibility by enumerating the vertices of small bounded systems.
final class DualAddTests: XCTestCase {
    /// `Σ a·x + c (relation) 0` over three variables, for the oracle.
    private struct Linear {
        var a: [Double]
        var c: Double
        var relation: Relation

        func constraint(_ x: [Variable]) -> Constraint {
            let terms = zip(a, x).filter { $0.0 != 0 }.map { Term($0.1, $0.0) }
            return Constraint(LinearExpression(terms: terms, constant: c), relation, LinearExpression(0))
        }

        /// Half-spaces `h·x + k >= 0`.
        var halfSpaces: [([Double], Double)] {
            switch relation {
            case .greaterThanOrEqual: return [(a, c)]
            case .lessThanOrEqual: return [(a.map { -$0 }, -c)]
            case .equal: return [(a, c), (a.map { -$0 }, -c)]
            }
        }

        func holds(at v: [Double]) -> Bool {
            let value = zip(a, v).reduce(c) { $0 + $1.0 * $1.1 }
            switch relation {
            case .greaterThanOrEqual: return value >= -1e-6
            case .lessThanOrEqual: return value <= 1e-6
            case .equal: return abs(value) <= 1e-6
            }
        }
    }

    private static let bounds: [Linear] = (0..<3).flatMap { i -> [Linear] in
        var unit = [0.0, 0.0, 0.0]
        unit[i] = 1
        return [Linear(a: unit, c: 100, relation: .greaterThanOrEqual), Linear(a: unit, c: -100, relation: .lessThanOrEqual)]
    }

    /// A bounded polyhedron is non-empty iff one of its vertices satisfies every half-space.
    private static func isFeasible(_ system: [Linear]) -> Bool {
        let planes = (bounds + system).flatMap(\.halfSpaces)
        for i in planes.indices {
            for j in (i + 1)..<planes.count {
                for k in (j + 1)..<planes.count {
                    guard let v = solve3(planes[i], planes[j], planes[k]) else { continue }
                    if planes.allSatisfy({ zip($0.0, v).reduce($0.1) { $0 + $1.0 * $1.1 } >= -1e-7 }) { return true }
                }
            }
        }
        return false
    }

    /// The point where three planes `h·x + k = 0` meet (Cramer's rule), if they do.
    private static func solve3(_ p: ([Double], Double), _ q: ([Double], Double), _ r: ([Double], Double)) -> [Double]? {
        let m = [p.0, q.0, r.0], rhs = [-p.1, -q.1, -r.1]
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let d = det(m)
        guard abs(d) > 1e-9 else { return nil }
        return (0..<3).map { column in
            var replaced = m
            for row in 0..<3 { replaced[row][column] = rhs[row] }
            return det(replaced) / d
        }
    }

    /// Random required constraints added after soft stays (so most rows have no external
    /// subject left and go through the dual path): each is accepted exactly when the oracle
    /// finds the system feasible, the values satisfy every accepted constraint, and they equal
    /// a fresh solver given the accepted constraints first (no dual adds there), where the
    /// stays at distinct priorities make the optimum unique.
    func testRandomRequiredRowsMatchTheVertexOracle() throws {
        var seed: UInt64 = 0x5eed
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var rejections = 0, accepted = 0
        for _ in 0..<300 {
            var solver = Solver()
            let x = (0..<3).map { solver.makeVariable("x\($0)") }
            let targets = (0..<3).map { _ in Double(next(41) - 20) }
            let stays = (0..<3).map { (x[$0] |==| LinearExpression(targets[$0])).priority(Double(300 - 100 * $0)) }
            for bound in Self.bounds { try solver.add(bound.constraint(x)) }
            for stay in stays { try solver.add(stay) }
            var system: [Linear] = []
            for _ in 0..<8 {
                let a = (0..<3).map { _ in Double([-2, -1, 0, 0, 1, 2][next(6)]) }
                guard a.contains(where: { $0 != 0 }) else { continue }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
                let candidate = Linear(a: a, c: Double(next(41) - 20), relation: relation)
                let feasible = Self.isFeasible(system + [candidate])
                do {
                    try solver.add(candidate.constraint(x))
                    XCTAssertTrue(feasible, "accepted an infeasible constraint")
                    system.append(candidate)
                    accepted += 1
                } catch {
                    XCTAssertFalse(feasible, "rejected a feasible constraint")
                    rejections += 1
                }
            }
            let values = x.map { solver.value(of: $0) }
            for item in Self.bounds + system { XCTAssertTrue(item.holds(at: values), "\(item) at \(values)") }
            var fresh = Solver()
            let y = (0..<3).map { fresh.makeVariable("y\($0)") }
            for item in Self.bounds + system { try fresh.add(item.constraint(y)) }
            for (i, stay) in stays.enumerated() {
                try fresh.add((y[i] |==| LinearExpression(targets[i])).priority(stay.priority))
            }
            for i in 0..<3 { XCTAssertEqual(values[i], fresh.value(of: y[i]), accuracy: 1e-6) }
        }
        XCTAssertGreaterThan(rejections, 100)
        XCTAssertGreaterThan(accepted, 500)
    }

    /// Required differences `x_i - x_j + k (relation) 0` over twelve variables held by soft stays
    /// (equal priorities, tie-break ranks, as the engine adds content), inside a batch and
    /// outside one: when the dual simplex meets a row it cannot repair, other rows may still be
    /// negative, and rolling the add back must repair those too. After every add, accepted or
    /// refused, every accepted constraint holds.
    func testRefusedAddsLeaveEveryAcceptedConstraintHolding() throws {
        var seed: UInt64 = 0xfa11
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        func error(of constraint: Constraint, in solver: Solver) -> Double {
            let value = constraint.expression.terms.reduce(constraint.expression.constant) {
                $0 + $1.coefficient * solver.value(of: $1.variable)
            }
            switch constraint.relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
        var rejections = 0, broken = 0
        for trial in 0..<400 {
            var solver = Solver()
            let x = (0..<12).map { solver.makeVariable("x\($0)") }
            if trial % 2 == 0 { solver.beginBatch() }
            var accepted: [Constraint] = []
            for (i, variable) in x.enumerated() {
                let bounds = [variable |>=| LinearExpression(0), variable |<=| LinearExpression(1000)]
                for bound in bounds { try solver.add(bound) }
                accepted += bounds
                try solver.add((variable |==| LinearExpression(Double(next(200)))).priority(750).tieBreak(2 * (i + 1)))
            }
            for _ in 0..<40 {
                let i = next(12), j = next(12)
                guard i != j else { continue }
                let relation: Relation = [.equal, .greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual][next(4)]
                let constraint = Constraint(LinearExpression(terms: [Term(x[i]), Term(x[j], -1)], constant: Double(next(301) - 150)),
                                            relation, LinearExpression(0))
                do {
                    try solver.add(constraint)
                    accepted.append(constraint)
                } catch {
                    rejections += 1
                }
                if accepted.contains(where: { error(of: $0, in: solver) > 1e-6 }) { broken += 1 }
            }
            solver.endBatch()
            if accepted.contains(where: { error(of: $0, in: solver) > 1e-6 }) { broken += 1 }
        }
        XCTAssertEqual(broken, 0, "adds after which an accepted constraint does not hold")
        XCTAssertGreaterThan(rejections, 1000)
    }

    /// The last-resort rebuild keeps handles, edit variables and values.
    func testRebuildKeepsHandlesEditsAndValues() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.addEditVariable(a, priority: 500, value: 10)
        let gap = try s.add(b |==| a + 5)
        try s.add((b |<=| 12).priority(250))
        s.rebuild()
        XCTAssertValue(s, a, 10)
        XCTAssertValue(s, b, 15)
        try s.suggestValue(3, for: a)
        XCTAssertValue(s, b, 8)
        try s.remove(gap)
        XCTAssertValue(s, a, 3)
        XCTAssertTrue(s.hasEditVariable(a))
        XCTAssertEqual(s.constraintCount, 2)
    }

    /// A dummy row with a zero constant still pivots its dummy out (it may not stay basic
    /// and drift): after the redundant-looking equality, moving the other variable must
    /// carry both.
    func testDegenerateEqualityKeepsHolding() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a |>=| 0)
        try s.add(b |>=| 0)
        try s.add((a |==| 0).priority(10))
        try s.add((b |==| 0).priority(20))
        try s.add(a |==| b)
        try s.add((a |==| 30).priority(300))
        XCTAssertValue(s, a, 30)
        XCTAssertValue(s, b, 30)
    }
}
