import Foundation
import HarnessReports
import XCTest
import LayoutResults

/// Findings a `<expectFinding>` declares are reported everywhere, as notes that fail nothing.
final class ExpectedFindingReportTests: XCTestCase {
    static var results: HarnessResults {
        let expected = Finding(kind: .conflict, items: ["w"], message: "unable to satisfy 2 required constraints together; broke w: box.width == 400 @1000",
                               line: 7, column: 3, expectedAt: 12)
        let failing = Finding(kind: .overflow, items: ["box"], message: "'box' extends 10 pt beyond the right edge of 'root'", line: 5, column: 3)
        let a = CaseResult(environment: "a", environmentIndex: 0, widthClass: .compact, heightClass: .regular, width: 300, height: 600,
                           findings: [expected])
        let b = CaseResult(environment: "b", environmentIndex: 1, widthClass: .compact, heightClass: .regular, width: 300, height: 600,
                           findings: [expected, failing])
        return HarnessResults(specs: [SpecResult(file: "Specs/E.xml", scenes: [SceneResult(name: "S", index: 0, cases: [a, b])])])
    }

    func testSummaryTerminalAndJUnit() throws {
        let s = Self.results.summary
        XCTAssertEqual([s.cases, s.passedCases, s.failedCases, s.expectedFindings, s.totalFindings], [2, 1, 1, 2, 1])
        XCTAssertEqual(TerminalSummary.render(Self.results), """
        Specs/E.xml:5:3: error: overflow: 'box' extends 10 pt beyond the right edge of 'root' [S · b · wC hR · 300×600]
        Specs/E.xml:7:3: note: conflict: unable to satisfy 2 required constraints together; broke w: box.width == 400 @1000 [S · a · wC hR · 300×600; S · b · wC hR · 300×600] (expected: <expectFinding> at line 12)

        specs  scenes  cases  passed  failed  conflict  expectation  regression  overflow  truncated  overlap  ambiguity  spec errors  time
        1      1       2      1       1       0         0            0           1         0          0        0          0            0.000s
        FAILED: 1 of 2 cases failed (2 expected findings, declared by <expectFinding>)

        """)
        let junit = JUnitWriter.render(Self.results)
        XCTAssertTrue(junit.contains("<testcase classname=\"E.S\" name=\"a · wC hR · 300×600\" time=\"0.000\"/>"), junit)
        XCTAssertTrue(junit.contains("<failure type=\"overflow\" message=\"'box' extends 10 pt beyond the right edge of 'root'\">"), junit)
        XCTAssertTrue(junit.contains("<system-out>Specs/E.xml:5:3: error: overflow: 'box' extends 10 pt beyond the right edge of 'root' [S · b · wC hR · 300×600]\n"
            + "Specs/E.xml:7:3: note: conflict: unable to satisfy 2 required constraints together; broke w: "
            + "box.width == 400 @1000 (expected: &lt;expectFinding&gt; at line 12) [S · a · wC hR · 300×600; S · b · wC hR · 300×600]</system-out>"), junit)
        try JUnitWriterTests.assertValid(junit)
    }

    func testJSONHTMLAndAnnotations() throws {
        let json = JSONResultsWriter.render(Self.results)
        XCTAssertTrue(json.contains("\"expectedFindings\": 2,"), json)
        XCTAssertTrue(json.contains("\"column\": 3,\n                  \"expected\": 12\n"), json)
        XCTAssertEqual(try JSONResultsReader.parse(json).specs, Self.results.specs)
        let html = HTMLReport.render(Self.results)
        XCTAssertTrue(html.contains("<span class=\"status pass\">✓ passes · 1 expected</span>"), html)
        XCTAssertTrue(html.contains("<span><b>2</b> expected (&lt;expectFinding&gt;)</span>"), html)
        XCTAssertTrue(html.contains("<li class=\"finding k-conflict expected\" data-f=\"0\">"), html)
        XCTAssertTrue(html.contains("<span class=\"expected-tag\">expected (line 12)</span>"), html)
        XCTAssertTrue(GitHubAnnotations.render(Self.results).contains(
            "::notice file=Specs/E.xml,line=7,col=3,title=conflict (2 cases)::unable to satisfy 2 required constraints together; broke w: box.width == 400 @1000 (expected: <expectFinding> at line 12)"))
    }
}
