import XCTest
@testable import LayoutSolver

/// `TieClasses` reads as the sorted array of its one or two classes.
final class TieClassesTests: XCTestCase {
    func testOneOrTwoClassesSorted() {
        let one = TieClasses(7)
        XCTAssertEqual(one.count, 1)
        XCTAssertEqual(Array(one), [7])
        XCTAssertEqual(one[0], 7)
        XCTAssertTrue(one.contains(7))
        XCTAssertFalse(one.contains(-1))
        let two = TieClasses(12, 3)
        XCTAssertEqual(two.count, 2)
        XCTAssertEqual(Array(two), [3, 12])
        XCTAssertEqual(two, TieClasses(3, 12))
        XCTAssertNotEqual(two, TieClasses(3))
        XCTAssertEqual(Array(TieClasses(0)), [0])
        XCTAssertEqual(Array(TieClasses(0, 1)), [0, 1])
        XCTAssertTrue(two.allSatisfy { [3, 12].contains($0) })
    }
}
