import XCTest
@testable import LayoutEngine
@testable import LayoutSolver

/// Ties that share a constraint merge into the earliest one, whatever order they come in, and
/// a tie that grows a constraint at a time keeps each constraint once.
final class TieGroupsTests: XCTestCase {
    private func ambiguity(_ n: Int32) -> Ambiguity {
        Ambiguity(variable: Variable(index: n), value: 0, lowerBound: 0, upperBound: 1, cause: .unconstrained)
    }

    func testTiesSharingAConstraintMergeIntoTheEarliest() {
        var ties = TieGroups()
        ties.add([5, 9], first: ambiguity(0))
        ties.add([1, 2], first: ambiguity(1))
        ties.add([30, 31, 32], first: ambiguity(2))
        XCTAssertTrue(ties.contains([9, 5]))
        XCTAssertFalse(ties.contains([5, 1]))
        // Joins the second and the third: the second (found earlier) keeps its place and first ambiguity.
        ties.add([2, 31, 40], first: ambiguity(3))
        // Joins the first and the merged one: the first stays first.
        ties.add([9, 40], first: ambiguity(4))
        let all = ties.all
        XCTAssertEqual(all.map(\.members), [[1, 2, 5, 9, 30, 31, 32, 40]])
        XCTAssertEqual(all.map(\.first.variable.index), [0])
        XCTAssertTrue(ties.contains([40, 1, 32]))
    }

    func testATieGrowingOneConstraintAtATimeHoldsEachOnce() {
        var ties = TieGroups()
        ties.add([0, 1], first: ambiguity(0))
        for k in 2..<500 { ties.add([k - 1, k, k], first: ambiguity(Int32(k))) }
        ties.add([700], first: ambiguity(700))
        let all = ties.all
        XCTAssertEqual(all.count, 2)
        XCTAssertEqual(all[0].members, Array(0..<500))
        XCTAssertEqual(all[0].first.variable.index, 0)
        XCTAssertEqual(all[1].members, [700])
        XCTAssertEqual(all[1].first.variable.index, 700)
    }

    /// Two tie classes hold together once their constraints are in one tie, merged since or not;
    /// a class reported in another tie, or not reported, does not.
    func testClassesHoldTogetherOnlyInOneTie() {
        var ties = TieGroups()
        ties.add([1, 2], first: ambiguity(0))
        ties.add([1, 2, 3], first: nil, class: 7)
        ties.add([10, 11], first: ambiguity(1))
        ties.add([10, 11], first: nil, class: 8)
        XCTAssertTrue(ties.holdTogether([7]))
        XCTAssertFalse(ties.holdTogether([7, 8]))
        XCTAssertFalse(ties.holdTogether([7, 9]))
        XCTAssertFalse(ties.holdTogether([9]))
        // A value trading across both merges the ties: the classes now hold together.
        ties.add([3, 11], first: ambiguity(2))
        XCTAssertTrue(ties.holdTogether([7, 8]))
        XCTAssertTrue(ties.holdTogether([8, 7]))
    }
}
