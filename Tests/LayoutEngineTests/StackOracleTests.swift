import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// A scene with one stack pinned to the root's top-left corner on a 1000 × 1000 canvas, holding
/// `items` (XML), optionally with a fixed width and height: the setting of the numeric
/// oracles of docs/stackview.md §9.
func stackScene(_ stackAttributes: String, items: String, width: Double? = nil, height: Double? = nil,
                extra: String = "", states: String = "") -> String {
    var constraints = """
    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top"/>
    """
    if let width { constraints += "\n<constraint id=\"stackWidth\" firstItem=\"stack\" firstAttribute=\"width\" constant=\"\(width)\"/>" }
    if let height { constraints += "\n<constraint id=\"stackHeight\" firstItem=\"stack\" firstAttribute=\"height\" constant=\"\(height)\"/>" }
    return """
    <spec>
      <environments>\(environment("canvas", width: 1000, height: 1000))</environments>
      <scene name="S">
        <view id="root">
          <stackView id="stack" \(stackAttributes)>
            \(items)
          </stackView>
          \(constraints)
          \(extra)
        </view>
        \(states)
      </scene>
    </spec>
    """
}

/// KEAN's three views: 160 × 200, 80 × 100, 40 × 50 (docs/stackview.md §9).
func keanItems(_ extra: [String] = ["", "", ""]) -> String {
    let sizes = [(160, 200), (80, 100), (40, 50)]
    return sizes.enumerated().map { i, size in
        "<view id=\"v\(i)\" intrinsicWidth=\"\(size.0)\" intrinsicHeight=\"\(size.1)\" \(extra[i])/>"
    }.joined(separator: "\n")
}

/// Asserts the x / width (along a horizontal axis) of v0…v2.
func XCTAssertAxis(_ result: CaseResult?, x: [Double], width: [Double], file: StaticString = #filePath, line: UInt = #line) {
    for i in 0..<3 {
        guard let frame = result?.view("v\(i)")?.frame else { XCTFail("no v\(i)", file: file, line: line); return }
        XCTAssertEqual(frame.x, x[i], accuracy: 0.001, "v\(i).x", file: file, line: line)
        XCTAssertEqual(frame.width, width[i], accuracy: 0.001, "v\(i).width", file: file, line: line)
    }
}

/// The findings of a case as `kind: items`, for exact comparisons.
func findingSummary(_ result: CaseResult?) -> [String] {
    (result?.findings ?? []).map { "\($0.kind.rawValue): \($0.items.joined(separator: ","))" }
}

/// The twenty numeric oracles of docs/stackview.md §9, each solved by the engine and
/// compared to 0.001 pt, with the findings each case must (not) have.
final class StackOracleTests: XCTestCase {
    private func run(_ attributes: String, extra: [String] = ["", "", ""], width: Double? = nil, height: Double? = nil,
                     file: StaticString = #filePath, line: UInt = #line) -> CaseResult? {
        layOut(stackScene(attributes, items: keanItems(extra), width: width, height: height), file: file, line: line)
            .case("canvas", file: file, line: line)
    }

    // 1. fill, W = 400, hugging 250/251/251 → w = 260, 80, 40; x = 0, 270, 360
    func testOracle01FillStretchesLowestHugging() {
        let r = run("spacing=\"10\"", extra: ["", "horizontalHuggingPriority=\"251\"", "horizontalHuggingPriority=\"251\""], width: 400)
        XCTAssertAxis(r, x: [0, 270, 360], width: [260, 80, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 2. fill, W = 250, CR 749/750/750 → w = 110, 80, 40; x = 0, 120, 210
    func testOracle02FillShrinksLowestCompressionResistance() {
        let r = run("spacing=\"10\"", extra: ["horizontalCompressionResistancePriority=\"749\"", "", ""], width: 250)
        XCTAssertAxis(r, x: [0, 120, 210], width: [110, 80, 40])
        XCTAssertEqual(findingSummary(r), ["overflow: v0"], "v0 is compressed below its intrinsic width")
    }

    // 3. fill, W free → W = 300, height 200
    func testOracle03FillFreeWidth() {
        let r = run("spacing=\"10\"")
        XCTAssertFrame(r, "stack", [0, 0, 300, 200])
        XCTAssertAxis(r, x: [0, 170, 260], width: [160, 80, 40])
        for i in 0..<3 { XCTAssertEqual(r?.view("v\(i)")?.frame.height ?? -1, 200, accuracy: 0.001) }
        XCTAssertEqual(findingSummary(r), [])
    }

    // 4. fillEqually, W = 400 → w = 126.667 × 3; x = 0, 136.667, 273.333
    func testOracle04FillEquallyFixedWidth() {
        let r = run("distribution=\"fillEqually\" spacing=\"10\"", width: 400)
        let w = 380.0 / 3
        XCTAssertAxis(r, x: [0, w + 10, 2 * w + 20], width: [w, w, w])
        XCTAssertEqual(findingSummary(r), ["overflow: v0"], "v0 (160) is squeezed to 126.667")
    }

    // 5. fillEqually, W free → w = 160 × 3, W = 500
    func testOracle05FillEquallyFreeWidth() {
        let r = run("distribution=\"fillEqually\" spacing=\"10\"")
        XCTAssertAxis(r, x: [0, 170, 340], width: [160, 160, 160])
        XCTAssertFrame(r, "stack", [0, 0, 500, 200])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 6. fillProportionally, s = 0, W = 200 → 114.286, 57.143, 28.571
    func testOracle06FillProportionallyNoSpacing() {
        let r = run("distribution=\"fillProportionally\"", width: 200)
        XCTAssertAxis(r, x: [0, 114.285714, 171.428571], width: [114.285714, 57.142857, 28.571429])
    }

    // 7. fillProportionally, s = 10, W = 300 → exact 160, 80, 40
    func testOracle07FillProportionallyAtDenominator() {
        let r = run("distribution=\"fillProportionally\" spacing=\"10\"", width: 300)
        XCTAssertAxis(r, x: [0, 170, 260], width: [160, 80, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 8. fillProportionally, s = 10, W = 400 → 213.333, 106.667, 60 (the last absorbs)
    func testOracle08FillProportionallyLastAbsorbsWider() {
        let r = run("distribution=\"fillProportionally\" spacing=\"10\"", width: 400)
        XCTAssertAxis(r, x: [0, 223.333333, 340], width: [213.333333, 106.666667, 60])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 9. fillProportionally, s = 10, W = 200 → 106.667, 53.333, 20
    func testOracle09FillProportionallyLastAbsorbsNarrower() {
        let r = run("distribution=\"fillProportionally\" spacing=\"10\"", width: 200)
        XCTAssertAxis(r, x: [0, 116.666667, 180], width: [106.666667, 53.333333, 20])
        XCTAssertEqual(findingSummary(r), ["overflow: v0", "overflow: v1", "overflow: v2"])
    }

    // 10. fillProportionally, W free → W = 300
    func testOracle10FillProportionallyFreeWidth() {
        let r = run("distribution=\"fillProportionally\" spacing=\"10\"")
        XCTAssertFrame(r, "stack", [0, 0, 300, 200])
        XCTAssertAxis(r, x: [0, 170, 260], width: [160, 80, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 11. equalSpacing, W = 400 → gaps 60/60; x = 0, 220, 360
    func testOracle11EqualSpacingFixedWidth() {
        let r = run("distribution=\"equalSpacing\" spacing=\"10\"", width: 400)
        XCTAssertAxis(r, x: [0, 220, 360], width: [160, 80, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 12. equalSpacing, W free → gaps = s = 10, W = 300
    func testOracle12EqualSpacingFreeWidth() {
        let r = run("distribution=\"equalSpacing\" spacing=\"10\"")
        XCTAssertAxis(r, x: [0, 170, 260], width: [160, 80, 40])
        XCTAssertFrame(r, "stack", [0, 0, 300, 200])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 13. equalCentering, W = 400 → centers 80, 230, 380; x = 0, 190, 360
    func testOracle13EqualCenteringFixedWidth() {
        let r = run("distribution=\"equalCentering\" spacing=\"10\"", width: 400)
        XCTAssertAxis(r, x: [0, 190, 360], width: [160, 80, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 14. equalCentering, W free → centers 80, 210, 340; x = 0, 170, 320; W = 360
    func testOracle14EqualCenteringFreeWidth() {
        let r = run("distribution=\"equalCentering\" spacing=\"10\"")
        XCTAssertAxis(r, x: [0, 170, 320], width: [160, 80, 40])
        XCTAssertFrame(r, "stack", [0, 0, 360, 200])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 15. alignment center, stack height 300 → y = 50, 100, 125
    func testOracle15CenterAlignmentFixedHeight() {
        let r = run("alignment=\"center\" spacing=\"10\"", height: 300)
        XCTAssertFrame(r, "v0", [0, 50, 160, 200])
        XCTAssertFrame(r, "v1", [170, 100, 80, 100])
        XCTAssertFrame(r, "v2", [260, 125, 40, 50])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 16. alignment center / leading, height free → stack height 200
    func testOracle16SpanningFitGivesTallestHeight() {
        for alignment in ["center", "leading", "top", "trailing", "bottom", "firstBaseline", "lastBaseline"] {
            let r = run("alignment=\"\(alignment)\" spacing=\"10\"")
            XCTAssertFrame(r, "stack", [0, 0, 300, 200])
            XCTAssertEqual(findingSummary(r), [], alignment)
        }
        let leading = run("alignment=\"leading\" spacing=\"10\"")
        XCTAssertFrame(leading, "v1", [170, 0, 80, 100])
        XCTAssertFrame(leading, "v2", [260, 0, 40, 50])
        let bottom = run("alignment=\"bottom\" spacing=\"10\"")
        XCTAssertFrame(bottom, "v1", [170, 100, 80, 100])
        XCTAssertFrame(bottom, "v2", [260, 150, 40, 50])
    }

    // 17. alignment leading, an item with no intrinsic height, H = 300 → its height is 0
    func testOracle17AmbiguitySuppressionCollapsesItemWithoutIntrinsicHeight() {
        let items = """
        <view id="v0" intrinsicWidth="160" intrinsicHeight="200"/>
        <view id="v1" intrinsicWidth="80"/>
        <view id="v2" intrinsicWidth="40" intrinsicHeight="50"/>
        """
        let r = layOut(stackScene("alignment=\"leading\" spacing=\"10\"", items: items, height: 300)).case("canvas")
        XCTAssertFrame(r, "v1", [170, 0, 80, 0])
        XCTAssertFrame(r, "v0", [0, 0, 160, 200])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 18. fill, view 1 hidden, W free → W = 210; view 1: w = 0 at x = 165
    func testOracle18HiddenViewTakesNoSpace() {
        let r = run("spacing=\"10\"", extra: ["", "hidden=\"YES\"", ""])
        XCTAssertFrame(r, "stack", [0, 0, 210, 200])
        XCTAssertAxis(r, x: [0, 165, 170], width: [160, 0, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 19. fill, custom spacing 30 after view 0, W free → W = 320; x = 0, 190, 280
    func testOracle19CustomSpacingAfter() {
        let r = run("spacing=\"10\"", extra: ["spacingAfter=\"30\"", "", ""])
        XCTAssertFrame(r, "stack", [0, 0, 320, 200])
        XCTAssertAxis(r, x: [0, 190, 280], width: [160, 80, 40])
        XCTAssertEqual(findingSummary(r), [])
    }

    // 20. fill / fill, margins-relative, margins 8 16 8 16, free → W = 332, H = 216, v0 at (16, 8)
    func testOracle20MarginsRelativeArrangement() {
        let r = run("spacing=\"10\" layoutMarginsRelativeArrangement=\"YES\" layoutMargins=\"8 16 8 16\"")
        XCTAssertFrame(r, "stack", [0, 0, 332, 216])
        XCTAssertFrame(r, "v0", [16, 8, 160, 200])
        XCTAssertFrame(r, "v2", [276, 8, 40, 200])
        XCTAssertEqual(findingSummary(r), [])
    }
}
