import XCTest
@testable import LayoutEngine
import LayoutSolver
import LayoutSpec

/// A move to another state pairs the constraints in the solver with the
/// new state's by shape (`ConstraintMatching`); only the rest go out and come in.
final class ConstraintMatchingTests: XCTestCase {
    private var solver = Solver()
    private lazy var v = (0..<8).map { solver.makeVariable("v\($0)") }

    /// `v[i] == v[j] + constant`, named `name`.
    private func equal(_ i: Int, _ j: Int, _ constant: Double = 0, _ name: String = "") -> EngineConstraint {
        EngineConstraint(solverConstraint: v[i] |==| v[j] + LinearExpression(constant), origin: .spec, id: name, views: .init(i),
                         location: SourceLocation(file: "t.xml", line: 1, column: 1))
    }

    func testSameShapesPairInPlaceWhateverTheirConstants() throws {
        let held = [equal(0, 1), equal(1, 2, 8), equal(2, 3)]
        let new = [equal(0, 1), equal(1, 2, 16), equal(2, 3)]
        let m = try XCTUnwrap(ConstraintMatching(held: held, slots: [0, 1, 2], new: new, limit: 0))
        XCTAssertEqual(m.slotOfNew, [0, 1, 2])
        XCTAssertEqual(m.removed, [])
        XCTAssertEqual(m.added, [])
    }

    func testAChangeInTheMiddleRemovesAndAddsOnlyWhatDiffers() throws {
        // Slots are not in generation order: slot 3 was added by an earlier move.
        let held = [equal(0, 1), equal(1, 2), equal(4, 5), equal(2, 3), equal(5, 6)]
        let slots = [0, 1, 3, 2, 4]
        // v2 == v3 moves after v4 == v5; v1 == v2 is replaced by v1 == v7.
        let new = [equal(0, 1), equal(1, 7), equal(4, 5, 3), equal(2, 3), equal(5, 6)]
        let m = try XCTUnwrap(ConstraintMatching(held: held, slots: slots, new: new, limit: 2))
        XCTAssertEqual(m.slotOfNew, [0, -1, 2, 3, 4])
        XCTAssertEqual(m.removed, [1])
        XCTAssertEqual(m.added, [1])
    }

    func testReorderedShapesPairAcrossTheMiddle() throws {
        let held = [equal(0, 1), equal(1, 2), equal(2, 3), equal(3, 4), equal(6, 7)]
        let new = [equal(0, 1), equal(3, 4), equal(2, 3), equal(1, 2), equal(6, 7)]
        let m = try XCTUnwrap(ConstraintMatching(held: held, slots: [0, 1, 2, 3, 4], new: new, limit: 0))
        XCTAssertEqual(m.slotOfNew, [0, 3, 2, 1, 4])
        XCTAssertEqual(m.removed + m.added, [])
    }

    func testEqualShapesPairInGenerationOrder() throws {
        let held = [equal(0, 1), equal(2, 3, 1), equal(2, 3, 2), equal(5, 6)]
        let new = [equal(0, 1), equal(4, 5), equal(2, 3, 7), equal(2, 3, 9)]
        let m = try XCTUnwrap(ConstraintMatching(held: held, slots: [0, 2, 1, 3], new: new, limit: 2))
        XCTAssertEqual(m.slotOfNew, [0, -1, 2, 1])
        XCTAssertEqual(m.removed, [3])
        XCTAssertEqual(m.added, [1])
    }

    func testMoreChangesThanTheLimitGiveNil() {
        let held = [equal(0, 1), equal(1, 2), equal(2, 3), equal(3, 4)]
        let new = [equal(0, 1), equal(1, 5), equal(2, 6), equal(3, 4)]
        XCTAssertNil(ConstraintMatching(held: held, slots: [0, 1, 2, 3], new: new, limit: 3))
        XCTAssertNotNil(ConstraintMatching(held: held, slots: [0, 1, 2, 3], new: new, limit: 4))
        XCTAssertNil(ConstraintMatching(held: held, slots: [0, 1, 2, 3], new: Array(new.prefix(1)), limit: 2),
                     "three fewer constraints are three removed")
    }
}
