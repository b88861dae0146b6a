import XCTest
@testable import LayoutEngine
import LayoutSolver
import LayoutSpec

/// A stack row whose view is centred on the root by two required inequalities, repeated by a
/// state: every add of a centring inequality is a dual add on a degenerate tableau
/// (docs/solver.md, "Termination").
final class CentredRowTests: XCTestCase {
    /// The spec: a horizontal stack pinned to the root's `pins`, holding `cell` (20 × 20),
    /// whose centre is within ±`slack` points of the root's; the state "many" repeats it.
    static func spec(copies: Int, slack: Int, pins: [String]) -> String {
        let pinning = pins.map {
            "<constraint firstItem=\"row\" firstAttribute=\"\($0)\" secondItem=\"root\" secondAttribute=\"\($0)\"/>"
        }.joined(separator: "\n")
        return """
        <spec name="Centred row"><scene name="Row"><view id="root">
          <stackView id="row" axis="horizontal">
            <view id="cell" intrinsicWidth="20" intrinsicHeight="20">
              <constraint firstItem="cell" firstAttribute="centerX" relation="lessThanOrEqual" secondItem="root" secondAttribute="centerX" constant="\(slack)"/>
              <constraint firstItem="cell" firstAttribute="centerX" relation="greaterThanOrEqual" secondItem="root" secondAttribute="centerX" constant="-\(slack)"/>
            </view>
          </stackView>
          \(pinning)
        </view>
        <state name="many"><repeat item="cell" count="\(copies)"/></state>
        </scene></spec>
        """
    }

    /// The solver's work for the state "many" in the first default environment (390 × 844).
    private func work(_ xml: String) throws -> SolverStatistics {
        let scene = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "Row.xml").spec?.scenes.first)
        let environment = Environment.defaultMatrix[0]
        let resolved = try XCTUnwrap(scene.resolved(for: environment.sizeClasses, state: "many"))
        return CaseSession(scene: resolved, geometry: EnvironmentGeometry(environment)).solver.statistics
    }

    /// Pinned to both edges with ±10 points of slack, 30 copies never finished (the dual
    /// simplex took the row in the lowest slot first and walked the whole row for every add:
    /// 125,000 pivots and growing lists); they now take 147 pivots per case and every case is
    /// laid out. The views alternate wide and negative widths to keep every centre within 10
    /// points of 195: UIKit's engine allows negative sizes, and so does the harness.
    func testThirtyCopiesPinnedToBothEdgesSolve() throws {
        let xml = Self.spec(copies: 30, slack: 10, pins: ["leading", "trailing", "top"])
        XCTAssertLessThanOrEqual(try work(xml).pivots, 20 * 30)
        let result = layOut(xml)
        let cases = result.scenes.first?.cases ?? []
        XCTAssertEqual(cases.count, 16)
        let portrait = result.case("iPhone 13 portrait", state: "many")
        XCTAssertFrame(portrait, "cell#1", [0, 0, 370, 20])
        XCTAssertFrame(portrait, "cell#2", [370, 0, -330, 20])
        XCTAssertFrame(portrait, "cell#30", [20, 0, 370, 20])
    }

    /// With ±10 points of slack the optimum moves across the whole row at every add, and the
    /// pivots grew with the square of the copies (490, 2,115 and 9,115 for 50, 100 and 200
    /// copies; 1,000 copies did not finish in 5 minutes). The case is built in one batch, its
    /// tie-break preferences weighed once at the end: 262, 551 and 1,112. Twice the copies,
    /// at most 2.6 times the pivots (docs/solver.md, "Termination").
    func testPivotsGrowLinearlyWithTheCopiesWithSlack() throws {
        let counts = try [50, 100, 200].map {
            try work(Self.spec(copies: $0, slack: 10, pins: ["leading", "trailing", "top"])).pivots
        }
        XCTAssertLessThanOrEqual(Double(counts[1]), 2.6 * Double(counts[0]), "\(counts)")
        XCTAssertLessThanOrEqual(Double(counts[2]), 2.6 * Double(counts[1]), "\(counts)")
        XCTAssertGreaterThan(counts[0], 0)
    }

    /// The same row, centred exactly (no slack): pivots grow linearly too. Twice the copies, at
    /// most 2.6 times the pivots (measured: 124, 249 and 499 for 50, 100 and 200 copies).
    func testPivotsGrowLinearlyWithTheCopies() throws {
        let counts = try [50, 100, 200].map { try work(Self.spec(copies: $0, slack: 0, pins: ["leading", "top"])).pivots }
        XCTAssertLessThanOrEqual(Double(counts[1]), 2.6 * Double(counts[0]), "\(counts)")
        XCTAssertLessThanOrEqual(Double(counts[2]), 2.6 * Double(counts[1]), "\(counts)")
        XCTAssertGreaterThan(counts[0], 0)
    }
}

/// The row centred exactly and pinned to both edges, as the hang was first seen: the copies
/// cannot all be centred, so one add conflicts (its explanation names the row), and the
/// pivots and conflicts grow linearly with the copies (measured: 346, 521 and 871 pivots and
/// one conflict for 50, 100 and 200 copies).
final class ConflictingCentredRowTests: XCTestCase {
    private func statistics(copies: Int) throws -> (pivots: Int, conflicts: Int) {
        let xml = CentredRowTests.spec(copies: copies, slack: 0, pins: ["leading", "trailing", "top"])
        let scene = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "Row.xml").spec?.scenes.first)
        let environment = Environment.defaultMatrix[0]
        let resolved = try XCTUnwrap(scene.resolved(for: environment.sizeClasses, state: "many"))
        let session = CaseSession(scene: resolved, geometry: EnvironmentGeometry(environment))
        return (session.solver.statistics.pivots, session.conflicts.count)
    }

    func testPivotsAndConflictsGrowLinearly() throws {
        let counts = try [50, 100, 200].map { try statistics(copies: $0) }
        for k in 1..<counts.count {
            XCTAssertLessThanOrEqual(Double(counts[k].pivots), 2.6 * Double(counts[k - 1].pivots), "\(counts)")
            XCTAssertLessThanOrEqual(Double(counts[k].conflicts), 2.6 * Double(counts[k - 1].conflicts), "\(counts)")
        }
        XCTAssertEqual(counts.map(\.conflicts), [1, 1, 1])
    }
}
