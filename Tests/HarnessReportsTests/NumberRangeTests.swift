import Foundation
@testable import HarnessReports
import XCTest
import LayoutResults

/// Numbers out of range in a results JSON, a JUnit file or a baseline give an
/// error naming the file and the JSON path (or line), never a trap; the
/// writers and the drawing clamp what they cannot show (docs/reports.md,
/// "Numbers read back").
final class NumberRangeTests: XCTestCase {
    // MARK: Helpers

    /// The sample run's results JSON with `change` applied to its parsed
    /// form, written to a file; returns the file's path.
    static func resultsFile(_ name: String, in folder: String, _ change: (inout [String: Any]) -> Void) throws -> String {
        var object = try JSONSerialization.jsonObject(with: Data(JSONResultsWriter.render(SampleResults.all).utf8)) as! [String: Any]
        change(&object)
        let path = folder + "/" + name
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Sets the member `key` of case `c` of scene 0 of spec 1 (the login spec).
    static func setCase(_ object: inout [String: Any], _ c: Int, _ key: String, _ value: Any) {
        var specs = object["specs"] as! [[String: Any]]
        var scenes = specs[1]["scenes"] as! [[String: Any]]
        var cases = scenes[0]["cases"] as! [[String: Any]]
        cases[c][key] = value
        scenes[0]["cases"] = cases
        specs[1]["scenes"] = scenes
        object["specs"] = specs
    }

    /// The `ReadError` merging `paths` throws (nil when it does not throw one).
    static func mergeError(_ paths: [String]) -> JSONResultsReader.ReadError? {
        do {
            _ = try ResultsMerger.merge(jsonFiles: paths)
            return nil
        } catch {
            return error as? JSONResultsReader.ReadError
        }
    }

    // MARK: solveTime 1e300

    /// `Int(1e303)` in `ReportNumber.milliseconds` used to kill `merge`.
    func testSolveTimeOf1e300IsAnErrorAtItsPath() throws {
        let folder = try temporaryFolder()
        let good = try Self.resultsFile("good.json", in: folder) { _ in }
        let bad = try Self.resultsFile("shard-1.json", in: folder) { Self.setCase(&$0, 1, "solveTime", 1e300) }
        let error = try XCTUnwrap(Self.mergeError([good, bad]))
        XCTAssertEqual(error.file, bad)
        XCTAssertEqual(error.path, "$.specs[1].scenes[0].cases[1].solveTime")
        XCTAssertEqual(error.description, bad + ": $.specs[1].scenes[0].cases[1].solveTime: 1e+300 s is out of range (at most 1e6 seconds)")
    }

    /// Whatever time a result holds in memory, the writers clamp it instead of trapping.
    func testWritersClampAHugeSolveTime() throws {
        var results = SampleResults.passing
        results.specs[0].scenes[0].cases[0].solveTime = 1e300
        results.wallTime = .infinity
        let json = JSONResultsWriter.render(results)
        XCTAssertTrue(json.contains("\"solveTime\": 1000000.001\n"), "the summary counts the time as 1e6 s, plus the other case's 1 ms")
        XCTAssertTrue(json.contains("\"wallTime\": null,"), "a non-finite number is written as null")
        XCTAssertTrue(JUnitWriter.render(results).contains(#"time="1000000.000""#))
        XCTAssertFalse(HTMLReport.render(results).isEmpty)
    }

    // MARK: Two cases of 9e15 s

    /// Their milliseconds (9e18 each) used to overflow the summary's `Int` sum.
    func testTwoCasesOf9e15SecondsAreAnError() throws {
        let folder = try temporaryFolder()
        let bad = try Self.resultsFile("results.json", in: folder) {
            Self.setCase(&$0, 0, "solveTime", 9e15)
            Self.setCase(&$0, 1, "solveTime", 9e15)
        }
        let error = try XCTUnwrap(Self.mergeError([bad]))
        XCTAssertEqual(error.file, bad)
        XCTAssertEqual(error.path, "$.specs[1].scenes[0].cases[0].solveTime")
        XCTAssertTrue(error.message.hasSuffix("s is out of range (at most 1e6 seconds)"), error.message)
    }

    func testTimeSumsSaturateInsteadOfOverflowing() {
        var results = SampleResults.passing
        for i in results.specs[0].scenes[0].cases.indices { results.specs[0].scenes[0].cases[i].solveTime = 9e15 }
        let count = results.specs[0].scenes[0].cases.count
        XCTAssertTrue(JSONResultsWriter.render(results).contains("\"solveTime\": \(count)000000\n"))
        XCTAssertEqual(Int.max.saturatingAdd(1), Int.max)
        XCTAssertEqual(Int.min.saturatingAdd(-1), Int.min)
        XCTAssertEqual(40.saturatingAdd(2), 42)
        let suite = JUnitDocument.Suite(name: "s", package: "p", id: 0, timestamp: "", hostname: "",
                                        testcases: [.init(classname: "k", name: "a", timeMilliseconds: .max),
                                                    .init(classname: "k", name: "b", timeMilliseconds: .max)])
        XCTAssertEqual(suite.timeMilliseconds, .max)
    }

    // MARK: A frame width of 1.7e308

    /// `Int(inf)` while drawing the label used to kill `merge`.
    func testFrameWidthOf1_7e308IsAnErrorAtItsPath() throws {
        let folder = try temporaryFolder()
        let bad = try Self.resultsFile("results.json", in: folder) { object in
            var specs = object["specs"] as! [[String: Any]]
            var scenes = specs[1]["scenes"] as! [[String: Any]]
            var cases = scenes[0]["cases"] as! [[String: Any]]
            var frames = cases[2]["frames"] as! [String: Any]
            frames["email"] = [16, 151, 1.7e308, 44]
            cases[2]["frames"] = frames
            scenes[0]["cases"] = cases
            specs[1]["scenes"] = scenes
            object["specs"] = specs
        }
        let error = try XCTUnwrap(Self.mergeError([bad]))
        XCTAssertEqual(error.description, bad + ": $.specs[1].scenes[0].cases[2].frames.email[2]: width 1.7e+308 points is out of range (at most 1e12 in magnitude)")
    }

    /// A frame past what can be drawn is drawn up to the window around the canvas.
    func testDrawingClampsWhatItCannotDraw() {
        let item = CaseResult(
            environment: "Phone", widthClass: .compact, heightClass: .regular, width: 100, height: 200,
            views: [
                ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 100, height: 200)),
                ViewFrame(id: "wide", kind: .label, parent: "root", frame: .init(x: 10, y: 30, width: 1.7e308, height: 40)),
                ViewFrame(id: "lost", kind: .imageView, parent: "root", frame: .init(x: -.infinity, y: .nan, width: .infinity, height: 5)),
            ],
            findings: [Finding(kind: .regression, items: ["wide"], message: "moved",
                               details: .regression(.init(view: "wide", old: .init(x: 0, y: 0, width: 10, height: -1e300), new: nil)))]
        )
        let svg = SVGCaseDrawing.render(item, scale: 1, caseID: "c0")
        // The window: the canvas and 1,000 points (its larger side is less) on every side.
        XCTAssertTrue(svg.contains(#"viewBox="-1003 -1003 2106 1206" width="2106" height="1206""#), svg)
        XCTAssertTrue(svg.contains(#"<rect class="k-label" x="10" y="30" width="1090" height="40"/>"#), svg)
        XCTAssertTrue(svg.contains(#"<rect class="k-imageView" x="-1000" y="-1000" width="0" height="0"/>"#), svg)
        XCTAssertTrue(svg.contains(#"<path class="x" d="M0 0h10v0h-10z"/>"#), svg)
        XCTAssertTrue(svg.contains(#">wide</text>"#))
        var results = SampleResults.passing
        results.specs[0].scenes[0].cases[0] = item
        XCTAssertTrue(HTMLReport.render(results).contains(#"width="1090""#))
    }

    func testCanvasSidesAreClampedForTheScale() {
        var item = CaseResult(environment: "E", widthClass: .compact, heightClass: .regular, width: -5, height: .nan, views: [])
        XCTAssertEqual(SVGCaseDrawing.fittingScale(for: [item]), 1)
        item.width = 1e300
        item.height = 100
        XCTAssertEqual(SVGCaseDrawing.fittingScale(for: [item]), 520 / ResultRanges.maxPoints)
        XCTAssertFalse(SVGCaseDrawing.render(item, scale: SVGCaseDrawing.fittingScale(for: [item]), caseID: "c").isEmpty)
    }

    // MARK: JUnit time="1e300"

    /// `Int(1e303)` in `ReportNumber.milliseconds` used to kill `merge --junit-input`.
    func testJUnitTimeOf1e300IsAnErrorOnItsLine() throws {
        let xml = """
        <?xml version="1.0"?>
        <testsuites>
          <testsuite name="s">
            <testcase name="a" time="0.5"/>
            <testcase name="b" time="1e300"/>
          </testsuite>
        </testsuites>
        """
        XCTAssertThrowsError(try JUnitParser.parse(xml, name: "shard-2/junit.xml")) { error in
            XCTAssertEqual(error as? JUnitParser.ParseError,
                           .init(file: "shard-2/junit.xml", line: 5, message: #"time="1e300": 1e+300 s is out of range (at most 1e6 seconds)"#))
            XCTAssertEqual("\(error)", #"shard-2/junit.xml:5: time="1e300": 1e+300 s is out of range (at most 1e6 seconds)"#)
        }
        let folder = try temporaryFolder()
        try xml.write(toFile: folder + "/junit.xml", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try JUnitMerger.merge(files: [folder + "/junit.xml"])) { error in
            XCTAssertEqual((error as? JUnitParser.ParseError)?.file, folder + "/junit.xml")
            XCTAssertEqual((error as? JUnitParser.ParseError)?.line, 5)
        }
    }

    func testEveryJUnitNumberIsChecked() {
        func error(_ testcase: String, suite: String = "") -> String? {
            do {
                _ = try JUnitParser.parse("<testsuite name=\"s\"\(suite)>\n\(testcase)\n</testsuite>", name: "j.xml")
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error(#"<testcase name="a" time="-1"/>"#), #"j.xml:2: time="-1": -1.0 s is negative"#)
        XCTAssertEqual(error(#"<testcase name="a" time="nan"/>"#), #"j.xml:2: time="nan": nan is not a finite number of seconds"#)
        XCTAssertEqual(error(#"<testcase name="a" time="inf"/>"#), #"j.xml:2: time="inf": inf is not a finite number of seconds"#)
        XCTAssertEqual(error(#"<testcase name="a" time="soon"/>"#), #"j.xml:2: time="soon" is not a number of seconds"#)
        XCTAssertEqual(error(#"<testcase name="a" line="-3"/>"#), #"j.xml:2: line="-3": expected a whole number from 0 to 2147483647"#)
        XCTAssertEqual(error(#"<testcase name="a" line="99999999999999999999"/>"#),
                       #"j.xml:2: line="99999999999999999999": expected a whole number from 0 to 2147483647"#)
        XCTAssertEqual(error("", suite: #" id="1e9""#), #"j.xml:1: id="1e9": expected a whole number from 0 to 2147483647"#)
        XCTAssertNil(error(#"<testcase name="a" time=" 1.25 " line="7"/>"#))
        XCTAssertNil(error(#"<testcase name="a" time=""/>"#))
        XCTAssertEqual(try JUnitParser.parse(#"<testsuite id="4"><testcase name="a" time="1000000" line="2147483647"/></testsuite>"#).suites[0].testcases[0],
                       .init(classname: "", name: "a", timeMilliseconds: 1_000_000_000, line: 2_147_483_647))
    }

    // MARK: Other numbers of the results JSON

    func testEveryResultsNumberIsChecked() {
        func error(_ change: (inout [String: Any]) -> Void) -> String? {
            var object = try! JSONSerialization.jsonObject(with: Data(JSONResultsWriter.render(SampleResults.all).utf8)) as! [String: Any]
            change(&object)
            do {
                _ = try JSONResultsReader.parse(JSONSerialization.data(withJSONObject: object), file: "r.json")
                return nil
            } catch {
                return "\(error)"
            }
        }
        let c = "r.json: $.specs[1].scenes[0].cases[0]"
        XCTAssertEqual(error { Self.setCase(&$0, 0, "width", -2e12) }, c + ".width: -2000000000000.0 points is out of range (at most 1e12 in magnitude)")
        XCTAssertEqual(error { Self.setCase(&$0, 0, "safeArea", [0, 0, 1e13, 0]) }, c + ".safeArea[2]: 10000000000000.0 points is out of range (at most 1e12 in magnitude)")
        XCTAssertEqual(error { Self.setCase(&$0, 0, "solveTime", -0.5) }, c + ".solveTime: -0.5 s is negative")
        XCTAssertEqual(error { Self.setCase(&$0, 0, "environmentIndex", 3e9) }, c + ".environmentIndex: 3000000000.0: expected a whole number from 0 to 2147483647")
        XCTAssertEqual(error { Self.setCase(&$0, 0, "stateIndex", -1) }, c + ".stateIndex: -1.0: expected a whole number from 0 to 2147483647")
        XCTAssertEqual(error { $0["wallTime"] = 2e6 }, "r.json: $.wallTime: 2000000.0 s is out of range (at most 1e6 seconds)")
        XCTAssertEqual(error { Self.setCase(&$0, 0, "frames", ["odd key.": [0, 0, "1", 0]]) }, c + #".frames["odd key."][2]: width: expected a number"#)
        XCTAssertEqual(error { Self.setCase(&$0, 2, "findings", [["kind": "overflow", "items": [], "message": "m",
                                                                     "details": ["view": "v", "edge": "right", "amount": 1e20]]]) },
                       "r.json: $.specs[1].scenes[0].cases[2].findings[0].details.amount: 1e+20 points is out of range (at most 1e12 in magnitude)")
        XCTAssertEqual(error { Self.setCase(&$0, 2, "findings", [["kind": "conflict", "items": [], "message": "m", "line": 1.5]]) },
                       "r.json: $.specs[1].scenes[0].cases[2].findings[0].line: 1.5: expected a whole number from 0 to 2147483647")
        XCTAssertNil(error { _ in })
    }

    /// Date fields out of range were rolled over by the calendar (month 13 became January).
    func testStartedAtFieldsAreChecked() throws {
        for text in ["2025-13-01T00:00:00Z", "2025-00-10T00:00:00Z", "2025-01-32T00:00:00Z", "2025-01-01T24:00:00Z",
                     "2025-01-01T00:60:00Z", "9999-12-31T23:59:60Z", "2025-02-29T00:00:00Z", "0000-01-01T00:00:00Z", "+025-01-01T00:00:00Z", "2025-1-011T00:00:00Z"] {
            XCTAssertNil(ReportDate.parse(text), text)
            let json = JSONResultsWriter.render(SampleResults.passing).replacingOccurrences(of: "2025-01-01T12:00:00Z", with: text)
            XCTAssertThrowsError(try JSONResultsReader.parse(json, file: "r.json")) { error in
                XCTAssertEqual("\(error)", "r.json: $.startedAt: expected YYYY-MM-DDTHH:MM:SSZ")
            }
        }
        XCTAssertEqual(ReportDate.parse("9999-12-31T23:59:59Z").map(ReportDate.iso8601), "9999-12-31T23:59:59Z")
        XCTAssertEqual(ReportDate.parse("2025-01-01T12:00:00Z"), SampleResults.startedAt)
    }

    /// A number a Double cannot hold is named at its path, not as "not valid JSON".
    func testANumberPastDoubleIsNamedAtItsPath() {
        let text = JSONResultsWriter.render(SampleResults.all).replacingOccurrences(of: "\"solveTime\": 0.002,", with: "\"solveTime\": 1e400,")
        XCTAssertThrowsError(try JSONResultsReader.parse(text, file: "r.json")) { error in
            XCTAssertEqual("\(error)", "r.json: $.specs[1].scenes[0].cases[0].solveTime: a number beyond the range of a Double (about ±1.8e308)")
        }
    }

    // MARK: Baselines

    func testBaselineNumbersAreChecked() throws {
        let folder = try temporaryFolder()
        let path = folder + "/Card.baseline.json"
        let text = BaselineStore.render(BaselineStore.record(SampleResults.all.specs[1]))
            .replacingOccurrences(of: "\"root\": [0, 0, 390, 844]", with: "\"root\": [0, 1e300, 390, 844]")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try BaselineStore.read(contentsOf: path)) { error in
            XCTAssertEqual("\(error)", path + ": $.scenes[0].cases[0].frames.root[1]: y 1e+300 points is out of range (at most 1e12 in magnitude)")
        }
        let mixed = BaselineStore.render(BaselineStore.record(SampleResults.all.specs[1]))
            .replacingOccurrences(of: "\"root\": [0, 0, 390, 844]", with: "\"root\": [0, \"0\", 0, 390, 844]")
        XCTAssertThrowsError(try BaselineStore.parse(Data(mixed.utf8), file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: $.scenes[0].cases[0].frames.root: expected [x, y, width, height]", "a string among five items is not a frame")
        }
    }
}
