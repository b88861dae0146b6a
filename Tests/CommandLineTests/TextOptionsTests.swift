import Foundation
import HarnessReports
import XCTest

/// `--fonts`: named fonts from a folder; a name not there is a warning and the system font.
final class TextOptionsTests: HarnessTestCase {
    let spec = """
    <spec>
      <environments>
        <environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular"/>
      </environments>
      <scene name="S">
        <view id="root">
          <label id="title" text="Hello" font="Futura-Medium 16"/>
          <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
        </view>
      </scene>
    </spec>
    """

    func testNamedFontFromTheFontsFolder() throws {
        try write("Fonts.xml", spec)
        let fonts = folder + "/MyFonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        // Any font file named as the spec names the font: Inter Bold, under the name Futura-Medium.
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", toPath: fonts + "/Futura-Medium.otf")

        let missing = try harness(["Specs", "--no-reports"])
        XCTAssertEqual(missing.code, 0, missing.output)
        XCTAssertTrue(missing.output.contains("Specs/Fonts.xml:7:7: warning: 'title': font 'Futura-Medium' not found (no fonts folder was given); measuring with the system font at 16.0 pt"), missing.output)

        let found = try harness(["Specs", "--no-reports", "--fonts", "MyFonts"])
        XCTAssertEqual(found.code, 0, found.output)
        XCTAssertFalse(found.output.contains("warning"), found.output)

        let wrong = try harness(["Specs", "--no-reports", "--fonts", "NoSuchFolder"])
        XCTAssertEqual(wrong.code, 2, wrong.output)
        XCTAssertTrue(wrong.output.contains("--fonts: the fonts folder 'NoSuchFolder' is not a readable folder"), wrong.output)
    }
}

/// A truncated label in every output: terminal, JUnit, JSON (through the worker processes) and HTML.
final class TruncationOutputTests: HarnessTestCase {
    func testTruncatedLabelInEveryReport() throws {
        try write("Product.xml", """
        <spec>
          <environments>
            <environment name="narrow" width="200" height="844" widthClass="compact" heightClass="regular"/>
          </environments>
          <scene name="Product">
            <view id="root">
              <label id="name" text="Wireless Noise-Cancelling Headphones"/>
              <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="name" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
              <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
            </view>
          </scene>
        </spec>
        """)
        let run = try harness(["--json", "r.json", "--junit", "j.xml", "--html", "i.html", "--no-color"])
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(run.output.contains("Specs/Product.xml:7:7: error: truncated: 'Wireless Noise-Can…' in 'name' is truncated: "), run.output)
        XCTAssertTrue(run.output.contains("in 'name' is truncated:"), run.output)

        let results = try JSONResultsReader.read(contentsOf: folder + "/r.json")
        let item = try XCTUnwrap(results.specs.first?.scenes.first?.cases.first)
        let finding = try XCTUnwrap(item.findings.first)
        XCTAssertEqual(finding.kind, .truncated)
        guard case .truncation(let details)? = finding.details else { return XCTFail("no truncation details") }
        XCTAssertEqual(details.view, "name")
        XCTAssertEqual(details.text, "Wireless Noise-Cancelling Headphones")
        XCTAssertEqual(details.mode, "tail")
        XCTAssertTrue(details.shown.hasSuffix("…"), details.shown)
        XCTAssertGreaterThan(details.widthLacking ?? 0, 100)
        let shown = try XCTUnwrap(item.view("name")?.text)
        XCTAssertEqual(shown.lines, [details.shown])
        XCTAssertEqual(shown.fontSize, 17)

        let junit = try String(contentsOfFile: folder + "/j.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("in &apos;name&apos; is truncated") || junit.contains("in 'name' is truncated"), junit)
        let html = try String(contentsOfFile: folder + "/i.html", encoding: .utf8)
        XCTAssertTrue(html.contains("<text class=\"tx\""), "the drawing shows the text")
        XCTAssertTrue(html.contains(details.shown), "as UIKit truncates it")
        XCTAssertTrue(html.contains("mark truncated"))
    }
}

/// `--content-size-categories`: every environment at each Dynamic Type size.
final class ContentSizeCategoryOptionTests: HarnessTestCase {
    func testEveryEnvironmentRunsAtEachCategory() throws {
        try write("Body.xml", """
        <spec>
          <scene name="S">
            <view id="root">
              <label id="body" text="Hello" font="body"/>
              <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="body" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top"/>
            </view>
          </scene>
        </spec>
        """)
        let run = try harness(["--json", "r.json", "--no-color", "--content-size-categories", "large,accessibilityExtraExtraExtraLarge"])
        XCTAssertEqual(run.code, 0, run.output)
        let results = try JSONResultsReader.read(contentsOf: folder + "/r.json")
        let cases = try XCTUnwrap(results.specs.first?.scenes.first?.cases)
        XCTAssertEqual(cases.map(\.environment), [
            "iPhone 13 portrait", "iPhone 13 portrait · accessibilityExtraExtraExtraLarge",
            "iPhone 13 landscape", "iPhone 13 landscape · accessibilityExtraExtraExtraLarge",
            "iPhone 13 Pro Max landscape", "iPhone 13 Pro Max landscape · accessibilityExtraExtraExtraLarge",
            "iPad Pro 11in portrait", "iPad Pro 11in portrait · accessibilityExtraExtraExtraLarge",
            "iPad Pro 11in split one-third", "iPad Pro 11in split one-third · accessibilityExtraExtraExtraLarge",
            "iPhone SE portrait", "iPhone SE portrait · accessibilityExtraExtraExtraLarge",
            "iPad Pro 11in landscape", "iPad Pro 11in landscape · accessibilityExtraExtraExtraLarge",
            "iPhone SE portrait AX5 · large", "iPhone SE portrait AX5",
        ])
        // Body is 17 pt at large (20.287 → 20.333 at 3x) and 53 pt at the largest size (63.248 → 63.333).
        XCTAssertEqual(cases[0].view("body")?.frame.height, 20.333)
        XCTAssertEqual(cases[1].view("body")?.frame.height, 63.333)
        XCTAssertEqual(cases[11].view("body")?.frame.height, 63.5, "the SE is 2x")

        let wrong = try harness(["--no-reports", "--content-size-categories", "large,accessibilityXXXL"])
        XCTAssertEqual(wrong.code, 2, wrong.output)
        XCTAssertTrue(wrong.output.contains("--content-size-categories: unknown value 'accessibilityXXXL'"), wrong.output)
    }
}

/// `--languages` and `--strings`.
final class LanguageOptionTests: HarnessTestCase {
    func testLanguagesAndStringTablesFromTheCommandLine() throws {
        try write("Hello.xml", """
        <spec>
          <environments>
            <environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular"/>
          </environments>
          <scene name="S">
            <view id="root">
              <label id="title" text="Welcome back"/>
              <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100"/>
            </view>
          </scene>
        </spec>
        """)
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try "\"title.text\" = \"Willkommen zurück\";\n".write(toFile: folder + "/de.lproj/Main.strings", atomically: true, encoding: .utf8)
        let run = try harness(["--json", "r.json", "--no-color", "--languages", "base,de,doubleLength,rightToLeft", "--strings", "de.lproj/Main.strings"])
        XCTAssertEqual(run.code, 0, run.output)
        let cases = try XCTUnwrap(JSONResultsReader.read(contentsOf: folder + "/r.json").specs.first?.scenes.first?.cases)
        XCTAssertEqual(cases.map(\.environment), ["phone", "phone · de", "phone · doubleLength", "phone · rightToLeft"])
        XCTAssertEqual(cases.map { $0.view("title")?.text?.lines.first ?? "" },
                       ["Welcome back", "Willkommen zurück", "Welcome back Welcome back", "Welcome back"])
        XCTAssertEqual(cases.map(\.layoutDirection), [.leftToRight, .leftToRight, .leftToRight, .rightToLeft])

        try "\"title.text\" = \"Willkommen\"\n".write(toFile: folder + "/de.lproj/Main.strings", atomically: true, encoding: .utf8)
        let broken = try harness(["--no-reports", "--languages", "de", "--strings", "de.lproj/Main.strings"])
        XCTAssertEqual(broken.code, 2, broken.output)
        XCTAssertTrue(broken.output.contains("--strings: de.lproj/Main.strings:2:1: expected ';' after the value of \"title.text\""), broken.output)
        let unknown = try harness(["--no-reports", "--languages", "doubleLenght"])
        XCTAssertEqual(unknown.code, 2, unknown.output)
        XCTAssertTrue(unknown.output.contains("--languages: unknown value 'doubleLenght'; did you mean 'doubleLength'?"), unknown.output)
    }
}
