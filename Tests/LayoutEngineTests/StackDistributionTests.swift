import XCTest
import LayoutSpec
import LayoutSolver
@testable import LayoutEngine

/// The generated constraints of one UIKit identifier, as `id @priority`.
func generated(_ session: CaseSession?, _ identifier: String) -> [String] {
    (session?.constraints ?? []).filter { $0.origin == .generated(identifier) }.map { constraint in
        "\(constraint.id) @\(points(constraint.solverConstraint.priority).replacingOccurrences(of: " pt", with: ""))"
    }
}

/// Distributions beyond the §9 oracles (docs/stackview.md §3, §5.2).
final class StackDistributionTests: XCTestCase {
    private let qiita = """
    <label id="a" intrinsicWidth="500" intrinsicHeight="20"/>
    <label id="b" intrinsicWidth="300" intrinsicHeight="20"/>
    <label id="c" intrinsicWidth="200" intrinsicHeight="20"/>
    """

    /// Qiita's fillProportionally example: 500 / 300 / 200 with spacing 0 keep 5:3:2 at any width.
    func testQiitaFillProportionallyKeepsFiveThreeTwoAtAnyWidth() {
        for width in [100.0, 333, 390, 1000] {
            let r = layOut(stackScene("distribution=\"fillProportionally\"", items: qiita, width: width)).case("canvas")
            XCTAssertFrame(r, "a", [0, 0, width * 0.5, 20])
            XCTAssertFrame(r, "b", [width * 0.5, 0, width * 0.3, 20])
            XCTAssertFrame(r, "c", [width * 0.8, 0, width * 0.2, 20])
            XCTAssertEqual(r?.findings.filter { $0.kind != .overflow }.count, 0, "\(width)")
        }
    }

    func testFillProportionallyPrioritiesCountHiddenItems() {
        let items = """
        <view id="a" intrinsicWidth="100" intrinsicHeight="10"/>
        <view id="h" intrinsicWidth="100" intrinsicHeight="10" hidden="YES"/>
        <view id="b" intrinsicWidth="300" intrinsicHeight="10"/>
        """
        let s = stackSession(stackScene("distribution=\"fillProportionally\"", items: items, width: 200))
        XCTAssertEqual(generated(s, "UISV-fill-proportionally"), [
            "UISV-fill-proportionally(stack: a.width == 0.25 × stack.width @999) @999",
            "UISV-fill-proportionally(stack: b.width == 0.75 × stack.width @997) @997",
        ])
        let r = layOut(stackScene("distribution=\"fillProportionally\"", items: items, width: 200)).case("canvas")
        XCTAssertFrame(r, "a", [0, 0, 50, 10])
        XCTAssertFrame(r, "b", [50, 0, 150, 10])
    }

    func testFillProportionallySingleItemIsRequiredAndItemsWithoutLengthCollapse() {
        let single = stackSession(stackScene("distribution=\"fillProportionally\"", items: "<view id=\"a\" intrinsicWidth=\"40\"/>", width: 100))
        XCTAssertEqual(generated(single, "UISV-fill-proportionally"), ["UISV-fill-proportionally(stack: a.width == 1.0 × stack.width) @1000"])
        let items = """
        <view id="a" intrinsicWidth="40" intrinsicHeight="10"/>
        <view id="z" intrinsicHeight="10"/>
        """
        let s = stackSession(stackScene("distribution=\"fillProportionally\"", items: items, width: 100))
        XCTAssertEqual(generated(s, "UISV-fill-proportionally"), [
            "UISV-fill-proportionally(stack: a.width == 1.0 × stack.width) @1000",
            "UISV-fill-proportionally(stack: z.width == 0) @1000",
        ])
        let r = layOut(stackScene("distribution=\"fillProportionally\"", items: items, width: 100)).case("canvas")
        XCTAssertFrame(r, "a", [0, 0, 100, 10])
        XCTAssertFrame(r, "z", [100, 0, 0, 10])
    }

    func testFillProportionallyWithoutLengthsFallsBackToFillEqually() {
        let items = """
        <view id="a" intrinsicHeight="10"/>
        <view id="b" intrinsicHeight="10"/>
        """
        let xml = stackScene("distribution=\"fillProportionally\" spacing=\"10\"", items: items, width: 210)
        XCTAssertEqual(generated(stackSession(xml), "UISV-fill-proportionally"), [])
        XCTAssertEqual(generated(stackSession(xml), "UISV-fill-equally"), ["UISV-fill-equally(stack: b.width == a.width) @1000"])
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "a", [0, 0, 100, 10])
        XCTAssertFrame(r, "b", [110, 0, 100, 10])
        XCTAssertEqual(findingSummary(r), [])
    }

    func testFillProportionallyUsesANestedStacksFittingLength() {
        let items = """
        <stackView id="inner" spacing="10">
          <view id="i1" intrinsicWidth="50" intrinsicHeight="10"/>
          <view id="i2" intrinsicWidth="40" intrinsicHeight="10"/>
        </stackView>
        <view id="b" intrinsicWidth="100" intrinsicHeight="10"/>
        """
        // inner fits 100 wide (50 + 10 + 40), so the two share 1:1; inside, i1 and i2 tie on
        // hugging and i1 (the lower index) stretches.
        let r = layOut(stackScene("distribution=\"fillProportionally\"", items: items, width: 400)).case("canvas")
        XCTAssertFrame(r, "inner", [0, 0, 200, 10])
        XCTAssertFrame(r, "b", [200, 0, 200, 10])
        XCTAssertFrame(r, "i1", [0, 0, 150, 10])
        XCTAssertFrame(r, "i2", [160, 0, 40, 10])
        XCTAssertEqual(Set(r?.findings.flatMap(\.items) ?? []), ["i1", "i2"])
    }

    func testFillEquallyReferencesTheFirstVisibleItem() {
        let items = """
        <view id="h" intrinsicWidth="10" intrinsicHeight="10" hidden="YES"/>
        <view id="a" intrinsicWidth="30" intrinsicHeight="10"/>
        <view id="b" intrinsicWidth="50" intrinsicHeight="10"/>
        """
        let xml = stackScene("distribution=\"fillEqually\" spacing=\"5\"", items: items)
        XCTAssertEqual(generated(stackSession(xml), "UISV-fill-equally"), ["UISV-fill-equally(stack: b.width == a.width) @1000"])
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "stack", [0, 0, 105, 10])
        XCTAssertFrame(r, "a", [0, 0, 50, 10])
        XCTAssertFrame(r, "b", [55, 0, 50, 10])
        XCTAssertEqual(findingSummary(r), [])
    }

    func testEqualCenteringGapPrioritiesFallWithIndex() {
        let items = (0..<5).map { "<view id=\"v\($0)\" intrinsicWidth=\"20\" intrinsicHeight=\"10\"/>" }.joined(separator: "\n")
        let s = stackSession(stackScene("distribution=\"equalCentering\"", items: items, width: 400))
        XCTAssertEqual(generated(s, "UISV-fill-equally"), [
            "UISV-fill-equally(stack: UISV-distributing#1.width == UISV-distributing#0.width @149) @149",
            "UISV-fill-equally(stack: UISV-distributing#2.width == UISV-distributing#0.width @148) @148",
            "UISV-fill-equally(stack: UISV-distributing#3.width == UISV-distributing#0.width @147) @147",
        ])
        XCTAssertEqual(generated(s, "UISV-canvas-fit"), ["UISV-canvas-fit(stack: stack.width == 0 @49) @49"])
        XCTAssertEqual(generated(s, "UISV-distributing-edge").first, "UISV-distributing-edge(stack: UISV-distributing#0.leading == v0.centerX) @1000")
        XCTAssertEqual(generated(s, "UISV-spacing").first, "UISV-spacing(stack: v1.leading >= v0.trailing) @1000")
        let r = layOut(stackScene("distribution=\"equalCentering\"", items: items, width: 400)).case("canvas")
        for i in 0..<5 { XCTAssertFrame(r, "v\(i)", [Double(i) * 95, 0, 20, 10]) }
    }

    func testEqualCenteringLaterGapsGiveWayFirst() {
        // Centres run 10 → 300 (290 to share). The wide last item needs the last gap >= 120
        // (half of 200 + 10 + half of 20), so the three cannot be equal: gap 1 == gap 0 (149)
        // holds, gap 2 == gap 0 (148) gives way as little as it can: 85, 85, 120.
        let items = """
        <view id="v0" intrinsicWidth="20" intrinsicHeight="10"/>
        <view id="v1" intrinsicWidth="20" intrinsicHeight="10"/>
        <view id="v2" intrinsicWidth="20" intrinsicHeight="10"/>
        <view id="v3" intrinsicWidth="200" intrinsicHeight="10"/>
        """
        let r = layOut(stackScene("distribution=\"equalCentering\" spacing=\"10\"", items: items, width: 400)).case("canvas")
        XCTAssertFrame(r, "v0", [0, 0, 20, 10])
        XCTAssertFrame(r, "v1", [85, 0, 20, 10])
        XCTAssertFrame(r, "v2", [170, 0, 20, 10])
        XCTAssertFrame(r, "v3", [200, 0, 200, 10])
        XCTAssertEqual(findingSummary(r), [])
    }

    func testEqualSpacingGapEqualitiesAreRequired() {
        let s = stackSession(stackScene("distribution=\"equalSpacing\" spacing=\"10\"", items: keanItems(), width: 400))
        XCTAssertEqual(generated(s, "UISV-fill-equally"),
                       ["UISV-fill-equally(stack: UISV-distributing#1.width == UISV-distributing#0.width) @1000"])
        XCTAssertEqual(generated(s, "UISV-spacing"), [
            "UISV-spacing(stack: v1.leading >= v0.trailing + 10) @1000",
            "UISV-spacing(stack: v2.leading >= v1.trailing + 10) @1000",
        ])
    }

    func testSpacingIsExactForFillAndAMinimumForEqualSpacing() {
        let items = """
        <view id="a" intrinsicWidth="50" intrinsicHeight="10"/>
        <view id="b" intrinsicWidth="50" intrinsicHeight="10" horizontalHuggingPriority="1"/>
        """
        let fill = layOut(stackScene("spacing=\"10\"", items: items, width: 200)).case("canvas")
        XCTAssertFrame(fill, "b", [60, 0, 140, 10])
        XCTAssertEqual(findingSummary(fill), [])
        let equal = layOut(stackScene("distribution=\"equalSpacing\" spacing=\"10\"", items: items, width: 200)).case("canvas")
        // the gap (spacing >= 10) absorbs the extra length, so b keeps its hugging even at 1.
        XCTAssertFrame(equal, "b", [150, 0, 50, 10])
        XCTAssertEqual(findingSummary(equal), [])
    }

    func testSpacingAfterStandardAndNegativeSpacing() {
        let items = """
        <view id="a" intrinsicWidth="50" intrinsicHeight="10" spacingAfter="20"/>
        <view id="b" intrinsicWidth="50" intrinsicHeight="10"/>
        <view id="c" intrinsicWidth="50" intrinsicHeight="10" spacingAfter="99"/>
        """
        let standard = layOut(stackScene("spacingType=\"standard\"", items: items)).case("canvas")
        XCTAssertFrame(standard, "b", [70, 0, 50, 10])
        XCTAssertFrame(standard, "c", [128, 0, 50, 10])
        XCTAssertFrame(standard, "stack", [0, 0, 178, 10], accuracy: 0.001)
        let negative = layOut(stackScene("spacing=\"-10\"", items: items.replacingOccurrences(of: " spacingAfter=\"20\"", with: ""))).case("canvas")
        XCTAssertFrame(negative, "b", [40, 0, 50, 10])
        XCTAssertFrame(negative, "stack", [0, 0, 130, 10])
        // custom spacing after a view still applies across hidden views after it
        let hidden = layOut(stackScene("spacing=\"5\"", items: items.replacingOccurrences(of: "<view id=\"b\" ", with: "<view id=\"b\" hidden=\"YES\" "))).case("canvas")
        XCTAssertFrame(hidden, "c", [70, 0, 50, 10])
        XCTAssertFrame(hidden, "b", [60, 0, 0, 10])
        // equalSpacing: the custom spacing is a minimum too
        let equal = layOut(stackScene("distribution=\"equalSpacing\" spacing=\"5\"", items: items)).case("canvas")
        XCTAssertFrame(equal, "b", [70, 0, 50, 10])
        XCTAssertFrame(equal, "c", [140, 0, 50, 10])
    }

    func testVerticalDistributionsUseTopAndHeight() {
        let items = """
        <label id="a" intrinsicWidth="50" intrinsicHeight="20"/>
        <label id="b" intrinsicWidth="70" intrinsicHeight="40"/>
        """
        let r = layOut(stackScene("axis=\"vertical\" distribution=\"equalSpacing\" alignment=\"center\" spacing=\"8\"", items: items, width: 100, height: 200)).case("canvas")
        XCTAssertFrame(r, "a", [25, 0, 50, 20])
        XCTAssertFrame(r, "b", [15, 160, 70, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    func testRightToLeftRunsFromTheRight() {
        let xml = stackScene("spacing=\"10\"", items: keanItems()).replacingOccurrences(of: "leftToRight", with: "rightToLeft")
            .replacingOccurrences(of: "secondItem=\"root\" secondAttribute=\"leading\"", with: "secondItem=\"root\" secondAttribute=\"leading\" constant=\"0\"")
        let r = layOut(xml).case("canvas")
        XCTAssertFrame(r, "stack", [700, 0, 300, 200])
        XCTAssertFrame(r, "v0", [840, 0, 160, 200])
        XCTAssertFrame(r, "v1", [750, 0, 80, 200])
        XCTAssertFrame(r, "v2", [700, 0, 40, 200])
        XCTAssertEqual(findingSummary(r), [])
    }
}
