import HarnessReports
import Foundation
import XCTest
import LayoutResults

/// A conflict's constraints reach every report in UIKit's notation, each with its line beside it.
final class ConstraintEquationReportTests: XCTestCase {
    static var results: HarnessResults {
        let equations = [
            ConstraintEquation(id: "photo.height == 0.75 × photo.width + 0 @1000", name: nil,
                               equation: "photo.height == 0.75 × photo.width + 0 @1000", line: 6, column: 3, written: true),
            ConstraintEquation(id: "photoHeight", name: "photoHeight", equation: "photo.height == 300 @1000", line: 7, column: 3, written: true),
            ConstraintEquation(id: "canvas-width(root)", name: "canvas-width(root)", equation: "root.width == 390 @1000",
                               line: 2, column: 3, written: false),
        ]
        let conflict = Finding(kind: .conflict, items: equations.map(\.id),
                               message: "unable to satisfy 3 required constraints together; broke photoHeight: photo.height == 300 @1000",
                               line: 7, column: 3,
                               details: .conflict(.init(constraints: equations.map(\.id), broken: "photoHeight", equations: equations)))
        let item = CaseResult(environment: "phone", widthClass: .compact, heightClass: .regular, width: 390, height: 844,
                              views: [ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844))],
                              findings: [conflict])
        return HarnessResults(specs: [SpecResult(file: "Specs/Photo.xml", scenes: [SceneResult(name: "Photo", index: 0, cases: [item])])])
    }

    static let detail = """
        conflicting constraints (3; the broken one marked):
              photo.height == 0.75 × photo.width + 0 @1000 (line 6)
              photoHeight: photo.height == 300 @1000 (line 7)  ← broken
              canvas-width(root): root.width == 390 @1000 (line 2)
        """

    func testDetailsListEachConstraintOnItsOwnLine() {
        XCTAssertEqual(FindingText.detailLine(Self.results.specs[0].scenes[0].cases[0].findings[0]), Self.detail)
    }

    func testTerminalJUnitAndHTMLPrintTheEquations() {
        let terminal = TerminalSummary.render(Self.results)
        XCTAssertTrue(terminal.contains("\n    " + Self.detail + "\n"), terminal)
        let junit = JUnitWriter.render(Self.results)
        XCTAssertTrue(junit.contains("\n    " + Self.detail + "</failure>"), junit)
        let html = HTMLReport.render(Self.results)
        XCTAssertTrue(html.contains("photoHeight: photo.height == 300 @1000 (line 7)  ← broken"), html)
    }

    func testJSONKeepsTheEquationsAndReadsThemBack() throws {
        let text = JSONResultsWriter.render(Self.results)
        // Compared line by line without the indentation.
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try XCTUnwrap(lines.firstIndex(of: "\"equations\": ["))
        XCTAssertEqual(Array(lines[start..<(start + 9)]), [
            "\"equations\": [", "{", "\"id\": \"photo.height == 0.75 × photo.width + 0 @1000\",", "\"name\": null,",
            "\"equation\": \"photo.height == 0.75 × photo.width + 0 @1000\",", "\"line\": 6,", "\"column\": 3,", "\"written\": true", "},",
        ])
        let read = try JSONResultsReader.parse(text)
        XCTAssertEqual(read.specs[0].scenes[0].cases[0].findings, Self.results.specs[0].scenes[0].cases[0].findings)
        XCTAssertEqual(JSONResultsWriter.render(read), text)
    }
}
