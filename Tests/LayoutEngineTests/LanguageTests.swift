import Foundation
import LayoutSpec
import TextLayout
import XCTest
@testable import LayoutEngine

/// Texts per language: string tables keyed as Xcode keys a storyboard's texts, and Xcode's
/// pseudolanguages (box font: 8.5 points a character at 17 pt, 7.5 at 15 pt).
final class LanguageTests: XCTestCase {
    static let strings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Strings/Localization").path

    func spec(_ languages: [String], direction: String? = nil) -> String {
        let environments = languages.map { language in
            #"<environment name="\#(language)" width="390" height="844" widthClass="compact" heightClass="regular" language="\#(language)"\#(direction.map { " layoutDirection=\"\($0)\"" } ?? "")/>"#
        }.joined(separator: "\n")
        return """
        <spec strings="\(Self.strings)">
          <environments>
            <environment name="base" width="390" height="844" widthClass="compact" heightClass="regular"/>
            \(environments)
          </environments>
          <scene name="S">
            <view id="root">
              <label id="title" text="Welcome back"/>
              <label id="subtitle" text="Sign in to continue"/>
              <label id="forgot" text="Forgot password?"/>
              <button id="buy" title="Add to cart"/>
              <textField id="email" placeholder="you@example.com"/>
              <segmentedControl id="range" segments="Day|Week|Month"/>
              <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
              <constraint firstItem="subtitle" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8"/>
              <constraint firstItem="forgot" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="forgot" firstAttribute="top" secondItem="subtitle" secondAttribute="bottom" constant="8"/>
              <constraint firstItem="buy" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="buy" firstAttribute="top" secondItem="forgot" secondAttribute="bottom" constant="8"/>
              <constraint firstItem="email" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="email" firstAttribute="top" secondItem="buy" secondAttribute="bottom" constant="8"/>
              <constraint firstItem="range" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="range" firstAttribute="top" secondItem="email" secondAttribute="bottom" constant="8"/>
            </view>
          </scene>
        </spec>
        """
    }

    func testGermanFromStoryboardKeysViewIDsAndSourceTexts() throws {
        let result = layOut(spec(["de"]))
        let german = try XCTUnwrap(result.case("de"))
        XCTAssertEqual(german.view("title")?.text?.lines, ["Willkommen zurück"], "title.text")
        XCTAssertEqual(german.view("subtitle")?.text?.lines, ["Melde dich an, um fortzufahren"], "the view id")
        XCTAssertEqual(german.view("forgot")?.text?.lines, ["Passwort vergessen?"], "the text itself")
        XCTAssertEqual(german.view("buy")?.text?.lines, ["In den Warenkorb"], "buy.normalTitle")
        XCTAssertEqual(german.view("email")?.text?.lines, ["du@beispiel.de"], "email.placeholder")
        // 17 characters × 8.5 = 144.5 → 145; the button's 16 × 7.5 = 120.
        XCTAssertFrame(german, "title", [16, 100, 145, 20.5])
        XCTAssertFrame(german, "buy", [16, 185.5, 120, 30])
        // Segments: the widest title sets each segment (13 pt, 6.5 a character): "Month" 32.5, + 20.4, × 3.
        XCTAssertFrame(result.case("base"), "range", [16, 265.5, 159, 32])
        XCTAssertFrame(german, "range", [16, 265.5, 159, 32])  // "Woche" is as wide as "Month"
        XCTAssertEqual(german.warnings, [])
    }

    func testALanguageNoTableHasShowsTheSpecsTextsWithAWarning() throws {
        let japanese = try XCTUnwrap(layOut(spec(["ja"])).case("ja"))
        XCTAssertEqual(japanese.view("title")?.text?.lines, ["Welcome back"])
        XCTAssertEqual(japanese.warnings.map(\.code), ["no-translations"])
        XCTAssertEqual(japanese.warnings.first?.message, "language 'ja': no string table has it; the spec's own texts are shown")
    }

    func testPseudolanguages() throws {
        let result = layOut(spec(["doubleLength", "accented", "bounded"]))
        XCTAssertEqual(result.case("doubleLength")?.view("title")?.text?.lines, ["Welcome back Welcome back"])
        XCTAssertFrame(result.case("doubleLength"), "title", [16, 100, 213, 20.5])     // 25 × 8.5 = 212.5
        XCTAssertEqual(result.case("accented")?.view("title")?.text?.lines, ["Ŵéļçömé båçķ"])
        XCTAssertEqual(result.case("bounded")?.view("buy")?.text?.lines, ["[# Add to cart #]"])
        XCTAssertEqual(result.case("bounded")?.view("email")?.text?.lines, ["[# you@example.com #]"])
    }

    func testRightToLeftPseudolanguageMirrorsTheLayout() throws {
        let result = layOut(spec(["rightToLeft", "ar"]))
        // The label's leading edge is its right edge: 390 − 16 − 102.
        XCTAssertFrame(result.case("rightToLeft"), "title", [272, 100, 102, 20.5])
        XCTAssertEqual(result.case("rightToLeft")?.layoutDirection, .rightToLeft)
        XCTAssertEqual(result.case("ar")?.layoutDirection, .rightToLeft)
        XCTAssertEqual(result.case("ar")?.view("subtitle")?.text?.lines, ["سجّل الدخول للمتابعة"])
    }

    func testInterHasEveryAccentedLetter() throws {
        let accented = Pseudolocalization.transform("ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz", .accented)
        XCTAssertEqual(accented, "ÅBÇĎÉFĜĤÍĴĶĻMÑÖPQŔŠŢÜVŴXÝŽ åbçďéfĝĥíĵķļmñöpqŕšţüvŵxýž")
        let font = try FontLibrary().resolve(.labelDefault).font
        XCTAssertEqual(TextLayouter.measure(accented, font: font).missingGlyphCount, 0)
    }
}
