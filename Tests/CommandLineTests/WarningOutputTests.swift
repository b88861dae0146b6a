import Foundation
import HarnessReports
import XCTest

/// Warnings, the loader's and the engine's, reach every output of a run: the terminal, the
/// JUnit suite's `<system-out>`, the results JSON and the HTML report.
final class WarningOutputTests: HarnessTestCase {
    func testLoaderAndEngineWarningsReachEveryOutput() throws {
        try write("Warned.xml", """
        <spec>
          <environments>
            <environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular"/>
            <environment name="pad" width="834" height="1194" widthClass="regular" heightClass="regular"/>
          </environments>
          <scene name="Row">
            <view id="root">
              <stackView id="column" axis="vertical" alignment="firstBaseline">
                <label id="a" intrinsicWidth="50" intrinsicHeight="20" spacingAfter="4"/>
              </stackView>
              <label id="loose" intrinsicWidth="50" intrinsicHeight="20" spacingAfter="4"/>
              <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top"/>
              <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="loose" firstAttribute="top" secondItem="column" secondAttribute="bottom"/>
            </view>
          </scene>
        </spec>
        """)
        let run = try harness(["--no-color"])
        XCTAssertEqual(run.code, 0, run.output)
        let loader = "Specs/Warned.xml:11:66: warning: 'spacingAfter' has no effect: 'loose' is not an arranged subview of a <stackView>"
        let engine = "Specs/Warned.xml:8:7: warning: 'column': alignment firstBaseline is only valid for a horizontal stack view; "
            + "this vertical stack aligns nothing and lays out as leading [Row · phone · wC hR · 390×844; Row · pad · wR hR · 834×1194]"
        XCTAssertTrue(run.output.contains(engine + "\n" + loader + "\n"), run.output)

        let junit = read("Reports/junit.xml")
        let escaped = (engine + "\n" + loader).replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        XCTAssertTrue(junit.contains("<system-out>" + escaped + "</system-out>"), junit)

        let results = try JSONResultsReader.read(contentsOf: folder + "/Reports/results.json")
        XCTAssertEqual(results.specs[0].warnings, [.init(line: 11, column: 66,
                                                         message: "'spacingAfter' has no effect: 'loose' is not an arranged subview of a <stackView>")])
        XCTAssertEqual(results.specs[0].scenes[0].cases.map { $0.warnings.map(\.code) },
                       [["stack-baseline-alignment-vertical"], ["stack-baseline-alignment-vertical"]])

        let html = read("Reports/index.html")
        XCTAssertTrue(html.contains("<span><b>2</b> warnings</span>"), html)
        XCTAssertTrue(html.contains("<ul class=\"spec-warnings\"><li><span class=\"kind\" style=\"color:var(--warning)\">warning</span> "
            + "<span class=\"loc mono\">Specs/Warned.xml:8:7</span> "), html)
        XCTAssertTrue(html.contains("<span class=\"loc mono\">Specs/Warned.xml:11:66</span> "), html)

        let quiet = try harness(["--quiet", "--no-reports"])
        XCTAssertFalse(quiet.output.contains("warning:"), quiet.output)
    }
}
