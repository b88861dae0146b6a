import HarnessReports
import XCTest
import LayoutResults

/// Warnings in the reports: the loader's (spec level) and the engine's (case level), folded
/// across cases, in the terminal, JUnit `<system-out>`, JSON and a merge of shards.
final class WarningReportTests: XCTestCase {
    static var results: HarnessResults {
        let warning = CaseWarning(code: "stack-baseline-alignment-vertical", message: "'column': vertical", items: ["column"], line: 8, column: 7)
        func item(_ environment: String, _ index: Int) -> CaseResult {
            CaseResult(environment: environment, environmentIndex: index, widthClass: .compact, heightClass: .regular,
                       width: 390, height: 844, warnings: [warning])
        }
        return HarnessResults(specs: [SpecResult(
            file: "Specs/W.xml", scenes: [SceneResult(name: "Row", index: 0, cases: [item("a", 0), item("b", 1)])],
            warnings: [.init(line: 11, column: 66, message: "'spacingAfter' has no effect")])])
    }

    func testEveryReportListsTheWarningsOnce() throws {
        XCTAssertEqual(ReportWarnings.entries(Self.results.specs[0]).map { ReportWarnings.line($0, file: "Specs/W.xml") }, [
            "Specs/W.xml:8:7: warning: 'column': vertical [Row · a · wC hR · 390×844; Row · b · wC hR · 390×844]",
            "Specs/W.xml:11:66: warning: 'spacingAfter' has no effect",
        ])
        XCTAssertEqual(TerminalSummary.render(Self.results).split(separator: "\n").prefix(2), [
            "Specs/W.xml:8:7: warning: 'column': vertical [Row · a · wC hR · 390×844; Row · b · wC hR · 390×844]",
            "Specs/W.xml:11:66: warning: 'spacingAfter' has no effect",
        ])
        XCTAssertFalse(TerminalSummary.render(Self.results, options: .init(warnings: false)).contains("warning:"))
        XCTAssertTrue(JUnitWriter.render(Self.results).contains("""
            <system-out>Specs/W.xml:8:7: warning: 'column': vertical [Row · a · wC hR · 390×844; Row · b · wC hR · 390×844]
        Specs/W.xml:11:66: warning: 'spacingAfter' has no effect</system-out>
        """))
        let json = JSONResultsWriter.render(Self.results)
        XCTAssertTrue(json.contains("""
              "errors": [],
              "warnings": [
                {"line": 11, "column": 66, "message": "'spacingAfter' has no effect"}
              ],
              "scenes": [
        """), json)
        XCTAssertEqual(try JSONResultsReader.parse(json).specs, Self.results.specs)
    }

    func testShardsByCaseKeepTheLoadersWarningOnce() throws {
        var first = Self.results, second = Self.results
        first.specs[0].scenes[0].cases.removeLast()
        second.specs[0].scenes[0].cases.removeFirst()
        let merged = try ResultsMerger.merge([first, second])
        XCTAssertEqual(merged.specs, Self.results.specs)
        let junit = JUnitMerger.merge([JUnitWriter.document(first), JUnitWriter.document(second)])
        XCTAssertEqual(junit.suites[0].systemOut, """
        Specs/W.xml:8:7: warning: 'column': vertical [Row · a · wC hR · 390×844]
        Specs/W.xml:11:66: warning: 'spacingAfter' has no effect
        Specs/W.xml:8:7: warning: 'column': vertical [Row · b · wC hR · 390×844]
        """)
    }
}
