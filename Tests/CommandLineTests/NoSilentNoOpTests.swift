import Foundation
import XCTest

/// Options that would check nothing are usage errors (exit 2) that name what exists; option
/// values out of range say the range; `--quiet` never hides a spec error.
final class NoSilentNoOpTests: HarnessTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write("Card.xml", cardSpec(scene: "Card"))
        try write("nested/Login.xml", cardSpec(scene: "Login"))
    }

    private func assertUsage(_ arguments: [String], says parts: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try harness(arguments)
        XCTAssertEqual(run.code, 2, run.output, file: file, line: line)
        for part in parts { XCTAssertTrue(run.output.contains(part), "\(part) in: \(run.output)", file: file, line: line) }
        XCTAssertFalse(run.output.contains("PASSED"), run.output, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Reports/results.json"), "no reports", file: file, line: line)
    }

    func testAnUnknownEnvironmentNamesTheEnvironments() throws {
        try assertUsage(["--environment", "iPhone 13 landscap"], says: [
            "error: --environment 'iPhone 13 landscap' matches no environment; did you mean 'iPhone 13 landscape'?",
            "? The environments are: 'iPhone 13 portrait', 'iPhone 13 landscape', 'iPhone 13 Pro Max landscape', 'iPad Pro 11in portrait', 'iPad Pro 11in split one-third', 'iPhone SE portrait', 'iPad Pro 11in landscape', 'iPhone SE portrait AX5'\n",
        ])
        // One known name does not excuse an unknown one.
        try assertUsage(["--environment", "iPhone 13 portrait", "--environment", "Pixel"], says: ["--environment 'Pixel' matches no environment. The environments are: "])
    }

    func testAFilterThatMatchesNothingNamesTheScenes() throws {
        try assertUsage(["--filter", "Logn"], says: ["error: --filter 'Logn' matches no scene; did you mean 'Login'? The scenes are: 'Card', 'Login'"])
        try assertUsage(["--filter", "Card", "--filter", "Settings"], says: ["--filter 'Settings' matches no scene. The scenes are: 'Card', 'Login'"])
    }

    /// In a shard, another shard may hold the scene: a warning, not an error.
    func testInAShardAFilterThatMatchesNothingIsAWarning() throws {
        let run = try harness(["--filter", "Login", "--shard", "1/2", "--no-reports"])
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.contains("warning: --filter 'Login' matches no scene"), run.output)
        XCTAssertTrue(run.output.contains("(in shard 1/2)"), run.output)
    }

    /// The check needs every spec's names: with a spec that did not load, its errors are the result.
    func testASpecThatDidNotLoadComesBeforeTheNameCheck() throws {
        try write("Broken.xml", "<spec>")
        let run = try harness(["--filter", "Settings", "--no-reports"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(run.output.contains("Specs/Broken.xml:1:7: error: XML"), run.output)
    }

    func testAMissingPathSuggestsTheNearestSpec() throws {
        try assertUsage(["Specs/nested/Logn.xml"], says: [
            "error: Specs/nested/Logn.xml: no such file or folder; did you mean 'Specs/nested/Login.xml'? Specs/nested/ holds: 'Login.xml'",
        ])
        try assertUsage(["Spec"], says: ["error: Spec: no such file or folder; did you mean 'Specs'?"])
        try assertUsage(["validate", "Specs/Crad.xml"], says: ["did you mean 'Specs/Card.xml'?", "Specs/ holds: 'Card.xml', 'nested/'"])
        try assertUsage(["Specs/Unrelated.xml"], says: ["error: Specs/Unrelated.xml: no such file or folder. Specs/ holds: 'Card.xml', 'nested/'"])
        try "{}".write(toFile: folder + "/results-1.json", atomically: true, encoding: .utf8)
        try assertUsage(["merge", "results-2.json"], says: ["error: results-2.json: no such file or folder; did you mean 'results-1.json'? The current folder holds: 'Specs/', 'results-1.json'"])
        try FileManager.default.removeItem(atPath: folder + "/Specs")
        try assertUsage([], says: ["error: Specs: no such file or folder (checked when no paths are given); give spec files or folders"])
    }

    func testExplainNamesTheScenesEnvironmentsAndStates() throws {
        try assertUsage(["explain", "Specs/Card.xml", "--scene", "Crad"],
                        says: ["error: --scene 'Crad' matches no scene of Specs/Card.xml; did you mean 'Card'? The scenes are: 'Card'"])
        try assertUsage(["explain", "Specs/Card.xml", "--environment", "iPad"],
                        says: ["error: --environment 'iPad' matches no environment of Specs/Card.xml. The environments are: 'iPhone 13 portrait', "])
        try assertUsage(["explain", "Specs/Card.xml", "--state", "loading"],
                        says: ["error: --state 'loading' matches no state of scene 'Card'. There are no states."])
        try assertUsage(["explain", "Specs/Crad.xml"], says: ["Specs/Crad.xml: no such file or folder; did you mean 'Specs/Card.xml'?"])
    }

    func testOutOfRangeValuesSayTheRange() throws {
        try assertUsage(["--jobs", "-1"], says: ["--jobs takes a number from 1 to 1024 (got -1)"])
        try assertUsage(["--jobs", "0"], says: ["--jobs takes a number from 1 to 1024 (got 0)"])
        try assertUsage(["validate", "--jobs", "5000"], says: ["--jobs takes a number from 1 to 1024 (got 5000)"])
        try assertUsage(["--shard", "-1/2"], says: ["--shard takes I/N with 1 ≤ I ≤ N", "(got '-1/2')"])
        try assertUsage(["--shard", "3/2"], says: ["--shard takes I/N with 1 ≤ I ≤ N", "(got '3/2')"])
        try assertUsage(["--tolerance", "-1"], says: ["--tolerance takes a number of points ≥ 0 (got -1.0)"])
        try assertUsage(["--spec-timeout", "-5"], says: ["--spec-timeout takes seconds from 0 (no limit) to 604800 (got -5.0)"])
        try assertUsage(["--spec-memory", "4096"], says: ["--spec-memory takes 0 (no limit) or a size from 64M to 1024T, e.g. 512M or 4G (got '4096')"])
        try assertUsage(["--no-such-option"], says: ["Unknown option '--no-such-option'"])
    }

    func testQuietNeverHidesSpecErrors() throws {
        try write("Unknown.xml", """
        <spec>
          <scene name="U">
            <view id="root">
              <constraint firstItem="titel" firstAttribute="width" constant="10"/>
            </view>
          </scene>
        </spec>
        """)
        let run = try harness(["-q", "--no-reports"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(run.output.contains("Specs/Unknown.xml:4:30: error: unknown view 'titel'"), run.output)
        XCTAssertTrue(run.output.contains("FAILED: 0 of 16 cases failed, 1 spec with errors"), run.output)
    }

    /// The selections that match pass as before.
    func testMatchingSelectionsStillRun() throws {
        let run = try harness(["--environment", "iPhone 13 landscape", "--filter", "Log", "--no-reports"])
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.contains("PASSED: 1 case in 2 specs"), run.output)
    }
}
