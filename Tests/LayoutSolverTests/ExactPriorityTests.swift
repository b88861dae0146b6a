import XCTest
@testable import LayoutSolver

/// Priorities are strict levels, not float weights.
final class ExactPriorityTests: XCTestCase {
    /// kiwi flips to 1 at n = 1001 copies of the weak constraint (research §1, T2); a
    /// lexicographic solver keeps 0 for any n.
    func testOneHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        for n in [1, 999, 1000, 1001, 5000] {
            var s = Solver()
            let x = s.makeVariable("x")
            try s.add((x |==| 0).priority(251))
            for _ in 0..<n { try s.add((x |==| 1).priority(250)) }
            XCTAssertValue(s, x, 0)
        }
    }

    /// Fractional priorities UIKit uses are distinct levels.
    func testFractionalPrioritiesAreDistinctLevels() throws {
        let pairs: [(Double, Double)] = [(999.5, 999), (999.999, 999.5), (51, 50), (50, 49), (25.5, 25), (1000 - 1e-9, 999.999)]
        for (high, low) in pairs {
            var s = Solver()
            let x = s.makeVariable("x")
            for _ in 0..<3 { try s.add((x |==| 10).priority(low)) }
            try s.add((x |==| 20).priority(high))
            XCTAssertValue(s, x, 20, accuracy: 1e-9)
        }
    }

    /// A weighted sum with 1e3 spacing (kiwi's strengths) answers differently here:
    /// 2000 units of error at 250 outweigh 1 unit at 750 in a weighted sum; not here.
    func testAWeightedSumWouldAnswerDifferently() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a + b |==| 3000)
        try s.add((a |==| 1000).priority(750))
        try s.add((b |<=| 0).priority(250).weight(1000))
        // Level 750 first: a = 1000 exactly; then b's error (2000) is as small as it can be.
        XCTAssertValue(s, a, 1000)
        XCTAssertValue(s, b, 2000)
    }

    /// Errors are |lhs - rhs| for equalities and the violation for inequalities (L1).
    func testErrorsAreL1WithinALevel() throws {
        var s = Solver()
        let (a, b) = (s.makeVariable("a"), s.makeVariable("b"))
        try s.add(a + b |==| 100)
        try s.add((a |==| 80).priority(300).weight(2))
        try s.add((b |==| 80).priority(300).weight(1))
        XCTAssertValue(s, a, 80)
        XCTAssertValue(s, b, 20)
    }

    func testTieBreakPrefersHigherRankWithoutChangingThePriorities() throws {
        // Three views of equal hugging in 350 points: the lowest index stretches.
        var s = Solver()
        let w = (0..<3).map { s.makeVariable("w\($0)") }
        for (i, width) in w.enumerated() {
            try s.add(width |>=| 50)
            try s.add((width |<=| 50).priority(250).tieBreak(i + 1))
        }
        try s.add(w[0] + w[1] + w[2] |==| 350)
        XCTAssertValue(s, w[0], 250)
        XCTAssertValue(s, w[1], 50)
        XCTAssertValue(s, w[2], 50)
    }
}
