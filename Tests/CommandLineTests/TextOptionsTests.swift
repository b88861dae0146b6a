import Foundation
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
        XCTAssertTrue(missing.output.contains("Specs/Fonts.xml:7: warning: 'title': font 'Futura-Medium' not found (no fonts folder was given); measuring with the system font at 16.0 pt"), missing.output)

        let found = try harness(["Specs", "--no-reports", "--fonts", "MyFonts"])
        XCTAssertEqual(found.code, 0, found.output)
        XCTAssertFalse(found.output.contains("warning"), found.output)

        let wrong = try harness(["Specs", "--no-reports", "--fonts", "NoSuchFolder"])
        XCTAssertEqual(wrong.code, 2, wrong.output)
        XCTAssertTrue(wrong.output.contains("--fonts: the fonts folder 'NoSuchFolder' is not a readable folder"), wrong.output)
    }
}
