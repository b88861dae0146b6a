import Foundation
import HarnessReports
import XCTest
import LayoutResults

/// `BaselineStore.apply`: what each record mode compares, records and counts, the warnings a
/// case gets, and baselines written before devices were recorded.
final class BaselineRecordingTests: XCTestCase {
    private let card = BaselineTests.card

    /// The card with its title moved down by `dy` points.
    private func moved(_ dy: Double) -> SpecResult {
        var spec = card
        spec.scenes[0].cases[0].views[1].frame.y += dy
        return spec
    }

    func testMissingRecordsASpecWithoutABaselineAndNeverOnlyCountsIt() throws {
        let missing = BaselineStore.apply(card, baseline: nil, mode: .missing)
        XCTAssertEqual(missing.tally.recorded, 2)
        XCTAssertEqual(missing.tally.filesWritten, 1)
        XCTAssertEqual(try XCTUnwrap(missing.baseline), BaselineStore.record(card))
        XCTAssertEqual(missing.baseline?.cases.first?.device, Baseline.Device(width: 390, height: 844, safeArea: .zero, widthClass: .compact,
                                                                               heightClass: .regular, direction: .leftToRight))
        let never = BaselineStore.apply(card, baseline: nil, mode: .never)
        XCTAssertNil(never.baseline)
        XCTAssertEqual(never.tally.unrecorded, 2)
        XCTAssertEqual(never.spec, card, "a spec without a baseline gets no warning")
    }

    func testACaseTheBaselineLacksIsWarnedAboutUnderNever() throws {
        var partial = BaselineStore.record(card)
        partial.cases.removeLast()
        let never = BaselineStore.apply(card, baseline: partial, mode: .never)
        XCTAssertEqual(never.tally.compared, 1)
        XCTAssertEqual(never.tally.unrecorded, 1)
        XCTAssertEqual(never.spec.scenes[0].cases[1].warnings.map(\.code), ["baseline-unrecorded"])
        let missing = BaselineStore.apply(card, baseline: partial, mode: .missing)
        XCTAssertEqual(missing.tally.recorded, 1)
        XCTAssertEqual(missing.tally.compared, 1)
        XCTAssertEqual(missing.baseline?.cases.count, 2)
    }

    func testMissingReportsAMoveAndFailedRecordsIt() throws {
        let baseline = BaselineStore.record(card)
        let missing = BaselineStore.apply(moved(4), baseline: baseline, mode: .missing)
        XCTAssertNil(missing.baseline)
        XCTAssertEqual(missing.spec.scenes[0].cases[0].findings.map(\.kind), [.regression])
        XCTAssertEqual(missing.spec.scenes[0].cases[0].findings.first?.items, ["title"])
        XCTAssertTrue(missing.diff.contains("title"), missing.diff)
        let failed = BaselineStore.apply(moved(4), baseline: baseline, mode: .failed)
        XCTAssertEqual(failed.tally.recorded, 1)
        XCTAssertEqual(failed.tally.compared, 1)
        XCTAssertTrue(failed.spec.scenes[0].cases[0].findings.isEmpty)
        XCTAssertEqual(failed.baseline?.cases[0].frames[1].rect.y ?? 0, 88, accuracy: 0.001)
        // Unchanged frames recorded again: nothing to write.
        let all = BaselineStore.apply(card, baseline: baseline, mode: .all)
        XCTAssertEqual(all.tally.recorded, 2)
        XCTAssertNil(all.baseline)
    }

    func testAFailingCaseIsRefusedUnlessForced() throws {
        var failing = card
        failing.scenes[0].cases[1].findings = [Finding(kind: .conflict, items: ["root"], message: "width 1 and 2")]
        let baseline = BaselineStore.record(card)
        var partial = baseline
        partial.cases.removeLast()
        let refused = BaselineStore.apply(failing, baseline: partial, mode: .missing)
        XCTAssertEqual(refused.tally.refused, 1)
        XCTAssertNil(refused.baseline)
        XCTAssertEqual(refused.spec.scenes[0].cases[1].warnings.map(\.code), ["baseline-refused"])
        let forced = BaselineStore.apply(failing, baseline: partial, mode: .missing, force: true)
        XCTAssertEqual(forced.tally.recorded, 1)
        XCTAssertEqual(forced.baseline?.cases.count, 2)
    }

    func testAnotherDeviceIsNotComparedAndAVersionOneBaselineIs() throws {
        var other = BaselineStore.record(card)
        for index in other.cases.indices { other.cases[index].device?.height = 667 }
        let never = BaselineStore.apply(moved(4), baseline: other, mode: .never)
        XCTAssertEqual(never.tally.otherDevice, 2)
        XCTAssertTrue(never.spec.scenes[0].cases[0].findings.isEmpty)
        XCTAssertEqual(never.spec.scenes[0].cases[0].warnings.first?.message,
                       "not compared with the baseline: it was recorded on 390 × 667, safe area 0/0/0/0, compact/regular, leftToRight, "
                       + "this case is 390 × 844, safe area 0/0/0/0, compact/regular, leftToRight; --record failed records it again")
        XCTAssertEqual(BaselineStore.apply(card, baseline: other, mode: .failed).tally.recorded, 2)

        var versionOne = BaselineStore.record(card)
        for index in versionOne.cases.indices { versionOne.cases[index].device = nil }
        let text = BaselineStore.render(versionOne).replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
        let read = try BaselineStore.parse(Data(text.utf8))
        XCTAssertNil(read.cases[0].device)
        XCTAssertEqual(BaselineStore.apply(moved(4), baseline: read, mode: .never).spec.scenes[0].cases[0].findings.map(\.kind), [.regression])
    }

    func testABadDeviceIsAnErrorAtItsJSONPath() {
        let text = BaselineStore.render(BaselineStore.record(card)).replacingOccurrences(of: "\"size\": [390, 844]", with: "\"size\": [390, 1e300]")
        XCTAssertThrowsError(try BaselineStore.parse(Data(text.utf8), file: "Card.baseline.json")) { error in
            XCTAssertEqual("\(error)", "Card.baseline.json: $.scenes[0].cases[0].device: size holds a value that is not a number of points within ±1e12")
        }
    }
}
