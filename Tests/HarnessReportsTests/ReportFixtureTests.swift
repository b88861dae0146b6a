import Foundation
import HarnessReports
import XCTest

/// Writes the sample reports to `.build/report-fixtures/`, where
/// `scripts/check-junit.sh` (junitparser, junit2html) and
/// `scripts/check-html.sh` (headless Chromium) check them, with a manifest
/// of what they must find.
final class ReportFixtureTests: XCTestCase {
    func testWriteReportFixtures() throws {
        let folder = TestPaths.reportFixtures
        // The sample run and the feed, whose findings repeat across environments.
        let all = SampleResults.fixture
        try JUnitWriter.write(all, to: folder + "/junit.xml")
        try JUnitWriter.write(SampleResults.passing, to: folder + "/junit-passing.xml")
        try JSONResultsWriter.write(all, to: folder + "/results.json")
        try HTMLReport.write(all, to: folder + "/index.html")
        try AtomicFileWriter.write(TerminalSummary.render(all), to: folder + "/summary.txt")

        let document = JUnitWriter.document(all)
        let suites: [JSONValue] = document.suites.map { suite in
            .object([
                .init("name", .string(suite.name)),
                .init("tests", .int(suite.tests)),
                .init("failures", .int(suite.failures)),
                .init("errors", .int(suite.errors)),
                .init("types", .strings(suite.testcases.compactMap { $0.results.first?.type })),
            ])
        }
        let manifest = JSONValue.object([
            .init("junit.xml", .object([
                .init("tests", .int(document.suites.reduce(0) { $0 + $1.tests })),
                .init("failures", .int(document.suites.reduce(0) { $0 + $1.failures })),
                .init("errors", .int(document.suites.reduce(0) { $0 + $1.errors })),
                .init("suites", .array(suites)),
            ])),
            .init("junit-passing.xml", .object([.init("tests", .int(2)), .init("failures", .int(0)), .init("errors", .int(0))])),
            .init("index.html", .object([
                .init("cases", .int(all.summary.cases)), .init("morphs", .int(3)),
                // What scripts/check-html.sh checks in the DOM (CauseReportTests checks the page's text).
                .init("causes", .int(8)),
                .init("summaryKinds", .strings(["conflict", "expectation", "regression", "overflow", "ambiguity"])),
                .init("caseOrder", .strings(["c0", "c1", "c2", "c4", "c5", "c6", "c9", "c3", "c7", "c8"])),
                .init("failingCases", .int(7)),
                .init("highlighted", .array([
                    .object([.init("case", .string("c2")), .init("id", .string("photo")), .init("kind", .string("conflict"))]),
                    .object([.init("case", .string("c2")), .init("id", .string("row")), .init("kind", .string("ambiguity"))]),
                    .object([.init("case", .string("c6")), .init("id", .string("form")), .init("kind", .string("conflict"))]),
                    .object([.init("case", .string("c0")), .init("id", .string("badge")), .init("kind", .string("overflow"))]),
                ])),
            ])),
        ])
        try AtomicFileWriter.write(JSONText.render(manifest), to: folder + "/expected.json")

        // What the scripts will read is what the writers produce.
        XCTAssertEqual(try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8), JUnitWriter.render(all))
        XCTAssertEqual(try JSONResultsReader.read(contentsOf: folder + "/results.json").summary.cases, 10)
        for validator in try JUnitWriterTests.validators() {
            XCTAssertEqual(validator.validate(try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)), [])
            XCTAssertEqual(validator.validate(try String(contentsOfFile: folder + "/junit-passing.xml", encoding: .utf8)), [])
        }
    }
}
