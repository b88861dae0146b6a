import XCTest
@testable import LayoutEngine
import LayoutSpec

/// `explain` lays a case out the way `run` does, so both show the same frames and findings.
final class ExplainTests: XCTestCase {
    /// Every case of every spec in `Specs/`: frames identical to the last bit, the same findings.
    func testExplainGivesRunsFramesForEveryCaseOfTheExampleSpecs() throws {
        var compared = 0
        for file in ExampleSpecsTests.specFiles() {
            guard let spec = SpecLoader.load(contentsOf: file.path).spec else { continue }
            for scene in LayoutEngine.run(spec).scenes {
                for result in scene.cases {
                    let label = "\(file.lastPathComponent) \(scene.name) \(result.environment) \(result.state ?? "-")"
                    let explanation = try XCTUnwrap(LayoutEngine.explain(spec, scene: scene.name, environment: result.environment,
                                                                         state: result.state), label)
                    XCTAssertEqual(explanation.views, result.views, label)
                    XCTAssertEqual(explanation.findings, result.findings, label)
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 80)
    }

    /// A case reached by moving the solver from another environment lists the canvas
    /// constraints with that environment's numbers, not those of the environment the
    /// solver was built in.
    func testAMovedCaseShowsItsOwnCanvasConstants() throws {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array("""
        <spec><scene name="S"><view id="root"><view id="a"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top"/>
        <constraint firstItem="a" firstAttribute="width" constant="10"/>
        <constraint firstItem="a" firstAttribute="height" constant="10"/></view></scene></spec>
        """.utf8), path: "S.xml").spec)
        // The split view is the fifth default environment: its case is a move from portrait.
        let split = try XCTUnwrap(LayoutEngine.explain(spec, scene: "S", environment: "iPad Pro 11in split one-third"))
        let width = try XCTUnwrap(split.constraints.first { $0.id == "canvas-width(root)" })
        XCTAssertEqual(width.equation, "root.width - 375 == 0")
        XCTAssertTrue(width.holds)
        XCTAssertEqual(split.views.first?.frame, Rect(x: 0, y: 0, width: 375, height: 834))
    }
}
