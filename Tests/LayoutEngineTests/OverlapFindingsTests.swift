import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// `overlap` findings between siblings, their exemptions, and the stretched-view warning.
final class OverlapFindingsTests: XCTestCase {
    /// Views at fixed frames under the root: `(id, x, y, width, height, extra attributes)`.
    private func spec(_ views: [(String, Double, Double, Double, Double, String)], container: String? = nil) -> String {
        var body = ""
        var constraints = ""
        for (id, x, y, w, h, extra) in views {
            body += "<view id=\"\(id)\" \(extra)/>\n"
            constraints += """
            <constraint firstItem="\(id)" firstAttribute="left" secondItem="root" secondAttribute="left" constant="\(x)"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="\(w)"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="\(h)"/>

            """
        }
        return "<spec><environments>\(environment())</environments><scene name=\"S\"><view id=\"root\">\n\(body)\(constraints)</view></scene></spec>"
    }

    func testIntersectingSiblingsAreOneFindingPerView() throws {
        let phone = try XCTUnwrap(layOut(spec([
            ("title", 16, 60, 220, 20.5, ""), ("price", 204, 60, 170, 20.5, ""),
            ("apart", 16, 100, 50, 50, ""), ("touching", 66, 100, 50, 50, ""),
        ])).case("phone"))
        XCTAssertEqual(phone.findings, [Finding(
            kind: .overlap, items: ["title", "price"], message: "'title' overlaps 'price' by 32 × 20.5 pt", line: 2, column: 1,
            details: .overlap(.init(view: "title", others: ["price"], area: Rect(x: 204, y: 60, width: 32, height: 20.5))),
            fix: "keep them apart with a constraint between 'title' and 'price' (such as a spacing of at least 8), "
                + "or add allowsOverlap=\"price\" on 'title' if they are meant to overlap")])
    }

    func testAViewOverManySiblingsNamesThemAll() throws {
        let phone = try XCTUnwrap(layOut(spec([
            ("back", 0, 0, 300, 300, ""), ("a", 10, 10, 20, 20, ""), ("b", 40, 10, 20, 20, ""),
            ("c", 70, 10, 20, 20, ""), ("d", 100, 10, 20, 20, ""), ("e", 130, 10, 20, 20, ""),
        ])).case("phone"))
        XCTAssertEqual(phone.findings.map(\.message), ["'back' overlaps 'a' by 20 × 20 pt; also 'b', 'c', 'd' and 1 more"])
        XCTAssertEqual(phone.findings.first?.items, ["back", "a", "b", "c", "d", "e"])
    }

    /// More than a handful of siblings are swept (along y here: a column spreads thinner there).
    func testAColumnOfManySiblingsIsSweptAndFindsItsOneOverlap() throws {
        var views = (0..<20).map { i in ("row\(i)", 16.0, 40.0 * Double(i), 358.0, 30.0, "") }
        views.append(("stray", 100, 205, 50, 50, ""))   // across row5 (200…230) and row6 (240…270)
        let phone = try XCTUnwrap(layOut(spec(views)).case("phone"))
        XCTAssertEqual(phone.findings.map(\.message), [
            "'row5' overlaps 'stray' by 50 × 25 pt",
            "'row6' overlaps 'stray' by 50 × 15 pt",
        ])
    }

    func testAllowedOverlapsAreNotFindings() throws {
        let phone = try XCTUnwrap(layOut(spec([
            ("background", 0, 0, 300, 300, "allowsOverlap=\"YES\""),
            ("icon", 10, 10, 40, 40, ""), ("badge", 40, 5, 16, 16, "allowsOverlap=\"icon\""),
            ("label", 45, 15, 100, 20, ""),
        ])).case("phone"))
        // The badge may overlap the icon, not the label; the background anything.
        XCTAssertEqual(phone.findings.map(\.message), [
            "'icon' overlaps 'label' by 5 × 20 pt",
            "'badge' overlaps 'label' by 11 × 6 pt",
        ])
    }

    func testHiddenAndEmptyViewsDoNotOverlap() throws {
        let phone = try XCTUnwrap(layOut(spec([
            ("a", 0, 0, 100, 100, ""), ("hiddenOne", 10, 10, 50, 50, "hidden=\"YES\""), ("line", 10, 50, 80, 0, ""),
            ("edge", 99.6, 0, 50, 50, ""),
        ])).case("phone"))
        XCTAssertEqual(phone.findings, [])
    }

    func testStacksWithNegativeSpacingOverlapOnPurpose() throws {
        func stack(_ attributes: String, _ items: String) -> String {
            """
            <spec><environments>\(environment())</environments><scene name="S"><view id="root">
              <stackView id="avatars" \(attributes)>\(items)</stackView>
              <constraint firstItem="avatars" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="avatars" firstAttribute="top" secondItem="root" secondAttribute="top"/>
            </view></scene></spec>
            """
        }
        let three = #"<imageView id="a" intrinsicWidth="40" intrinsicHeight="40"/><imageView id="b" intrinsicWidth="40" intrinsicHeight="40"/><imageView id="c" intrinsicWidth="40" intrinsicHeight="40"/>"#
        XCTAssertEqual(layOut(stack(#"spacing="-12""#, three)).case("phone")?.findings, [])
        // A custom negative spacing after 'a' lets a and b overlap, not b and c.
        let custom = #"<imageView id="a" intrinsicWidth="40" intrinsicHeight="40" spacingAfter="-12"/><imageView id="b" intrinsicWidth="40" intrinsicHeight="40"/><imageView id="c" intrinsicWidth="40" intrinsicHeight="40"/>"#
        let phone = try XCTUnwrap(layOut(stack(#"spacing="8""#, custom)).case("phone"))
        XCTAssertEqual(phone.findings, [])
        XCTAssertFrame(phone, "b", [28, 0, 40, 40])
    }

    func testASizeClassVariationCanAllowIt() throws {
        let xml = """
        <spec><environments>\(environment())\(environment("pad", width: 800, widthClass: "regular"))</environments><scene name="S"><view id="root">
          <view id="a"><variation key="widthClass=regular" allowsOverlap="YES"/></view>
          <view id="b"/>
          <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="a" firstAttribute="width" constant="100"/>
          <constraint firstItem="a" firstAttribute="height" constant="100"/>
          <constraint firstItem="b" firstAttribute="left" secondItem="root" secondAttribute="left" constant="50"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50"/>
          <constraint firstItem="b" firstAttribute="width" constant="100"/>
          <constraint firstItem="b" firstAttribute="height" constant="100"/>
        </view></scene></spec>
        """
        let result = layOut(xml)
        XCTAssertEqual(result.case("phone")?.findings.map(\.message), ["'a' overlaps 'b' by 50 × 50 pt"])
        XCTAssertEqual(result.case("pad")?.findings, [])
    }

    func testTheLoaderChecksTheIdsItNames() {
        let load = SpecLoader.load(bytes: Array("""
        <spec><scene name="S"><view id="root"><view id="badge" allowsOverlap="icn"/><view id="icon" allowsOverlap=" "/></view></scene></spec>
        """.utf8), path: "T.xml")
        XCTAssertEqual(load.errors.map(\.description), [
            "T.xml:1:71: error: unknown view 'icn' in 'allowsOverlap'; did you mean 'icon'?",
            "T.xml:1:108: error: empty 'allowsOverlap': write YES, NO or the ids of the views it may overlap",
        ])
    }

    func testAViewThatHugsButIsStretchedIsAWarning() throws {
        let xml = """
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <imageView id="icon" intrinsicWidth="24" intrinsicHeight="24" horizontalHuggingPriority="750" verticalHuggingPriority="750"/>
          <imageView id="loose" intrinsicWidth="24" intrinsicHeight="24" horizontalHuggingPriority="749"/>
          <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="icon" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
          <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="loose" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
          <constraint firstItem="loose" firstAttribute="top" secondItem="icon" secondAttribute="bottom"/>
        </view></scene></spec>
        """
        let phone = try XCTUnwrap(layOut(xml).case("phone"))
        XCTAssertEqual(phone.findings, [])
        XCTAssertEqual(phone.warnings, [CaseWarning(
            code: "stretched-beyond-intrinsic",
            message: "'icon' is stretched to a width of 390 pt, 366 pt beyond its intrinsic width (24 pt), though it hugs its content horizontally at 750",
            items: ["icon"], line: 2, column: 3)])
        XCTAssertFalse(phone.failed)
    }
}
