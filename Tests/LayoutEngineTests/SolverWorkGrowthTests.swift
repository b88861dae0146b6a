import XCTest
@testable import LayoutEngine
import LayoutSolver
import LayoutSpec
import SolverWorkloads

/// Work, counted by the solver (no timing), grows linearly with the size of stack layouts:
/// the constraint order of `RuleFamilies.generate` keeps lazy rows short. Ordered family
/// by family, the 250-card spec expanded 2.6 million terms at 1,000 views, growing with the
/// square of the size.
final class SolverWorkGrowthTests: XCTestCase {
    private func work(_ xml: String) throws -> SolverStatistics {
        let scene = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "G.xml").spec?.scenes.first)
        let environment = Environment.defaultMatrix[0]
        let resolved = try XCTUnwrap(scene.resolved(for: environment.sizeClasses))
        return CaseSession(scene: resolved, geometry: EnvironmentGeometry(environment)).solver.statistics
    }

    /// Asserts that each named count grows at most 1.3 × as fast as the size.
    private func assertLinear(_ generate: (Int) -> String, _ small: Int, _ large: Int,
                              _ counts: [(String, KeyPath<SolverStatistics, Int>)], file: StaticString = #filePath,
                              line: UInt = #line) throws {
        let a = try work(generate(small)), b = try work(generate(large))
        let factor = Double(large) / Double(small)
        for (name, path) in counts {
            let x = a[keyPath: path], y = b[keyPath: path]
            XCTAssertLessThanOrEqual(Double(y), 1.3 * factor * Double(max(x, 1)), "\(name): \(x) → \(y)", file: file, line: line)
        }
    }

    private let expansionAndPivots: [(String, KeyPath<SolverStatistics, Int>)] =
        [("expanded terms", \.expandedTerms), ("pivots", \.pivots)]

    /// Substituted cells too: each card's `UISV-spanning-boundary` equality once pivoted a hub
    /// error into every earlier card's row (31 million cells for 10,000 views).
    func testCardsGrowLinearly() throws {
        try assertLinear(GeneratedStackSpecs.cards, 200, 800, expansionAndPivots + [("substituted cells", \.substitutedCells)])
    }

    func testRowGrowsLinearly() throws {
        try assertLinear(GeneratedStackSpecs.row, 200, 800, expansionAndPivots + [("substituted cells", \.substitutedCells)])
    }

    /// 100 leaves nest 2 levels deep, 1,000 leaves 3: a little more than linear per leaf.
    func testTreeGrowsAboutLinearly() throws {
        let a = try work(GeneratedStackSpecs.tree(100)), b = try work(GeneratedStackSpecs.tree(1000))
        XCTAssertLessThanOrEqual(b.expandedTerms, 20 * a.expandedTerms)
        XCTAssertLessThanOrEqual(b.pivots, 15 * a.pivots)
    }

    // MARK: The teams' shapes and generated ones

    /// Asserts that each count at least doubles no faster than 2.6 × per doubling of the views,
    /// from `size` to `2 × size` and `4 × size`.
    private func assertDoublingGrowth(_ name: String, _ generate: (Int) -> String, from size: Int,
                                      _ counts: [(String, KeyPath<SolverStatistics, Int>)],
                                      file: StaticString = #filePath, line: UInt = #line) throws {
        let works = try [size, 2 * size, 4 * size].map { try work(generate($0)) }
        for (count, path) in counts {
            let values = works.map { $0[keyPath: path] }
            for k in 1..<values.count {
                XCTAssertLessThanOrEqual(Double(values[k]), 2.6 * Double(max(values[k - 1], 1)),
                                         "\(name), \(count): \(values.map(String.init).joined(separator: " → "))",
                                         file: file, line: line)
            }
        }
    }

    private let allCounts: [(String, KeyPath<SolverStatistics, Int>)] =
        [("pivots", \.pivots), ("expanded terms", \.expandedTerms), ("substituted cells", \.substitutedCells)]

    /// A list of cards in a scroll view whose content is pinned on three sides: the list's
    /// position comes only with the author's constraints, last. Choosing the lowest-numbered
    /// variable as the subject of a row wrote the list out once per card: 1.0, 7.5 and 59 million
    /// terms for 40, 80 and 160 cards.
    func testUnpinnedCardsGrowLinearly() throws {
        try assertDoublingGrowth("unpinned-cards", UserShapes.unpinnedCards, from: 200, [("expanded terms", \.expandedTerms)])
    }

    /// One `fillEqually` row of labels sized by their content: every label's width equals the
    /// first one's. A closing row written out further than its subject needed (the stack's
    /// width as the sum of every label's errors) took part in every one of those equalities:
    /// 0.43, 1.7 and 6.5 million substituted cells for 400, 800 and 1,600 labels.
    func testFillEquallyRowGrowsLinearly() throws {
        try assertDoublingGrowth("fill-equally-row", UserShapes.fillEquallyRow, from: 400, allCounts)
    }
}
