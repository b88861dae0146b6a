import XCTest
@testable import LayoutSolver

/// `Solver.addPair`: two optional inequalities on one expression in one row give the same
/// layout as the two added alone, keep their own identities, and make content overflowing
/// its container one pivot instead of a walk through every view.
final class PairTests: XCTestCase {
    private struct Generator {
        var seed: UInt64
        mutating func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
    }

    /// Rows of sizes with hugging and compression resistance at random priorities, chained
    /// from 0, an end that must stay below (or above) a bound the content may overflow, and
    /// optional equal sizes: 400 systems, every value the same as with two plain inequalities.
    func testAPairLaysOutAsItsTwoInequalities() throws {
        var random = Generator(seed: 0x5eed)
        let priorities = [250.0, 500.0, 750.0, 999.0]
        var compared = 0
        for _ in 0..<400 {
            let n = 2 + random.next(7)
            var pieces: [(upper: Constraint, lower: Constraint)] = []
            var others: [Constraint] = []
            var probe = Solver()
            let w = (0..<n).map { probe.makeVariable("w\($0)") }
            let x = (0...n).map { probe.makeVariable("x\($0)") }
            for i in 0..<n {
                let intrinsic = LinearExpression(Double(5 + random.next(40)))
                pieces.append(((w[i] |<=| intrinsic).priority(priorities[random.next(4)]).tieBreak(i + 1).tag(.number(2 * i)),
                               (w[i] |>=| intrinsic).priority(priorities[random.next(4)]).tieBreak(i + 1).tag(.number(2 * i + 1))))
            }
            others.append(x[0] |==| LinearExpression(0))
            for i in 0..<n { others.append(x[i + 1] |==| x[i] + w[i] + LinearExpression(2)) }
            let bound = LinearExpression(Double(10 + random.next(30 * n)))
            others.append(random.next(2) == 0 ? x[n] |<=| bound : x[n] |>=| bound)
            for _ in 0..<random.next(3) {
                let i = random.next(n), j = random.next(n)
                if i != j { others.append((w[i] |==| LinearExpression(w[j])).priority(priorities[random.next(4)])) }
            }

            var paired = Solver(), plain = Solver()
            for k in 0..<(2 * n + 1) { _ = paired.makeVariable("v\(k)"); _ = plain.makeVariable("v\(k)") }
            paired.beginBatch()
            plain.beginBatch()
            for piece in pieces {
                let handles = try paired.addPair(upper: piece.upper, lower: piece.lower)
                XCTAssertEqual(paired.tag(of: handles.upper), piece.upper.tag)
                XCTAssertEqual(paired.tag(of: handles.lower), piece.lower.tag)
                try plain.add(piece.upper)
                try plain.add(piece.lower)
            }
            for constraint in others {
                try paired.add(constraint)
                try plain.add(constraint)
            }
            paired.endBatch()
            plain.endBatch()
            for variable in w + x {
                XCTAssertEqual(paired.value(of: variable), plain.value(of: variable), accuracy: 1e-6, "\(variable)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 4000)
    }

    /// Removing one of a pair leaves the other as a plain inequality; changing the constant of
    /// one changes both.
    func testRemovingOneOfAPairKeepsTheOther() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let hug = (w |<=| LinearExpression(30)).priority(250)
        let resist = (w |>=| LinearExpression(30)).priority(750)
        let pair = try solver.addPair(upper: hug, lower: resist)
        try solver.add((w |==| LinearExpression(50)).priority(500))
        XCTAssertValue(solver, w, 50)  // stretched: hugging (250) gives way to 500
        try solver.updateConstant(pair.upper, to: -10)
        XCTAssertEqual(solver.constant(of: pair.lower), -10)
        try solver.add((w |<=| LinearExpression(5)).priority(600))
        XCTAssertValue(solver, w, 10)  // compression resistance (750) at 10 beats 600
        try solver.remove(pair.lower)
        XCTAssertFalse(solver.contains(pair.lower))
        XCTAssertTrue(solver.contains(pair.upper))
        XCTAssertValue(solver, w, 5)  // 600 beats 500 and the hugging left at 250
        try solver.remove(pair.upper)
        XCTAssertEqual(solver.constraintCount, 2)
        XCTAssertValue(solver, w, 5)
    }

    /// Two views of equal hugging priority in a row wider than their content: the tie names
    /// the two hugging constraints (the upper bounds), not the compression resistance.
    func testATieNamesTheSideThatGivesWay() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        for (k, v) in [a, b].enumerated() {
            try solver.addPair(upper: (v |<=| LinearExpression(20)).priority(250).tag(.number(2 * k)),
                               lower: (v |>=| LinearExpression(20)).priority(750).tag(.number(2 * k + 1)))
        }
        try solver.add(a + b |==| LinearExpression(100))
        let found = solver.ambiguities(of: [a])
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.cause, .tie([.number(0), .number(2)]))
        XCTAssertEqual(found.first?.lowerBound ?? 0, 20, accuracy: 1e-9)
        XCTAssertEqual(found.first?.upperBound ?? 0, 80, accuracy: 1e-9)
    }

    /// N sizes stacked under a bound they overflow: the work grows with N. As two inequalities
    /// each, 100, 200 and 400 sizes took 40,595, 161,195 and 642,395 substituted cells (402,
    /// 802 and 1,602 as pairs).
    func testOverflowingContentCostsLinearWork() throws {
        func work(_ n: Int, paired: Bool) throws -> SolverStatistics {
            var solver = Solver()
            let sizes = (0..<n).map { solver.makeVariable("h\($0)") }
            let bottom = solver.makeVariable("bottom")
            solver.beginBatch()
            for (k, h) in sizes.enumerated() {
                let upper = (h |<=| LinearExpression(20)).priority(250).tieBreak(k + 1)
                let lower = (h |>=| LinearExpression(20)).priority(750).tieBreak(k + 1)
                if paired { try solver.addPair(upper: upper, lower: lower) } else { try solver.add(upper); try solver.add(lower) }
            }
            try solver.add(LinearExpression(terms: sizes.map { Term($0, 1) }) |==| LinearExpression(bottom))
            try solver.add(bottom |<=| LinearExpression(500))
            solver.endBatch()
            XCTAssertEqual(solver.value(of: bottom), 500, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: sizes[0]), 500 - 20 * Double(n - 1), accuracy: 1e-9)
            return solver.statistics
        }
        let counts = try [100, 200, 400].map { try work($0, paired: true) }
        for k in 1..<counts.count {
            XCTAssertLessThanOrEqual(counts[k].substitutedCells, 2 * counts[k - 1].substitutedCells + 100,
                                     "\(counts.map(\.substitutedCells))")
            XCTAssertLessThanOrEqual(counts[k].pivots, 2 * counts[k - 1].pivots + 10, "\(counts.map(\.pivots))")
        }
        let plain = try [100, 200, 400].map { try work($0, paired: false).substitutedCells }
        print("overflow, substituted cells paired \(counts.map(\.substitutedCells)), plain \(plain)")
    }
}
