import Foundation
import HarnessReports
import XCTest

/// `layout-harness merge` on results and JUnit files holding numbers out of
/// range: the real binary exits with an error that names the file and the
/// JSON path (or the XML line), and is never killed by a trap.
final class MergeRangeTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "layout-harness-merge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `layout-harness merge` in the temporary folder.
    private func merge(_ arguments: [String]) throws -> (reason: Process.TerminationReason, code: Int32, output: String) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layout-harness")
        let process = Process()
        process.executableURL = FileManager.default.fileExists(atPath: binary.path) ? binary
            : URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug/layout-harness")
        process.arguments = ["merge"] + arguments + ["--json", "out/results.json", "--junit", "out/junit.xml", "--html", "out/index.html"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A results file of spec `Specs/<name>.xml`: one case per solve time (seconds), view `a` this wide.
    private func results(_ name: String, solveTimes: [String] = ["0.002"], width: String = "100") throws -> String {
        let cases = solveTimes.enumerated().map { i, time in
            """
            {"environment": "E\(i)", "environmentIndex": \(i), "widthClass": "compact", "heightClass": "regular",
             "width": 390, "height": 844, "state": null, "solveTime": \(time),
             "frames": {"root": [0, 0, 390, 844], "a": [10, 20, \(width), 30]},
             "views": [{"id": "root", "kind": "view", "parent": null}, {"id": "a", "kind": "label", "parent": "root"}],
             "findings": []}
            """
        }
        let text = """
        {"version": 1, "specs": [{"file": "Specs/\(name.prefix { $0 != "." }).xml", "name": "A", "errors": [],
          "scenes": [{"name": "S", "index": 0, "cases": [\(cases.joined(separator: ","))]}]}]}
        """
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        return name
    }

    private func assertError(_ run: (reason: Process.TerminationReason, code: Int32, output: String), _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.reason, .exit, "killed by signal \(run.code): \(run.output)", file: file, line: line)
        XCTAssertTrue([1, 2].contains(run.code), "exit \(run.code)", file: file, line: line)
        XCTAssertTrue(run.output.contains(message), run.output, file: file, line: line)
    }

    func testSolveTimeOf1e300() throws {
        let run = try merge([try results("good.json"), try results("bad.json", solveTimes: ["1e300"])])
        assertError(run, "bad.json: $.specs[0].scenes[0].cases[0].solveTime: 1e+300 s is out of range (at most 1e6 seconds)")
    }

    func testTwoCasesOf9e15Seconds() throws {
        let run = try merge([try results("bad.json", solveTimes: ["9e15", "9e15"])])
        assertError(run, "bad.json: $.specs[0].scenes[0].cases[0].solveTime: ")
        XCTAssertTrue(run.output.contains(" s is out of range (at most 1e6 seconds)"), run.output)
    }

    func testFrameWidthOf1_7e308() throws {
        let run = try merge([try results("bad.json", width: "1.7e308")])
        assertError(run, "bad.json: $.specs[0].scenes[0].cases[0].frames.a[2]: width 1.7e+308 points is out of range (at most 1e12 in magnitude)")
    }

    func testJUnitTimeOf1e300() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="A" package="specs" id="0" tests="1" failures="0" errors="0" skipped="0" time="0.002">
            <testcase classname="A.S" name="E0" time="1e300"/>
          </testsuite>
        </testsuites>
        """
        try xml.write(toFile: folder + "/junit-1.xml", atomically: true, encoding: .utf8)
        let run = try merge([try results("good.json"), "--junit-input", "junit-1.xml"])
        assertError(run, #"junit-1.xml:4: time="1e300": 1e+300 s is out of range (at most 1e6 seconds)"#)
    }

    /// The same files within range merge (the checks above fail on the numbers alone).
    func testTheSameFilesInRangeMerge() throws {
        let run = try merge([try results("a.json", solveTimes: ["0.5", "0.25"], width: "1e6")])
        XCTAssertEqual(run.reason, .exit)
        XCTAssertEqual(run.code, 0, run.output)
        let merged = try JSONResultsReader.read(contentsOf: folder + "/out/results.json")
        XCTAssertEqual(merged.specs[0].scenes[0].cases.map(\.solveTime), [0.5, 0.25])
        XCTAssertEqual(merged.specs[0].scenes[0].cases[0].view("a")?.frame.array, [10, 20, 1_000_000, 30])
        XCTAssertEqual(merged.summary.solveTime, 0.75, accuracy: 0.0005)
    }
}
