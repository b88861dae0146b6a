import Foundation
import HarnessReports
import XCTest

/// `ReportSetWriter` renders and stages the three reports at once, each on its own thread:
/// what it writes is what each writer renders alone, and a failure of any one report leaves
/// no report replaced and no temporary file behind.
final class ReportSetWriterTests: XCTestCase {
    private let names = ["junit.xml", "results.json", "index.html"]

    private func targets(_ folder: String, _ folders: [String]) -> ReportSetWriter.Targets {
        .init(junit: folder + "/" + folders[0] + "/junit.xml", json: folder + "/" + folders[1] + "/results.json",
              html: folder + "/" + folders[2] + "/index.html")
    }

    func testTheSetIsWhatEachWriterRendersAlone() throws {
        let folder = try temporaryFolder()
        let results = SampleResults.all
        try ReportSetWriter.write(results, to: targets(folder, ["a", "b", "a"]))
        XCTAssertEqual(try String(contentsOfFile: folder + "/a/junit.xml", encoding: .utf8), JUnitWriter.render(results))
        XCTAssertEqual(try String(contentsOfFile: folder + "/b/results.json", encoding: .utf8), JSONResultsWriter.render(results))
        XCTAssertEqual(try String(contentsOfFile: folder + "/a/index.html", encoding: .utf8), HTMLReport.render(results))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/a").sorted(), ["index.html", "junit.xml"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/b"), ["results.json"])
    }

    /// `meanwhile` runs on the calling thread once the JUnit report is staged, before the set is
    /// renamed into place, with the causes the reports were made from, and its value is
    /// returned: `run` makes its terminal summary there.
    func testMeanwhileRunsOnTheCallingThreadAfterJUnitIsStagedAndBeforeTheRenames() throws {
        let folder = try temporaryFolder()
        let results = SampleResults.all
        let set = targets(folder, ["a", "a", "a"])
        let caller = Thread.current.description
        let seen = try ReportSetWriter.write(results, to: set) { causes -> (thread: String, folder: [String], summary: String) in
            (Thread.current.description, ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/a")) ?? []).sorted(),
             TerminalSummary.render(results, causes: causes))
        }
        XCTAssertEqual(seen.thread, caller)
        XCTAssertEqual(seen.summary, TerminalSummary.render(results))
        // The JUnit report staged under a temporary name; no report in place yet.
        XCTAssertTrue(seen.folder.contains { $0.hasPrefix(".junit.xml.tmp-") }, "\(seen.folder)")
        XCTAssertFalse(seen.folder.contains("junit.xml"), "\(seen.folder)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/a").sorted(),
                       ["index.html", "junit.xml", "results.json"])
        XCTAssertEqual(try String(contentsOfFile: set.junit, encoding: .utf8), JUnitWriter.render(results))
    }

    /// Each report in turn cannot be written (its folder is a file): the other two, staged by
    /// their threads, are removed, the old set stays, and the error names the failed report.
    func testAnyFailedReportReplacesNoReportAndLeavesNoTemporaryFile() throws {
        for failing in 0..<3 {
            let folder = try temporaryFolder()
            var folders = ["j", "s", "h"]
            let good = targets(folder, folders)
            try ReportSetWriter.write(SampleResults.passing, to: good)
            let old = try [good.junit, good.json, good.html].map { try String(contentsOfFile: $0, encoding: .utf8) }
            try "not a folder".write(toFile: folder + "/file", atomically: false, encoding: .utf8)
            folders[failing] = "file"
            let bad = targets(folder, folders)
            XCTAssertThrowsError(try ReportSetWriter.write(SampleResults.all, to: bad)) { error in
                XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.path, [bad.junit, bad.json, bad.html][failing], "\(error)")
            }
            for (k, path) in [good.junit, good.json, good.html].enumerated() where k != failing {
                XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), old[k], "report \(k) with report \(failing) failing")
            }
            for (k, sub) in ["j", "s", "h"].enumerated() {
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/" + sub), [names[k]],
                               "no temporary file with report \(failing) failing")
            }
        }
    }

    /// Two reports failing: the error is the first of them in the order JUnit, JSON, HTML,
    /// whichever thread failed first.
    func testTheFirstFailureInReportOrderIsThrown() throws {
        let folder = try temporaryFolder()
        try "not a folder".write(toFile: folder + "/file", atomically: false, encoding: .utf8)
        let bad = targets(folder, ["ok", "file", "file"])
        XCTAssertThrowsError(try ReportSetWriter.write(SampleResults.all, to: bad)) { error in
            XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.path, bad.json, "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/ok"), [])
    }
}
