import LayoutSpec
import XCTest
@testable import LayoutEngine

/// `<scene height="fitting">`: the root takes its compressed fitting size along that axis, as
/// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` gives a self-sizing cell:
/// the canvas width is required, the height is pulled to 0 at priority 50.
final class FittingSizeTests: XCTestCase {
    let words = "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi"

    func spec(_ fitting: String, _ body: String) -> String {
        """
        <spec>
          <environments>
            \(environment("phone", safeArea: "47 0 34 0"))
            \(environment("narrow", width: 320, height: 568))
          </environments>
          <scene name="Card" \(fitting)>
            <view id="root">
              \(body)
            </view>
          </scene>
        </spec>
        """
    }

    /// A vertical stack of 40 and 60 points, 8 apart, 12 from the top and bottom.
    let pinnedStack = """
    <stackView id="stack" axis="vertical" spacing="8">
      <view id="a" intrinsicWidth="100" intrinsicHeight="40"/>
      <view id="b" intrinsicWidth="100" intrinsicHeight="60"/>
    </stackView>
    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
    <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12"/>
    <constraint firstItem="root" firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="12"/>
    """

    func testAPinnedCardTakesItsContentsHeight() {
        let result = layOut(spec(#"height="fitting""#, pinnedStack))
        for (name, width) in [("phone", 390.0), ("narrow", 320)] {
            let card = result.case(name)
            XCTAssertFrame(card, "root", [0, 0, width, 132])
            XCTAssertFrame(card, "stack", [16, 12, width - 32, 108])
            XCTAssertFrame(card, "b", [16, 60, width - 32, 60])
            XCTAssertEqual(card?.height ?? 0, 132, accuracy: 0.001, "the case's canvas is the fitted size")
            XCTAssertEqual(card?.width ?? 0, width, accuracy: 0.001)
            XCTAssertEqual(card?.safeArea, .zero, "a fitted axis has no safe area")
            XCTAssertEqual(card?.fitted, .height)
            XCTAssertEqual(card?.findings, [])
        }
    }

    func testWithoutFittingTheSameCardFillsTheCanvas() {
        let card = layOut(spec("", pinnedStack)).case("phone")
        XCTAssertFrame(card, "root", [0, 0, 390, 844])
        XCTAssertFrame(card, "stack", [16, 12, 358, 820])
    }

    func testACardNotPinnedAtTheBottomCollapsesAndOverflows() {
        let unpinned = pinnedStack.replacingOccurrences(
            of: #"<constraint firstItem="root" firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="12"/>"#, with: "")
        let card = layOut(spec(#"height="fitting""#, unpinned)).case("phone")
        XCTAssertFrame(card, "root", [0, 0, 390, 0])
        XCTAssertEqual(card?.height ?? -1, 0, accuracy: 0.001)
        let overflow = card?.findings.filter { $0.kind == .overflow } ?? []
        XCTAssertEqual(overflow.map(\.items), [["stack"]], "\(card?.findings ?? [])")
    }

    func testAWrappingLabelGivesTheHeightAtTheCanvasWidth() {
        let body = """
        <label id="body" text="\(words)" numberOfLines="0"/>
        <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="body" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10"/>
        <constraint firstItem="root" firstAttribute="bottom" secondItem="body" secondAttribute="bottom" constant="10"/>
        """
        let result = layOut(spec(#"height="fitting""#, body))
        // 358 wide: two lines (41 at 2x); 288 wide: 3 words (29 characters, 246.5) a line, two lines.
        XCTAssertFrame(result.case("phone"), "body", [16, 10, 358, 41])
        XCTAssertFrame(result.case("phone"), "root", [0, 0, 390, 61])
        XCTAssertFrame(result.case("narrow"), "body", [16, 10, 288, 41])
        XCTAssertFrame(result.case("narrow"), "root", [0, 0, 320, 61])
    }

    func testFittingTheWidthKeepsTheCanvasHeight() {
        let body = """
        <view id="badge" intrinsicWidth="44" intrinsicHeight="20"/>
        <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="6"/>
        <constraint firstItem="root" firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="6"/>
        <constraint firstItem="badge" firstAttribute="centerY" secondItem="root" secondAttribute="centerY"/>
        """
        let card = layOut(spec(#"width="fitting""#, body)).case("narrow")
        XCTAssertFrame(card, "root", [0, 0, 56, 568])
        XCTAssertFrame(card, "badge", [6, 274, 44, 20])
    }

    func testAnotherValueIsALocatedError() {
        let load = SpecLoader.load(bytes: Array(spec(#"height="auto""#, pinnedStack).utf8), path: "Card.xml")
        XCTAssertEqual(load.errors.map(\.description), [
            "Card.xml:6:30: error: 'height' of a scene takes 'fitting' (the root's compressed fitting size, as systemLayoutSizeFitting gives a self-sizing cell), not 'auto'; the canvas size comes from the environment",
        ])
    }
}
