import Foundation
import HarnessReports
import XCTest

/// `layout-harness` on the repository's own `Specs/`, as a newcomer runs it on a fresh clone:
/// it passes (the broken examples declare their findings) and still shows every finding kind.
final class ExampleFolderTests: HarnessTestCase {
    func testTheExampleFolderPassesAndShowsEveryKind() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Specs").standardized.path
        try FileManager.default.removeItem(atPath: folder + "/Specs")
        try FileManager.default.copyItem(atPath: repository, toPath: folder + "/Specs")
        let run = try harness(["--no-color"])
        XCTAssertEqual(run.code, 0, run.output)
        for kind in ["conflict", "ambiguity", "overflow", "expectation", "overlap", "truncated"] {
            XCTAssertTrue(run.output.contains(": note: \(kind): "), "\(kind) in: \(run.output)")
        }
        XCTAssertFalse(run.output.contains(": error: "), run.output)
        XCTAssertTrue(run.output.contains("Specs/Broken/BrokenOverlap.xml:25:7: warning: 'icon' is stretched to a width of 358 pt"), run.output)
        let results = try JSONResultsReader.read(contentsOf: folder + "/Reports/results.json")
        XCTAssertEqual(results.summary.failedCases, 0)
        XCTAssertEqual(results.summary.expectedFindings, 64)
        XCTAssertTrue(run.output.contains("PASSED: 226 cases in 17 specs (64 expected findings, declared by <expectFinding>)"), run.output)
    }
}
