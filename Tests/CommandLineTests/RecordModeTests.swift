import Foundation
import HarnessReports
import XCTest

/// `--record all|missing|failed|never` and `--force-record`, run in the real binary: the
/// default is `missing` on a person's machine and `never` when CI=true, and every case the
/// run did not compare or record is counted in the summary line.
final class RecordModeTests: HarnessTestCase {
    /// A person's machine: CI unset.
    private let local = ["CI": ""]
    private var baselinePath: String { folder + "/Specs/Card.baseline.json" }
    private var baselineExists: Bool { FileManager.default.fileExists(atPath: baselinePath) }

    func testLocalRunsRecordWhatIsMissingAndCIRunsRecordNothing() throws {
        try write("Card.xml", cardSpec())
        let ci = try harness(["--no-reports"])
        XCTAssertEqual(ci.code, 0, ci.output)
        XCTAssertTrue(ci.output.contains("baselines: 8 without a baseline (--record missing records them)"), ci.output)
        XCTAssertFalse(baselineExists)

        let first = try harness(["--no-reports"], environment: local)
        XCTAssertEqual(first.code, 0, first.output)
        XCTAssertTrue(first.output.contains("recorded Specs/Card.baseline.json"), first.output)
        XCTAssertTrue(first.output.contains("baselines: 8 recorded\n"), first.output)
        XCTAssertEqual(try BaselineStore.read(contentsOf: baselinePath).cases.count, 8)

        let second = try harness(["--no-reports"], environment: local)
        XCTAssertTrue(second.output.contains("baselines: 8 compared\n"), second.output)
        XCTAssertFalse(second.output.contains("recorded Specs"), second.output)
    }

    func testFailedRecordsAgainOnlyWhatMoved() throws {
        try write("Card.xml", cardSpec())
        XCTAssertEqual(try harness(["--no-reports", "--record", "all"], environment: local).code, 0)
        try write("Card.xml", cardSpec(top: 20))
        let never = try harness(["--record", "never", "--json", "never.json"], environment: local)
        XCTAssertEqual(never.code, 1, never.output)
        let findings = try JSONResultsReader.read(contentsOf: folder + "/never.json").specs.flatMap(\.scenes).flatMap(\.cases).flatMap(\.findings)
        XCTAssertEqual(findings.map(\.kind), Array(repeating: .regression, count: 8))
        XCTAssertEqual(Set(findings.flatMap(\.items)), ["title"])

        let failed = try harness(["--no-reports", "--record", "failed"], environment: local)
        XCTAssertEqual(failed.code, 0, failed.output)
        XCTAssertTrue(failed.output.contains("baselines: 8 recorded\n"), failed.output)
        let recorded = try BaselineStore.read(contentsOf: baselinePath)
        XCTAssertEqual(recorded.cases.first?.frames.first { $0.id == "title" }?.rect.y ?? -1, 67, accuracy: 0.001)
        XCTAssertEqual(try harness(["--no-reports"]).code, 0)
    }

    func testAFailingCaseIsRecordedOnlyWhenForced() throws {
        let conflicting = cardSpec().replacingOccurrences(of: "</view>", with: """
          <constraint firstItem="title" firstAttribute="width" constant="100"/>
          <constraint firstItem="title" firstAttribute="width" constant="200"/>
        </view>
        """)
        try write("Card.xml", conflicting)
        let refused = try harness(["--no-reports", "--record", "missing"], environment: local)
        XCTAssertEqual(refused.code, 1, refused.output)
        XCTAssertTrue(refused.output.contains("baselines: 8 not recorded because they fail (--force-record records them)"), refused.output)
        XCTAssertFalse(baselineExists)
        let forced = try harness(["--no-reports", "--record", "missing", "--force-record"], environment: local)
        XCTAssertTrue(forced.output.contains("baselines: 8 recorded\n"), forced.output)
        XCTAssertTrue(baselineExists)
    }

    func testABaselineOfAnotherDeviceIsCountedAndNotCompared() throws {
        func environments(_ width: Int, _ height: Int) -> String {
            """
            <environments>
              <environment name="phone" width="\(width)" height="\(height)" widthClass="compact" heightClass="regular"/>
            </environments>
            """
        }
        try environments(390, 844).write(toFile: folder + "/a.xml", atomically: true, encoding: .utf8)
        try environments(375, 667).write(toFile: folder + "/b.xml", atomically: true, encoding: .utf8)
        try write("Card.xml", cardSpec())
        XCTAssertEqual(try harness(["--no-reports", "--environments", "a.xml"], environment: local).code, 0)
        let other = try harness(["--environments", "b.xml", "--json", "other.json"])
        XCTAssertEqual(other.code, 0, other.output)
        XCTAssertTrue(other.output.contains("baselines: 1 recorded on another device, not compared (--record failed records them again)"), other.output)
        let warnings = try JSONResultsReader.read(contentsOf: folder + "/other.json").specs.flatMap(\.scenes).flatMap(\.cases).flatMap(\.warnings)
        XCTAssertEqual(warnings.map(\.code), ["baseline-other-device"])
        XCTAssertTrue(warnings.first?.message.contains("recorded on 390 × 844, safe area 0/0/0/0, compact/regular, leftToRight, this case is 375 × 667") == true,
                      warnings.first?.message ?? "")
        let again = try harness(["--no-reports", "--environments", "b.xml", "--record", "failed"], environment: local)
        XCTAssertTrue(again.output.contains("baselines: 1 recorded\n"), again.output)
        XCTAssertEqual(try BaselineStore.read(contentsOf: baselinePath).cases.first?.device?.height ?? 0, 667, accuracy: 0.001)
    }

    func testABrokenBaselineIsAnErrorOfItsSpecAlone() throws {
        try write("Card.xml", cardSpec())
        try write("Other.xml", cardSpec(scene: "Other"))
        try #"{"version": 2, "file": "Specs/Card.xml", "scenes": [{"name": "Card", "cases": [{"environment": "x", "frames": {"root": [0, 0, 1e300, 1]}}]}]}"#
            .write(toFile: baselinePath, atomically: true, encoding: .utf8)
        let run = try harness(["--no-reports"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(run.output.contains("Specs/Card.xml:1:1: error: cannot use the baseline: Specs/Card.baseline.json: $.scenes[0].cases[0].frames.root"), run.output)
        // The other spec still ran: its 8 cases, without a baseline.
        XCTAssertTrue(run.output.contains("baselines: 8 without a baseline"), run.output)
    }

    func testRecordingIsRefusedInCIAndAnUnknownModeIsAUsageError() throws {
        try write("Card.xml", cardSpec())
        let refused = try harness(["--record", "missing"])
        XCTAssertEqual(refused.code, 2, refused.output)
        XCTAssertTrue(refused.output.contains("--record missing is refused when CI=true"), refused.output)
        XCTAssertEqual(try harness(["--no-reports", "--record", "never"]).code, 0)
        let unknown = try harness(["--record", "sometimes"], environment: local)
        XCTAssertEqual(unknown.code, 2, unknown.output)
        XCTAssertTrue(unknown.output.contains("'all', 'missing', 'failed' or 'never'"), unknown.output)
    }
}
