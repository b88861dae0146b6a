import LayoutSpec
import XCTest
@testable import LayoutEngine
import LayoutResults

/// `truncated` findings and the text each view shows (box font: 8.5 points a character at
/// 17 pt, 7.5 at 15 pt; lines of 20.287 points at 17 pt).
final class TruncationTests: XCTestCase {
    func spec(_ body: String, width: Double = 200) -> String {
        """
        <spec>
          <environments>
            <environment name="phone" width="\(width)" height="844" widthClass="compact" heightClass="regular"/>
          </environments>
          <scene name="S">
            <view id="root">
              \(body)
            </view>
          </scene>
        </spec>
        """
    }

    func pinnedAcross(_ element: String, id: String, top: Int = 100) -> String {
        """
        \(element)
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)"/>
        """
    }

    func testSingleLineLabelTruncatedAtTheTail() throws {
        let result = layOut(spec(pinnedAcross(#"<label id="name" text="Wireless Noise-Cancelling Headphones"/>"#, id: "name")))
        let phone = try XCTUnwrap(result.case("phone"))
        // 168 wide: 19 characters, the last the ellipsis; the text needs 36 × 8.5 = 306.
        XCTAssertFrame(phone, "name", [16, 100, 168, 20.5])
        XCTAssertEqual(phone.findings.map(\.kind), [.truncated])
        let finding = try XCTUnwrap(phone.findings.first)
        XCTAssertEqual(finding.items, ["name"])
        XCTAssertEqual(finding.message, "'Wireless Noise-Can…' in 'name' is truncated: 138 pt too narrow")
        XCTAssertEqual(finding.details, .truncation(.init(view: "name", shown: "Wireless Noise-Can…",
                                                          text: "Wireless Noise-Cancelling Headphones", mode: "tail",
                                                          widthLacking: 138, linesLost: 0, limitedBy: nil)))
        // Centred in the 20.5-point frame: 0.106 above the 20.287-point line, the baseline 16.187 below its top.
        XCTAssertEqual(phone.view("name")?.text, ShownText(lines: ["Wireless Noise-Can…"], fontSize: 17, lineHeight: 20.287,
                                                           baseline: 16.293, alignment: .natural))
    }

    func testLinesLostToNumberOfLines() throws {
        let words = "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi"
        let result = layOut(spec(pinnedAcross(#"<label id="body" text="\#(words)" numberOfLines="2"/>"#, id: "body")))
        let phone = try XCTUnwrap(result.case("phone"))
        // 168 wide: two words a line; 3 lines needed, 2 shown, the second with the ellipsis.
        XCTAssertFrame(phone, "body", [16, 100, 168, 41])
        let finding = try XCTUnwrap(phone.findings.first)
        XCTAssertEqual(finding.message, "'abcdefghi abcdefgh…' (line 2) in 'body' is truncated: 1 line lost to numberOfLines 2")
        XCTAssertEqual(finding.details, .truncation(.init(view: "body", shown: "abcdefghi abcdefghi\nabcdefghi abcdefgh…",
                                                          text: words, mode: "tail", widthLacking: nil, linesLost: 1,
                                                          limitedBy: .numberOfLines)))
    }

    func testLinesLostToAShortHeight() throws {
        let words = "abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi abcdefghi"
        let body = pinnedAcross(#"<label id="body" text="\#(words)" numberOfLines="0"/>"#, id: "body")
            + #"<constraint firstItem="body" firstAttribute="height" constant="45"/>"#
        let phone = try XCTUnwrap(layOut(spec(body)).case("phone"))
        XCTAssertFrame(phone, "body", [16, 100, 168, 45])
        XCTAssertEqual(phone.findings.map(\.message), [
            "'abcdefghi abcdefgh…' (line 2) in 'body' is truncated: 1 line lost to its height (45 pt holds 2)",
        ])
        XCTAssertEqual(phone.view("body")?.text?.lines, ["abcdefghi abcdefghi", "abcdefghi abcdefgh…"])
    }

    func testButtonTitleTruncatedInTheMiddle() throws {
        let body = pinnedAcross(#"<button id="add" title="Add to shopping cart"/>"#, id: "add")
        let phone = try XCTUnwrap(layOut(spec(body, width: 132)).case("phone"))
        // 100 wide at 7.5 a character: 13 characters, the ellipsis in the middle.
        XCTAssertFrame(phone, "add", [16, 100, 100, 30])
        let finding = try XCTUnwrap(phone.findings.first)
        XCTAssertEqual(finding.kind, .truncated)
        XCTAssertEqual(finding.message, "'Add to…g cart' in 'add' is truncated: 50 pt too narrow")
        XCTAssertEqual(phone.view("add")?.text?.alignment, .center)
    }

    func testTextThatFitsHasNoFindingAndShowsWhole() throws {
        let body = pinnedAcross(#"<label id="title" text="Welcome"/>"#, id: "title")
            + pinnedAcross(#"<textField id="email" placeholder="you@example.com"/>"#, id: "email", top: 200)
        let phone = try XCTUnwrap(layOut(spec(body)).case("phone"))
        XCTAssertEqual(phone.findings, [])
        XCTAssertEqual(phone.view("title")?.text?.lines, ["Welcome"])
        let email = try XCTUnwrap(phone.view("email")?.text)
        XCTAssertEqual(email.lines, ["you@example.com"])
        XCTAssertTrue(email.isPlaceholder)
        XCTAssertEqual(email.leftInset, 7)
    }

    func testHiddenLabelsAreNotChecked() throws {
        let body = pinnedAcross(#"<label id="name" text="Wireless Noise-Cancelling Headphones" hidden="YES"/>"#, id: "name")
        XCTAssertEqual(try XCTUnwrap(layOut(spec(body)).case("phone")).findings, [])
    }
}
