import XCTest
import LayoutSpec
import LayoutSolver
@testable import LayoutEngine

/// Scroll views: constraints between a scroll view's edges and views
/// inside it attach to its content area (UIKit's contentLayoutGuide), its width and height are
/// its frame, and content larger than the scroll view along a scrolling axis is not overflow.
final class ScrollViewContentTests: XCTestCase {
    /// The Auto Layout Cookbook's Dynamic Stack View: a scroll view filling the safe area, a
    /// vertical stack pinned to its content edges and as wide as its frame.
    private func dynamicStack(rows: Int?, container: String = "scrollView", widthConstraint: Bool = true) -> String {
        let states = rows.map { "<state name=\"many\"><repeat item=\"row\" count=\"\($0)\"/></state>" } ?? ""
        return """
        <spec>
          <environments>\(environment("phone", width: 390, height: 844, safeArea: "47 0 34 0"))</environments>
          <scene name="Dynamic">
            <view id="root">
              <\(container) id="scroll">
                <stackView id="stack" axis="vertical" spacing="8">
                  <button id="add" intrinsicWidth="80" intrinsicHeight="44"/>
                  <stackView id="row" spacing="8" alignment="center">
                    <label id="date" intrinsicWidth="120" intrinsicHeight="21"/>
                    <button id="delete" intrinsicWidth="44" intrinsicHeight="44" horizontalHuggingPriority="252"/>
                  </stackView>
                </stackView>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="scroll" secondAttribute="leading"/>
                <constraint firstItem="stack" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="scroll" secondAttribute="top"/>
                <constraint firstItem="stack" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom"/>
                \(widthConstraint ? "<constraint firstItem=\"stack\" firstAttribute=\"width\" secondItem=\"scroll\" secondAttribute=\"width\"/>" : "")
              </\(container)>
              <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
              <constraint firstItem="scroll" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top"/>
              <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root.safeArea" secondAttribute="bottom"/>
            </view>
            \(states)
          </scene>
        </spec>
        """
    }

    func testContentSizeComesFromTheContent() throws {
        let result = layOut(dynamicStack(rows: 30))
        let base = result.case("phone")
        XCTAssertFrame(base, "scroll", [0, 47, 390, 763])
        XCTAssertFrame(base, "stack", [0, 47, 390, 96])
        XCTAssertFrame(base, "row", [0, 99, 390, 44])
        XCTAssertFrame(base, "date", [0, 110.5, 338, 21])
        XCTAssertFrame(base, "delete", [346, 99, 44, 44])
        let many = result.case("phone", state: "many")
        // 44 + 30 × (8 + 44) = 1604: far taller than the 763-point scroll view.
        XCTAssertFrame(many, "stack", [0, 47, 390, 1604])
        XCTAssertFrame(many, "row#30", [0, 47 + 1604 - 44, 390, 44])
        XCTAssertFrame(many, "delete#30", [346, 47 + 1604 - 44, 44, 44])
        // Content beyond the scroll view is scrolled, not overflow.
        let overflow = try XCTUnwrap(many).findings.filter { $0.kind == .overflow }
        XCTAssertEqual(overflow, [])
        XCTAssertEqual(try XCTUnwrap(many).findings.filter { $0.kind == .conflict }, [])
    }

    func testTheSameContentInAPlainViewOverflows() throws {
        let many = layOut(dynamicStack(rows: 30, container: "view")).case("phone", state: "many")
        let overflow = try XCTUnwrap(many).findings.filter { $0.kind == .overflow }
        XCTAssertFalse(overflow.isEmpty)
        // Squeezed into the 763-point view, the rows are compressed below their heights.
        XCTAssertTrue(overflow.contains { $0.items == ["add"] && $0.message.contains("compressed") })
    }

    func testEdgesAttachToTheContentAreaAndWidthToTheFrame() throws {
        let s = try XCTUnwrap(stackSession(dynamicStack(rows: nil)))
        let table = s.table
        let scroll = try XCTUnwrap(table.index(of: "scroll").map { table[$0] })
        let guide = try XCTUnwrap(scroll.contentGuide)
        let spec = s.constraints.filter { $0.origin == .spec }
        // stack.trailing == scroll.trailing: the content area's trailing edge uses the content width.
        let trailing = try XCTUnwrap(spec.first { $0.id.hasPrefix("stack.trailing == scroll.trailing") })
        XCTAssertTrue(trailing.solverConstraint.expression.terms.contains { $0.variable == guide.width })
        let bottom = try XCTUnwrap(spec.first { $0.id.hasPrefix("stack.bottom == scroll.bottom") })
        XCTAssertTrue(bottom.solverConstraint.expression.terms.contains { $0.variable == guide.height })
        // stack.width == scroll.width: the frame.
        let width = try XCTUnwrap(spec.first { $0.id.hasPrefix("stack.width == scroll.width") })
        XCTAssertFalse(width.solverConstraint.expression.terms.contains { $0.variable == guide.width })
        XCTAssertTrue(width.solverConstraint.expression.terms.contains { $0.variable == scroll.width })
        // scroll.bottom == root.safeArea.bottom: a view outside the scroll view sees its frame.
        let outside = try XCTUnwrap(spec.first { $0.id.hasPrefix("scroll.bottom == root.safeArea.bottom") })
        XCTAssertFalse(outside.solverConstraint.expression.terms.contains { $0.variable == guide.height })
        let layout = CaseLayout(s)
        XCTAssertEqual(layout.values[guide.height], 96, accuracy: 0.001)
        XCTAssertEqual(layout.values[guide.width], 390, accuracy: 0.001)
    }

    func testWithoutAWidthTheContentDecidesTheContentWidth() throws {
        // No width constraint: the content's own fitting width (the row: 120 + 8 + 44 = 172) is
        // the content width, and the content scrolls horizontally inside a 390-point frame.
        let r = layOut(dynamicStack(rows: nil, widthConstraint: false)).case("phone")
        XCTAssertFrame(r, "stack", [0, 47, 172, 96])
        XCTAssertFrame(r, "scroll", [0, 47, 390, 763])
        XCTAssertEqual(findingSummary(r), [])
    }

    func testContentWiderThanTheScrollViewIsNotOverflow() {
        let xml = """
        <spec>
          <environments>\(environment("phone", width: 390, height: 844))</environments>
          <scene name="Wide">
            <view id="root">
              <scrollView id="scroll">
                <stackView id="strip" spacing="10">
                  <imageView id="p1" intrinsicWidth="300" intrinsicHeight="200"/>
                  <imageView id="p2" intrinsicWidth="300" intrinsicHeight="200"/>
                  <imageView id="p3" intrinsicWidth="300" intrinsicHeight="200"/>
                </stackView>
                <constraint firstItem="strip" firstAttribute="leading" secondItem="scroll" secondAttribute="leading"/>
                <constraint firstItem="strip" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing"/>
                <constraint firstItem="strip" firstAttribute="top" secondItem="scroll" secondAttribute="top"/>
                <constraint firstItem="strip" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom"/>
                <constraint firstItem="strip" firstAttribute="height" secondItem="scroll" secondAttribute="height"/>
              </scrollView>
              <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
              <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
              <constraint firstItem="scroll" firstAttribute="height" constant="200"/>
            </view>
          </scene>
        </spec>
        """
        let r = layOut(xml).case("phone")
        XCTAssertFrame(r, "strip", [0, 100, 920, 200])
        XCTAssertFrame(r, "p3", [620, 100, 300, 200])
        XCTAssertEqual(findingSummary(r), [])
    }
}
