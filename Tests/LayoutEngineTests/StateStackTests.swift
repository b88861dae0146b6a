import XCTest
import LayoutSpec
@testable import LayoutEngine

/// States: `<set>` of view and constraint attributes and `<repeat>` of an
/// arranged subview, each solved as a case of its own in every environment, and honoured by
/// the stack rules.
final class StateStackTests: XCTestCase {
    private func spec(_ states: String, environments: String? = nil) -> String {
        """
        <spec>
          <environments>\(environments ?? environment("phone", width: 390, height: 844))</environments>
          <scene name="S">
            <view id="root">
              <stackView id="stack" spacing="10" alignment="top">
                <view id="a" intrinsicWidth="100" intrinsicHeight="40"/>
                <view id="b" intrinsicWidth="60" intrinsicHeight="20"/>
                <view id="c" intrinsicWidth="40" intrinsicHeight="30"/>
              </stackView>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top"/>
              <constraint id="wideStack" firstItem="stack" firstAttribute="width" constant="220" installed="NO"/>
            </view>
            \(states)
          </scene>
        </spec>
        """
    }

    func testSetHiddenAxisAndConstantPerState() {
        let result = layOut(spec("""
        <state name="collapsed"><set item="b" hidden="YES"/></state>
        <state name="column"><set item="stack" axis="vertical" alignment="center"/></state>
        <state name="wide"><set item="wideStack" installed="YES" constant="300"/></state>
        <state name="spaced"><set item="stack" spacing="20" distribution="equalSpacing"/><set item="a" spacingAfter="4"/></state>
        """))
        let base = result.case("phone")
        XCTAssertFrame(base, "a", [0, 0, 100, 40])
        XCTAssertFrame(base, "b", [110, 0, 60, 20])
        XCTAssertFrame(base, "stack", [0, 0, 220, 40])
        XCTAssertFrame(base, "c", [180, 0, 40, 30])
        XCTAssertEqual(findingSummary(base), [])

        let collapsed = result.case("phone", state: "collapsed")
        XCTAssertFrame(collapsed, "c", [110, 0, 40, 30])
        XCTAssertFrame(collapsed, "stack", [0, 0, 150, 40])
        XCTAssertEqual(collapsed?.view("b")?.hidden, true)
        XCTAssertEqual(findingSummary(collapsed), [])

        let column = result.case("phone", state: "column")
        XCTAssertFrame(column, "stack", [0, 0, 100, 110])
        XCTAssertFrame(column, "a", [0, 0, 100, 40])
        XCTAssertFrame(column, "b", [20, 50, 60, 20])
        XCTAssertFrame(column, "c", [30, 80, 40, 30])
        XCTAssertEqual(findingSummary(column), [])

        let wide = result.case("phone", state: "wide")
        XCTAssertFrame(wide, "stack", [0, 0, 300, 40])
        XCTAssertFrame(wide, "a", [0, 0, 180, 40])        // 'a' (lowest index) stretches first
        XCTAssertFrame(wide, "c", [260, 0, 40, 30])
        assertOneTie(wide?.findings ?? [], among: ["a", "b", "c"], cause: .contentHugging, verb: "'a' stretches first")

        let spaced = result.case("phone", state: "spaced")
        // equalSpacing: at least 4 after a, 20 after b, and equal gaps: 20 and 20; canvas-fit
        // @49 makes the stack as short as that allows.
        XCTAssertFrame(spaced, "stack", [0, 0, 240, 40])
        XCTAssertFrame(spaced, "b", [120, 0, 60, 20])
        XCTAssertFrame(spaced, "c", [200, 0, 40, 30])
        XCTAssertEqual(findingSummary(spaced), [])
    }

    func testRepeatMakesArrangedCopies() {
        let result = layOut(spec("""
        <state name="five"><repeat item="b" count="5"/></state>
        <state name="none"><set item="a" hidden="YES"/><set item="b" hidden="YES"/><set item="c" hidden="YES"/></state>
        """, environments: environment("phone", width: 600, height: 844)))
        let five = result.case("phone", state: "five")
        XCTAssertEqual(five?.views.map(\.id), ["root", "stack", "a", "b#1", "b#2", "b#3", "b#4", "b#5", "c"])
        for k in 1...5 { XCTAssertFrame(five, "b#\(k)", [110 + Double(k - 1) * 70, 0, 60, 20]) }
        XCTAssertFrame(five, "c", [460, 0, 40, 30])
        XCTAssertFrame(five, "stack", [0, 0, 500, 40])
        XCTAssertEqual(findingSummary(five), [])
        let none = result.case("phone", state: "none")
        XCTAssertEqual(none?.view("stack")?.frame.width ?? -1, 0, accuracy: 0.001, "an all-hidden stack collapses")
    }

    func testStatesAreSolvedInEveryEnvironmentWithVariations() {
        let environments = environment("portrait", width: 390, height: 844) + environment("landscape", width: 844, height: 390, heightClass: "compact")
        let xml = spec("<state name=\"collapsed\"><set item=\"a\" hidden=\"YES\"/></state>", environments: environments)
            .replacingOccurrences(of: "<view id=\"a\" ", with: "<variation key=\"heightClass=compact\" axis=\"vertical\"/>\n<view id=\"a\" ")
        let result = layOut(xml)
        XCTAssertEqual(result.scenes.first?.cases.count, 4)
        let portrait = result.case("portrait", state: "collapsed")
        XCTAssertFrame(portrait, "b", [0, 0, 60, 20])
        XCTAssertFrame(portrait, "c", [70, 0, 40, 30])
        let landscape = result.case("landscape", state: "collapsed")
        XCTAssertFrame(landscape, "b", [0, 0, 60, 20])
        XCTAssertFrame(landscape, "c", [0, 30, 40, 30])
        let landscapeBase = result.case("landscape")
        XCTAssertFrame(landscapeBase, "a", [0, 0, 100, 40])
        XCTAssertFrame(landscapeBase, "b", [0, 50, 60, 20])
    }
}
