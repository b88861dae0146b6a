import Foundation
import HarnessReports
import XCTest
import LayoutResults
import LayoutSpec

/// The results file has one writer (`JSONResultsWriter`, member by member) and one reader (the
/// model's `Decodable` conformances, `JSONResultsReader`): a run with every optional member
/// written reads back as the same model, so a member added to one and not the other fails here.
final class JSONMembersTests: XCTestCase {
    func testTheResultsFileReadsBackAsTheModelItWasWrittenFrom() throws {
        let text = JSONResultsWriter.render(Self.everything)
        XCTAssertEqual(try JSONResultsReader.parse(text), Self.everything)
        // Every kind of details, a text, warnings, fitted axes and causes are there to compare.
        let paths = Self.members(try JSONSerialization.jsonObject(with: Data(text.utf8)))
        for path in ["specs.scenes.cases.views.text.placeholder", "specs.scenes.cases.fitting", "specs.scenes.cases.warnings.code",
                     "specs.scenes.cases.findings.details.equations.written", "specs.scenes.cases.findings.details.limitedBy",
                     "specs.scenes.cases.findings.details.area", "specs.scenes.cases.findings.details.old",
                     "specs.scenes.cases.findings.details.tolerance", "specs.scenes.cases.findings.details.range",
                     "specs.scenes.cases.findings.details.container", "specs.scenes.cases.findings.expected",
                     "specs.scenes.cases.findings.fix", "specs.causes.cases.state", "specs.warnings.message", "specs.errors.line",
                     "summary.expectedFindings", "startedAt", "hostname", "wallTime"] {
            XCTAssertTrue(paths.contains(path), path)
        }
    }

    /// Every member path in a JSON value (`specs.scenes.name`), arrays looked through.
    static func members(_ value: Any, path: String = "") -> Set<String> {
        if let object = value as? [String: Any] {
            var result = Set<String>()
            for (key, member) in object {
                let inner = path.isEmpty ? key : path + "." + key
                result.insert(inner)
                if key == "frames" { continue } // keyed by view id
                result.formUnion(members(member, path: inner))
            }
            return result
        }
        if let array = value as? [Any] {
            return array.reduce(into: Set<String>()) { $0.formUnion(members($1, path: path)) }
        }
        return []
    }

    /// A run with every optional member present somewhere, and absent somewhere else.
    static var everything: HarnessResults {
        let text = ShownText(lines: ["Hello"], fontSize: 17, lineHeight: 20.5, baseline: 16, leftInset: 1, rightInset: 2,
                             alignment: .center, isPlaceholder: true)
        let views = [
            ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844), line: 3, column: 1),
            ViewFrame(id: "title", kind: .label, parent: "root", hidden: true, frame: .init(x: 16, y: 63, width: 100, height: 20.5),
                      line: 4, column: 5, text: text, name: "Title"),
        ]
        let findings = [
            Finding(kind: .conflict, items: ["a", "b"], message: "conflict", line: 5, column: 3,
                    details: .conflict(.init(constraints: ["a", "b"], broken: "b", equations: [
                        ConstraintEquation(id: "a", name: "a", equation: "title.width == 100 @1000", line: 5, column: 3, written: true),
                        ConstraintEquation(id: "b", name: nil, equation: "title.width == 90 @1000", written: false),
                    ])), fix: "remove b"),
            Finding(kind: .ambiguity, items: ["title"], message: "ambiguous", line: 4,
                    details: .ambiguity(.init(view: "title", attribute: .width, range: 0...10, cause: .contentHugging))),
            Finding(kind: .overflow, items: ["title"], message: "overflow",
                    details: .overflow(.init(view: "title", edge: .right, amount: 2.5, container: "root"))),
            Finding(kind: .expectation, items: ["title"], message: "expected",
                    details: .expectation(.init(view: "title", attribute: "frame", expected: [1, 2], actual: [3, 4], tolerance: 0.5))),
            Finding(kind: .truncated, items: ["title"], message: "truncated",
                    details: .truncation(.init(view: "title", shown: "Hel…", text: "Hello", mode: "tail", widthLacking: 3,
                                               linesLost: 1, limitedBy: .numberOfLines))),
            Finding(kind: .overlap, items: ["title", "root"], message: "overlap",
                    details: .overlap(.init(view: "title", others: ["root"], area: .init(x: 1, y: 2, width: 3, height: 4)))),
            Finding(kind: .regression, items: ["title"], message: "moved",
                    details: .regression(.init(view: "title", old: .init(x: 1, y: 2, width: 3, height: 4), new: nil))),
            Finding(kind: .overlap, items: ["title"], message: "allowed", expectedAt: 9),
        ]
        let full = CaseResult(environment: "iPhone", environmentIndex: 1, widthClass: .compact, heightClass: .regular, width: 390,
                              height: 844, layoutDirection: .rightToLeft, safeArea: .init(top: 47, left: 0, bottom: 34, right: 0),
                              state: "open", stateIndex: 1, views: views, findings: findings, solveTime: 0.004,
                              warnings: [CaseWarning(code: "w", message: "warned", items: ["title"], line: 4, column: 5)],
                              fitted: [.width, .height])
        let bare = CaseResult(environment: "iPad", widthClass: .regular, heightClass: .regular, width: 834, height: 1194)
        return HarnessResults(
            specs: [
                SpecResult(file: "Broken.xml", errors: [.init(line: 2, column: 3, message: "bad")]),
                SpecResult(file: "All.xml", scenes: [SceneResult(name: "Main", index: 0, cases: [full, bare])],
                           warnings: [.init(line: 1, column: 1, message: "spec warning")]),
            ],
            startedAt: Date(timeIntervalSince1970: 1_700_000_000), hostname: "ci", wallTime: 1.5
        )
    }
}
