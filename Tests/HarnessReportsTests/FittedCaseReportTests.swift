import Foundation
import HarnessReports
import XCTest
import LayoutResults

/// A case whose root was fitted (`<scene height="fitting">`) in every report: the JSON keeps
/// `fitting`, JUnit names it, the case's name does not carry the content's height, and a
/// baseline compares the fitted size as the root's frame.
final class FittedCaseReportTests: XCTestCase {
    func card(height: Double) -> SpecResult {
        var item = CaseResult(environment: "phone", widthClass: .compact, heightClass: .regular, width: 390, height: height,
                              views: [ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: height))])
        item.fitted = .height
        return SpecResult(file: "Specs/Card.xml", scenes: [SceneResult(name: "Card", cases: [item])])
    }

    func testJSONKeepsTheFittedAxes() throws {
        let results = HarnessResults(specs: [card(height: 132)])
        let text = JSONResultsWriter.render(results)
        XCTAssertTrue(text.contains("\"fitting\": [\"height\"]"), text)
        let read = try JSONResultsReader.parse(text)
        XCTAssertEqual(read.specs[0].scenes[0].cases[0].fitted, .height)
        XCTAssertEqual(read.specs[0].scenes[0].cases[0].height, 132, accuracy: 0.001)
        XCTAssertThrowsError(try JSONResultsReader.parse(text.replacingOccurrences(of: "[\"height\"]", with: "[\"depth\"]"))) { error in
            XCTAssertTrue("\(error)".contains("$.specs[0].scenes[0].cases[0].fitting: expected an array of width and height"), "\(error)")
        }
    }

    func testTheCaseNameAndJUnitSayFitting() {
        let item = card(height: 132).scenes[0].cases[0]
        XCTAssertEqual(CaseNaming.label(item), "phone · wC hR · 390×fitting")
        XCTAssertTrue(JUnitWriter.traitValues(item).hasSuffix("height=132 safeArea=0 0 0 0 layoutDirection=leftToRight fitting=height"),
                      JUnitWriter.traitValues(item))
    }

    func testAFittedHeightThatChangesIsTheRootsRegression() throws {
        let baseline = BaselineStore.record(card(height: 132))
        XCTAssertEqual(baseline.cases[0].device?.summary, "390 × fitting, safe area 0/0/0/0, compact/regular, leftToRight")
        let read = try BaselineStore.parse(Data(BaselineStore.render(baseline).utf8))
        XCTAssertEqual(read.cases[0].device?.fitted, .height)
        let outcome = BaselineStore.apply(card(height: 150), baseline: read, mode: .never)
        XCTAssertEqual(outcome.tally.otherDevice, 0)
        XCTAssertEqual(outcome.spec.scenes[0].cases[0].findings.map(\.message),
                       ["frame of 'root' changed: height 132 → 150; if intended, record the baseline again (layout-harness --record failed)"])
    }
}
