import XCTest
@testable import LayoutSolver

/// Dummies keep no cost in the objective (`Solver+DummyCosts.swift`); a dummy's cost is
/// written from the rows when its constraint leaves the tableau. Random systems of positions
/// and sizes: required equalities (dummies), inequalities, optional sizes and equalities of
/// several priorities, each with a tie-break rank of its own, added in a batch or one by one,
/// pairs, new constants and removals.
final class DummyCostTests: XCTestCase {
    private struct Generator: RandomNumberGenerator {
        var seed: UInt64
        mutating func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed
        }
        mutating func next(_ n: Int) -> Int { Int((next() >> 33) % UInt64(n)) }
    }

    /// One random system's constraints, in the order they are added.
    private static func system(_ random: inout Generator) -> (variables: Int, constraints: [Constraint]) {
        var scratch = Solver()
        let n = 4 + random.next(6)
        let x = (0..<n).map { scratch.makeVariable("x\($0)") }
        let w = (0..<n).map { scratch.makeVariable("w\($0)") }
        var list: [Constraint] = []
        var rank = 1
        func soft(_ c: Constraint, _ priority: Double) {
            list.append(c.priority(priority).tieBreak(rank))
            rank += 1
        }
        list.append(x[0] |==| LinearExpression(Double(random.next(20))))
        for k in 0..<n {
            soft(w[k] |<=| LinearExpression(Double(10 + random.next(30))), 250)
            soft(w[k] |>=| LinearExpression(Double(10 + random.next(30))), 750)
            list.append(w[k] |>=| LinearExpression(0))
        }
        for _ in 0..<(3 * n) {
            let i = random.next(n), j = random.next(n)
            guard i != j else { continue }
            switch random.next(7) {
            case 0: list.append(x[i] |==| x[j] + w[j] + LinearExpression(Double(random.next(3) * 4)))
            case 1: list.append(x[i] + w[i] |==| x[j] + w[j])
            case 2: list.append(x[i] |>=| x[j] + w[j])
            case 3: soft(x[i] |==| x[j] + LinearExpression(Double(random.next(40))), [250, 500, 750][random.next(3)])
            case 4: soft(w[i] |==| LinearExpression(w[j]), [250, 500, 750][random.next(3)])
            case 5: list.append(x[i] + w[i] |<=| LinearExpression(Double(200 + random.next(100))))
            default: list.append(w[i] |==| LinearExpression(w[j]))
            }
        }
        return (2 * n, list)
    }

    /// A solver of `count` variables with `constraints` added (in a batch when `batched`), and
    /// those it took with their handles.
    private static func solver(_ count: Int, adding constraints: [Constraint], batched: Bool = false)
        -> (Solver, [(Constraint, ConstraintHandle)]) {
        var solver = Solver()
        for k in 0..<count { _ = solver.makeVariable("v\(k)") }
        if batched { solver.beginBatch() }
        var added: [(Constraint, ConstraintHandle)] = []
        for c in constraints { if let h = try? solver.add(c) { added.append((c, h)) } }
        if batched { solver.endBatch() }
        return (solver, added)
    }

    /// Every cost the objective keeps is the one written from the rows, and every basic
    /// symbol has none: the identity `writtenCost(of:)` relies on for dummies.
    private func assertCostsWrittenFromRows(_ solver: inout Solver, _ context: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var checked = 0
        for s in solver.symbolKind.indices {
            let symbol = Int32(s)
            if solver.symbolRow[s] >= 0 {
                XCTAssertTrue(solver.objective[s].isEmpty, "\(context): basic symbol \(s) has a cost", file: file, line: line)
                continue
            }
            guard solver.keepsCost(symbol) else {
                XCTAssertTrue(solver.objective[s].isEmpty, "\(context): dummy \(s) has a cost", file: file, line: line)
                continue
            }
            let written = solver.writtenCost(of: symbol)
            if LevelVector.compare(written, scaledBy: 1, solver.objective[s], scaledBy: 1) != 0 {
                XCTFail("\(context): symbol \(s) (\(solver.symbolKind[s])) costs \(solver.objective[s].entries), written \(written.entries)", file: file, line: line)
            }
            if !written.isEmpty { checked += 1 }
        }
        return checked
    }

    func testObjectiveHoldsTheCostsWrittenFromTheRows() throws {
        var random = Generator(seed: 0xd0c5)
        var checked = 0
        for trial in 0..<300 {
            let (count, constraints) = Self.system(&random)
            var (solver, added) = Self.solver(count, adding: constraints, batched: trial % 2 == 0)
            let handles = added.map(\.1)
            checked += assertCostsWrittenFromRows(&solver, "trial \(trial), built")
            for h in handles.shuffled(using: &random).prefix(3) {
                guard let constant = solver.constant(of: h) else { continue }
                try? solver.updateConstant(h, to: constant - Double(5 + random.next(20)))
            }
            checked += assertCostsWrittenFromRows(&solver, "trial \(trial), new constants")
            for h in handles.shuffled(using: &random).prefix(handles.count / 2) {
                try solver.remove(h)
            }
            checked += assertCostsWrittenFromRows(&solver, "trial \(trial), removals")
        }
        // Non-empty costs compared: the identity is not checked on empty objectives only.
        XCTAssertGreaterThan(checked, 2_000)
    }

    /// Removing required equalities whose dummy is parametric (its cost written from the rows
    /// at the removal) leaves the optimum a fresh solver of the remaining constraints finds:
    /// the same value at every priority and tie-break level. (Not the same point: positions
    /// no soft constraint names may sit anywhere along their free directions.)
    func testRemovingARequiredEqualityLeavesTheFreshOptimum() throws {
        var random = Generator(seed: 0x5eed)
        var removalsWithCost = 0
        for trial in 0..<300 {
            let (count, constraints) = Self.system(&random)
            var (solver, kept) = Self.solver(count, adding: constraints)
            for _ in 0..<3 {
                let equalities = kept.indices.filter { kept[$0].0.isRequired && kept[$0].0.relation == .equal }
                guard !equalities.isEmpty else { break }
                let k = equalities[random.next(equalities.count)]
                let marker = solver.constraints[Int(kept[k].1.index)].marker
                if solver.symbolRow[Int(marker)] < 0 && !solver.writtenCost(of: marker).isEmpty { removalsWithCost += 1 }
                try solver.remove(kept[k].1)
                kept.remove(at: k)
                let (fresh, _) = Self.solver(count, adding: kept.map(\.0))
                XCTAssertEqual(LevelVector.compare(solver.objectiveConstant.levels, scaledBy: 1, fresh.objectiveConstant.levels, scaledBy: 1), 0,
                               "trial \(trial): objective \(solver.objectiveConstant.levels.entries) against \(fresh.objectiveConstant.levels.entries)")
            }
        }
        XCTAssertGreaterThan(removalsWithCost, 100)
    }
}
