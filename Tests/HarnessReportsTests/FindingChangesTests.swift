import HarnessReports
import XCTest
import LayoutResults

/// What `--watch` prints: findings folded across cases, then compared between two runs.
final class FindingChangesTests: XCTestCase {
    func spec(_ findings: [[Finding]], errors: [SpecResult.Diagnostic] = []) -> SpecResult {
        let cases = findings.enumerated().map { index, found in
            CaseResult(environment: "env\(index)", environmentIndex: index, widthClass: .compact, heightClass: .regular,
                       width: 390, height: 844, findings: found)
        }
        return SpecResult(file: "Specs/Card.xml", errors: errors, scenes: [SceneResult(name: "Card", cases: cases)])
    }

    let conflict = Finding(kind: .conflict, items: ["title"], message: "broke title.width == 200 @1000", line: 8, column: 3)
    let overflow = Finding(kind: .overflow, items: ["title"], message: "'title' is compressed 20 pt", line: 4, column: 7)

    func testNewGoneAndRecasedFindings() {
        let old = spec([[conflict], [conflict], []])
        let new = spec([[conflict, overflow], [conflict], [conflict]])
        let changes = FindingChanges(from: old, to: new)
        XCTAssertEqual(changes.appeared.map(\.cases.count), [1])
        XCTAssertEqual(changes.recased.map(\.cases.count), [3])
        XCTAssertEqual(changes.disappeared, [])
        XCTAssertEqual(changes.lines, [
            "+ Specs/Card.xml:4:7: overflow: 'title' is compressed 20 pt [1 case: Card · env0 · wC hR · 390×844]",
            "~ Specs/Card.xml:8:3: conflict: broke title.width == 200 @1000 [3 cases: Card · env0 · wC hR · 390×844; Card · env1 · wC hR · 390×844; Card · env2 · wC hR · 390×844]",
        ])
        let back = FindingChanges(from: new, to: old)
        XCTAssertEqual(back.disappeared.map(\.text), ["Specs/Card.xml:4:7: overflow: 'title' is compressed 20 pt"])
        XCTAssertTrue(FindingChanges(from: old, to: old).isEmpty)
    }

    func testSpecErrorsAndARemovedFile() {
        let broken = spec([], errors: [.init(line: 3, column: 9, message: "unknown attribute 'widht'")])
        let changes = FindingChanges(from: spec([[conflict]]), to: broken)
        XCTAssertEqual(changes.appeared.map(\.text), ["Specs/Card.xml:3:9: error: unknown attribute 'widht'"])
        XCTAssertEqual(changes.disappeared.map(\.cases.count), [1])
        XCTAssertEqual(FindingChanges(from: broken, to: nil).disappeared.count, 1)
    }

    func testMoreThanThreeCasesAreCounted() {
        let changes = FindingChanges(from: nil, to: spec(Array(repeating: [conflict], count: 8)))
        XCTAssertTrue(changes.lines[0].hasSuffix("Card · env2 · wC hR · 390×844; and 5 more]"), changes.lines[0])
    }
}
