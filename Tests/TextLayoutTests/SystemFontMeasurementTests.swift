import Foundation
import XCTest
import TextLayout

/// The system font recipe (Inter from Debian's fonts-inter, SF's vertical metrics and tracking).
/// Expected widths were computed independently from `hb-shape` advances (Inter 3.019, 2816 units
/// per em): Σ advance × size / 2816, plus the tracking (−26/1000 em at 17 pt = −0.442 pt) per glyph.
final class SystemFontMeasurementTests: XCTestCase {
    private var fonts: FontLibrary!

    override func setUpWithError() throws {
        fonts = try FontLibrary()
    }

    private func font(_ descriptor: FontDescriptor, _ category: ContentSizeCategory = .large) -> Font {
        fonts.resolve(descriptor, category: category).font
    }

    func testSystemFontIsInterWithSFVerticalMetrics() {
        let body = font(.system(size: 17, weight: .regular))
        XCTAssertEqual(body.name, "Inter-Regular")
        XCTAssertEqual(body.ascender, 16.1865234375, accuracy: 1e-9)
        XCTAssertEqual(body.descender, 4.1005859375, accuracy: 1e-9)
        XCTAssertEqual(body.lineHeight, 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(body.tracking, -0.442, accuracy: 1e-9)
        XCTAssertEqual(font(.textStyle(.headline)).name, "Inter-SemiBold")
        XCTAssertEqual(font(.system(size: 17, weight: .heavy)).name, "Inter-ExtraBold")
        XCTAssertEqual(font(.system(size: 17, weight: .ultraLight)).name, "Inter-Thin")
    }

    func testSeventeenPointWidthsWithTracking() {
        let body = font(.textStyle(.body))
        let cases: [(String, Double, Double)] = [
            ("Hello World", 86.923511, 87),
            ("Welcome back", 111.860773, 112),
            // iOS gives 328 for this string (SF advances 327.45).
            ("translatesAutoresizingMaskIntoConstraints", 327.118057, 328),
            ("AVATAR", 59.987205, 60),
        ]
        for (text, line, width) in cases {
            let measured = TextLayouter.measure(text, font: body)
            XCTAssertEqual(measured.lines.first?.width ?? 0, line, accuracy: 0.001, text)
            XCTAssertEqual(measured.width, width, text)
            XCTAssertEqual(measured.height, 20.5, text)
            XCTAssertEqual(measured.missingGlyphCount, 0, text)
        }
    }

    func testOtherSizesAndWeights() {
        let bold = TextLayouter.measure("Hello World", font: font(.system(size: 17, weight: .bold)))
        XCTAssertEqual(bold.lines[0].width, 93.413515, accuracy: 0.001) // advances × 1.025
        let semibold = TextLayouter.measure("Sign in", font: font(.textStyle(.headline)))
        XCTAssertEqual(semibold.lines[0].width, 52.385403, accuracy: 0.001)
        XCTAssertEqual(semibold.width, 53)
        let footnote = TextLayouter.measure("Settings", font: font(.textStyle(.footnote)), scale: 3)
        XCTAssertEqual(footnote.lines[0].width, 50.101852, accuracy: 0.001) // 13 pt, −6/1000 em
        XCTAssertEqual(footnote.height, 15.667, accuracy: 0.001)
        let title = TextLayouter.measure("Welcome back", font: font(.textStyle(.largeTitle)))
        XCTAssertEqual(title.lines[0].width, 239.225545, accuracy: 0.001) // 34 pt, +12/1000 em
        XCTAssertEqual(title.width, 240)
        XCTAssertEqual(title.height, 41)
    }

    func testWrappingAndTruncationWithInter() throws {
        let body = font(.textStyle(.body))
        let measured = TextLayouter.measure("The quick brown fox jumps over the lazy dog", font: body,
                                            numberOfLines: 2, width: 120)
        XCTAssertEqual(measured.lines.map(\.text), ["The quick", "brown fox ju\u{2026}"])
        XCTAssertEqual(measured.lines[0].width, 74.671148, accuracy: 0.001)
        XCTAssertEqual(measured.lines[1].width, 93.025545 + 13.515386, accuracy: 0.001) // text + "…"
        XCTAssertEqual(measured.width, 107)
        XCTAssertEqual(measured.height, 41)
        let truncation = try XCTUnwrap(measured.truncation)
        XCTAssertEqual(truncation.kind, .tail)
        // At 120 pt the text takes four lines: "The quick", "brown fox", "jumps over the", "lazy dog".
        XCTAssertEqual(truncation.hiddenLineCount, 2)
        let wrapped = TextLayouter.measure("The quick brown fox jumps over the lazy dog", font: body, numberOfLines: 0, width: 120)
        XCTAssertEqual(wrapped.lines.map(\.text), ["The quick", "brown fox", "jumps over the", "lazy dog"])
        XCTAssertEqual(wrapped.height, 81.5)
        XCTAssertNil(wrapped.truncation)
    }

    func testDynamicTypeGrowsTheText() {
        let large = TextLayouter.measure("Continue", font: font(.textStyle(.body), .large))
        let ax5 = TextLayouter.measure("Continue", font: font(.textStyle(.body), .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(large.height, 20.5)
        XCTAssertEqual(ax5.height, 63.5) // 53 × 2444 / 2048 = 63.248
        XCTAssertGreaterThan(ax5.width, large.width * 2.9)
    }

    func testTextWithoutGlyphsInInterIsCounted() {
        let measured = TextLayouter.measure("日本語 ok", font: font(.textStyle(.body)))
        XCTAssertEqual(measured.missingGlyphCount, 3)
    }

    func testNamedFontsFromAFontsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textlayout-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
                                         toPath: folder.appendingPathComponent("MyBrand.otf").path)
        let library = try FontLibrary(fontsFolder: folder.path)
        XCTAssertEqual(library.availableFontNames, ["Inter-Medium", "MyBrand"])

        for name in ["MyBrand", "Inter-Medium"] { // by file name and by PostScript name
            let resolved = library.resolve(.named(name, size: 16))
            XCTAssertEqual(resolved.warnings, [])
            XCTAssertEqual(resolved.font.name, "Inter-Medium")
            // The file's own hhea metrics (2728 / −680 / 0 in 2816 units), no tracking.
            XCTAssertEqual(resolved.font.ascender, 15.5, accuracy: 1e-9)
            XCTAssertEqual(resolved.font.lineHeight, 19.363636, accuracy: 1e-6)
            XCTAssertEqual(resolved.font.tracking, 0)
            let measured = TextLayouter.measure("Brand", font: resolved.font)
            XCTAssertEqual(measured.lines[0].width, 45.210227, accuracy: 0.001)
            XCTAssertEqual(measured.height, 19.5)
        }

        let missing = library.resolve(.named("Futura-Medium", size: 16))
        XCTAssertEqual(missing.font.name, "Inter-Regular")
        XCTAssertEqual(missing.font.pointSize, 16)
        XCTAssertEqual(missing.warnings.map(\.message),
                       ["font 'Futura-Medium' not found in the fonts folder '\(folder.path)'; measuring with the system font at 16.0 pt"])
    }

    func testSetupErrors() {
        XCTAssertThrowsError(try FontLibrary(fontsFolder: "/nonexistent/fonts")) { error in
            XCTAssertEqual((error as? FontLibraryError)?.message, "the fonts folder '/nonexistent/fonts' is not a readable folder")
        }
        XCTAssertThrowsError(try FontLibrary(interFolder: "/nonexistent")) { error in
            XCTAssertEqual((error as? FontLibraryError)?.message, "no Inter-Regular.otf or .ttf in '/nonexistent'")
        }
        let noFolder = fonts.resolve(.named("Futura-Medium", size: 16))
        XCTAssertEqual(noFolder.warnings.map(\.message),
                       ["font 'Futura-Medium' not found (no fonts folder was given); measuring with the system font at 16.0 pt"])
    }
}
