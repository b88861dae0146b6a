import LayoutSpec
import XCTest

/// Bad Interface Builder documents give located errors, never a crash; what could change layout
/// and is not read gives a warning; what cannot is ignored silently.
final class ImportDiagnosticsTests: XCTestCase {
    private func diagnostics(_ text: String, path: String = "Bad.storyboard") -> [SpecDiagnostic] {
        let result = SpecLoader.load(bytes: Array(text.utf8), path: path)
        if result.diagnostics.contains(where: { $0.severity == .error }) { XCTAssertNil(result.spec) }
        return result.diagnostics
    }

    func testTheRootMustBeADocument() {
        XCTAssertEqual(diagnostics("<spec name=\"x\"/>").map(\.description),
                       ["Bad.storyboard:1:1: error: the root element is <spec>; an Interface Builder document's root element is <document>"])
        XCTAssertEqual(diagnostics("  \n").map(\.description),
                       ["Bad.storyboard:1:1: error: the file is empty; an Interface Builder document needs a <document> root element"])
        XCTAssertEqual(diagnostics("<document><scenes>").first?.severity, .error)
        XCTAssertEqual(diagnostics("<!DOCTYPE document [<!ENTITY a \"b\">]><document/>").first?.severity, .error)
    }

    func testBadValuesAreLocated() {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="100" height="zero"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="width" constant="1e400" id="c1"/>
            <constraint firstItem="box" firstAttribute="sideways" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" priority="1200" id="c4"/>
            """
        let text = IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: constraints))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func line(_ fragment: String) -> Int { (lines.firstIndex { $0.contains(fragment) } ?? -1) + 1 }
        func column(_ fragment: String, _ inner: String) -> Int {
            let row = lines[line(fragment) - 1]
            return row.distance(from: row.startIndex, to: row.range(of: inner)!.lowerBound) + 1
        }
        let found = diagnostics(text).filter { $0.severity == .error }
        let expected = [
            SpecDiagnostic(file: "Bad.storyboard", line: line(#"height="zero""#), column: column(#"height="zero""#, "zero"),
                           message: "invalid number 'zero' for 'height': write a decimal such as 12 or -3.5"),
            SpecDiagnostic(file: "Bad.storyboard", line: line(#"width="100" height="100""#) - 1,
                           column: column(#"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO">"#, "<view"),
                           message: "<view> has no 'id'"),
            SpecDiagnostic(file: "Bad.storyboard", line: line("1e400"), column: column("1e400", "1e400"),
                           message: "invalid number '1e400' for 'constant': write a plain decimal such as 12 or -3.5, without an exponent"),
            SpecDiagnostic(file: "Bad.storyboard", line: line("sideways"), column: column("sideways", "sideways"),
                           message: "unknown attribute 'sideways'"),
            SpecDiagnostic(file: "Bad.storyboard", line: line(#"id="c3""#), column: column(#"id="c3""#, "<constraint"),
                           message: "cannot relate horizontal 'leading' to vertical 'top'"),
            SpecDiagnostic(file: "Bad.storyboard", line: line("1200"), column: column("1200", "1200"),
                           message: "priority '1200' for 'priority' is out of range: a priority is greater than 0 and at most 1000"),
        ]
        XCTAssertEqual(found, expected.sorted())
    }

    func testWhatCouldChangeLayoutIsWarnedAboutAndTheRestIgnored() throws {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="extraInset"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <accessibility key="accessibilityConfiguration" identifier="stack"/>
            </stackView>
            """
        let text = IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: "", controllerExtra: """
            <connections><outlet property="stack" destination="stack" id="o1"/><segue destination="VC1" kind="show" id="s1"/></connections>
            """))
        let messages = diagnostics(text).map { "\($0.severity.rawValue): \($0.message)" }
        XCTAssertEqual(messages, [
            "warning: readable-width margins depend on Dynamic Type and are not modelled: the view's own margins are used",
            "warning: runtime attributes 'extraInset' are set when the app runs; not applied",
        ])
    }

    func testTruncatedAndGarbledDocumentsNeverTrap() {
        let valid = IBFixtures.storyboard(IBFixtures.controllerScene(subviews: """
            <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="9" height="20"/></label>
            """, constraints: #"<constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="c"/>"#))
        let bytes = Array(valid.utf8)
        // Every prefix, and every single-byte corruption of a sample of positions, loads or fails with located diagnostics.
        for end in stride(from: 0, through: bytes.count, by: 7) {
            let result = SpecLoader.load(bytes: Array(bytes[..<end]), path: "Cut.storyboard")
            XCTAssertTrue(result.spec != nil || result.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
        for position in stride(from: 0, to: bytes.count, by: 13) {
            for replacement: UInt8 in [0x3C, 0x22, 0x2D, 0xFF] {
                var garbled = bytes
                garbled[position] = replacement
                let result = SpecLoader.load(bytes: garbled, path: "Garbled.storyboard")
                XCTAssertTrue(result.spec != nil || !result.errors.isEmpty)
            }
        }
    }
}
