import XCTest

/// The terminal lists at most `--max-findings` findings (100 unless told; 0: all) and counts
/// the rest; the reports keep every one.
final class FindingLimitTests: HarnessTestCase {
    /// 120 labels, each 300 points wide in a 200-point root that clips nothing: each
    /// overflows the root's right edge, a finding of its own.
    private func writeWideLabels() throws {
        var labels = ""
        for k in 0..<120 {
            labels += "<label id=\"l\(k)\" intrinsicWidth=\"300\" intrinsicHeight=\"20\"/>\n"
            labels += "<constraint firstItem=\"l\(k)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\"/>\n"
            labels += "<constraint firstItem=\"l\(k)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"\(k * 20)\"/>\n"
        }
        try write("Wide.xml", """
        <spec>
          <environments>
            <environment name="narrow" width="200" height="3000" widthClass="compact" heightClass="regular"/>
          </environments>
          <scene name="Labels"><view id="root">
        \(labels)</view></scene>
        </spec>
        """)
    }

    private func findingLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasPrefix("Specs/Wide.xml:") && $0.contains(": overflow:") }
    }

    func testTheTerminalListsAHundredFindingsAndCountsTheRest() throws {
        try writeWideLabels()
        let run = try harness(["--no-color"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertEqual(findingLines(run.output).count, 100, run.output)
        XCTAssertTrue(run.output.contains("… and 20 more (see the JSON or HTML report)"), run.output)
        XCTAssertTrue(read("Reports/results.json").contains("'l119' extends"), "the reports keep every finding")

        let all = try harness(["--no-color", "--no-reports", "--max-findings", "0"])
        XCTAssertEqual(findingLines(all.output).count, 120, all.output)
        XCTAssertFalse(all.output.contains("more (see the JSON"), all.output)

        let five = try harness(["--no-color", "--no-reports", "--max-findings", "5"])
        XCTAssertEqual(findingLines(five.output).count, 5, five.output)
        XCTAssertTrue(five.output.contains("… and 115 more (see the JSON or HTML report)"), five.output)

        let github = try harness(["--no-reports", "--format", "github", "--max-findings", "3"])
        XCTAssertEqual(github.output.split(separator: "\n").filter { $0.hasPrefix("::error file=Specs/Wide.xml") }.count, 3, github.output)
        XCTAssertTrue(github.output.contains("… and 117 more (see the JSON or HTML report)\n\n"), github.output)

        let negative = try harness(["--no-reports", "--max-findings", "-1"])
        XCTAssertEqual(negative.code, 2, negative.output)
        XCTAssertTrue(negative.output.contains("--max-findings takes a count ≥ 0"), negative.output)
    }
}
