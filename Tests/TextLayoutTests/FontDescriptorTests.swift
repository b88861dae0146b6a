import XCTest
import TextLayout

/// The spec's font spellings, their errors, and Dynamic Type sizes.
final class FontDescriptorTests: XCTestCase {
    private func parse(_ text: String) throws -> FontDescriptor {
        try FontDescriptor(parsing: text)
    }

    private func message(_ text: String) -> String? {
        do {
            _ = try FontDescriptor(parsing: text)
            return nil
        } catch {
            return error.message
        }
    }

    func testSpellings() throws {
        XCTAssertEqual(try parse("body"), .textStyle(.body))
        XCTAssertEqual(try parse("largeTitle"), .textStyle(.largeTitle))
        XCTAssertEqual(try parse("caption2"), .textStyle(.caption2))
        XCTAssertEqual(try parse("system 17"), .system(size: 17, weight: .regular))
        XCTAssertEqual(try parse("  system   13.5  semibold "), .system(size: 13.5, weight: .semibold))
        XCTAssertEqual(try parse("system 20 ultraLight"), .system(size: 20, weight: .ultraLight))
        XCTAssertEqual(try parse("boldSystem 15"), .system(size: 15, weight: .bold))
        XCTAssertEqual(try parse("Futura-Medium 16"), .named("Futura-Medium", size: 16))
        XCTAssertEqual(try parse("Avenir Next 12"), .named("Avenir Next", size: 12))
    }

    func testSpecSpellingRoundTrips() throws {
        for text in ["body", "system 17", "system 13.5 semibold", "Futura-Medium 16"] {
            XCTAssertEqual(try parse(text).specSpelling, text)
        }
        XCTAssertEqual(try parse("boldSystem 15").specSpelling, "system 15 bold")
    }

    func testErrorsAreMessagesNotTraps() {
        XCTAssertEqual(message(""), "empty font: expected a text style (body, headline, …), 'system 17', "
            + "'system 17 semibold', 'boldSystem 15' or a font name and size ('Futura-Medium 16')")
        XCTAssertEqual(message("system"), "'system' needs a point size, as in 'system 17'")
        XCTAssertEqual(message("system big"), "'big' in 'system big' is not a point size (a number such as 17 or 13.5)")
        XCTAssertEqual(message("system 17 chunky"), "unknown weight 'chunky': expected one of ultraLight, thin, light, "
            + "regular, medium, semibold, bold, heavy, black")
        XCTAssertEqual(message("boldSystem 15 heavy"), "'boldSystem' takes no weight: write 'system 15 heavy'")
        XCTAssertEqual(message("system 17 bold italic"), "unexpected 'italic' after the weight in 'system 17 bold italic'")
        XCTAssertEqual(message("body 17"), "the text style 'body' takes no size or weight: its size comes from the "
            + "content size category (write 'system 17' for a fixed size)")
        XCTAssertEqual(message("Futura"), "unknown font 'Futura': a text style (largeTitle, title1, title2, title3, "
            + "headline, body, callout, subheadline, footnote, caption1, caption2), 'system 17', 'boldSystem 15', or a "
            + "font name with a size ('Futura 16')")
        for bad in ["system 0", "system -3", "system nan", "system inf", "system 1e3", "system 0x10", "system 1001",
                    "system 1.2.3", "Futura ."] {
            XCTAssertNotNil(message(bad), bad)
        }
    }

    func testInterfaceBuilderTextStyleNames() {
        XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle0"), .largeTitle)
        XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead"), .subheadline)
        XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleCaption2"), .caption2)
        XCTAssertNil(TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle4"))
        XCTAssertNil(TextStyle(interfaceBuilderName: "Body"))
    }

    func testDynamicTypeSizes() {
        XCTAssertEqual(ContentSizeCategory.default, .large)
        XCTAssertEqual(TextStyle.body.pointSize(for: .large), 17)
        XCTAssertEqual(TextStyle.body.pointSize(for: .extraSmall), 14)
        XCTAssertEqual(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(TextStyle.largeTitle.pointSize(for: .large), 34)
        XCTAssertEqual(TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge), 60)
        XCTAssertEqual(TextStyle.title2.pointSize(for: .accessibilityMedium), 34)
        XCTAssertEqual(TextStyle.footnote.pointSize(for: .small), 12)
        XCTAssertEqual(TextStyle.footnote.pointSize(for: .extraExtraExtraLarge), 19)
        XCTAssertEqual(TextStyle.caption1.pointSize(for: .accessibilityLarge), 26)
        XCTAssertEqual(TextStyle.caption2.pointSize(for: .medium), 11)
        XCTAssertEqual(TextStyle.subheadline.pointSize(for: .accessibilityExtraLarge), 36)
        XCTAssertEqual(TextStyle.headline.weight, .semibold)
        XCTAssertEqual(TextStyle.title1.weight, .regular)
        XCTAssertEqual(ContentSizeCategory.allCases.count, 12)
        XCTAssertEqual(ContentSizeCategory(rawValue: "accessibilityExtraExtraExtraLarge"), .accessibilityExtraExtraExtraLarge)
        XCTAssertNil(ContentSizeCategory(rawValue: "huge"))
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    func testResolvingTextStylesWithTheBoxFontFollowsTheCategory() {
        let fonts = FontLibrary.boxFonts()
        let body = fonts.resolve(.textStyle(.body), category: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(body.font.pointSize, 53)
        XCTAssertEqual(body.warnings, [])
        // 53 pt body at AX5: "Sign in" is 7 × 26.5 = 185.5 → 186 wide, 63.246 → 63.5 high at 2x.
        let measured = TextLayouter.measure("Sign in", font: body.font)
        XCTAssertEqual(measured.width, 186)
        XCTAssertEqual(measured.height, 63.5)
    }

    func testSystemFontTracking() {
        XCTAssertEqual(SystemFontTracking.thousandthsOfEm(atPointSize: 17), -26)
        XCTAssertEqual(SystemFontTracking.points(atPointSize: 17), -0.442, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.thousandthsOfEm(atPointSize: 12), 0)
        XCTAssertEqual(SystemFontTracking.thousandthsOfEm(atPointSize: 18), -25, accuracy: 1e-9) // between 17 and 20
        XCTAssertEqual(SystemFontTracking.thousandthsOfEm(atPointSize: 13.5), -8.5, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.thousandthsOfEm(atPointSize: 6), 12) // below the table: its first value
        XCTAssertEqual(SystemFontTracking.thousandthsOfEm(atPointSize: 60), 12) // above: its last value
        XCTAssertEqual(SystemFontTracking.thousandthsOfEm(atPointSize: .nan), 12)
    }

    func testLineBreakModeSpellings() {
        XCTAssertEqual(LineBreakMode(name: "tailTruncation"), .tailTruncation)
        XCTAssertEqual(LineBreakMode(name: "clip"), .clip)
        XCTAssertEqual(LineBreakMode(name: "clipping"), .clip)
        XCTAssertEqual(LineBreakMode(name: "wordWrapping"), .wordWrap)
        XCTAssertEqual(LineBreakMode(name: "charWrapping"), .characterWrap)
        XCTAssertEqual(LineBreakMode(name: "characterWrap"), .characterWrap)
        XCTAssertNil(LineBreakMode(name: "truncate"))
    }
}
