import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// Every attribute, margins, safe area, RTL, variations.
final class EngineAttributeTests: XCTestCase {
    /// One box of 100 × 50 pinned by the two constraints given, in a 390 × 844 canvas.
    private func box(_ horizontal: String, _ vertical: String, env: String = environment(), width: String = "100") -> CaseResult? {
        layOut("""
        <spec><environments>\(env)</environments><scene name="S"><view id="root">
          <view id="box"/>
          <constraint firstItem="box" firstAttribute="width" constant="\(width)"/>
          <constraint firstItem="box" firstAttribute="height" constant="50"/>
          \(horizontal)
          \(vertical)
        </view></scene></spec>
        """).scenes.first?.cases.first
    }

    func testEveryPositionAttribute() {
        let top = #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10"/>"#
        let cases: [(String, Double)] = [
            (#"<constraint firstItem="box" firstAttribute="left" secondItem="root" secondAttribute="left" constant="7"/>"#, 7),
            (#"<constraint firstItem="box" firstAttribute="right" secondItem="root" secondAttribute="right" constant="-7"/>"#, 283),
            (#"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5"/>"#, 5),
            (#"<constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>"#, 290),
            (#"<constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX"/>"#, 145),
            (#"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>"#, 16),
            (#"<constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>"#, 274),
            (#"<constraint firstItem="box" firstAttribute="left" secondItem="root" secondAttribute="leftMargin"/>"#, 16),
            (#"<constraint firstItem="box" firstAttribute="right" secondItem="root" secondAttribute="rightMargin"/>"#, 274),
            (#"<constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerXWithinMargins"/>"#, 145),
            (#"<constraint firstItem="box" firstAttribute="leading" secondItem="root.safeArea" secondAttribute="leading"/>"#, 0),
        ]
        for (constraint, x) in cases {
            XCTAssertFrame(box(constraint, top), "box", [x, 10, 100, 50])
        }
        let left = #"<constraint firstItem="box" firstAttribute="left" secondItem="root" secondAttribute="left"/>"#
        let vertical: [(String, Double)] = [
            (#"<constraint firstItem="box" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="-4"/>"#, 790),
            (#"<constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY"/>"#, 397),
            (#"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin"/>"#, 47),
            (#"<constraint firstItem="box" firstAttribute="bottom" secondItem="root" secondAttribute="bottomMargin"/>"#, 760),
            (#"<constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerYWithinMargins"/>"#, 403.5),
            (#"<constraint firstItem="box" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top" constant="1"/>"#, 48),
            (#"<constraint firstItem="box" firstAttribute="bottom" secondItem="root.safeArea" secondAttribute="bottom"/>"#, 760),
            (#"<constraint firstItem="box" firstAttribute="centerY" secondItem="root.safeArea" secondAttribute="centerY"/>"#, 403.5),
        ]
        for (constraint, y) in vertical {
            XCTAssertFrame(box(left, constraint, env: environment(safeArea: "47 0 34 0")), "box", [0, y, 100, 50])
        }
    }

    func testMultiplierRatioAndRelations() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <view id="a"/><view id="b"/>
          <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2"/>
          <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="0.5" constant="3"/>
          <constraint firstItem="b" firstAttribute="left" secondItem="a" secondAttribute="right" constant="8"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom"/>
          <constraint firstItem="b" firstAttribute="width" relation="greaterThanOrEqual" constant="40"/>
          <constraint firstItem="b" firstAttribute="width" relation="lessThanOrEqual" constant="30" priority="defaultLow"/>
          <constraint firstItem="b" firstAttribute="height" relation="lessThanOrEqual" constant="10"/>
          <constraint firstItem="b" firstAttribute="height" constant="25" priority="999.5"/>
        </view></scene></spec>
        """)
        let phone = result.case("phone")
        XCTAssertFrame(phone, "a", [0, 0, 195, 100.5])
        XCTAssertFrame(phone, "b", [203, 100.5, 40, 10])
        XCTAssertEqual(phone?.findings.map(\.kind), [])
    }

    func testBaselines() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <label id="name" intrinsicWidth="60" intrinsicHeight="41"/>
          <label id="value" intrinsicWidth="80" intrinsicHeight="21"/>
          <button id="go" intrinsicWidth="40" intrinsicHeight="30" firstBaseline="22"/>
          <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
          <constraint firstItem="value" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8"/>
          <constraint firstItem="value" firstAttribute="firstBaseline" secondItem="name" secondAttribute="firstBaseline"/>
          <constraint firstItem="go" firstAttribute="leading" secondItem="value" secondAttribute="trailing" constant="8"/>
          <constraint firstItem="go" firstAttribute="firstBaseline" secondItem="name" secondAttribute="lastBaseline"/>
        </view></scene></spec>
        """)
        let phone = result.case("phone")
        // label first baseline: min(16, h − 4.5) = 16; last: h − 4.5 = 36.5.
        XCTAssertFrame(phone, "name", [0, 100, 60, 41])
        XCTAssertFrame(phone, "value", [68, 100, 80, 21])
        XCTAssertFrame(phone, "go", [156, 114.5, 40, 30])
    }

    /// Landscape: left inset 47 → the root's leading margin is at 63 in compact width, and
    /// 67 in regular width (20 points); right-to-left mirrors it.
    func testRootMarginsAreMeasuredFromTheSafeArea() {
        let spec = """
        <spec><environments>
          \(environment("landscape", width: 844, height: 390, heightClass: "compact", safeArea: "0 47 21 47"))
          \(environment("max", width: 926, height: 428, widthClass: "regular", heightClass: "compact", safeArea: "0 47 21 47"))
          \(environment("rtl", width: 844, height: 390, heightClass: "compact", safeArea: "0 47 21 47", direction: "rightToLeft"))
        </environments><scene name="S"><view id="root">
          <view id="box"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
          <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin"/>
          <constraint firstItem="box" firstAttribute="bottom" secondItem="root" secondAttribute="bottomMargin"/>
        </view></scene></spec>
        """
        let result = layOut(spec)
        XCTAssertFrame(result.case("landscape"), "box", [63, 0, 718, 369])
        XCTAssertFrame(result.case("max"), "box", [67, 0, 792, 407])
        XCTAssertFrame(result.case("rtl"), "box", [63, 0, 718, 369])
    }

    func testRightToLeftFlipsLeadingAndTrailing() {
        let result = layOut("""
        <spec><environments>\(environment("ltr"))\(environment("rtl", direction: "rightToLeft"))</environments>
        <scene name="S"><view id="root">
          <view id="box"/>
          <constraint firstItem="box" firstAttribute="width" constant="100"/>
          <constraint firstItem="box" firstAttribute="height" constant="10"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="4"/>
        </view></scene></spec>
        """)
        XCTAssertFrame(result.case("ltr"), "box", [20, 0, 100, 10])
        XCTAssertFrame(result.case("rtl"), "box", [270, 0, 100, 10])
    }

    /// Two-class beats one-class beats own; `installed="NO"` on a view and on a constraint;
    /// a constant that varies by size class.
    func testVariationsAndInstalled() {
        let result = layOut("""
        <spec><environments>
          \(environment("cr", widthClass: "compact", heightClass: "regular"))
          \(environment("rr", width: 834, height: 1194, widthClass: "regular", heightClass: "regular"))
          \(environment("rc", width: 926, height: 428, widthClass: "regular", heightClass: "compact"))
          \(environment("cc", width: 844, height: 390, widthClass: "compact", heightClass: "compact"))
        </environments><scene name="S"><view id="root">
          <view id="cover">
            <variation key="heightClass=compact" installed="NO"/>
          </view>
          <view id="badge">
            <variation key="widthClass=regular" installed="NO"/>
            <variation key="heightClass=regular-widthClass=regular" installed="YES"/>
          </view>
          <constraint id="w" firstItem="cover" firstAttribute="width" constant="120">
            <variation key="widthClass=regular" constant="200"/>
          </constraint>
          <constraint firstItem="cover" firstAttribute="height" constant="10"/>
          <constraint firstItem="cover" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint id="top" firstItem="cover" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5">
            <variation key="heightClass=regular-widthClass=regular" installed="NO"/>
          </constraint>
          <constraint firstItem="cover" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" priority="250"/>
          <constraint firstItem="badge" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="badge" firstAttribute="top" secondItem="cover" secondAttribute="bottom"/>
          <constraint firstItem="badge" firstAttribute="width" constant="1"/>
          <constraint firstItem="badge" firstAttribute="height" constant="1"/>
        </view></scene></spec>
        """)
        XCTAssertFrame(result.case("cr"), "cover", [0, 5, 120, 10])
        XCTAssertFrame(result.case("cr"), "badge", [0, 15, 1, 1])
        XCTAssertFrame(result.case("rr"), "cover", [0, 50, 200, 10])   // "top" not installed: the 250 one holds
        XCTAssertFrame(result.case("rr"), "badge", [0, 60, 1, 1])      // two-class YES beats one-class NO
        XCTAssertNil(result.case("rc")?.view("cover"))                  // view not installed, with its constraints
        XCTAssertNil(result.case("rc")?.view("badge"))                  // one-class NO; its constraints went with cover
        XCTAssertNil(result.case("cc")?.view("cover"))
        XCTAssertNotNil(result.case("cc")?.view("badge"))
    }
}
