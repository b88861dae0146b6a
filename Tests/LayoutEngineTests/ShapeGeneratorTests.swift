import XCTest
import LayoutSpec
import SolverWorkloads
@testable import LayoutEngine
import LayoutResults

/// The random shapes and the teams' shapes the linear-cost checks run on: every one is a
/// valid spec of about the size asked for, the same for a seed, and each slip gives its finding.
final class ShapeGeneratorTests: XCTestCase {
    private func load(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> Spec? {
        let result = SpecLoader.load(bytes: Array(xml.utf8), path: "Shape.xml")
        XCTAssertEqual(result.errors.map(\.description), [], file: file, line: line)
        return result.spec
    }

    func testRandomShapesAreValidSpecsOfTheSizeAsked() throws {
        for seed in UInt64(0)..<6 {
            for views in [40, 200] {
                let xml = ShapeGenerator.spec(views: views, seed: seed)
                XCTAssertEqual(xml, ShapeGenerator.spec(views: views, seed: seed), "seed \(seed) gives one text")
                let spec = try XCTUnwrap(load(xml), "seed \(seed), \(views) views")
                let scene = try XCTUnwrap(spec.scenes.first)
                XCTAssertEqual(scene.states.count, 3, "seed \(seed)")
                let result = LayoutEngine.run(spec, environments: [Environment.defaultMatrix[0]])
                let base = try XCTUnwrap(result.scenes.first?.cases.first)
                XCTAssertGreaterThanOrEqual(base.views.count, views * 9 / 10, "seed \(seed)")
                XCTAssertLessThanOrEqual(base.views.count, views + 2, "seed \(seed)")
                XCTAssertEqual(result.scenes.first?.cases.count, 4)
            }
        }
    }

    /// One seed is one layout at every size: the spec of 2,000 views begins with the subtrees of
    /// the spec of 1,000 (all but its last, cut short by the quota), so that comparing the two
    /// measures growth, not two unrelated draws.
    func testASeedsLargerSpecBeginsWithItsSmallerOne() {
        for seed in UInt64(1)...4 {
            for slips in [[], Set(ShapeGenerator.Slip.allCases)] {
                let small = Array(ShapeGenerator.spec(views: 1000, seed: seed, slips: slips).utf8)
                let large = Array(ShapeGenerator.spec(views: 2000, seed: seed, slips: slips).utf8)
                let common = zip(small, large).prefix { $0 == $1 }.count
                XCTAssertGreaterThan(common, small.count * 9 / 10, "seed \(seed)")
                XCTAssertLessThan(common, small.count, "seed \(seed)")
            }
        }
    }

    func testRandomShapesDifferBySeed() {
        XCTAssertNotEqual(ShapeGenerator.spec(views: 200, seed: 1), ShapeGenerator.spec(views: 200, seed: 2))
    }

    func testEachSlipGivesItsFinding() throws {
        let environment = [Environment.defaultMatrix[0]]
        func findings(_ slip: ShapeGenerator.Slip) throws -> [Finding] {
            let spec = try XCTUnwrap(load(ShapeGenerator.spec(views: 60, seed: 7, slips: [slip])))
            return try XCTUnwrap(LayoutEngine.run(spec, environments: environment).scenes.first?.cases.first).findings
        }
        let unpinned = try findings(.unpinnedContent)
        XCTAssertTrue(unpinned.contains { $0.kind == .ambiguity && $0.items.contains("slipContent") }, "\(unpinned.map(\.message))")
        let tie = try findings(.equalPriorities)
        XCTAssertTrue(tie.contains { $0.kind == .ambiguity && $0.items.contains("slipLeft") }, "\(tie.map(\.message))")
        let conflict = try findings(.conflictingRequired)
        XCTAssertTrue(conflict.contains { $0.kind == .conflict && $0.items.contains("slipNarrow") || $0.items.contains("slipWide") },
                      "\(conflict.map(\.message))")
        let clean = try XCTUnwrap(load(ShapeGenerator.spec(views: 60, seed: 7)))
        let cleanFindings = try XCTUnwrap(LayoutEngine.run(clean, environments: environment).scenes.first?.cases.first).findings
        XCTAssertFalse(cleanFindings.contains { $0.items.contains { $0.hasPrefix("slip") } })
    }

    func testTheTeamsShapesAreValidSpecs() throws {
        for (name, make) in UserShapes.all {
            let spec = try XCTUnwrap(load(make(300)), name)
            let result = LayoutEngine.run(spec, environments: [Environment.defaultMatrix[0]])
            let views = try XCTUnwrap(result.scenes.first?.cases.first?.views.count, name)
            XCTAssertGreaterThanOrEqual(views, name == "repeated-row" ? 5 : 240, name)
            XCTAssertLessThanOrEqual(views, 310, name)
        }
    }
}
