import Foundation
import XCTest
import LayoutResults
import LayoutSpec
import HarnessReports

final class ResultsModelTests: XCTestCase {
    func testSeverityOrder() {
        XCTAssertEqual(Finding.Kind.bySeverity, [.conflict, .expectation, .regression, .overflow, .truncated, .overlap, .ambiguity])
        XCTAssertTrue(Finding.Kind.truncated < .overflow)
        XCTAssertTrue(Finding.Kind.truncated > .overlap)
        XCTAssertTrue(Finding.Kind.truncated > .ambiguity)
        XCTAssertTrue(Finding.Kind.conflict > .expectation)
        XCTAssertTrue(Finding.Kind.regression > .overflow)
        XCTAssertTrue(Finding.Kind.ambiguity < .overflow)
        let item = SampleResults.loginLandscape()
        XCTAssertEqual(item.worstKind, .overflow)
        XCTAssertEqual(item.findingsBySeverity.map(\.kind), [.overflow, .ambiguity])
        XCTAssertNil(SampleResults.loginPortrait().worstKind)
    }

    func testSummaryCounts() {
        let s = SampleResults.all.summary
        XCTAssertEqual([s.specs, s.specsWithErrors, s.specErrors, s.scenes, s.cases, s.failedCases, s.passedCases], [4, 1, 2, 3, 7, 4, 3])
        XCTAssertEqual(s.findings, [.conflict: 1, .expectation: 1, .regression: 1, .overflow: 1, .truncated: 0, .overlap: 0, .ambiguity: 1])
        XCTAssertEqual(s.failedCasesByKind, [.conflict: 1, .expectation: 1, .regression: 1, .overflow: 1, .truncated: 0, .overlap: 0, .ambiguity: 0])
        XCTAssertEqual(s.totalFindings, 5)
        XCTAssertFalse(s.passed)
        XCTAssertTrue(SampleResults.passing.summary.passed)
        XCTAssertEqual(s.solveTime, 0.0021 + 0.0034 + 0.0042 + 0.0051 + 0.0009 + 0.0009 + 0.0123456, accuracy: 1e-12)
    }

    func testDefaultsAndLookups() {
        XCTAssertEqual(SpecResult(file: "Specs/Deep/Login.xml").name, "Login")
        XCTAssertEqual(SpecResult(file: "Plain").name, "Plain")
        XCTAssertEqual(SampleResults.loginIPad().view("form")?.kind, .stackView)
        XCTAssertNil(SampleResults.loginIPad().view("nope"))
        XCTAssertEqual(Rect(x: 1, y: 2, width: 3, height: 4).maxDifference(to: Rect(x: 1, y: 2.5, width: 2, height: 4)), 1)
    }

    /// The results file keeps everything but a case's solve time below a millisecond.
    func testResultsFileRoundTrip() throws {
        var expected = SampleResults.all
        for s in expected.specs.indices {
            for n in expected.specs[s].scenes.indices {
                for c in expected.specs[s].scenes[n].cases.indices {
                    expected.specs[s].scenes[n].cases[c].solveTime = (expected.specs[s].scenes[n].cases[c].solveTime * 1000).rounded() / 1000
                }
            }
        }
        XCTAssertEqual(try JSONResultsReader.parse(JSONResultsWriter.render(SampleResults.all)), expected)
        let frame = try JSONDecoder().decode(Rect.self, from: Data("[1,2,3,4.5]".utf8))
        XCTAssertEqual(frame, Rect(x: 1, y: 2, width: 3, height: 4.5))
    }
}
