import XCTest
@testable import LayoutSpec

/// Every file in Tests/Fixtures/Specs/Invalid has a `.expected` file beside it: its exact diagnostics
/// (`line:column: severity: message`, sorted) after a `# xsd: …` line (see SchemaTests).
final class InvalidSpecTests: XCTestCase {
    static let files = Fixtures.xmlFiles(in: Fixtures.path("Invalid"))

    func testThereAreAtLeastFortyInvalidSpecs() {
        XCTAssertGreaterThanOrEqual(Self.files.count, 40)
        XCTAssertEqual(Self.files.count, 84)
    }

    func testEachInvalidSpecReportsExactlyItsExpectedDiagnostics() throws {
        for path in Self.files {
            let expectedPath = String(path.dropLast(4)) + ".expected"
            let expectedText = try XCTUnwrap(Fixtures.read(expectedPath), "missing \(expectedPath)")
            let expected = expectedText.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
            let result = SpecLoader.load(contentsOf: path)
            XCTAssertEqual(rendered(result.diagnostics), expected, "\(path)")
            XCTAssertNil(result.spec, "\(path) must not produce a model")
            XCTAssertFalse(result.errors.isEmpty, "\(path)")
            for diagnostic in result.diagnostics {
                XCTAssertEqual(diagnostic.file, path)
                XCTAssertGreaterThanOrEqual(diagnostic.line, 1)
                XCTAssertGreaterThanOrEqual(diagnostic.column, 1)
            }
            XCTAssertEqual(result.diagnostics, result.diagnostics.sorted(), "\(path): diagnostics must be sorted")
        }
    }

    func testDiagnosticsPrintLikeACompiler() {
        let result = SpecLoader.load(contentsOf: Fixtures.path("Invalid/unknown-attribute-hint.xml"))
        XCTAssertEqual(result.diagnostics.map(\.description), [
            Fixtures.path("Invalid/unknown-attribute-hint.xml")
                + ":4:26: error: unknown attribute 'distrbution' on <stackView>; did you mean 'distribution'?",
        ])
    }

    func testAllProblemsOfAFileInOnePass() {
        let result = SpecLoader.load(contentsOf: Fixtures.path("Invalid/many-problems-one-pass.xml"))
        XCTAssertEqual(rendered(result.diagnostics), [
            "4:32: error: invalid value 'diagonal' for 'axis'; expected one of: horizontal, vertical",
            "4:51: error: 'NaN' is not allowed for 'spacing': numbers must be finite",
            "5:42: error: number '-20' for 'intrinsicHeight' is out of range (from 0 to 1000000)",
            "5:47: error: unknown attribute 'colour' on <label>",
            "6:18: error: duplicate id 'title': declared at lines 5 and 6",
            "7:30: error: unknown view 'ghost' for 'firstItem'",
            "7:84: error: priority '0' for 'priority' is out of range: a priority is greater than 0 and at most 1000",
        ])
    }

    func testDuplicateIdsNameBothLines() {
        let result = SpecLoader.load(contentsOf: Fixtures.path("Invalid/duplicate-view-id.xml"))
        XCTAssertEqual(result.diagnostics.first?.message, "duplicate id 'title': declared at lines 5 and 7")
    }

    func testWarningsAloneKeepTheModel() {
        let result = load("""
        <spec>
          <scene name="Main">
            <view id="root">
              <label id="title" spacingAfter="4"/>
            </view>
          </scene>
        </spec>
        """)
        XCTAssertEqual(rendered(result.diagnostics), [
            "4:25: warning: 'spacingAfter' has no effect: 'title' is not an arranged subview of a <stackView>",
        ])
        XCTAssertNotNil(result.spec)
        XCTAssertEqual(result.spec?.scenes.first?.root.subviews.first?.attributes.spacingAfter, 4)
    }

    func testTooManyProblemsAreCut() {
        var text = "<spec><scene name=\"S\"><view id=\"root\">\n"
        for i in 0..<30 { text += "<label id=\"l\(i)\" bogus=\"1\"/>\n" }
        text += "</view></scene></spec>\n"
        let result = SpecLoader.load(bytes: Array(text.utf8), path: "Many.xml", limits: SpecLimits(maxDiagnostics: 10))
        XCTAssertEqual(result.diagnostics.count, 11)
        XCTAssertEqual(result.diagnostics.last?.message, "too many problems: 20 more not shown")
    }
}
