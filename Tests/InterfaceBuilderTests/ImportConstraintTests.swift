import LayoutEngine
import LayoutSpec
import XCTest

/// Constraints as IB writes them: omitted first items, placeholders, baselines, guides.
final class ImportConstraintTests: XCTestCase {
    func testOmittedFirstItemIsTheViewHoldingTheConstraint() throws {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="100" width="120" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                        <rect key="frame" x="10" y="10" width="100" height="40"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="120" id="w"/>
                    <constraint firstAttribute="height" constant="60" id="h"/>
                    <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="10" id="t"/>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="10" id="l"/>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="tp"/>
                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="10" id="b"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root-safe" secondAttribute="top" constant="41" id="c2"/>
            """
        let imported = IBFixtures.load(IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: constraints)))
        let spec = try XCTUnwrap(imported.result.spec, "\(imported.result.diagnostics)")
        let scene = try XCTUnwrap(spec.scenes.first)
        let trailing = try XCTUnwrap(scene.constraint(withID: "t"))
        XCTAssertEqual(trailing.attributes.firstItem, ItemReference(viewID: "box"))
        XCTAssertEqual(trailing.owner, "box")
        XCTAssertEqual(try XCTUnwrap(scene.constraint(withID: "c2")).attributes.secondItem, ItemReference(viewID: "root", isSafeArea: true))
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("box", in: result), Rect(x: 20, y: 100, width: 120, height: 60))
        XCTAssertEqual(IBFixtures.frame("inner", in: result), Rect(x: 30, y: 110, width: 100, height: 40))
        XCTAssertTrue(result.findings.isEmpty, "\(result.findings)")
    }

    func testPlaceholderConstraintsAreSkippedAndBaselineIsTheLastBaseline() throws {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" placeholder="YES" id="remove"/>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                    <constraint firstAttribute="height" constant="50" id="h"/>
                </constraints>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="0" y="0" width="44" height="20.333"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c2"/>
            <constraint firstItem="name" firstAttribute="baseline" secondItem="box" secondAttribute="bottom" id="c3"/>
            <constraint firstItem="name" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="8" id="c4"/>
            """
        let imported = IBFixtures.load(IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: constraints)))
        let scene = try XCTUnwrap(imported.result.spec?.scenes.first, "\(imported.result.diagnostics)")
        XCTAssertNil(scene.constraint(withID: "remove"))
        XCTAssertEqual(try XCTUnwrap(scene.constraint(withID: "c3")).attributes.firstAttribute, .lastBaseline)
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("box", in: result), Rect(x: 0, y: 200, width: 100, height: 50))
        // The label's last baseline (its ascender, 1950/2048 of 17 pt) sits on the box's bottom, 250.
        let label = try XCTUnwrap(IBFixtures.frame("name", in: result))
        XCTAssertEqual(label.y + 17 * 1950 / 2048, 250, accuracy: 0.001)
        XCTAssertEqual(label.height, 21, accuracy: 0.001, "one 17-point line, in whole points on Xcode 16's 3x canvas")
    }

    func testTopAndBottomLayoutGuidesAreTheSafeAreaEdges() throws {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0" y="28" width="375" height="631"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="panel" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="panel" secondAttribute="bottom" constant="8" id="c2"/>
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="panel" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
            """
        let guides = """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top-guide"/>
                <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
            </layoutGuides>
            """
        let document = IBFixtures.storyboard(
            IBFixtures.controllerScene(size: (375, 667), subviews: subviews, constraints: constraints, controllerExtra: guides),
            device: #"<device id="retina4_7" orientation="portrait"/>"#, toolsVersion: "11762")
        let scene = try XCTUnwrap(IBFixtures.load(document).result.spec?.scenes.first)
        let design = try XCTUnwrap(scene.ownEnvironments.first)
        XCTAssertEqual(design.name, "retina4_7 (design)")
        XCTAssertEqual(design.safeArea, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("panel", in: result), Rect(x: 0, y: 28, width: 375, height: 631))
    }

    func testAConstraintToAViewOutsideTheSceneIsSkippedWithAWarning() throws {
        let constraints = #"<constraint firstItem="nowhere" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>"#
        let imported = IBFixtures.load(IBFixtures.storyboard(IBFixtures.controllerScene(subviews: "", constraints: constraints)))
        let scene = try XCTUnwrap(imported.result.spec?.scenes.first)
        XCTAssertNil(scene.constraint(withID: "c1"))
        let warning = try XCTUnwrap(imported.result.diagnostics.first { $0.message.contains("'nowhere'") })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.message, "constraint skipped: 'nowhere' is not a view or layout guide of scene 'S-VC1'")
    }
}
