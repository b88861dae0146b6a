import Foundation
@testable import HarnessReports
import XCTest
import LayoutResults

/// `--format github` (workflow commands) and `--format gitlab` (Code Quality JSON).
final class AnnotationFormatTests: XCTestCase {
    static var results: HarnessResults {
        let overflow = Finding(kind: .overflow, items: ["tag"], message: "'tag' is compressed 56 pt below its intrinsic width (140 pt)",
                               line: 19, column: 9, details: .overflow(.init(view: "tag", edge: .width, amount: 56)))
        func item(_ name: String, _ index: Int, _ findings: [Finding]) -> CaseResult {
            CaseResult(environment: name, environmentIndex: index, widthClass: .compact, heightClass: .regular, width: 390, height: 844,
                       findings: findings)
        }
        return HarnessResults(specs: [
            SpecResult(file: "Specs/Bad, file.xml", errors: [.init(line: 3, column: 7, message: "unknown attribute 'widht'\n100% wrong")]),
            SpecResult(file: "Specs/Tags.xml", scenes: [SceneResult(name: "Tags", index: 0, cases: [
                item("phone", 0, [overflow]), item("split", 1, [overflow]),
                item("pad", 2, [Finding(kind: .ambiguity, items: ["tag"], message: "'tag': x not fixed", line: 19, column: 9)]),
            ])], warnings: [.init(line: 4, column: 2, message: "state 'empty' changes nothing")]),
        ])
    }

    func testGitHubWorkflowCommandsEscapeTheirValues() {
        XCTAssertEqual(GitHubAnnotations.render(Self.results), """
        ::error file=Specs/Bad%2C file.xml,line=3,col=7,title=specError::unknown attribute 'widht' 100%25 wrong
        ::error file=Specs/Tags.xml,line=19,col=9,title=overflow (2 cases)::'tag' is compressed 56 pt below its intrinsic width (140 pt)%0A    'tag' is compressed below its intrinsic width by 56 pt%0Acases: Tags · phone · wC hR · 390×844; Tags · split · wC hR · 390×844
        ::error file=Specs/Tags.xml,line=19,col=9,title=ambiguity::'tag': x not fixed%0Acase: Tags · pad · wC hR · 390×844
        ::warning file=Specs/Tags.xml,line=4,col=2,title=warning::state 'empty' changes nothing

        """)
        XCTAssertEqual(GitHubAnnotations.property("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
        XCTAssertEqual(GitHubAnnotations.data("a:b,c%d\r\ne"), "a:b,c%25d%0D%0Ae")
    }

    func testGitLabCodeQualityReport() throws {
        let text = GitLabCodeQuality.render(Self.results)
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.map { $0["check_name"] as? String }, [
            "layout-harness/specError", "layout-harness/overflow", "layout-harness/ambiguity", "layout-harness/warning",
        ])
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["blocker", "major", "minor", "info"])
        XCTAssertEqual(issues[1]["description"] as? String, "overflow: 'tag' is compressed 56 pt below its intrinsic width (140 pt) "
            + "[Tags · phone · wC hR · 390×844; Tags · split · wC hR · 390×844]")
        XCTAssertEqual(issues.map { ($0["location"] as? [String: Any])?["path"] as? String },
                       ["Specs/Bad, file.xml", "Specs/Tags.xml", "Specs/Tags.xml", "Specs/Tags.xml"])
        XCTAssertEqual(issues.map { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int }, [3, 19, 19, 4])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, 4)
        XCTAssertTrue(fingerprints.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })

        // A problem keeps its fingerprint when its line and amounts change.
        var moved = Self.results
        for c in moved.specs[1].scenes[0].cases.indices.prefix(2) {
            moved.specs[1].scenes[0].cases[c].findings[0].line = 25
            moved.specs[1].scenes[0].cases[c].findings[0].message = "'tag' is compressed 60 pt below its intrinsic width (140 pt)"
        }
        let again = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(GitLabCodeQuality.render(moved).utf8)) as? [[String: Any]])
        XCTAssertEqual(again.compactMap { $0["fingerprint"] as? String }, fingerprints)
    }

    func testEqualFindingsOfDifferentNumbersStillGetTheirOwnFingerprint() throws {
        var results = Self.results
        results.specs[1].scenes[0].cases[1].findings[0].message = "'tag' is compressed 71 pt below its intrinsic width (140 pt)"
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(GitLabCodeQuality.render(results).utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, 5)
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 5)
    }
}
