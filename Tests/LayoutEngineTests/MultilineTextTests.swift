import LayoutSpec
import XCTest
@testable import LayoutEngine

/// Multi-line labels take their height from their solved width (UIKit's two passes), and
/// `UISV-text-width-disambiguation` shares a horizontal stack's width between them. Box font:
/// 8.5 points a character at 17 pt, lines of 20.287 points.
final class MultilineTextTests: XCTestCase {
    /// Six 9-letter words: 60 characters, 510 points on one line.
    let words = "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi"

    func spec(_ body: String, environments: String? = nil) -> String {
        """
        <spec>
          <environments>
            \(environments ?? #"<environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular"/>"#)
          </environments>
          <scene name="S">
            <view id="root">
              \(body)
            </view>
          </scene>
        </spec>
        """
    }

    func testPinnedLabelWrapsAtItsWidth() {
        let body = """
        <label id="body" text="\(words)" numberOfLines="0"/>
        <view id="below" intrinsicHeight="10"/>
        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="body" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        <constraint firstItem="below" firstAttribute="top" secondItem="body" secondAttribute="bottom" constant="8"/>
        <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
        <constraint firstItem="below" firstAttribute="width" constant="10"/>
        """
        let result = layOut(spec(body))
        // 358 wide: 4 words (39 characters, 331.5) a line, two lines: 40.574 → 41 at 2x.
        XCTAssertFrame(result.case("phone"), "body", [16, 100, 358, 41])
        XCTAssertFrame(result.case("phone"), "below", [0, 149, 10, 10])
        XCTAssertEqual(result.case("phone")?.findings, [], "a wrapping label is not compressed")
    }

    func testLabelBoundedByLessThanOrEqualHugsItsWrappedWidth() {
        let body = """
        <label id="body" text="\(words)" numberOfLines="0"/>
        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="body" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """
        let result = layOut(spec(body))
        // First pass: 510 wide, held to 358; measured at 358: 332 × 41; it hugs 332.
        XCTAssertFrame(result.case("phone"), "body", [16, 100, 332, 41])
        XCTAssertEqual(result.case("phone")?.findings, [])
    }

    func testLimitedLinesKeepTheirHeight() {
        let body = """
        <label id="body" text="\(words) \(words)" numberOfLines="2"/>
        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="body" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """
        XCTAssertFrame(layOut(spec(body)).case("phone"), "body", [16, 100, 358, 41])
    }

    func stackBody(_ items: String) -> String {
        """
        <stackView id="row" alignment="top" spacing="8">
          \(items)
        </stackView>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """
    }

    func testLabelBesideASwitchTakesTheRestOfTheRowOnIOS26() {
        let result = layOut(spec(stackBody(#"<label id="body" text="\#(words)" numberOfLines="0"/><switch id="toggle"/>"#)))
        // One multi-line label: no disambiguation. 358 − 8 − 63 = 287: 3 words a line, 2 lines.
        let phone = result.case("phone")
        XCTAssertFrame(phone, "body", [16, 100, 287, 41])
        XCTAssertFrame(phone, "toggle", [311, 100, 63, 28])
        XCTAssertEqual(phone?.findings, [])
    }

    func testLegacyDisambiguationHalvesTheRowOnIOS12() {
        let environments = #"<environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular" systemVersion="12"/>"#
        let result = layOut(spec(stackBody(#"<label id="body" text="\#(words)" numberOfLines="0"/><switch id="toggle"/>"#),
                                 environments: environments))
        // label.width == 0.5 × row.width − 4 @760 beats the switch's hugging (750): the
        // radar's "label and switch are sized equally". 175 wide: 2 words a line, 3 lines.
        let phone = result.case("phone")
        XCTAssertFrame(phone, "body", [16, 100, 175, 61])
        XCTAssertFrame(phone, "toggle", [199, 100, 175, 31])
    }

    func testTwoMultilineLabelsShareTheRow() {
        let items = #"<label id="a" text="\#(words)" numberOfLines="0"/><label id="b" text="\#(words)" numberOfLines="0"/>"#
        let result = layOut(spec(stackBody(items)))
        // Each <= (358 − 8) / 2 = 175 @950 and @951.
        let phone = result.case("phone")
        XCTAssertFrame(phone, "a", [16, 100, 175, 61])
        XCTAssertFrame(phone, "b", [199, 100, 175, 61])
        XCTAssertEqual(phone?.findings.map(\.kind), [])
    }

    func testDisambiguationConstraintsAreNamedLikeUIKits() throws {
        let items = #"<label id="a" text="x y" numberOfLines="0"/><label id="b" text="x y" numberOfLines="0"/>"#
        let load = SpecLoader.load(bytes: Array(spec(stackBody(items)).utf8), path: "Test.xml")
        let spec = try XCTUnwrap(load.spec)
        let explanation = try XCTUnwrap(LayoutEngine.explain(spec, scene: "S", environment: "phone", text: .boxFonts()))
        let lines = explanation.constraints.filter { $0.origin == "UISV-text-width-disambiguation" }
        XCTAssertEqual(lines.map(\.id), [
            "UISV-text-width-disambiguation(row: a.width <= 0.5 × row.width - 4 @950)",
            "UISV-text-width-disambiguation(row: b.width <= 0.5 × row.width - 4 @951)",
        ])
    }

    func testTextViewWithoutScrollingWrapsInsideItsInsets() {
        let body = """
        <textView id="notes" text="\(words)" font="system 17" scrollEnabled="NO"/>
        <constraint firstItem="notes" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="notes" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="notes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """
        // 358 − 10 = 348 for the text: 4 words a line, 2 lines (41), + 16.
        XCTAssertFrame(layOut(spec(body)).case("phone"), "notes", [16, 100, 358, 57])
    }

    func testMovedSessionsAgreeWithFreshOnes() throws {
        let environments = #"""
        <environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular"/>
        <environment name="wide" width="600" height="844" widthClass="compact" heightClass="regular"/>
        <environment name="narrow" width="200" height="844" widthClass="compact" heightClass="regular" scale="3"/>
        <environment name="phone again" width="390" height="844" widthClass="compact" heightClass="regular"/>
        """#
        let body = """
        <label id="body" text="\(words)" numberOfLines="0"/>
        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="body" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """
        let text = spec(body, environments: environments).replacingOccurrences(of: "</scene>", with: """
        <state name="short"><set item="body" text="abc"/></state>
        </scene>
        """)
        let load = SpecLoader.load(bytes: Array(text.utf8), path: "Test.xml")
        let moved = LayoutEngine.run(load, file: "T", options: .init(text: .boxFonts()))
        let fresh = LayoutEngine.run(load, file: "T", options: .init(reusesSolvers: false, text: .boxFonts()))
        let movedCases = try XCTUnwrap(moved.scenes.first?.cases), freshCases = try XCTUnwrap(fresh.scenes.first?.cases)
        XCTAssertEqual(movedCases.map(\.views), freshCases.map(\.views))
        XCTAssertFrame(moved.case("phone"), "body", [16, 100, 358, 41])
        // 600 points wide in portrait: 20-point margins, as on the phones 414 points wide or wider.
        XCTAssertFrame(moved.case("wide"), "body", [20, 100, 560, 20.5])
        // 168 wide: two words (19 characters, 161.5) a line, 3 lines: 60.86 → 61 at 3x.
        XCTAssertFrame(moved.case("narrow"), "body", [16, 100, 168, 61])
        XCTAssertFrame(moved.case("phone again"), "body", [16, 100, 358, 41])
        XCTAssertFrame(moved.case("phone", state: "short"), "body", [16, 100, 358, 20.5])
    }
}
