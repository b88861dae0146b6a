import XCTest
@testable import LayoutEngine
@testable import LayoutSolver
import LayoutSpec

/// The packed views the per-case passes read (`PackedView`) say what the view objects say,
/// and the start memo (`StartMemo`) hands over one memo, once, and never blocks for longer
/// than it is told.
final class PackedViewTests: XCTestCase {
    func testEveryPackedViewMatchesItsViewObject() throws {
        let xml = """
        <spec name="packed"><scene name="S"><view id="root">
          <scrollView id="scroller">
            <stackView id="stack" axis="vertical">
              <label id="title" intrinsicWidth="120" intrinsicHeight="20" horizontalCompressionResistancePriority="40"/>
              <label id="gone" hidden="YES" intrinsicWidth="30" intrinsicHeight="10"/>
            </stackView>
          </scrollView>
          <view id="box"/>
        </view></scene></spec>
        """
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "packed.xml").spec)
        let resolved = try XCTUnwrap(spec.scenes[0].resolved(for: Environment.defaultMatrix[0].sizeClasses, state: nil))
        var solver = Solver()
        let table = LayoutViewTable(root: resolved.root, solver: &solver)
        XCTAssertEqual(table.packed.count, table.views.count)
        XCTAssertEqual(table.ids, ["root", "scroller", "stack", "title", "gone", "box"])
        for (index, view) in table.views.enumerated() {
            let packed = table.packed[index]
            XCTAssertEqual([packed.x, packed.y, packed.width, packed.height], [view.x, view.y, view.width, view.height], view.id)
            XCTAssertEqual(packed.parent, Int32(view.parent ?? -1), view.id)
            XCTAssertEqual(packed.kind.rawValue, view.kind.rawValue, view.id)
            XCTAssertEqual(packed.isEffectivelyHidden, view.isEffectivelyHidden, view.id)
            XCTAssertEqual(packed.isScrollContent, view.isScrollContent, view.id)
            XCTAssertEqual(packed.line, view.resolved.location.line, view.id)
            XCTAssertEqual(packed.column, view.resolved.location.column, view.id)
            XCTAssertEqual(packed.intrinsicWidth, view.attributes.intrinsicWidth, view.id)
            XCTAssertEqual(packed.intrinsicHeight, view.attributes.intrinsicHeight, view.id)
            XCTAssertEqual(packed.horizontalCompressionResistance, view.attributes.horizontalCompressionResistancePriority)
            XCTAssertEqual(packed.verticalCompressionResistance, view.attributes.verticalCompressionResistancePriority)
            XCTAssertEqual(packed.allowsAnyOverlap, view.attributes.allowsOverlap == .any)
        }
        XCTAssertEqual(table.packed[3].horizontalCompressionResistance, 40)
        XCTAssertTrue(table.packed[4].isEffectivelyHidden)
        XCTAssertTrue(table.packed[3].isScrollContent)
        XCTAssertFalse(table.packed[5].isScrollContent)
    }

    func testTheStartMemoHandsOverTheFirstPublishedMemoOnly() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x |>=| 10)
        let first = AmbiguityAnalyzer(solver).memo
        let box = StartMemo()
        box.publish(first)
        box.publish(nil)
        let clock = ContinuousClock(), begin = clock.now
        let taken = try XCTUnwrap(box.wait(upTo: .seconds(5)))
        let again = try XCTUnwrap(box.wait(upTo: .seconds(5)))
        XCTAssertLessThan(clock.now - begin, .seconds(1))
        XCTAssertTrue(taken.holds(for: solver, tolerance: 1e-6, degenerate: solver.degenerateRows()))
        XCTAssertTrue(again.holds(for: solver, tolerance: 1e-6, degenerate: solver.degenerateRows()))
    }

    func testWaitingForAStartMemoNobodyPublishesEndsAtItsLimit() {
        let box = StartMemo()
        let clock = ContinuousClock(), begin = clock.now
        XCTAssertNil(box.wait(upTo: .milliseconds(30)))
        XCTAssertGreaterThanOrEqual(clock.now - begin, .milliseconds(25))
        XCTAssertLessThan(clock.now - begin, .seconds(5))
    }
}
