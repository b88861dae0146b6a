import Foundation
import LayoutEngine
import LayoutSpec
import XCTest

/// `<scene storyboard="…" name="…">`: a spec adds states, expectations and environments to a
/// scene of an Interface Builder document without copying its layout.
final class StoryboardSceneTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "storyboard-scenes-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: folder + "UI", withIntermediateDirectories: true)
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                <rect key="frame" x="16" y="79" width="361" height="44"/>
                <constraints><constraint firstAttribute="height" constant="44" id="bannerHeight"/></constraints>
            </view>
            <view contentMode="scaleToFill" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="error">
                <rect key="frame" x="16" y="139" width="361" height="30"/>
                <constraints><constraint firstAttribute="height" constant="30" id="errorHeight"/></constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="banner" firstAttribute="top" secondItem="root-safe" secondAttribute="top" constant="20" id="bannerTop"/>
            <constraint firstItem="error" firstAttribute="leading" secondItem="banner" secondAttribute="leading" id="c3"/>
            <constraint firstItem="error" firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="error" firstAttribute="top" secondItem="banner" secondAttribute="bottom" constant="16" id="c5"/>
            """
        try IBFixtures.storyboard(IBFixtures.controllerScene(title: "Login", subviews: subviews, constraints: constraints))
            .write(toFile: folder + "UI/Main.storyboard", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func load(_ scene: String) throws -> SpecLoadResult {
        let path = folder + "Login.xml"
        try "<spec>\n\(scene)\n</spec>\n".write(toFile: path, atomically: true, encoding: .utf8)
        return SpecLoader.load(contentsOf: path)
    }

    func testStatesAndExpectationsApplyToTheStoryboardsViews() throws {
        let load = try load("""
            <scene storyboard="UI/Main.storyboard" name="Login">
              <state name="error shown"><set item="error" hidden="NO"/><set item="bannerTop" constant="20"/></state>
              <expect item="banner" frame="16 67 358 44" environment="iPhone 13 portrait"/>
              <expect item="error" y="127" environment="iPhone 13 portrait" state="error shown"/>
              <expect item="banner" y="79" environment="retina6_12 (design)"/>
            </scene>
            """)
        XCTAssertEqual(load.diagnostics, [])
        let spec = try XCTUnwrap(load.spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        XCTAssertEqual(scene.root.id, "root")
        XCTAssertEqual(scene.ownEnvironments.map(\.name), ["retina6_12 (design)"])
        let result = LayoutEngine.run(load, file: spec.file)
        let cases = try XCTUnwrap(result.scenes.first?.cases)
        XCTAssertEqual(cases.count, 18)
        XCTAssertEqual(cases.flatMap(\.findings), [])
        let shown = try XCTUnwrap(cases.first { $0.environment == "iPhone 13 portrait" && $0.state == "error shown" })
        XCTAssertEqual(shown.views.first { $0.id == "error" }?.frame, Rect(x: 16, y: 127, width: 358, height: 30))
    }

    func testUnknownScenesFilesAndOwnRootsAreLocatedErrors() throws {
        let wrongName = try load(#"<scene storyboard="UI/Main.storyboard" name="Logn"/>"#)
        XCTAssertEqual(wrongName.errors.map(\.message), ["'UI/Main.storyboard' has no scene 'Logn'; did you mean 'Login'?"])
        XCTAssertEqual(wrongName.errors.first.map { [$0.line, $0.column] }, [2, 46])

        let missing = try load(#"<scene storyboard="UI/Other.storyboard" name="Login"/>"#)
        XCTAssertEqual(missing.errors.map(\.message),
                       ["'UI/Other.storyboard' does not load: \(folder)UI/Other.storyboard:1:1: error: cannot open the file: No such file or directory"])

        let notIB = try load(#"<scene storyboard="UI/Main.xml" name="Login"/>"#)
        XCTAssertEqual(notIB.errors.map(\.message), ["'storyboard' names a .storyboard or .xib file, not 'UI/Main.xml'"])

        let ownRoot = try load(#"<scene storyboard="UI/Main.storyboard" name="Login"><view id="x"/></scene>"#)
        XCTAssertEqual(ownRoot.errors.map(\.message), ["scene 'Login' takes its views from 'UI/Main.storyboard': it has no root view of its own"])

        let unknownItem = try load(#"<scene storyboard="UI/Main.storyboard" name="Login"><state name="s"><set item="eror" hidden="NO"/></state></scene>"#)
        XCTAssertEqual(unknownItem.errors.map(\.message), ["unknown item 'eror' for 'item'; did you mean 'error'?"])
    }
}
