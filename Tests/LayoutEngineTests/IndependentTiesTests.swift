import XCTest
@testable import LayoutEngine
import LayoutResults

/// A value that trades against two independent ties shows each as a finding of its own: the
/// ties do not merge through it. Each finding's range is a value's whole range (what an LP over
/// the optimal face gives), from a value of that tie alone where there is one.
final class IndependentTiesTests: XCTestCase {
    /// `top`'s height ties two constraints @500 (50 or 100); `child`'s offset in `box` ties two
    /// @600 (10 or 20). `child`'s y sums both. `childBottom` adds the constraint that makes
    /// `child`'s height take up what its offset leaves (a value of the second tie alone).
    private func xml(childBottom: Bool) -> String {
        let size = childBottom
            ? #"<constraint firstItem="child" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="-10"/>"#
            : #"<constraint firstItem="child" firstAttribute="height" constant="20"/>"#
        return """
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <view id="top"/>
          <view id="box"><view id="child"/></view>
          <constraint firstItem="top" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="top" firstAttribute="width" constant="100"/>
          <constraint id="short" firstItem="top" firstAttribute="height" constant="50" priority="500"/>
          <constraint id="tall" firstItem="top" firstAttribute="height" constant="100" priority="500"/>
          <constraint firstItem="box" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom"/>
          <constraint firstItem="box" firstAttribute="width" constant="100"/>
          <constraint firstItem="box" firstAttribute="height" constant="200"/>
          <constraint firstItem="child" firstAttribute="left" secondItem="box" secondAttribute="left"/>
          <constraint firstItem="child" firstAttribute="width" constant="50"/>
          \(size)
          <constraint id="near" firstItem="child" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" priority="600"/>
          <constraint id="far" firstItem="child" firstAttribute="top" secondItem="box" secondAttribute="top" constant="20" priority="600"/>
        </view></scene></spec>
        """
    }

    private func ties(_ xml: String) throws -> [(finding: Finding, details: Finding.Ambiguity)] {
        let result = try XCTUnwrap(layOut(xml).case("phone"))
        return result.findings.filter { $0.kind == .ambiguity }.compactMap { finding in
            guard case .ambiguity(let details)? = finding.details else { return nil }
            return (finding, details)
        }
    }

    func testAValueBelowTwoTiesShowsEachTieOnItsOwn() throws {
        let ties = try ties(xml(childBottom: false))
        XCTAssertEqual(ties.map(\.finding.items), [["top"], ["box", "child"]])
        XCTAssertEqual(ties.map { $0.finding.message.contains("short:") && $0.finding.message.contains("tall:") }, [true, false])
        XCTAssertEqual(ties.map { $0.finding.message.contains("near:") && $0.finding.message.contains("far:") }, [false, true])
        guard ties.count == 2 else { return }
        XCTAssertEqual(ties[0].details.view, "top")
        XCTAssertEqual(ties[0].details.attribute, .height)
        XCTAssertEqual(ties[0].details.range?.lowerBound ?? -1, 50, accuracy: 0.001)
        XCTAssertEqual(ties[0].details.range?.upperBound ?? -1, 100, accuracy: 0.001)
        // Only the child's y shows the second tie: its whole range, the height of `top` (50 to
        // 100) plus the offset (10 to 20), not its part in that tie.
        XCTAssertEqual(ties[1].details.view, "child")
        XCTAssertEqual(ties[1].details.attribute, .y)
        XCTAssertEqual(ties[1].details.range?.lowerBound ?? -1, 60, accuracy: 0.001)
        XCTAssertEqual(ties[1].details.range?.upperBound ?? -1, 120, accuracy: 0.001)
    }

    /// The child's y (both ties) comes before its height (the second tie alone) in the analysis:
    /// the finding takes the height, whose range is the tie's own, and keeps its place.
    func testATieSeenThroughAPositionTakesItsRangeFromAValueOfItsOwn() throws {
        let ties = try ties(xml(childBottom: true))
        XCTAssertEqual(ties.map(\.finding.items), [["top"], ["box", "child"]])
        guard ties.count == 2 else { return }
        XCTAssertEqual(ties[1].details.view, "child")
        XCTAssertEqual(ties[1].details.attribute, .height)
        XCTAssertEqual(ties[1].details.range?.lowerBound ?? -1, 170, accuracy: 0.001)
        XCTAssertEqual(ties[1].details.range?.upperBound ?? -1, 180, accuracy: 0.001)
    }
}
