import Foundation
import HarnessReports
import XCTest
import LayoutResults
import LayoutSpec

final class JSONResultsTests: XCTestCase {
    func testExactJSONOfASmallRun() {
        XCTAssertEqual(JSONResultsWriter.render(JUnitWriterTests.small), """
        {
          "version": 1,
          "startedAt": "2025-01-01T12:00:00Z",
          "summary": {
            "specs": 1,
            "specErrors": 0,
            "scenes": 1,
            "cases": 2,
            "passedCases": 1,
            "failedCases": 1,
            "findings": {"conflict": 0, "expectation": 0, "regression": 0, "overflow": 1, "truncated": 0, "overlap": 0, "ambiguity": 1},
            "solveTime": 0.014
          },
          "specs": [
            {
              "file": "Specs/Card.xml",
              "name": "Card",
              "errors": [],
              "scenes": [
                {
                  "name": "Card",
                  "index": 0,
                  "cases": [
                    {
                      "environment": "iPhone 13 portrait",
                      "environmentIndex": 0,
                      "widthClass": "compact",
                      "heightClass": "regular",
                      "width": 390,
                      "height": 844,
                      "layoutDirection": "leftToRight",
                      "safeArea": [47, 0, 34, 0],
                      "state": null,
                      "stateIndex": 0,
                      "solveTime": 0.001,
                      "frames": {
                        "root": [0, 0, 390, 844]
                      },
                      "views": [
                        {"id": "root", "kind": "view", "parent": null, "hidden": false}
                      ],
                      "findings": []
                    },
                    {
                      "environment": "iPad Pro 12.9in",
                      "environmentIndex": 1,
                      "widthClass": "regular",
                      "heightClass": "regular",
                      "width": 1024,
                      "height": 1366,
                      "layoutDirection": "leftToRight",
                      "safeArea": [0, 0, 0, 0],
                      "state": null,
                      "stateIndex": 0,
                      "solveTime": 0.013,
                      "frames": {},
                      "views": [],
                      "findings": [
                        {
                          "kind": "ambiguity",
                          "items": ["b"],
                          "message": "height of 'b' is ambiguous",
                          "line": 9,
                          "column": 3
                        },
                        {
                          "kind": "overflow",
                          "items": ["a"],
                          "message": "'a' leaves\\nthe canvas",
                          "line": 7,
                          "column": null,
                          "details": {"view": "a", "edge": "bottom", "amount": 4, "container": null}
                        }
                      ]
                    }
                  ]
                }
              ],
              "causes": [
                {
                  "kind": "overflow",
                  "line": 7,
                  "column": null,
                  "message": "'a' leaves\\nthe canvas",
                  "expected": false,
                  "cases": [
                    {"scene": "Card", "environment": "iPad Pro 12.9in", "state": null}
                  ]
                },
                {
                  "kind": "ambiguity",
                  "line": 9,
                  "column": 3,
                  "message": "height of 'b' is ambiguous",
                  "expected": false,
                  "cases": [
                    {"scene": "Card", "environment": "iPad Pro 12.9in", "state": null}
                  ]
                }
              ]
            }
          ]
        }

        """)
    }

    func testNumbersAreStable() {
        XCTAssertEqual(ReportNumber.decimal(16), "16")
        XCTAssertEqual(ReportNumber.decimal(0.5), "0.5")
        XCTAssertEqual(ReportNumber.decimal(1e-5), "0")
        XCTAssertEqual(ReportNumber.decimal(-0.0004), "0")
        XCTAssertEqual(ReportNumber.decimal(-3.1255), "-3.126")
        XCTAssertEqual(ReportNumber.decimal(1.0 / 3.0), "0.333")
        XCTAssertEqual(ReportNumber.decimal(2.0 / 3.0), "0.667")
        XCTAssertEqual(ReportNumber.decimal(1e20), "100000000000000000000")
        XCTAssertEqual(ReportNumber.decimal(.infinity), "0")
        let json = JSONText.render(.array([.number(1e-5), .number(123456.78901), .number(-0.0), .number(.nan)]), style: .compact)
        XCTAssertEqual(json, "[0,123456.789,0,null]")
        XCTAssertFalse(JSONResultsWriter.render(SampleResults.all).contains("e-"))
    }

    func testStringEscaping() {
        XCTAssertEqual(JSONText.quote("a\"b\\c\nd\te\u{1}\u{1B}\u{7F}é✓"), #""a\"b\\c\nd\te\u0001\u001b\u007fé✓""#)
        XCTAssertEqual(JSONText.quote("</script><!-- & \u{2028}", htmlSafe: true), #""\u003c/script\u003e\u003c!-- \u0026 \u2028""#)
    }

    func testRoundTripKeepsEverything() throws {
        let text = JSONResultsWriter.render(SampleResults.all)
        let read = try JSONResultsReader.parse(text)
        let again = JSONResultsWriter.render(read)
        XCTAssertEqual(again, text)
        XCTAssertEqual(read.specs.map(\.file), SampleResults.all.specs.map(\.file))
        XCTAssertEqual(read.startedAt, SampleResults.startedAt)
        XCTAssertEqual(read.hostname, "ci-runner-7")
        let original = SampleResults.all.specs[1].scenes[0].cases
        let loaded = read.specs[1].scenes[0].cases
        XCTAssertEqual(loaded.map(\.views), original.map(\.views))
        XCTAssertEqual(loaded.map(\.findings), original.map(\.findings))
        XCTAssertEqual(loaded.map(\.state), [nil, "expanded", nil, nil])
        XCTAssertEqual(loaded.map(\.stateIndex), [0, 1, 0, 0])
        XCTAssertEqual(loaded.map(\.safeArea), original.map(\.safeArea))
        XCTAssertEqual(read.specs[0].errors, SampleResults.broken.errors)
        XCTAssertEqual(read.specs[3].scenes[0].name, SampleResults.nastyScene)
        XCTAssertEqual(read.specs[3].scenes[0].cases[0].layoutDirection, .rightToLeft)
        XCTAssertEqual(read.specs[3].scenes[0].cases[0].solveTime, 0.012)
        XCTAssertEqual(read.summary.findings[.conflict], 1)
    }

    func testReadsTheMinimalFormOfTheSpec() throws {
        let minimal = """
        {
          "version": 1,
          "specs": [{
            "file": "Specs/Example.xml",
            "errors": [{"line": 12, "column": 5, "message": "..."}],
            "scenes": [{
              "name": "Example",
              "cases": [{
                "environment": "iPhone portrait",
                "widthClass": "compact", "heightClass": "regular",
                "width": 393, "height": 852,
                "state": null,
                "frames": {"root": [0, 0, 393, 852], "stack": [16, 59, 361, 120]},
                "findings": [{"kind": "ambiguity", "items": ["a", "b"],
                               "message": "...", "line": 14}]
              }]
            }]
          }]
        }
        """
        let results = try JSONResultsReader.parse(minimal)
        XCTAssertEqual(results.specs[0].name, "Example")
        XCTAssertEqual(results.specs[0].errors, [.init(line: 12, column: 5, message: "...")])
        let item = results.specs[0].scenes[0].cases[0]
        XCTAssertEqual(item.views.map(\.id), ["root", "stack"])
        XCTAssertEqual(item.views[1].frame, Rect(x: 16, y: 59, width: 361, height: 120))
        XCTAssertEqual(item.findings, [Finding(kind: .ambiguity, items: ["a", "b"], message: "...", line: 14)])
        XCTAssertEqual(item.safeArea, .zero)
    }

    func testBadFilesNameTheBadValue() {
        func error(_ text: String) -> JSONResultsReader.ReadError? {
            do { _ = try JSONResultsReader.parse(text); return nil } catch { return error as? JSONResultsReader.ReadError }
        }
        XCTAssertEqual(error("{\"specs\": []}")?.path, "$.version")
        XCTAssertEqual(error("{\"version\": 2, \"specs\": []}")?.message, "unsupported version 2")
        XCTAssertEqual(error("[1,")?.path, "$")
        let badFrame = JSONResultsWriter.render(JUnitWriterTests.small).replacingOccurrences(of: "[0, 0, 390, 844]", with: "[0, 0, 390]")
        XCTAssertEqual(error(badFrame)?.path, "$.specs[0].scenes[0].cases[0].frames.root")
        let badKind = JSONResultsWriter.render(JUnitWriterTests.small).replacingOccurrences(of: "\"kind\": \"ambiguity\"", with: "\"kind\": \"wobble\"")
        XCTAssertEqual(error(badKind)?.path, "$.specs[0].scenes[0].cases[1].findings[0].kind")
    }

    func testWritesAtomically() throws {
        let folder = try temporaryFolder()
        let path = folder + "/nested/results.json"
        try JSONResultsWriter.write(SampleResults.all, to: path)
        try JSONResultsWriter.write(SampleResults.passing, to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), JSONResultsWriter.render(SampleResults.passing))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/nested"), ["results.json"])
    }
}
