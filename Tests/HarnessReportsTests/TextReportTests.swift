import Foundation
import HarnessReports
import XCTest
import LayoutResults
import LayoutSpec

/// A truncated label in the reports: its finding's details and the text the view shows.
final class TextReportTests: XCTestCase {
    static let shown = ShownText(lines: ["Wireless Noise-Can…"], fontSize: 17, lineHeight: 20.287, baseline: 16.25,
                                 leftInset: 0, rightInset: 0, alignment: .natural)

    static var results: HarnessResults {
        let truncation = Finding.Truncation(view: "name", shown: "Wireless Noise-Can…", text: "Wireless Noise-Cancelling Headphones",
                                            mode: "tail", widthLacking: 138, linesLost: 0, limitedBy: nil)
        let item = CaseResult(
            environment: "narrow", widthClass: .compact, heightClass: .regular, width: 200, height: 844,
            views: [
                ViewFrame(id: "root", kind: .view, parent: nil, frame: Rect(x: 0, y: 0, width: 200, height: 844)),
                ViewFrame(id: "name", kind: .label, parent: "root", frame: Rect(x: 16, y: 100, width: 168, height: 20.5),
                          line: 7, column: 7, text: shown),
                ViewFrame(id: "email", kind: .textField, parent: "root", frame: Rect(x: 16, y: 200, width: 168, height: 34),
                          text: ShownText(lines: ["you@example.com"], fontSize: 14, lineHeight: 16.7, baseline: 21.5, leftInset: 7,
                                          rightInset: 7, isPlaceholder: true)),
                ViewFrame(id: "toggle", kind: .switch, parent: "root", frame: Rect(x: 16, y: 300, width: 63, height: 28)),
            ],
            findings: [Finding(kind: .truncated, items: ["name"], message: "'Wireless Noise-Can…' in 'name' is truncated: 138 pt too narrow",
                               line: 7, column: 7, details: .truncation(truncation))])
        return HarnessResults(specs: [SpecResult(file: "Specs/Product.xml", name: "Product",
                                                 scenes: [SceneResult(name: "Product", index: 0, cases: [item])])],
                              startedAt: Date(timeIntervalSince1970: 0), hostname: "h")
    }

    func testJSONRoundTripKeepsDetailsAndShownText() throws {
        let results = Self.results
        let text = JSONResultsWriter.render(results)
        XCTAssertTrue(text.contains(#""widthLacking": 138"#), text)
        XCTAssertTrue(text.contains(#""placeholder": true"#), text)
        let read = try JSONResultsReader.parse(text)
        XCTAssertEqual(read.specs.first?.scenes.first?.cases.first?.findings, results.specs[0].scenes[0].cases[0].findings)
        XCTAssertEqual(read.specs.first?.scenes.first?.cases.first?.views, results.specs[0].scenes[0].cases[0].views)
        XCTAssertEqual(JSONResultsWriter.render(read), text)
    }

    func testDetailLineAndTerminal() throws {
        let finding = try XCTUnwrap(Self.results.specs[0].scenes[0].cases[0].findings.first)
        XCTAssertEqual(FindingText.detailLine(finding), "'name' shows 'Wireless Noise-Can…' (tail); width lacking 138 pt")
        let terminal = TerminalSummary.render(Self.results)
        XCTAssertTrue(terminal.contains("Specs/Product.xml:7:7: error: truncated: 'Wireless Noise-Can…' in 'name' is truncated: 138 pt too narrow"), terminal)
    }

    func testDrawingShowsTheTextAsTruncated() {
        let html = HTMLReport.render(Self.results)
        XCTAssertTrue(html.contains(#"<text class="tx" x="16" y="116.25" font-size="17" text-anchor="start">Wireless Noise-Can…</text>"#), html)
        XCTAssertTrue(html.contains(#"<text class="tx ph" x="23" y="221.5" font-size="14" text-anchor="start">you@example.com</text>"#))
        XCTAssertTrue(html.contains(#"<g class="mark truncated" data-f="0">"#))
        XCTAssertTrue(html.contains(#"class="k-switch""#))
    }
}
