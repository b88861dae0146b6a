import XCTest
import LayoutSpec
import LayoutSolver
@testable import LayoutEngine

/// Alignments across the axis, the spanner and its low priorities, baselines and their vending
/// (docs/stackview.md §4).
final class StackAlignmentTests: XCTestCase {
    func testLeadingAlignmentGeneratesUIKitsCatalogue() {
        let s = stackSession(stackScene("alignment=\"top\" spacing=\"10\"", items: keanItems()))
        XCTAssertEqual(generated(s, "UISV-alignment"), [
            "UISV-alignment(stack: v0.top == v1.top) @1000",
            "UISV-alignment(stack: v0.top == v2.top) @1000",
        ])
        XCTAssertEqual(generated(s, "UISV-canvas-connection"), [
            "UISV-canvas-connection(stack: stack.leading == v0.leading) @1000",
            "UISV-canvas-connection(stack: v2.trailing == stack.trailing) @1000",
            "UISV-canvas-connection(stack: stack.top == v0.top) @1000",
            "UISV-canvas-connection(stack: UISV-alignment-spanner.bottom == stack.bottom) @1000",
        ])
        XCTAssertEqual(generated(s, "UISV-spanning-boundary"), [
            "UISV-spanning-boundary(stack: UISV-alignment-spanner.top == v0.top @999.5) @999.5",
            "UISV-spanning-boundary(stack: UISV-alignment-spanner.bottom >= v0.bottom) @1000",
            "UISV-spanning-boundary(stack: UISV-alignment-spanner.top == v1.top @999.5) @999.5",
            "UISV-spanning-boundary(stack: UISV-alignment-spanner.bottom >= v1.bottom) @1000",
            "UISV-spanning-boundary(stack: UISV-alignment-spanner.top == v2.top @999.5) @999.5",
            "UISV-spanning-boundary(stack: UISV-alignment-spanner.bottom >= v2.bottom) @1000",
        ])
        XCTAssertEqual(generated(s, "UISV-spanning-fit"), ["UISV-spanning-fit(stack: UISV-alignment-spanner.height == 0 @51) @51"])
        XCTAssertEqual(generated(s, "UISV-ambiguity-suppression"), [
            "UISV-ambiguity-suppression(stack: v0.height == 0 @25) @25",
            "UISV-ambiguity-suppression(stack: v1.height == 0 @25) @25",
            "UISV-ambiguity-suppression(stack: v2.height == 0 @25) @25",
        ])
        XCTAssertEqual(generated(s, "UISV-canvas-fit"), [])
        XCTAssertEqual(generated(s, "UISV-spacing"), [
            "UISV-spacing(stack: v1.leading == v0.trailing + 10) @1000",
            "UISV-spacing(stack: v2.leading == v1.trailing + 10) @1000",
        ])
    }

    func testFillAlignmentHasNoSpanner() {
        let s = stackSession(stackScene("spacing=\"10\"", items: keanItems()))
        XCTAssertEqual(generated(s, "UISV-spanning-fit"), [])
        XCTAssertEqual(generated(s, "UISV-ambiguity-suppression"), [])
        XCTAssertEqual(generated(s, "UISV-alignment").count, 4)
        XCTAssertEqual(Array(generated(s, "UISV-canvas-connection").suffix(2)), [
            "UISV-canvas-connection(stack: stack.top == v0.top) @1000",
            "UISV-canvas-connection(stack: v0.bottom == stack.bottom) @1000",
        ])
    }

    func testSingleItemCenterUsesInequalitiesAndCanvasFit() {
        let xml = stackScene("alignment=\"center\"", items: "<view id=\"v\" intrinsicWidth=\"40\" intrinsicHeight=\"30\"/>", height: 100)
        let s = stackSession(xml)
        XCTAssertEqual(Array(generated(s, "UISV-canvas-connection").suffix(3)), [
            "UISV-canvas-connection(stack: stack.top <= v.top) @1000",
            "UISV-canvas-connection(stack: stack.bottom >= v.bottom) @1000",
            "UISV-canvas-connection(stack: stack.centerY == v.centerY) @1000",
        ])
        XCTAssertEqual(generated(s, "UISV-canvas-fit"), ["UISV-canvas-fit(stack: stack.height == 0 @49) @49"])
        XCTAssertEqual(generated(s, "UISV-spanning-fit"), [])
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "v", [0, 35, 40, 30])
        XCTAssertEqual(findingSummary(r), [])
        let free = layOut(stackScene("alignment=\"center\"", items: "<view id=\"v\" intrinsicWidth=\"40\" intrinsicHeight=\"30\"/>")).case("canvas")
        XCTAssertFrame(free, "stack", [0, 0, 40, 30])
    }

    func testTrailingAndCenterAlignmentsInAFixedHeight() {
        let bottom = layOut(stackScene("alignment=\"bottom\" spacing=\"10\"", items: keanItems(), height: 300)).case("canvas")
        XCTAssertFrame(bottom, "v0", [0, 100, 160, 200])
        XCTAssertFrame(bottom, "v1", [170, 200, 80, 100])
        XCTAssertFrame(bottom, "v2", [260, 250, 40, 50])
        XCTAssertEqual(findingSummary(bottom), [])
        let top = layOut(stackScene("alignment=\"leading\" spacing=\"10\"", items: keanItems(), height: 300)).case("canvas")
        XCTAssertFrame(top, "v2", [260, 0, 40, 50])
    }

    func testVerticalStackAlignmentsFollowTheLayoutDirection() {
        let items = """
        <label id="a" intrinsicWidth="50" intrinsicHeight="20"/>
        <label id="b" intrinsicWidth="80" intrinsicHeight="20"/>
        """
        for (alignment, ltr, rtl) in [("leading", 0.0, 50.0), ("trailing", 50.0, 0.0), ("center", 25.0, 25.0), ("fill", 0.0, 0.0)] {
            let xml = stackScene("axis=\"vertical\" alignment=\"\(alignment)\"", items: items, width: 100)
            let left = layOut(xml).case("canvas")
            XCTAssertEqual(left?.view("a")?.frame.x ?? -1, ltr, accuracy: 0.001, alignment)
            XCTAssertEqual(left?.view("a")?.frame.width ?? -1, alignment == "fill" ? 100 : 50, accuracy: 0.001, alignment)
            XCTAssertEqual(findingSummary(left), [], alignment)
            let right = layOut(xml.replacingOccurrences(of: "leftToRight", with: "rightToLeft")).case("canvas")
            // the stack's leading edge is pinned to the root's leading edge: the right one.
            XCTAssertEqual((right?.view("a")?.frame.x ?? -1) - (right?.view("stack")?.frame.x ?? 0), rtl, accuracy: 0.001, alignment)
            XCTAssertEqual(right?.view("stack")?.frame.x ?? -1, 900, accuracy: 0.001)
        }
    }

    private let baselineItems = """
    <label id="small" intrinsicWidth="50" intrinsicHeight="20" firstBaseline="15" lastBaseline="15"/>
    <label id="big" intrinsicWidth="80" intrinsicHeight="40" firstBaseline="30" lastBaseline="36"/>
    <view id="box" intrinsicWidth="10" intrinsicHeight="10"/>
    """

    func testFirstBaselineAlignment() {
        let s = stackSession(stackScene("alignment=\"firstBaseline\" spacing=\"8\"", items: baselineItems))
        XCTAssertEqual(generated(s, "UISV-alignment"), [
            "UISV-alignment(stack: small.firstBaseline == big.firstBaseline) @1000",
            "UISV-alignment(stack: small.firstBaseline == box.firstBaseline) @1000",
        ])
        XCTAssertEqual(Array(generated(s, "UISV-canvas-connection").suffix(2)), [
            "UISV-canvas-connection(stack: stack.top <= small.top) @1000",
            "UISV-canvas-connection(stack: UISV-alignment-spanner.bottom == stack.bottom) @1000",
        ])
        XCTAssertEqual(generated(s, "UISV-canvas-fit"), ["UISV-canvas-fit(stack: stack.height == 0 @49) @49"])
        // The stack is 100 pt down so that nothing leaves the canvas.
        let xml = stackScene("alignment=\"firstBaseline\" spacing=\"8\"", items: baselineItems)
            .replacingOccurrences(of: "secondItem=\"root\" secondAttribute=\"top\"/>", with: "secondItem=\"root\" secondAttribute=\"top\" constant=\"100\"/>")
        let r = layOut(xml).case("canvas")
        // baselines at 115; the box has no baseline: its top aligns (§4 rule 5).
        XCTAssertFrame(r, "small", [0, 100, 50, 20])
        XCTAssertFrame(r, "big", [58, 85, 80, 40])
        XCTAssertFrame(r, "box", [146, 115, 10, 10])
        // canvas.top <= first.top with canvas-fit @49: the stack starts at the first item's top,
        // so the taller second item rises 15 pt above it (ARR / iOS 26, §8).
        XCTAssertFrame(r, "stack", [0, 100, 156, 25])
        XCTAssertEqual(findingSummary(r), ["overflow: big"])
    }

    func testLastBaselineAlignment() {
        let r = layOut(stackScene("alignment=\"lastBaseline\" spacing=\"8\"", items: baselineItems)).case("canvas")
        // last baselines: small 15, big 36 (aligned at 36); the box has none and aligns its bottom.
        XCTAssertFrame(r, "small", [0, 21, 50, 20])
        XCTAssertFrame(r, "big", [58, 0, 80, 40])
        XCTAssertFrame(r, "box", [146, 26, 10, 10])
        XCTAssertFrame(r, "stack", [0, 0, 156, 41])
        XCTAssertEqual(findingSummary(r), [])
    }

    func testNestedStacksVendTheirBaselines() {
        // A horizontal row aligns a label with a vertical stack's first baseline: the stack vends
        // its first visible arranged subview (§4 rule 7).
        let items = """
        <label id="caption" intrinsicWidth="60" intrinsicHeight="40" firstBaseline="30"/>
        <stackView id="column" axis="vertical" spacing="4">
          <label id="title" intrinsicWidth="100" intrinsicHeight="30" firstBaseline="24"/>
          <label id="subtitle" intrinsicWidth="100" intrinsicHeight="20" firstBaseline="16"/>
        </stackView>
        """
        let r = layOut(stackScene("alignment=\"firstBaseline\" spacing=\"8\"", items: items)).case("canvas")
        XCTAssertFrame(r, "caption", [0, 0, 60, 40])
        XCTAssertFrame(r, "column", [68, 6, 100, 54])
        XCTAssertFrame(r, "title", [68, 6, 100, 30])      // baseline 30, as the caption's
        XCTAssertFrame(r, "stack", [0, 0, 168, 60])
        XCTAssertEqual(findingSummary(r), [])
        // With the title hidden, the subtitle is the first visible item and vends the baseline.
        let hidden = layOut(stackScene("alignment=\"firstBaseline\" spacing=\"8\"",
                                       items: items.replacingOccurrences(of: "<label id=\"title\" ", with: "<label id=\"title\" hidden=\"YES\" "))).case("canvas")
        XCTAssertFrame(hidden, "subtitle", [68, 14, 100, 20])  // baseline 30
        XCTAssertFrame(hidden, "stack", [0, 0, 168, 40])
        XCTAssertEqual(findingSummary(hidden), [])
    }

    func testFirstBaselineInATallerStackSitsOnItsBottom() {
        // canvas.top <= first.top and spanner.bottom == canvas.bottom (§4): in a stack taller
        // than its items, the spanner (fit @51) hugs the items at the bottom edge.
        let r = layOut(stackScene("alignment=\"firstBaseline\" spacing=\"8\"", items: baselineItems, height: 100)).case("canvas")
        XCTAssertFrame(r, "big", [58, 60, 80, 40])
        XCTAssertFrame(r, "small", [0, 75, 50, 20])
        XCTAssertEqual(findingSummary(r), [])
    }

    func testHorizontalStackVendsTheTallestForCenterAlignment() {
        let table = """
        <label id="lead" intrinsicWidth="40" intrinsicHeight="20" firstBaseline="16"/>
        <stackView id="row" alignment="center" spacing="4">
          <label id="short" intrinsicWidth="40" intrinsicHeight="20" firstBaseline="16"/>
          <label id="tall" intrinsicWidth="40" intrinsicHeight="60" firstBaseline="50"/>
        </stackView>
        """
        let r = layOut(stackScene("alignment=\"firstBaseline\"", items: table, height: 100)).case("canvas")
        // row (center) vends its tallest item for the first baseline: 'tall'.
        XCTAssertEqual((r?.view("lead")?.frame.y ?? 0) + 16, (r?.view("tall")?.frame.y ?? 0) + 50, accuracy: 0.001)
        let topRow = layOut(stackScene("alignment=\"firstBaseline\"", items: table.replacingOccurrences(of: "alignment=\"center\"", with: "alignment=\"top\"" ), height: 100)).case("canvas")
        // row (top) vends its first item: 'short'.
        XCTAssertEqual((topRow?.view("lead")?.frame.y ?? 0) + 16, (topRow?.view("short")?.frame.y ?? 0) + 16, accuracy: 0.001)
    }

    func testBaselineAlignmentOnAVerticalStackIsAWarning() throws {
        let items = """
        <label id="a" intrinsicWidth="50" intrinsicHeight="20"/>
        <label id="b" intrinsicWidth="80" intrinsicHeight="20"/>
        """
        let xml = stackScene("axis=\"vertical\" alignment=\"firstBaseline\"", items: items)
        let s = try XCTUnwrap(stackSession(xml))
        XCTAssertEqual(s.warnings.map(\.code), ["stack-baseline-alignment-vertical"])
        XCTAssertEqual(s.warnings.first?.items, ["stack"])
        XCTAssertEqual(generated(s, "UISV-alignment"), [])
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "a", [0, 0, 50, 20])
        XCTAssertFrame(r, "b", [0, 20, 80, 20])
        XCTAssertEqual(findingSummary(r), [])
        let horizontal = try XCTUnwrap(stackSession(stackScene("baselineRelativeArrangement=\"YES\"", items: items)))
        XCTAssertEqual(horizontal.warnings.map(\.code), ["stack-baseline-relative-horizontal"])
        XCTAssertEqual(try XCTUnwrap(stackSession(stackScene("", items: items))).warnings, [])
    }

    func testBaselineRelativeArrangementSpacesBaselines() {
        let items = """
        <label id="a" intrinsicWidth="50" intrinsicHeight="40" firstBaseline="16" lastBaseline="35.5"/>
        <label id="b" intrinsicWidth="50" intrinsicHeight="20.5" firstBaseline="16" lastBaseline="16"/>
        <view id="c" intrinsicWidth="50" intrinsicHeight="10"/>
        """
        let xml = stackScene("axis=\"vertical\" spacing=\"30\" baselineRelativeArrangement=\"YES\"", items: items)
        XCTAssertEqual(generated(stackSession(xml), "UISV-spacing"), [
            "UISV-spacing(stack: b.firstBaseline == a.lastBaseline + 30) @1000",
            "UISV-spacing(stack: c.firstBaseline == b.lastBaseline + 30) @1000",
        ])
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "a", [0, 0, 50, 40])
        XCTAssertFrame(r, "b", [0, 49.5, 50, 20.5])   // 35.5 + 30 − 16
        XCTAssertFrame(r, "c", [0, 95.5, 50, 10])     // c has no baseline: its top, 65.5 + 30
        XCTAssertFrame(r, "stack", [0, 0, 50, 105.5])
        XCTAssertEqual(findingSummary(r), [])
    }
}
