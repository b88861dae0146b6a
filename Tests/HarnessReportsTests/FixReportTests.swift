import Foundation
import HarnessReports
import XCTest
import LayoutResults

/// A finding's fix reaches every report.
final class FixReportTests: XCTestCase {
    static var results: HarnessResults {
        let finding = Finding(kind: .ambiguity, items: ["card"], message: "'card': y not fixed by its constraints (missing constraints)",
                              line: 4, column: 7, details: .ambiguity(.init(view: "card", attribute: .y, cause: .missingConstraints)),
                              fix: "add a top or centerY constraint for 'card'")
        let item = CaseResult(environment: "phone", widthClass: .compact, heightClass: .regular, width: 390, height: 844, findings: [finding])
        return HarnessResults(specs: [SpecResult(file: "Specs/Card.xml", scenes: [SceneResult(name: "Card", index: 0, cases: [item])])])
    }

    func testEveryReportShowsTheFix() throws {
        let terminal = TerminalSummary.render(Self.results)
        XCTAssertTrue(terminal.hasPrefix("""
        Specs/Card.xml:4:7: error: ambiguity: 'card': y not fixed by its constraints (missing constraints) [Card · phone · wC hR · 390×844]
            y of 'card' is not fixed; cause: missingConstraints
            fix: add a top or centerY constraint for 'card'

        """), terminal)
        XCTAssertTrue(JUnitWriter.render(Self.results).contains("""
        Specs/Card.xml:4:7: error: ambiguity: 'card': y not fixed by its constraints (missing constraints)
            y of 'card' is not fixed; cause: missingConstraints
            fix: add a top or centerY constraint for 'card'</failure>
        """))
        let json = JSONResultsWriter.render(Self.results)
        XCTAssertTrue(json.contains("\"fix\": \"add a top or centerY constraint for 'card'\""), json)
        XCTAssertEqual(try JSONResultsReader.parse(json).specs, Self.results.specs)
        XCTAssertTrue(HTMLReport.render(Self.results).contains("<div class=\"fix\">fix: add a top or centerY constraint for &#39;card&#39;</div>")
                      || HTMLReport.render(Self.results).contains("<div class=\"fix\">fix: add a top or centerY constraint for &apos;card&apos;</div>"))
        XCTAssertTrue(GitHubAnnotations.render(Self.results).contains("%0A    fix: add a top or centerY constraint for 'card'%0A"))
    }
}
