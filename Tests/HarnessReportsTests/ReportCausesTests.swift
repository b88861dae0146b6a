import HarnessReports
import LayoutResults
import XCTest

/// `ReportCauses`, folded once for a run, give every output the text it makes when it folds the
/// causes itself; causes made for other results are not used.
final class ReportCausesTests: XCTestCase {
    private func assertSameOutputs(_ results: HarnessResults, given causes: ReportCauses, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(JUnitWriter.renderBytes(results, causes: causes).string, JUnitWriter.render(results), file: file, line: line)
        XCTAssertEqual(JSONResultsWriter.renderBytes(results, causes: causes).string, JSONResultsWriter.render(results), file: file, line: line)
        XCTAssertEqual(HTMLReport.renderBytes(results, causes: causes).string, HTMLReport.render(results), file: file, line: line)
        XCTAssertEqual(TerminalSummary.render(results, causes: causes), TerminalSummary.render(results), file: file, line: line)
        XCTAssertEqual(ReportProblems.all(results, causes: causes), ReportProblems.all(results), file: file, line: line)
    }

    func testSharedCausesGiveTheSameOutputs() {
        let results = SampleResults.all
        XCTAssertGreaterThan(ReportProblems.all(results).count, 5)
        assertSameOutputs(results, given: ReportCauses(results))
    }

    func testCausesOfOtherResultsAreNotUsed() {
        let results = SampleResults.all
        // Fewer specs, and as many specs in another order.
        assertSameOutputs(results, given: ReportCauses(SampleResults.passing))
        assertSameOutputs(results, given: ReportCauses(HarnessResults(specs: results.specs.reversed(), startedAt: results.startedAt,
                                                                      hostname: results.hostname, wallTime: results.wallTime)))
    }
}
