import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// A constraint is evaluated in the coordinates of its items' nearest common ancestor, as
/// UIKit does: it matters for a multiplier other than 1 on a position (docs/engine.md,
/// "Coordinates of a constraint").
final class ConstraintCoordinatesTests: XCTestCase {
    /// A 200 × 300 container at (100, 40) in a 390 × 844 canvas, holding `content`; extra
    /// constraints (in the root) follow.
    private func container(_ content: String, margins: String = "", constraints: String = "",
                           env: String = environment()) -> CaseResult? {
        layOut("""
        <spec><environments>\(env)</environments><scene name="S"><view id="root">
          <view id="container" \(margins)>
            \(content)
          </view>
          <constraint firstItem="container" firstAttribute="left" secondItem="root" secondAttribute="left" constant="100"/>
          <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40"/>
          <constraint firstItem="container" firstAttribute="width" constant="200"/>
          <constraint firstItem="container" firstAttribute="height" constant="300"/>
          \(constraints)
        </view></scene></spec>
        """).scenes.first?.cases.first
    }

    /// A 20 × 10 child at the container's top, placed horizontally by `horizontal`.
    private func child(_ horizontal: String, env: String = environment(), margins: String = "") -> CaseResult? {
        container("""
        <view id="child"/>
        <constraint firstItem="child" firstAttribute="width" constant="20"/>
        <constraint firstItem="child" firstAttribute="height" constant="10"/>
        <constraint firstItem="child" firstAttribute="top" secondItem="container" secondAttribute="top"/>
        \(horizontal)
        """, margins: margins, env: env)
    }

    /// A container at x = 100: container.centerX is 100 in the container's own coordinates, so
    /// the child's centre is at 50 there, 150 in the root: x = 140, inside the container.
    func testCenterXMultiplierIsMeasuredInTheSuperviewsBounds() {
        let result = child(#"<constraint firstItem="child" firstAttribute="centerX" secondItem="container" secondAttribute="centerX" multiplier="0.5"/>"#)
        XCTAssertFrame(result, "child", [140, 40, 20, 10])
        XCTAssertEqual(result?.findings.map(\.kind), [])
    }

    func testVerticalMultiplierIsMeasuredInTheSuperviewsBounds() {
        let result = container("""
        <view id="child"/>
        <constraint firstItem="child" firstAttribute="width" constant="20"/>
        <constraint firstItem="child" firstAttribute="height" constant="10"/>
        <constraint firstItem="child" firstAttribute="left" secondItem="container" secondAttribute="left"/>
        <constraint firstItem="child" firstAttribute="bottom" secondItem="container" secondAttribute="bottom" multiplier="0.25" constant="5"/>
        """)
        // container.bottom = 300 in its bounds: child.bottom = 80 there, 120 in the root.
        XCTAssertFrame(result, "child", [100, 110, 20, 10])
        XCTAssertEqual(result?.findings.map(\.kind), [])
    }

    /// The superview as the first item: its own attribute is in its bounds too.
    func testSuperviewAsFirstItem() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <view id="container">
            <view id="child"/>
            <constraint firstItem="child" firstAttribute="left" secondItem="container" secondAttribute="left" constant="30"/>
            <constraint firstItem="child" firstAttribute="top" secondItem="container" secondAttribute="top"/>
            <constraint firstItem="child" firstAttribute="width" constant="40"/>
            <constraint firstItem="child" firstAttribute="height" constant="10"/>
            <constraint firstItem="container" firstAttribute="right" secondItem="child" secondAttribute="right" multiplier="2"/>
          </view>
          <constraint firstItem="container" firstAttribute="left" secondItem="root" secondAttribute="left" constant="100"/>
          <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="container" firstAttribute="height" constant="50"/>
        </view></scene></spec>
        """).scenes.first?.cases.first
        // container.width = 2 × child.right = 2 × 70 in the container's coordinates.
        XCTAssertFrame(result, "container", [100, 0, 140, 50])
        XCTAssertFrame(result, "child", [130, 0, 40, 10])
    }

    /// Cousins at different depths: the common ancestor is `container`, not the root.
    func testCousinsAtDifferentDepths() {
        let result = container("""
        <view id="p">
          <view id="q">
            <view id="r"/>
            <constraint firstItem="r" firstAttribute="top" secondItem="q" secondAttribute="top"/>
            <constraint firstItem="r" firstAttribute="width" constant="10"/>
            <constraint firstItem="r" firstAttribute="height" constant="10"/>
          </view>
          <constraint firstItem="q" firstAttribute="left" secondItem="p" secondAttribute="left" constant="5"/>
          <constraint firstItem="q" firstAttribute="top" secondItem="p" secondAttribute="top" constant="5"/>
          <constraint firstItem="q" firstAttribute="width" constant="100"/>
          <constraint firstItem="q" firstAttribute="height" constant="100"/>
        </view>
        <view id="s"/>
        <constraint firstItem="p" firstAttribute="left" secondItem="container" secondAttribute="left" constant="10"/>
        <constraint firstItem="p" firstAttribute="top" secondItem="container" secondAttribute="top" constant="10"/>
        <constraint firstItem="p" firstAttribute="width" constant="150"/>
        <constraint firstItem="p" firstAttribute="height" constant="150"/>
        <constraint firstItem="s" firstAttribute="left" secondItem="container" secondAttribute="left" constant="60"/>
        <constraint firstItem="s" firstAttribute="top" secondItem="container" secondAttribute="top" constant="200"/>
        <constraint firstItem="s" firstAttribute="width" constant="40"/>
        <constraint firstItem="s" firstAttribute="height" constant="40"/>
        <constraint firstItem="r" firstAttribute="left" secondItem="s" secondAttribute="right" multiplier="0.5" constant="3"/>
        """)
        // s.right = 100 in the container: r.left = 53 there, 153 in the root.
        XCTAssertFrame(result, "r", [153, 55, 10, 10])
        XCTAssertEqual(result?.findings.map(\.kind), [])
    }

    /// Views whose only common ancestor is the root keep root coordinates.
    func testRootAsCommonAncestor() {
        let result = container("""
        <view id="inner"/>
        <constraint firstItem="inner" firstAttribute="top" secondItem="container" secondAttribute="top"/>
        <constraint firstItem="inner" firstAttribute="width" constant="10"/>
        <constraint firstItem="inner" firstAttribute="height" constant="10"/>
        """, constraints: """
        <view id="outside"/>
        <constraint firstItem="outside" firstAttribute="left" secondItem="root" secondAttribute="left" constant="20"/>
        <constraint firstItem="outside" firstAttribute="top" secondItem="root" secondAttribute="top" constant="500"/>
        <constraint firstItem="outside" firstAttribute="width" constant="100"/>
        <constraint firstItem="outside" firstAttribute="height" constant="10"/>
        <constraint firstItem="inner" firstAttribute="centerX" secondItem="outside" secondAttribute="right" multiplier="1.5"/>
        """)
        // outside.right = 120 in the root: inner's centre at 180.
        XCTAssertFrame(result, "inner", [175, 40, 10, 10])
    }

    /// The container's leading margin is 24 in its own coordinates.
    func testMarginAttributeWithAMultiplier() {
        let result = child(#"<constraint firstItem="child" firstAttribute="leading" secondItem="container" secondAttribute="leadingMargin" multiplier="0.5"/>"#,
                           margins: #"layoutMargins="8 24 8 8""#)
        XCTAssertFrame(result, "child", [112, 40, 20, 10])
        // The child's own trailing margin (8) as the first item: child.right - 8 = 0.5 × 200.
        let own = child(#"<constraint firstItem="child" firstAttribute="trailingMargin" secondItem="container" secondAttribute="trailing" multiplier="0.5"/>"#)
        XCTAssertFrame(own, "child", [188, 40, 20, 10])
    }

    /// A guide belongs to its view: a subview's safe area is its bounds, so its centre is 100
    /// in the container's coordinates; the root's guide makes the root the common ancestor.
    func testGuides() {
        let subview = child(#"<constraint firstItem="child" firstAttribute="centerX" secondItem="container.safeArea" secondAttribute="centerX" multiplier="0.5"/>"#)
        XCTAssertFrame(subview, "child", [140, 40, 20, 10])
        let root = child(#"<constraint firstItem="child" firstAttribute="left" secondItem="root.safeArea" secondAttribute="left" multiplier="2"/>"#,
                         env: environment(width: 844, height: 390, heightClass: "compact", safeArea: "0 47 21 47"))
        XCTAssertFrame(root, "child", [94, 40, 20, 10])
    }

    /// Right-to-left: leading is the right edge and trailing the left, measured on the
    /// mirrored axis from the ancestor's left edge, so the container's trailing (its left
    /// edge) is 0 there and `trailing = 0.8 × container.trailing` puts the child at its left
    /// edge (the known UIKit surprise), where left-to-right puts its right edge at 160.
    func testRightToLeftMultipliers() {
        let trailing = #"<constraint firstItem="child" firstAttribute="trailing" secondItem="container" secondAttribute="trailing" multiplier="0.8"/>"#
        XCTAssertFrame(child(trailing), "child", [240, 40, 20, 10])
        XCTAssertFrame(child(trailing, env: environment(direction: "rightToLeft")), "child", [100, 40, 20, 10])
        // container.leading is its right edge, 200 from its left: mirrored, -200; the child's
        // leading (right edge) is 0.5 × 200 - 10 = 90 from the container's left edge.
        let leading = #"<constraint firstItem="child" firstAttribute="leading" secondItem="container" secondAttribute="leading" multiplier="0.5" constant="10"/>"#
        XCTAssertFrame(child(leading), "child", [110, 40, 20, 10])
        XCTAssertFrame(child(leading, env: environment(direction: "rightToLeft")), "child", [170, 40, 20, 10])
        // centerX with centerX only is not mirrored: as in left-to-right.
        let centers = #"<constraint firstItem="child" firstAttribute="centerX" secondItem="container" secondAttribute="centerX" multiplier="0.5"/>"#
        XCTAssertFrame(child(centers, env: environment(direction: "rightToLeft")), "child", [140, 40, 20, 10])
    }

    /// A centerX related to a leading edge takes the leading axis, mirrored in right-to-left:
    /// `centerX = container.leading + 10` centres the child 10 points inside the right edge.
    func testCenterXWithLeadingIsMirroredInRightToLeft() {
        let constraint = #"<constraint firstItem="child" firstAttribute="centerX" secondItem="container" secondAttribute="leading" constant="10"/>"#
        XCTAssertFrame(child(constraint), "child", [100, 40, 20, 10])
        XCTAssertFrame(child(constraint, env: environment(direction: "rightToLeft")), "child", [280, 40, 20, 10])
        let scaled = #"<constraint firstItem="child" firstAttribute="trailing" secondItem="container" secondAttribute="centerX" multiplier="0.5"/>"#
        // Left-to-right: child.right = 50 in the container. Right-to-left: -child.left = 0.5 × -100.
        XCTAssertFrame(child(scaled), "child", [130, 40, 20, 10])
        XCTAssertFrame(child(scaled, env: environment(direction: "rightToLeft")), "child", [150, 40, 20, 10])
    }
}
