import XCTest
@testable import LayoutSpec

final class SuggestionTests: XCTestCase {
    func testClosestNames() {
        XCTAssertEqual(Suggestions.closest(to: "distrbution", in: ["axis", "distribution", "alignment"]), "distribution")
        XCTAssertEqual(Suggestions.closest(to: "stackview", in: ["view", "stackView"]), "stackView")
        XCTAssertEqual(Suggestions.closest(to: "aligment", in: ["alignment", "axis"]), "alignment")
        XCTAssertEqual(Suggestions.closest(to: "centre", in: StackAlignment.allCases.map(\.rawValue)), "center")
        XCTAssertEqual(Suggestions.closest(to: "firstitem", in: ["firstItem", "secondItem"]), "firstItem")
        XCTAssertNil(Suggestions.closest(to: "colour", in: ViewAttributeName.allCases.map(\.rawValue)))
        XCTAssertNil(Suggestions.closest(to: "", in: ["a"]))
        XCTAssertNil(Suggestions.closest(to: String(repeating: "x", count: 10_000), in: ["x"]))
    }

    func testEditDistance() {
        func distance(_ a: String, _ b: String) -> Int { Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) }
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(distance("ab", "ba"), 1)
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("same", "same"), 0)
    }

    func testDiagnosticFormatAndOrder() {
        let a = SpecDiagnostic(file: "Specs/A.xml", line: 12, column: 5, message: "m")
        let b = SpecDiagnostic(file: "Specs/A.xml", line: 3, column: 9, message: "m", severity: .warning)
        XCTAssertEqual(a.description, "Specs/A.xml:12:5: error: m")
        XCTAssertEqual(b.description, "Specs/A.xml:3:9: warning: m")
        XCTAssertEqual([a, b].sorted(), [b, a])
    }
}
