import Foundation
import XCTest

/// Storyboards and xibs are specs wherever `.xml` specs are: found in folders, validated, run
/// in the default matrix and their design environment, explained, picked by environment name.
final class InterfaceBuilderCommandTests: HarnessTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" title="Login" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="16" y="79" width="361" height="120"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="120" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="t"/>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="top"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testStoryboardsInAFolderRunInTheMatrixAndTheirDesignEnvironment() throws {
        try write("nested/Main.storyboard", storyboard)
        try write("Card.xml", cardSpec())
        let validate = try harness(["validate"])
        XCTAssertEqual(validate.code, 0, validate.output)
        XCTAssertTrue(validate.output.hasSuffix("2 specs, 0 errors\n"), validate.output)

        let run = try harness(["--json", "out.json", "--junit", "junit.xml", "--html", "index.html"])
        XCTAssertEqual(run.code, 0, run.output)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/out.json"))) as? [String: Any]
        let specs = try XCTUnwrap(json?["specs"] as? [[String: Any]])
        let main = try XCTUnwrap(specs.first { ($0["file"] as? String) == "Specs/nested/Main.storyboard" })
        let scene = try XCTUnwrap((main["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["name"] as? String, "Login")
        let cases = try XCTUnwrap(scene["cases"] as? [[String: Any]])
        XCTAssertEqual(cases.map { $0["environment"] as? String }, [
            "iPhone 13 portrait", "iPhone 13 landscape", "iPhone 13 Pro Max landscape", "iPad Pro 11in portrait",
            "iPad Pro 11in split one-third", "iPhone SE portrait", "iPad Pro 11in landscape", "iPhone SE portrait AX5", "retina6_12 (design)",
        ])
        let design = try XCTUnwrap(cases.last?["frames"] as? [String: [Double]])
        XCTAssertEqual(design["card"], [16, 79, 361, 120])
        XCTAssertEqual(design["root"], [0, 0, 393, 852])

        let only = try harness(["--no-reports", "--environment", "retina6_12 (design)", "Specs/nested/Main.storyboard"])
        XCTAssertEqual(only.code, 0, only.output)
        let explain = try harness(["explain", "Specs/nested/Main.storyboard", "--environment", "retina6_12 (design)"])
        XCTAssertEqual(explain.code, 0, explain.output)
        XCTAssertTrue(explain.output.contains("view 'card' (16, 79, 361, 120)"), explain.output)
    }

    func testRecordedStoryboardBaselinesCatchAMovedView() throws {
        try write("Main.storyboard", storyboard)
        let record = try harness(["--record", "all", "--no-reports"], environment: ["CI": ""])
        XCTAssertEqual(record.code, 0, record.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Specs/Main.storyboard.baseline.json"), record.output)
        XCTAssertEqual(try harness(["--no-reports"]).code, 0)
        try write("Main.storyboard", storyboard.replacingOccurrences(of: #"secondAttribute="top" constant="20""#,
                                                                      with: #"secondAttribute="top" constant="30""#))
        let moved = try harness(["--no-reports", "--no-color"])
        XCTAssertEqual(moved.code, 1, moved.output)
        XCTAssertTrue(moved.output.contains("regression"), moved.output)
    }

    func testABrokenStoryboardIsALocatedErrorOfThatFileOnly() throws {
        try write("Broken.xib", "<document><objects><view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"wide\" height=\"1\"/></view></objects></document>")
        try write("Card.xml", cardSpec())
        let validate = try harness(["validate"])
        XCTAssertEqual(validate.code, 1)
        XCTAssertTrue(validate.output.contains("Specs/Broken.xib:1:70: error: invalid number 'wide' for 'width': write a decimal such as 12 or -3.5"),
                      validate.output)
        XCTAssertTrue(validate.output.hasSuffix("2 specs, 1 error\n"), validate.output)
    }

    /// A storyboard in `Base.lproj` runs in the languages of the `.strings` beside it; a
    /// replacement matrix (`--environments`) runs in them too, and `--languages` replaces them.
    func testALocalizedStoryboardRunsInItsLanguagesWithEnvironmentsAndLanguagesOptions() throws {
        for language in ["Base", "de"] {
            try FileManager.default.createDirectory(atPath: folder + "/Specs/\(language).lproj", withIntermediateDirectories: true)
        }
        try write("Base.lproj/Main.storyboard", storyboard)
        try write("de.lproj/Main.strings", "\"card.text\" = \"Karte\";\n")
        try write("small.env", """
            <environments>
              <environment name="Small" width="320" height="568" widthClass="compact" heightClass="regular" safeArea="20 0 0 0" scale="2"/>
            </environments>
            """)
        func environments(_ arguments: [String]) throws -> [String?] {
            let run = try harness(arguments + ["--json", "out.json"])
            XCTAssertEqual(run.code, 0, run.output)
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/out.json"))) as? [String: Any]
            let scene = try XCTUnwrap(((json?["specs"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]])?.first)
            return try XCTUnwrap(scene["cases"] as? [[String: Any]]).map { $0["environment"] as? String }
        }
        XCTAssertEqual(try environments(["Specs/Base.lproj/Main.storyboard"]).count, 2 * 9)
        XCTAssertEqual(try environments(["Specs/Base.lproj/Main.storyboard", "--environments", folder + "/Specs/small.env"]),
                       ["Small", "Small · de", "retina6_12 (design)", "retina6_12 (design) · de"])
        XCTAssertEqual(try environments(["Specs/Base.lproj/Main.storyboard", "--environments", folder + "/Specs/small.env", "--languages", "base,doubleLength"]),
                       ["Small", "Small · doubleLength", "retina6_12 (design)", "retina6_12 (design) · doubleLength"])
    }
}
