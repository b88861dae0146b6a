import XCTest
import LayoutSpec
import LayoutSolver
@testable import LayoutEngine

/// Hidden arranged subviews (iOS 26, docs/stackview.md §5.1), margins-relative arrangement
/// (§5.3) and UIKit's identifiers in conflicts.
final class StackHidingTests: XCTestCase {
    func testHiddenItemsGetHidingAndHiddenSpacingAtUIKitsPriorities() {
        let s = stackSession(stackScene("spacing=\"10\"", items: keanItems(["", "hidden=\"YES\"", ""])))
        XCTAssertEqual(generated(s, "UISV-hiding"), ["UISV-hiding(stack: v1.width == 0 @999.999) @999.999"])
        XCTAssertEqual(generated(s, "UISV-spacing-hidden"), ["UISV-spacing-hidden(stack: v1.leading == v0.trailing + 5 @50) @50"])
        XCTAssertEqual(generated(s, "UISV-spacing"), ["UISV-spacing(stack: v2.leading == v0.trailing + 10) @1000"])
        // hidden items stay aligned
        XCTAssertEqual(generated(s, "UISV-alignment").count, 4)
    }

    func testHiddenFirstAndLastItems() {
        // Hidden items keep their alignment constraints (§5.1): with fill alignment the hidden
        // v0's compression resistance still holds the stack at its height, 200.
        let first = layOut(stackScene("spacing=\"10\"", items: keanItems(["hidden=\"YES\"", "", ""]))).case("canvas")
        XCTAssertFrame(first, "stack", [0, 0, 130, 200])
        XCTAssertAxis(first, x: [0, 0, 90], width: [0, 80, 40])
        XCTAssertEqual(findingSummary(first), [])
        let last = layOut(stackScene("spacing=\"10\"", items: keanItems(["", "", "hidden=\"YES\""]))).case("canvas")
        XCTAssertFrame(last, "stack", [0, 0, 250, 200])
        XCTAssertAxis(last, x: [0, 170, 250], width: [160, 80, 0])
        let two = layOut(stackScene("spacing=\"10\"", items: keanItems(["hidden=\"YES\"", "hidden=\"YES\"", ""]))).case("canvas")
        XCTAssertFrame(two, "stack", [0, 0, 40, 200])
        let centered = layOut(stackScene("spacing=\"10\" alignment=\"center\"", items: keanItems(["hidden=\"YES\"", "hidden=\"YES\"", ""]))).case("canvas")
        XCTAssertFrame(centered, "stack", [0, 0, 40, 50], accuracy: 0.001)
        XCTAssertEqual(findingSummary(centered), [])
        XCTAssertAxis(two, x: [0, 0, 0], width: [0, 0, 40])
        XCTAssertEqual(findingSummary(two), [])
    }

    func testAllHiddenStackCollapsesAlongItsAxis() {
        let xml = stackScene("spacing=\"10\" alignment=\"center\"", items: keanItems(["hidden=\"YES\"", "hidden=\"YES\"", "hidden=\"YES\""]))
        let s = stackSession(xml)
        XCTAssertEqual(Array(generated(s, "UISV-canvas-connection").prefix(2)), [
            "UISV-canvas-connection(stack: stack.leading == UISV-spanning-guide.leading) @1000",
            "UISV-canvas-connection(stack: UISV-spanning-guide.trailing == stack.trailing) @1000",
        ])
        XCTAssertEqual(generated(s, "UISV-spanning-fit"), [
            "UISV-spanning-fit(stack: UISV-spanning-guide.width == 0 @0.001) @0.001",
            "UISV-spanning-fit(stack: UISV-alignment-spanner.height == 0 @0.001) @0.001",
        ])
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "stack", [0, 0, 0, 0])
        XCTAssertEqual(findingSummary(r), [])
        // Inside a row, the collapsed stack takes no space either (only its spacing remains).
        let nested = """
        <stackView id="inner" spacing="10">
          <view id="h1" intrinsicWidth="30" intrinsicHeight="10" hidden="YES"/>
          <view id="h2" intrinsicWidth="30" intrinsicHeight="10" hidden="YES"/>
        </stackView>
        <view id="after" intrinsicWidth="30" intrinsicHeight="10"/>
        """
        let row = layOut(stackScene("spacing=\"5\"", items: nested)).case("canvas")
        XCTAssertFrame(row, "after", [5, 0, 30, 10])
        XCTAssertEqual(row?.view("inner")?.frame.width ?? -1, 0, accuracy: 0.001)
    }

    func testRequiredSizeOnAHiddenViewWinsWithoutConflict() {
        let xml = stackScene("spacing=\"10\"", items: keanItems(["", "hidden=\"YES\"", ""]),
                             extra: "<constraint id=\"fixed\" firstItem=\"v1\" firstAttribute=\"width\" constant=\"50\"/>")
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "v2", [170, 0, 40, 200])
        XCTAssertEqual(r?.view("v1")?.frame.width ?? -1, 50, accuracy: 0.001)
        XCTAssertEqual(findingSummary(r), [])
    }

    func testHiddenViewsInEqualDistributions() {
        let r = layOut(stackScene("distribution=\"equalSpacing\" spacing=\"10\"", items: keanItems(["", "hidden=\"YES\"", ""]), width: 400)).case("canvas")
        // v0 and v2 are one gap apart; the hidden v1 hangs off v0 at >= s/2 @50 (its position in
        // the gap is not drawn and not checked).
        XCTAssertFrame(r, "v0", [0, 0, 160, 200])
        XCTAssertFrame(r, "v2", [360, 0, 40, 200])
        XCTAssertEqual(r?.view("v1")?.frame.width ?? -1, 0, accuracy: 0.001)
        XCTAssertGreaterThanOrEqual(r?.view("v1")?.frame.x ?? -1, 165)
        XCTAssertEqual(findingSummary(r), [])
    }

    func testMarginsRelativeArrangementInsetsEveryDistribution() {
        let attributes = "spacing=\"10\" layoutMarginsRelativeArrangement=\"YES\" layoutMargins=\"8 16 8 16\""
        let proportional = layOut(stackScene("distribution=\"fillProportionally\" " + attributes, items: keanItems(), width: 332)).case("canvas")
        XCTAssertAxis(proportional, x: [16, 186, 276], width: [160, 80, 40])
        let equal = stackSession(stackScene("distribution=\"equalSpacing\" " + attributes, items: keanItems()))
        XCTAssertEqual(generated(equal, "UISV-canvas-fit"), ["UISV-canvas-fit(stack: stack.layoutMarginsGuide.width == 0 @49) @49"])
        let free = layOut(stackScene("distribution=\"equalSpacing\" alignment=\"center\" " + attributes, items: keanItems())).case("canvas")
        XCTAssertFrame(free, "stack", [0, 0, 332, 216])
        XCTAssertFrame(free, "v2", [276, 83, 40, 50])
        XCTAssertEqual(findingSummary(free), [])
        // Without the flag the margins are ignored by the arrangement.
        let plain = layOut(stackScene("spacing=\"10\" layoutMargins=\"8 16 8 16\"", items: keanItems())).case("canvas")
        XCTAssertFrame(plain, "stack", [0, 0, 300, 200])
    }

    func testConflictsNameUIKitIdentifiersAndBreakTheAuthorsConstraint() throws {
        let items = """
        <view id="a" intrinsicHeight="10"/>
        <view id="b" intrinsicHeight="10"/>
        """
        let xml = stackScene("spacing=\"10\"", items: items, width: 100, extra: """
        <constraint id="aWide" firstItem="a" firstAttribute="width" constant="60"/>
        <constraint id="bWide" firstItem="b" firstAttribute="width" constant="60"/>
        """)
        let r = layOut(xml).case("canvas")
        let conflict = try XCTUnwrap(r?.findings.first { $0.kind == .conflict })
        XCTAssertEqual(conflict.items, [
            "UISV-canvas-connection(stack: stack.leading == a.leading)",
            "UISV-canvas-connection(stack: b.trailing == stack.trailing)",
            "UISV-spacing(stack: b.leading == a.trailing + 10)",
            "stackWidth", "aWide", "bWide",
        ])
        XCTAssertTrue(conflict.message.hasSuffix("broke bWide: b.width == 60 @1000"), conflict.message)
        XCTAssertFrame(r, "a", [0, 0, 60, 10])
        XCTAssertFrame(r, "b", [70, 0, 30, 10])
    }
}
