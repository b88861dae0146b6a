import Foundation
import HarnessReports
import XCTest
import LayoutResults

/// The command line end to end: the real binary, real files, exit codes and reports.
final class CommandLineTests: HarnessTestCase {
    private var good: String { cardSpec() }

    func testPassingRunExitsZeroAndWritesTheThreeReports() throws {
        try write("Card.xml", good)
        let run = try harness([])
        XCTAssertEqual(run.code, 0, run.output)
        for report in ["Reports/junit.xml", "Reports/results.json", "Reports/index.html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + report), report)
        }
        let results = try JSONResultsReader.read(contentsOf: folder + "/Reports/results.json")
        let cases = results.specs.first?.scenes.first?.cases ?? []
        XCTAssertEqual(cases.count, 8)
        XCTAssertEqual(cases.first { $0.environment == "iPhone 13 landscape" }?.view("title")?.frame.array, [63, 8, 120, 21])
        XCTAssertEqual(cases.first { $0.environment == "iPhone SE portrait" }?.view("title")?.frame.array, [16, 28, 120, 21])
        XCTAssertEqual(cases.first { $0.environment == "iPad Pro 11in landscape" }?.view("title")?.frame.array, [20, 32, 120, 21])
        XCTAssertTrue(run.output.contains("PASSED: 8 cases in 1 spec"), run.output)
    }

    /// One bad spec yields its errors in the JSON; the others still run.
    func testBadSpecsReportErrorsAndTheOthersStillRun() throws {
        try write("Card.xml", good)
        try write("nested/Broken.xml", "<spec>\n  <scene name=\"B\">\n    <view id=\"root\">\n      <view id=\"a\"/>\n    </view>\n  </scene>\n")
        try write("Unknown.xml", """
        <spec>
          <scene name="U">
            <view id="root">
              <constraint firstItem="titel" firstAttribute="width" constant="10"/>
            </view>
          </scene>
        </spec>
        """)
        let run = try harness(["Specs", "--json", "out.json", "--junit", "out.xml", "--html", "out.html"])
        XCTAssertEqual(run.code, 1, run.output)
        let results = try JSONResultsReader.read(contentsOf: folder + "/out.json")
        XCTAssertEqual(results.specs.map(\.file), ["Specs/Card.xml", "Specs/Unknown.xml", "Specs/nested/Broken.xml"])
        XCTAssertEqual(results.specs[0].errors, [])
        XCTAssertEqual(results.specs[0].scenes.first?.cases.count, 8)
        XCTAssertEqual(results.specs[1].errors.map(\.line), [4])
        XCTAssertEqual(results.specs[1].errors.first?.column, 30)
        XCTAssertTrue(results.specs[1].errors.first?.message.contains("unknown view 'titel'") ?? false, "\(results.specs[1].errors)")
        XCTAssertEqual(results.specs[2].errors.count, 1)
        XCTAssertTrue(run.output.contains("Specs/Unknown.xml:4:30: error: unknown view 'titel'"), run.output)
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try harness(["--jobs", "0"]).code, 2)
        XCTAssertEqual(try harness(["--shard", "3/2"]).code, 2)
        XCTAssertEqual(try harness(["--no-such-option"]).code, 2)
    }

    func testRecordIsRefusedOnCI() throws {
        try write("Card.xml", good)
        let refused = try harness(["--record", "all"], environment: ["CI": "true"])
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.output.contains("--record all is refused when CI=true"), refused.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Specs/Card.baseline.json"))
        XCTAssertEqual(try harness(["--record", "all"], environment: ["CI": ""]).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Specs/Card.baseline.json"))
        // Moving the label is a regression against the recorded baseline.
        try write("Card.xml", good.replacingOccurrences(of: "constant=\"8\"", with: "constant=\"20\""))
        let moved = try harness(["--json", "moved.json"])
        XCTAssertEqual(moved.code, 1)
        let results = try JSONResultsReader.read(contentsOf: folder + "/moved.json")
        let kinds = results.specs.flatMap(\.scenes).flatMap(\.cases).flatMap(\.findings).map(\.kind)
        XCTAssertEqual(kinds, Array(repeating: .regression, count: 8))
    }

    /// `--shard` runs merged with `merge` equal one unsharded run.
    func testShardsMergeToTheUnshardedRun() throws {
        for k in 1...5 {
            try write("S\(k).xml", good.replacingOccurrences(of: "constant=\"8\"", with: "constant=\"\(k)\""))
        }
        try harness(["--json", "all.json", "--jobs", "2"])
        try harness(["--shard", "1/2", "--json", "s1.json"])
        try harness(["--shard", "2/2", "--json", "s2.json"])
        let merge = try harness(["merge", "s1.json", "s2.json", "--json", "merged.json", "--junit", "merged.xml", "--html", "merged.html"])
        XCTAssertEqual(merge.code, 0, merge.output)
        let whole = try JSONResultsReader.read(contentsOf: folder + "/all.json")
        let merged = try JSONResultsReader.read(contentsOf: folder + "/merged.json")
        func frames(_ r: HarnessResults) -> [[String]] {
            r.specs.map { spec in spec.scenes.flatMap(\.cases).map { c in "\(spec.file) \(c.environment) \(c.views.map(\.frame.array)) \(c.findings)" } }
        }
        XCTAssertEqual(frames(merged), frames(whole))
        XCTAssertEqual(merged.specs.map(\.file), (1...5).map { "Specs/S\($0).xml" })
    }

    /// `--environment`, `--environments FILE`, `--filter`, `validate` and `explain`.
    func testSelectionOptionsAndSubcommands() throws {
        try write("Card.xml", good)
        try write("Other.xml", good.replacingOccurrences(of: "name=\"Card\"", with: "name=\"Other\""))
        try """
        <spec><environments>
          <environment name="small" width="320" height="568" widthClass="compact" heightClass="regular" safeArea="20 0 0 0"/>
        </environments><scene name="unused"><view id="root"/></scene></spec>
        """.write(toFile: folder + "/matrix.xml", atomically: true, encoding: .utf8)

        try harness(["--environment", "iPhone 13 landscape", "--filter", "Card", "--json", "one.json"])
        let one = try JSONResultsReader.read(contentsOf: folder + "/one.json")
        let cases = one.specs.flatMap(\.scenes).flatMap(\.cases)
        XCTAssertEqual(one.specs.flatMap(\.scenes).map(\.name), ["Card"])
        XCTAssertEqual(cases.map(\.environment), ["iPhone 13 landscape"])

        try harness(["--environments", "matrix.xml", "--json", "small.json"])
        let small = try JSONResultsReader.read(contentsOf: folder + "/small.json")
        XCTAssertEqual(small.specs.flatMap(\.scenes).flatMap(\.cases).map(\.environment), ["small", "small"])
        XCTAssertEqual(small.specs.first?.scenes.first?.cases.first?.view("title")?.frame.array, [16, 28, 120, 21])

        let validate = try harness(["validate"])
        XCTAssertEqual(validate.code, 0, validate.output)
        XCTAssertTrue(validate.output.contains("2 specs, 0 errors"), validate.output)

        let explain = try harness(["explain", "Specs/Card.xml", "--environment", "iPhone 13 landscape"])
        XCTAssertEqual(explain.code, 0, explain.output)
        XCTAssertTrue(explain.output.contains("label 'title' (63, 8, 120, 21)"), explain.output)
        XCTAssertTrue(explain.output.contains("[ok] title.leading == root.leadingMargin + 0 @1000 (spec, line 5): title.x - root.x - 63 == 0"), explain.output)
    }
}
