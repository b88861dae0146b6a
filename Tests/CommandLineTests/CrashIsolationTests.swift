import Foundation
import HarnessReports
import XCTest
import LayoutResults

/// A spec that traps, aborts, hangs or exhausts memory in the engine costs only itself: the
/// real binary, with the test-only fault switch (`LAYOUT_HARNESS_FAULT_INJECTION`).
final class CrashIsolationTests: HarnessTestCase {
    private let reports = ["--junit", "out/junit.xml", "--json", "out/results.json", "--html", "out/index.html"]

    /// Three specs; the engine fails as asked on `Bad.xml`.
    private func runWithFault(_ fault: String, options: [String] = [], timeout: Double = 60) throws -> (Run, HarnessResults) {
        try write("Alpha.xml", cardSpec(scene: "Alpha", top: 8))
        try write("Bad.xml", cardSpec(scene: "Bad"))
        try write("nested/Zeta.xml", cardSpec(scene: "Zeta", top: 12))
        let run = try harness(["Specs", "--jobs", "2"] + reports + options,
                              environment: ["LAYOUT_HARNESS_FAULT_INJECTION": "\(fault):Bad.xml"], timeout: timeout)
        let results = try JSONResultsReader.read(contentsOf: folder + "/out/results.json")
        return (run, results)
    }

    /// The other two specs' results are in all three reports; the bad one is one located spec error.
    private func assertIsolated(_ run: Run, _ results: HarnessResults, reason: [String],
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.code, 1, run.output, file: file, line: line)
        XCTAssertFalse(run.signalled, file: file, line: line)
        XCTAssertEqual(results.specs.map(\.file), ["Specs/Alpha.xml", "Specs/Bad.xml", "Specs/nested/Zeta.xml"], file: file, line: line)
        for (index, top) in [(0, 8.0), (2, 12.0)] {
            let spec = results.specs[index]
            XCTAssertEqual(spec.errors, [], file: file, line: line)
            XCTAssertEqual(spec.scenes.first?.cases.count, 8, file: file, line: line)
            let landscape = spec.scenes.first?.cases.first { $0.environment == "iPhone 13 landscape" }
            XCTAssertEqual(landscape?.view("title")?.frame.array, [63, top, 120, 21], file: file, line: line)
        }
        let bad = results.specs[1]
        XCTAssertEqual(bad.scenes.count, 0, file: file, line: line)
        XCTAssertEqual(bad.errors.count, 1, file: file, line: line)
        let error = bad.errors.first
        XCTAssertEqual(error?.line, 1, file: file, line: line)
        XCTAssertEqual(error?.column, 1, file: file, line: line)
        let message = error?.message ?? ""
        XCTAssertTrue(message.hasPrefix("internal error while solving: "), message, file: file, line: line)
        XCTAssertTrue(message.hasSuffix("; please report it with this spec"), message, file: file, line: line)
        for part in reason { XCTAssertTrue(message.contains(part), "\(part) in \(message)", file: file, line: line) }
        XCTAssertTrue(run.output.contains("Specs/Bad.xml:1:1: error: " + message), run.output, file: file, line: line)
        let junit = read("out/junit.xml")
        XCTAssertTrue(junit.contains("<error type=\"specError\" message=\"Specs/Bad.xml:1:1: " + XMLEscaping.attribute(message) + "\">"),
                      junit, file: file, line: line)
        XCTAssertTrue(junit.contains("Specs/Alpha.xml") && junit.contains("Specs/nested/Zeta.xml"), file: file, line: line)
        XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 17, "8 + 8 cases and the spec error", file: file, line: line)
        let html = read("out/index.html")
        XCTAssertTrue(html.contains(HTMLEscaping.escape(message)), file: file, line: line)
        XCTAssertTrue(html.contains("Specs/nested/Zeta.xml"), file: file, line: line)
    }

    func testATrapCostsOnlyItsSpec() throws {
        let (run, results) = try runWithFault("trap")
        #if arch(x86_64)
        let signal = "signal 4 (SIGILL"
        #else
        let signal = "(SIGTRAP"
        #endif
        assertIsolated(run, results, reason: [signal, "Fatal error: fault injection: a trap while solving Specs/Bad.xml"])
    }

    func testAnAbortCostsOnlyItsSpec() throws {
        let (run, results) = try runWithFault("abort")
        assertIsolated(run, results, reason: ["signal 6 (SIGABRT"])
    }

    func testAHangIsStoppedAfterTheTimeBudget() throws {
        let (run, results) = try runWithFault("hang", options: ["--spec-timeout", "1.5"], timeout: 30)
        assertIsolated(run, results, reason: ["no result within the 1.5 s a spec may take (--spec-timeout); the worker was stopped"])
        XCTAssertLessThan(run.seconds, 15, "the run ends soon after the budget")
    }

    func testMemoryExhaustionIsStoppedAtTheCap() throws {
        let (run, results) = try runWithFault("allocate", options: ["--spec-memory", "256M"])
        assertIsolated(run, results, reason: ["out of memory: the spec needed more than the 256 MiB a spec may use (--spec-memory)"])
    }

    /// With one worker, the spec after the crash is run by a new worker.
    func testANewWorkerTakesTheSpecsLeft() throws {
        let (run, results) = try runWithFault("trap", options: ["--jobs", "1"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertEqual(results.specs.map { $0.scenes.first?.cases.count ?? -$0.errors.count }, [8, -1, 8])
    }

    /// `validate` loads each spec in a worker too.
    func testValidateSurvivesACrash() throws {
        try write("Alpha.xml", cardSpec(scene: "Alpha"))
        try write("Bad.xml", cardSpec(scene: "Bad"))
        try write("Broken.xml", "<spec>\n  <scene name=\"B\">\n")
        let run = try harness(["validate"], environment: ["LAYOUT_HARNESS_FAULT_INJECTION": "abort:Bad.xml"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(run.output.contains("Specs/Bad.xml:1:1: error: internal error while loading: signal 6 (SIGABRT"), run.output)
        XCTAssertTrue(run.output.contains("Specs/Broken.xml:2:19: error: XML: Extra content at the end of the document"), run.output)
        XCTAssertTrue(run.output.hasSuffix("3 specs, 2 errors\n"), run.output)
    }

    /// `explain` lays its case out in a worker: a crash is an error of the spec, exit 1.
    func testExplainSurvivesACrash() throws {
        try write("Bad.xml", cardSpec(scene: "Bad"))
        let run = try harness(["explain", "Specs/Bad.xml"], environment: ["LAYOUT_HARNESS_FAULT_INJECTION": "abort:Bad.xml"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertFalse(run.signalled)
        XCTAssertTrue(run.output.contains("Specs/Bad.xml:1:1: error: internal error while solving: signal 6 (SIGABRT"), run.output)
    }

    /// The switch names files exactly: other specs, and runs without it, are untouched.
    func testWithoutTheSwitchEverySpecRuns() throws {
        try write("Alpha.xml", cardSpec(scene: "Alpha"))
        try write("Bad.xml", cardSpec(scene: "Bad"))
        let run = try harness(["--json", "r.json"], environment: ["LAYOUT_HARNESS_FAULT_INJECTION": "trap:Bad.xml.other"])
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.contains("PASSED: 16 cases in 2 specs"), run.output)
    }

    /// Two threads of a worker contend for a lazy global while it is initialised, as two threads
    /// measuring text do: the worker goes on. (It did its work on the thread it was forked on,
    /// whose cached thread id was the supervisor's: both threads then waited for ever.)
    func testWorkerThreadsContendingForALazyGlobalGoOn() throws {
        try write("Alpha.xml", cardSpec(scene: "Alpha"))
        for command in [["--spec-timeout", "10"], ["explain", "Specs/Alpha.xml", "--spec-timeout", "10"]] {
            let run = try harness(command, environment: ["LAYOUT_HARNESS_FAULT_INJECTION": "contend:Alpha.xml"])
            XCTAssertEqual(run.code, 0, run.output)
            XCTAssertFalse(run.output.contains("internal error"), run.output)
        }
    }
}
