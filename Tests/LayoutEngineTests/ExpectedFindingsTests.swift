import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// `<expectFinding>`: a declared finding that occurs is reported and passes; one that does not
/// occur fails its case.
final class ExpectedFindingsTests: XCTestCase {
    private func spec(_ declarations: String) -> String {
        """
        <spec><environments>\(environment("narrow", width: 300))\(environment("wide", width: 600))</environments>
        <scene name="S"><view id="root">
          <view id="box"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="box" firstAttribute="height" constant="20"/>
          <constraint id="inside" firstItem="box" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailing"/>
          <constraint id="preferred" firstItem="box" firstAttribute="width" constant="400" priority="750"/>
          <constraint id="fixed" firstItem="box" firstAttribute="width" constant="400"/>
        </view>
        \(declarations)
        </scene></spec>
        """
    }

    func testADeclaredFindingThatOccursPasses() throws {
        let result = layOut(spec(#"<expectFinding kind="conflict" items="fixed inside" environment="narrow"/>"#))
        let narrow = try XCTUnwrap(result.case("narrow"))
        XCTAssertEqual(narrow.findings.map(\.kind), [.conflict])
        XCTAssertEqual(narrow.findings.first?.expectedAt, 11)
        XCTAssertFalse(narrow.failed)
        XCTAssertNil(narrow.worstKind)
        XCTAssertEqual(narrow.expectedFindings, 1)
        XCTAssertEqual(result.case("wide")?.findings, [])
        let summary = HarnessResults(specs: [result]).summary
        XCTAssertEqual(summary.failedCases, 0)
        XCTAssertEqual(summary.expectedFindings, 1)
        XCTAssertEqual(summary.findings[.conflict], 0)
    }

    func testADeclaredFindingThatDoesNotOccurFails() throws {
        // No environment: the wide case has no conflict, so it fails there.
        let result = layOut(spec(#"<expectFinding kind="conflict" items="fixed"/>"#))
        XCTAssertFalse(try XCTUnwrap(result.case("narrow")).failed)
        let wide = try XCTUnwrap(result.case("wide"))
        XCTAssertTrue(wide.failed)
        XCTAssertEqual(wide.findings, [Finding(kind: .expectation, items: ["fixed"],
                                               message: "expected a conflict finding naming 'fixed' (<expectFinding>); this case has none",
                                               line: 11, column: 1)])
    }

    func testItemsMustAllBeNamedAndTheKindMustMatch() throws {
        let other = layOut(spec(#"<expectFinding kind="conflict" items="fixed box" environment="narrow"/><expectFinding kind="ambiguity" environment="narrow"/>"#))
        let narrow = try XCTUnwrap(other.case("narrow"))
        // 'box' is a view; the conflict names constraints only: it is not the declared one.
        XCTAssertEqual(narrow.findings.map(\.kind), [.conflict, .expectation, .expectation])
        XCTAssertEqual(narrow.findings.first?.expectedAt, nil)
        XCTAssertEqual(narrow.findings.dropFirst().map(\.message), [
            "expected a conflict finding naming 'fixed', 'box' (<expectFinding>); this case has none",
            "expected a ambiguity finding (<expectFinding>); this case has none",
        ])
    }

    func testTheLoaderChecksDeclarations() {
        let load = SpecLoader.load(bytes: Array(spec("""
        <expectFinding kind="regression"/>
        <expectFinding kind="overlaps"/>
        <expectFinding kind="conflict" items="fixd" environment="narow" state="open"/>
        """).utf8), path: "T.xml")
        XCTAssertEqual(load.errors.map(\.description), [
            "T.xml:11:22: error: a regression comes from a baseline and cannot be expected; record the new frames instead (--record)",
            "T.xml:12:22: error: invalid value 'overlaps' for 'kind'; did you mean 'overlap'?",
            "T.xml:13:39: error: unknown id 'fixd' in 'items': not a view or constraint of scene 'S'; did you mean 'fixed'?",
            "T.xml:13:58: error: unknown environment 'narow'; did you mean 'narrow'?",
            "T.xml:13:72: error: unknown state 'open'",
        ])
    }
}
