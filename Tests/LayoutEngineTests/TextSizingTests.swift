import LayoutSpec
import TextLayout
import XCTest
@testable import LayoutEngine

/// Labels, buttons, text fields and controls sized from their content (the box font: every
/// character half an em, SF's line height of 2444/2048 em).
final class TextSizingTests: XCTestCase {
    /// A scene whose root holds `body`, each view pinned at (16, 100) unless it says otherwise.
    func spec(_ body: String, environments: String? = nil) -> String {
        """
        <spec>
          <environments>
            \(environments ?? #"<environment name="2x" width="390" height="844" widthClass="compact" heightClass="regular" scale="2"/><environment name="3x" width="390" height="844" widthClass="compact" heightClass="regular" scale="3"/>"#)
          </environments>
          <scene name="S">
            <view id="root">
              \(body)
            </view>
          </scene>
        </spec>
        """
    }

    func pinned(_ element: String, id: String) -> String {
        """
        \(element)
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """
    }

    func testLabelTakesItsTextsWidthAndPixelRoundedHeight() {
        let result = layOut(spec(pinned(#"<label id="title" text="Welcome back" font="system 17"/>"#, id: "title")))
        // 12 characters × 8.5 = 102; 17 × 2444/2048 = 20.287 → 20.5 at 2x, 20.333 at 3x.
        XCTAssertFrame(result.case("2x"), "title", [16, 100, 102, 20.5])
        XCTAssertFrame(result.case("3x"), "title", [16, 100, 102, 20.333333])
        XCTAssertEqual(result.case("2x")?.findings, [])
    }

    func testTextStylesFollowTheContentSizeCategory() {
        let environments = #"""
        <environment name="large" width="390" height="844" widthClass="compact" heightClass="regular"/>
        <environment name="AX5" width="390" height="844" widthClass="compact" heightClass="regular" contentSizeCategory="accessibilityExtraExtraExtraLarge"/>
        <environment name="xS" width="390" height="844" widthClass="compact" heightClass="regular" contentSizeCategory="extraSmall"/>
        """#
        let result = layOut(spec(pinned(#"<label id="t" text="Hello" font="body"/>"#, id: "t")
                                 + pinned(#"<label id="fixed" text="Hello" font="system 17"/>"#, id: "fixed"),
                                 environments: environments))
        // Body: 17 / 53 / 14 pt. 5 characters: 42.5 → 43, 132.5 → 133, 35.
        XCTAssertFrame(result.case("large"), "t", [16, 100, 43, 20.5])
        XCTAssertFrame(result.case("AX5"), "t", [16, 100, 133, 63.5])    // 53 × 2444/2048 = 63.248
        XCTAssertFrame(result.case("xS"), "t", [16, 100, 35, 17])        // 14 × 2444/2048 = 16.707
        XCTAssertFrame(result.case("AX5"), "fixed", [16, 100, 43, 20.5])  // a fixed size does not scale
    }

    func testExplicitIntrinsicSizeWinsAxisByAxis() {
        let result = layOut(spec(pinned(#"<label id="t" text="Welcome back" intrinsicWidth="50"/>"#, id: "t")))
        XCTAssertFrame(result.case("2x"), "t", [16, 100, 50, 20.5])
    }

    func testButtonTitleAndInsets() {
        let body = pinned(#"<button id="buy" title="Add to cart" font="system 15" contentInsets="8 16 8 16"/>"#, id: "buy")
            + pinned(#"<button id="ok" title="OK"/>"#, id: "ok")
            + pinned(#"<button id="info" buttonType="infoLight"/>"#, id: "info")
        let result = layOut(spec(body))
        // 11 × 7.5 = 82.5 → 83, + 32; ⌈15 × 2444/2048 + 12⌉ = 30, + 16.
        XCTAssertFrame(result.case("2x"), "buy", [16, 100, 115, 46])
        // "OK": 15 wide, at least 30.
        XCTAssertFrame(result.case("2x"), "ok", [16, 100, 30, 30])
        XCTAssertFrame(result.case("2x"), "info", [16, 100, 22, 30])
    }

    func testTextFieldFromPlaceholderAndBorderStyle() {
        let body = pinned(#"<textField id="email" placeholder="you@example.com" font="body"/>"#, id: "email")
            + pinned(#"<textField id="plain" text="abc" font="system 14" borderStyle="none"/>"#, id: "plain")
        let result = layOut(spec(body))
        // 15 × 8.5 = 127.5 → 128, + 2 × 7; rounded rect 34 high on iOS 26.
        XCTAssertFrame(result.case("2x"), "email", [16, 100, 142, 34])
        // 3 × 7 = 21; borderless: max(22, ⌈16.707⌉).
        XCTAssertFrame(result.case("2x"), "plain", [16, 100, 21, 22])
    }

    func testSwitchHugsInAStackAndFollowsTheSystemVersion() {
        let environments = #"""
        <environment name="iOS 26" width="390" height="844" widthClass="compact" heightClass="regular"/>
        <environment name="iOS 18" width="390" height="844" widthClass="compact" heightClass="regular" systemVersion="18"/>
        """#
        let body = #"""
        <stackView id="row" alignment="center">
          <label id="name" text="Low Power Mode"/>
          <switch id="lowPower"/>
        </stackView>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """#
        let result = layOut(spec(body, environments: environments))
        // Root margins 16: the row is 358 wide; the switch keeps 63 × 28, the label stretches.
        XCTAssertFrame(result.case("iOS 26"), "lowPower", [311, 100, 63, 28])
        XCTAssertFrame(result.case("iOS 26"), "name", [16, 103.75, 295, 20.5])
        XCTAssertFrame(result.case("iOS 18"), "lowPower", [323, 100, 51, 31])
        XCTAssertEqual(result.case("iOS 26")?.findings.map(\.kind), [])
    }

    func testBaselinesComeFromTheFont() {
        let body = #"""
        <stackView id="row" alignment="firstBaseline" spacing="8">
          <label id="big" text="$42" font="system 34"/>
          <label id="small" text="Total" font="system 17"/>
        </stackView>
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        """#
        let result = layOut(spec(body))
        // Ascenders 17 × 1950/2048 = 16.187 and 32.373: the small label sits 16.187 lower.
        // "$42": 3 × 17 = 51 wide, 34 × 2444/2048 = 40.57 → 41 high.
        XCTAssertFrame(result.case("2x"), "big", [16, 100, 51, 41])
        XCTAssertFrame(result.case("2x"), "small", [75, 116.186523, 43, 20.5])
        XCTAssertEqual(result.case("2x")?.findings, [])
    }

    func testEachDistinctTextIsMeasuredOnce() {
        let tools = TextTools.boxFonts()
        let environments = #"""
        <environment name="a" width="390" height="844" widthClass="compact" heightClass="regular" scale="2"/>
        <environment name="b" width="500" height="844" widthClass="compact" heightClass="regular" scale="3"/>
        <environment name="c" width="844" height="390" widthClass="compact" heightClass="compact" scale="2"/>
        """#
        let body = pinned(#"<label id="one" text="Same"/>"#, id: "one") + pinned(#"<label id="two" text="Same"/>"#, id: "two")
            + pinned(#"<label id="three" text="Other"/>"#, id: "three")
        let result = layOut(spec(body, environments: environments), text: tools)
        XCTAssertEqual(result.scenes.first?.cases.count, 3)
        XCTAssertEqual(tools.measurer.memoizedCount, 2, "'Same' and 'Other', whatever the environment and scale")
    }

    func testMissingNamedFontIsAWarningAndTheSystemFont() throws {
        let fonts = try FontLibrary()
        let result = layOut(spec(pinned(#"<label id="t" text="Hi" font="Futura-Medium 16"/>"#, id: "t")), text: TextTools(fonts: fonts))
        let warnings = try XCTUnwrap(result.case("2x")?.warnings)
        XCTAssertEqual(warnings.map(\.code), ["font-not-found"])
        XCTAssertEqual(warnings.first?.items, ["t"])
        XCTAssertEqual(warnings.first?.message, "'t': font 'Futura-Medium' not found (no fonts folder was given); measuring with the system font at 16.0 pt")
        XCTAssertEqual(result.case("2x")?.view("t")?.frame.height, 19.5, "16 × 2444/2048 = 19.094 → 19.5 at 2x")
    }
}
