import Foundation
import HarnessReports
import XCTest
import LayoutResults

/// An overlap in every report: its details, JSON (read back), the drawing's mark.
final class OverlapReportTests: XCTestCase {
    static var results: HarnessResults {
        let views = [
            ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844)),
            ViewFrame(id: "title", kind: .label, parent: "root", frame: .init(x: 16, y: 63, width: 220, height: 20.5), line: 23),
            ViewFrame(id: "price", kind: .label, parent: "root", frame: .init(x: 204, y: 63, width: 170, height: 20.5), line: 24),
        ]
        let overlap = Finding(kind: .overlap, items: ["title", "price"], message: "'title' overlaps 'price' by 32 × 20.5 pt", line: 23, column: 7,
                              details: .overlap(.init(view: "title", others: ["price"], area: .init(x: 204, y: 63, width: 32, height: 20.5))))
        let item = CaseResult(environment: "phone", widthClass: .compact, heightClass: .regular, width: 390, height: 844, views: views,
                              findings: [overlap])
        return HarnessResults(specs: [SpecResult(file: "Specs/Row.xml", scenes: [SceneResult(name: "Row", index: 0, cases: [item])])])
    }

    func testEveryReportShowsIt() throws {
        let finding = Self.results.specs[0].scenes[0].cases[0].findings[0]
        XCTAssertEqual(FindingText.headline(finding, file: "Specs/Row.xml"), "Specs/Row.xml:23:7: error: overlap: 'title' overlaps 'price' by 32 × 20.5 pt")
        XCTAssertEqual(FindingText.detailLine(finding), "'title' overlaps 'price'; the intersection with the first: (204, 63, 32, 20.5)")
        let json = JSONResultsWriter.render(Self.results)
        XCTAssertTrue(json.contains("\"findings\": {\"conflict\": 0, \"expectation\": 0, \"regression\": 0, \"overflow\": 0, \"truncated\": 0, \"overlap\": 1, \"ambiguity\": 0}"), json)
        XCTAssertTrue(json.contains("\"view\": \"title\",\n                    \"others\": [\"price\"],\n                    \"area\": [204, 63, 32, 20.5]\n"), json)
        XCTAssertEqual(try JSONResultsReader.parse(json).specs, Self.results.specs)
        let html = HTMLReport.render(Self.results)
        XCTAssertTrue(html.contains("<g class=\"mark overlap\" data-f=\"0\">"), html)
        XCTAssertTrue(html.contains("<article class=\"case k-overlap\""), html)
        XCTAssertTrue(JUnitWriter.render(Self.results).contains("<failure type=\"overlap\" message=\"'title' overlaps 'price' by 32 × 20.5 pt\">"))
    }
}
