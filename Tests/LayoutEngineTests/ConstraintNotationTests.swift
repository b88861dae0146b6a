import XCTest
import LayoutSpec
@testable import LayoutEngine

/// Constraints print in UIKit's notation, `photo.height == 0.75 × photo.width + 0 @750`, with
/// the spec's line beside the equation rather than inside the id.
final class ConstraintNotationTests: XCTestCase {
    private func attributes(_ xml: String) throws -> ConstraintAttributes {
        let load = SpecLoader.load(bytes: Array("""
        <spec><scene name="S"><view id="root"><imageView id="photo"/>\(xml)</view></scene></spec>
        """.utf8), path: "T.xml")
        XCTAssertEqual(load.errors.map(\.description), [])
        return try XCTUnwrap(load.spec?.scenes.first?.resolved(for: .init(width: .compact, height: .regular))?.constraints.first).attributes
    }

    func testEveryTermOfTheAuthorsConstraintIsWritten() throws {
        XCTAssertEqual(ConstraintNotation.equation(try attributes("""
        <constraint firstItem="photo" firstAttribute="height" secondItem="photo" secondAttribute="width" multiplier="3:4" priority="750"/>
        """)), "photo.height == 0.75 × photo.width + 0 @750")
        XCTAssertEqual(ConstraintNotation.equation(try attributes("""
        <constraint firstItem="photo" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root.safeArea" secondAttribute="top" constant="-8.5"/>
        """)), "photo.top >= root.safeArea.top - 8.5 @1000")
        XCTAssertEqual(ConstraintNotation.equation(try attributes("""
        <constraint firstItem="photo" firstAttribute="width" relation="lessThanOrEqual" constant="120" priority="defaultLow"/>
        """)), "photo.width <= 120 @250")
    }

    func testAnUnnamedConstraintIsNamedByItsEquationWithoutTheLine() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <imageView id="photo"/>
          <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="photo" firstAttribute="width" constant="358"/>
          <constraint firstItem="photo" firstAttribute="height" secondItem="photo" secondAttribute="width" multiplier="0.75"/>
          <constraint id="photoHeight" firstItem="photo" firstAttribute="height" constant="300"/>
        </view></scene></spec>
        """)
        let conflict = result.case("phone")?.findings.first
        XCTAssertEqual(conflict?.kind, .conflict)
        XCTAssertEqual(conflict?.items, ["photo.width == 358 @1000", "photo.height == 0.75 × photo.width + 0 @1000", "photoHeight"])
        XCTAssertEqual(conflict?.message, "unable to satisfy 3 required constraints together; broke photoHeight: photo.height == 300 @1000")
        guard case .conflict(let details)? = conflict?.details else { return XCTFail("no conflict details") }
        XCTAssertEqual(details.equations.map(\.text), [
            "photo.width == 358 @1000 (line 5)",
            "photo.height == 0.75 × photo.width + 0 @1000 (line 6)",
            "photoHeight: photo.height == 300 @1000 (line 7)",
        ])
        XCTAssertEqual(details.equations.map(\.written), [true, true, true])
        XCTAssertEqual(conflict?.fix, "of the set, the spec writes photo.width == 358 @1000 (line 5), photo.height == 0.75 × photo.width + 0 @1000 (line 6) "
            + "and photoHeight (line 7); 'photoHeight' (photo.height == 300 @1000) is off by 31.5 pt: the others give photo.height 268.5; "
            + "change a constant, remove one of them, or give one a priority below 1000 so that it can give way")
        XCTAssertFalse(details.equations.contains { $0.equation.contains("@5") || $0.equation.contains("@6") })
    }

    /// A repeated row's copies share their constraints' line and column: each copy's conflict
    /// names its own copy's size in the fix. Found by searching the scene's constraints by line
    /// and column, every copy's fix gave the first copy's (`row#1.width 100` for `row#3`).
    func testARepeatedConstraintsConflictNamesItsOwnCopy() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <stackView id="list" axis="vertical" alignment="leading">
            <view id="row">
              <constraint firstItem="row" firstAttribute="width" constant="100"/>
              <constraint firstItem="row" firstAttribute="height" constant="20"/>
              <constraint firstItem="row" firstAttribute="width" constant="50"/>
            </view>
          </stackView>
          <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top"/>
        </view><state name="three"><repeat item="row" count="3"/></state></scene></spec>
        """)
        let conflicts = result.case("phone", state: "three")?.findings.filter { $0.kind == .conflict } ?? []
        XCTAssertEqual(conflicts.map(\.message), (1...3).map {
            "unable to satisfy 2 required constraints together; broke row#\($0).width == 50 @1000"
        })
        XCTAssertEqual(conflicts.map { $0.fix?.contains("the others give row#\($0.items[0].dropFirst(4).prefix(1)).width 100;") }, [true, true, true])
        XCTAssertEqual(conflicts.last?.fix, "of the set, the spec writes row#3.width == 100 @1000 (line 4) and row#3.width == 50 @1000 (line 6); "
            + "'row#3.width == 50 @1000' (row#3.width == 50 @1000) is off by 50 pt: the others give row#3.width 100; "
            + "change a constant, remove one of them, or give one a priority below 1000 so that it can give way")
    }

    func testGeneratedConstraintsNameTheirRuleAndView() {
        let result = layOut("""
        <spec><environments>\(environment(width: 300))</environments><scene name="S"><view id="root">
          <stackView id="row" spacing="8">
            <button id="a" intrinsicWidth="40" intrinsicHeight="30"/>
            <button id="b" intrinsicWidth="40" intrinsicHeight="30"/>
          </stackView>
          <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
          <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint id="wideA" firstItem="a" firstAttribute="width" constant="200"/>
          <constraint id="wideB" firstItem="b" firstAttribute="width" constant="100"/>
        </view></scene></spec>
        """)
        let conflict = result.case("phone")?.findings.first { $0.kind == .conflict }
        guard case .conflict(let details)? = conflict?.details else { return XCTFail("no conflict") }
        XCTAssertEqual(details.equations.map(\.text), [
            "canvas-width(root): root.width == 300 @1000 (line 1)",
            "UISV-canvas-connection(row): row.leading == a.leading @1000 (line 2)",
            "UISV-canvas-connection(row): b.trailing == row.trailing @1000 (line 2)",
            "UISV-spacing(row): b.leading == a.trailing + 8 @1000 (line 2)",
            "row.leading == root.leading + 0 @1000 (line 6)",
            "row.trailing == root.trailing + 0 @1000 (line 7)",
            "wideA: a.width == 200 @1000 (line 9)",
            "wideB: b.width == 100 @1000 (line 10)",
        ])
        XCTAssertEqual(details.equations.map(\.written), [false, false, false, false, true, true, true, true])
        XCTAssertEqual(details.broken, "wideB")
    }

    func testATieOfOptionalConstraintsPrintsTheirEquations() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <imageView id="photo"/>
          <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="photo" firstAttribute="width" constant="358"/>
          <constraint id="ratio" firstItem="photo" firstAttribute="height" secondItem="photo" secondAttribute="width" multiplier="3:4" priority="750"/>
          <constraint id="photoHeight" firstItem="photo" firstAttribute="height" constant="300" priority="750"/>
        </view></scene></spec>
        """)
        let tie = result.case("phone")?.findings.first
        XCTAssertEqual(tie?.kind, .ambiguity)
        XCTAssertEqual(tie?.fix, "give one of ratio and photoHeight a priority other than 750, so that one of them wins")
        XCTAssertEqual(tie?.message, "optional constraints of equal priority trade at no cost: "
            + "ratio: photo.height == 0.75 × photo.width + 0 @750 (line 6); photoHeight: photo.height == 300 @750 (line 7)")
    }
}
