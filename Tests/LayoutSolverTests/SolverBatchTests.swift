import XCTest
@testable import LayoutSolver

/// Adds in a batch (`beginBatch()` … `endBatch()`) end where adds one at a time end: the same
/// constraints refused, the same values. Inside the batch, optional constraints enter without
/// their tie-break levels; `endBatch()` adds them all and optimises once.
final class SolverBatchTests: XCTestCase {
    private struct Random {
        var seed: UInt64
        mutating func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
    }

    /// One step of a random system: add a constraint, or remove the `k`-th one still in.
    private enum Step {
        case add(Constraint)
        case remove(Int)
    }

    /// Four variables in a box of ±100; random required and optional rows, the optional ones at
    /// three priorities and tie-break ranks 0 to 5, some removed again; and a stay on each
    /// variable at 250 with its own tie-break rank, so that the optimum is unique.
    private static func steps(_ random: inout Random, _ x: [Variable]) -> [Step] {
        var steps: [Step] = []
        for v in x {
            steps.append(.add(v |>=| -100))
            steps.append(.add(v |<=| 100))
        }
        for (i, v) in x.enumerated() {
            steps.append(.add((v |==| LinearExpression(Double(random.next(101) - 50))).priority(250).tieBreak(10 + i)))
        }
        var added = steps.count
        for _ in 0..<14 {
            // The box and the stays (the first 12) stay in.
            if random.next(6) == 0 && added > 13 {
                steps.append(.remove(12 + random.next(added - 12)))
                added -= 1
                continue
            }
            let i = random.next(4), j = random.next(4)
            var expression = LinearExpression(x[i]).scaled(by: Double(random.next(3) + 1))
            if i != j { expression = expression - LinearExpression(x[j]).scaled(by: Double(random.next(3))) }
            expression = expression + LinearExpression(Double(random.next(81) - 40))
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
            var constraint = Constraint(expression, relation, LinearExpression(0))
            if random.next(3) != 0 {
                constraint = constraint.priority([250.0, 500, 750][random.next(3)]).tieBreak(random.next(6))
            }
            steps.append(.add(constraint))
            added += 1
        }
        return steps
    }

    /// Runs the steps; returns the solver and, for each add, whether it was refused.
    private static func run(_ steps: [Step], batch: Bool) -> (Solver, [Variable], [Bool]) {
        var solver = Solver()
        let x = (0..<4).map { solver.makeVariable("x\($0)") }
        if batch { solver.beginBatch() }
        var handles: [ConstraintHandle] = []
        var refused: [Bool] = []
        for step in steps {
            switch step {
            case .add(let constraint):
                do {
                    handles.append(try solver.add(constraint))
                    refused.append(false)
                } catch {
                    refused.append(true)
                }
            case .remove(let k):
                guard k < handles.count else { continue }
                try? solver.remove(handles.remove(at: k))
            }
        }
        if batch { solver.endBatch() }
        return (solver, x, refused)
    }

    func testABatchRefusesAndSolvesAsAddsOneAtATime() {
        var random = Random(seed: 0xba7c4)
        var refusals = 0, tieBroken = 0
        for _ in 0..<300 {
            var scratch = Solver()
            let steps = Self.steps(&random, (0..<4).map { _ in scratch.makeVariable() })
            let (single, x, singleRefused) = Self.run(steps, batch: false)
            let (batched, y, batchRefused) = Self.run(steps, batch: true)
            XCTAssertEqual(batchRefused, singleRefused)
            refusals += singleRefused.filter { $0 }.count
            for (a, b) in zip(x, y) {
                XCTAssertEqual(batched.value(of: b), single.value(of: a), accuracy: 1e-6)
            }
            XCTAssertTrue(batched.deferredTieBreaks.isEmpty)
            XCTAssertFalse(batched.constraints.contains { $0.tieBreakDeferred })
            tieBroken += single.objective.contains { $0.entries.contains { $0.key < 0 } } ? 1 : 0
        }
        XCTAssertGreaterThan(refusals, 50)
        XCTAssertGreaterThan(tieBroken, 100)
    }

    /// Inside a batch the optional constraints weigh their priorities only; once the batch ends,
    /// the tie-break ranks decide: the higher rank holds, the lower one gives.
    func testTieBreakRanksDecideOnceTheBatchEnds() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        solver.beginBatch()
        try solver.add(a + b |==| 100)
        try solver.add((a |==| 20).priority(250).tieBreak(1))
        try solver.add((b |==| 20).priority(250).tieBreak(2))
        XCTAssertEqual(solver.deferredTieBreaks.count, 2)
        XCTAssertEqual(solver.value(of: a) + solver.value(of: b), 100, accuracy: 1e-9)
        solver.endBatch()
        XCTAssertValue(solver, b, 20)
        XCTAssertValue(solver, a, 80)
        XCTAssertTrue(solver.deferredTieBreaks.isEmpty)
    }

    /// A constraint removed inside the batch takes out only the cost it put in.
    func testRemovingInsideABatchTakesOutTheCostPutIn() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        solver.beginBatch()
        try solver.add(a + b |==| 100)
        let first = try solver.add((a |==| 20).priority(250).tieBreak(3))
        try solver.add((b |==| 20).priority(250).tieBreak(2))
        try solver.remove(first)
        solver.endBatch()
        XCTAssertValue(solver, b, 20)
        XCTAssertValue(solver, a, 80)
        XCTAssertTrue(solver.objective.allSatisfy { $0.entries.allSatisfy { $0.key != Solver.tieBreakKey(3) } })
    }

    /// The deferred levels are grouped by symbol with a counting sort: the constant (-1) first,
    /// then by symbol, each symbol's terms in the order they came (so that each level sums
    /// in the same order as when the terms were sorted, stably, by symbol).
    func testDeferredTermsGroupBySymbolInTheirOrder() {
        var random = Random(seed: 7)
        for _ in 0..<50 {
            let count = random.next(200)
            let terms: [(symbol: Int32, entry: LevelVector.Entry)] = (0..<count).map { k in
                (Int32(random.next(21) - 1), LevelVector.Entry(key: -Double(random.next(4)), value: Double(k)))
            }
            let grouped = Solver.groupedBySymbol(terms, symbolCount: 20)
            let expected = terms.indices.sorted { (terms[$0].symbol, $0) < (terms[$1].symbol, $1) }.map { terms[$0] }
            XCTAssertEqual(grouped.map(\.symbol), expected.map(\.symbol))
            XCTAssertEqual(grouped.map(\.entry.value), expected.map(\.entry.value))
        }
    }
}
