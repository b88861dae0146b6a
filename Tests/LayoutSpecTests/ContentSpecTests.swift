import TextLayout
import XCTest
@testable import LayoutSpec

/// Text, fonts, UIKit's controls and the environment's text settings, as the loader reads them.
final class ContentSpecTests: XCTestCase {
    func testContentFixtureLoadsToTheExpectedModel() throws {
        let result = SpecLoader.load(contentsOf: Fixtures.path("Valid/Content.xml"))
        XCTAssertEqual(result.diagnostics, [])
        let spec = try XCTUnwrap(result.spec)

        let environments = spec.environments
        XCTAssertEqual(environments.map(\.scale), [2, 3, 2])
        XCTAssertEqual(environments.map(\.contentSizeCategory), [.accessibilityExtraExtraExtraLarge, .large, .large])
        XCTAssertEqual(environments.map(\.language), [nil, .code("ar"), .pseudo(.doubleLength)])
        XCTAssertEqual(environments.map(\.systemVersion), [SystemVersion(major: 18), .default, .default])
        XCTAssertEqual(environments.map(\.layoutDirection), [.leftToRight, .rightToLeft, .leftToRight],
                       "Arabic lays out right to left")

        let scene = spec.scenes[0]
        func content(_ id: String) throws -> ViewContent { try XCTUnwrap(scene.view(withID: id)).attributes.content }
        XCTAssertEqual(try content("title"), ViewContent(text: "Welcome back", font: .textStyle(.largeTitle), numberOfLines: 0,
                                                         lineBreakMode: .wordWrap))
        XCTAssertEqual(try content("padded").text, "  two spaces  ", "texts are kept as written")
        XCTAssertEqual(try content("buy"), ViewContent(title: "Add to cart", font: .system(size: 15, weight: .bold),
                                                       lineBreakMode: .clip, buttonType: .system,
                                                       contentInsets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)))
        XCTAssertEqual(try content("email"), ViewContent(placeholder: "you@example.com", font: .textStyle(.body),
                                                         borderStyle: .roundedRect))
        XCTAssertEqual(try content("notes"), ViewContent(text: "Notes", font: .named("Futura-Medium", size: 16), scrollEnabled: false))
        XCTAssertEqual(try content("range").segments, ["Day", "Week", "Month"])
        XCTAssertEqual(try content("spinner").activityIndicatorStyle, .large)
        XCTAssertEqual(try content("date").datePickerStyle, .wheels)
        XCTAssertEqual(try content("pages").numberOfPages, 5)
        XCTAssertEqual(try content("lowPower"), .none)

        let kinds = scene.allViews.map(\.kind)
        XCTAssertEqual(kinds, [.view, .label, .label, .button, .textField, .textView, .switch, .segmentedControl,
                               .activityIndicatorView, .datePicker, .pageControl, .slider, .tableView, .view])
        let lowPower = try XCTUnwrap(scene.view(withID: "lowPower"))
        XCTAssertEqual(lowPower.attributes.horizontalHuggingPriority, 750, "a switch hugs at 750")
        XCTAssertEqual(lowPower.attributes.verticalHuggingPriority, 750)
        XCTAssertEqual(try XCTUnwrap(scene.view(withID: "volume")).attributes.horizontalHuggingPriority, 250)

        // A variation changes the font; a state changes texts.
        let title = try XCTUnwrap(scene.view(withID: "title"))
        XCTAssertEqual(title.effectiveAttributes(in: SizeClassPair(width: .regular, height: .regular)).content.font,
                       .system(size: 40, weight: .bold))
        let german = try XCTUnwrap(scene.resolved(for: SizeClassPair(width: .compact, height: .regular), state: "german"))
        let resolvedTitle = try XCTUnwrap(german.root.subviews.first)
        XCTAssertEqual(resolvedTitle.attributes.content.text, "Willkommen zurück")
        XCTAssertEqual(resolvedTitle.attributes.content.numberOfLines, 2)
        XCTAssertEqual(resolvedTitle.attributes.content.font, .textStyle(.largeTitle), "what the state does not set stays")
    }

    func testControlHuggingMatchesTextLayoutsTable() {
        let fonts = FontLibrary.boxFonts()
        let controls: [(ViewKind, UIKitControl)] = [
            (.switch, .switch), (.slider, .slider), (.stepper, .stepper), (.segmentedControl, .segmentedControl(titles: ["A"])),
            (.activityIndicatorView, .activityIndicatorView(.medium)), (.progressView, .progressView),
            (.pageControl, .pageControl(numberOfPages: 3)), (.searchBar, .searchBar), (.datePicker, .datePicker(.wheels)),
            (.pickerView, .pickerView),
        ]
        for (kind, control) in controls {
            XCTAssertTrue(kind.isControl, kind.rawValue)
            XCTAssertEqual(kind.defaultHuggingPriority, UIKitControls.intrinsicSize(of: control, fonts: fonts).hugging, kind.rawValue)
        }
        XCTAssertEqual(ViewKind.allCases.filter(\.isControl).count, controls.count)
    }

    func testBadContentValuesAreLocatedWithHints() {
        let text = """
        <spec>
          <scene name="S">
            <view id="root">
              <label id="a" text="Hi" font="bodyy" numberOfLines="-1" lineBreakMode="tailTruncaton"/>
              <label id="b" font="system 17 semibolt"/>
              <label id="c" font="sytem big"/>
              <label id="d" font="body 17"/>
              <button id="e" title="Go" buttonType="sytem" contentInsets="1 2 3"/>
              <textField id="f" borderStyle="rounded"/>
              <activityIndicatorView id="g" style="huge"/>
              <pageControl id="h" numberOfPages="two"/>
              <textView id="i" scrollEnabled="maybe"/>
            </view>
          </scene>
        </spec>
        """
        XCTAssertEqual(rendered(load(text).diagnostics), [
            "4:37: error: invalid font 'bodyy' for 'font': unknown font 'bodyy': a text style (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2), 'system 17', 'boldSystem 15', or a font name with a size ('bodyy 16'); did you mean 'body'?",
            "4:59: error: invalid value '-1' for 'numberOfLines': write a whole number from 0 to 1000000",
            "4:78: error: invalid value 'tailTruncaton' for 'lineBreakMode'; did you mean 'tailTruncation'?",
            "5:27: error: invalid font 'system 17 semibolt' for 'font': unknown weight 'semibolt': expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black; did you mean 'system 17 semibold'?",
            "6:27: error: invalid font 'sytem big' for 'font': 'big' in 'sytem big' is not a point size (a number such as 17 or 13.5); did you mean 'system big'?",
            "7:27: error: invalid font 'body 17' for 'font': the text style 'body' takes no size or weight: its size comes from the content size category (write 'system 17' for a fixed size)",
            "8:45: error: invalid value 'sytem' for 'buttonType'; did you mean 'system'?",
            "8:67: error: 'contentInsets' needs 4 numbers (top left bottom right), got 3: '1 2 3'",
            "9:38: error: invalid value 'rounded' for 'borderStyle'; expected one of: none, line, bezel, roundedRect",
            "10:44: error: invalid value 'huge' for 'style'; expected one of: medium, large",
            "11:42: error: invalid value 'two' for 'numberOfPages': write a whole number from 0 to 1000000",
            "12:39: error: invalid boolean 'maybe' for 'scrollEnabled'; use YES, NO, true or false",
        ])
    }

    func testContentAttributesOnTheWrongKind() {
        let text = """
        <spec>
          <scene name="S">
            <view id="root" text="x">
              <label id="a" title="Hi"/>
              <button id="b" text="Go"/>
              <switch id="c" font="body"/>
              <label id="d" txt="Hi"/>
              <variation key="widthClass=regular" numberOfLines="2"/>
            </view>
            <state name="s">
              <set item="b" placeholder="p"/>
            </state>
          </scene>
        </spec>
        """
        XCTAssertEqual(rendered(load(text).diagnostics), [
            "3:21: error: attribute 'text' is only allowed on <label>, <textField>, <textView>, not on <view>",
            "4:21: error: attribute 'title' is only allowed on <button>, not on <label>; a label's text is its 'text'",
            "5:22: error: attribute 'text' is only allowed on <label>, <textField>, <textView>, not on <button>; a button's text is its 'title'",
            "6:22: error: attribute 'font' is only allowed on <label>, <button>, <textField>, <textView>, not on <switch>",
            "7:21: error: unknown attribute 'txt' on <label>; did you mean 'text'?",
            "8:43: error: attribute 'numberOfLines' is only allowed on <label>; this variation belongs to a <view>",
            "11:21: error: 'placeholder' does not apply to 'b', a button",
        ])
    }

    func testBadEnvironmentTextSettings() {
        let text = """
        <spec>
          <environments>
            <environment name="e" width="390" height="844" widthClass="compact" heightClass="regular"
                         scale="4" contentSizeCategory="accessibilityExtraLargeXL" language="doubleLenght" systemVersion="0"/>
            <environment name="f" width="390" height="844" widthClass="compact" heightClass="regular" language="german"/>
          </environments>
          <scene name="S"><view id="root"/></scene>
        </spec>
        """
        XCTAssertEqual(rendered(load(text).diagnostics), [
            "4:25: error: invalid scale '4' for 'scale': a display scale is 1, 2 or 3",
            "4:49: error: invalid value 'accessibilityExtraLargeXL' for 'contentSizeCategory'; did you mean 'accessibilityExtraLarge'?",
            "4:86: error: invalid language 'doubleLenght' for 'language'; did you mean 'doubleLength'?",
            "4:115: error: invalid systemVersion '0' for 'systemVersion': write an iOS version such as 26, 18 or 17.4",
            "5:105: error: invalid language 'german' for 'language': write a language code such as de or pt-BR, or a pseudolanguage: doubleLength, accented, bounded, rightToLeft",
        ])
    }

    func testExplicitDirectionBeatsTheLanguage() throws {
        let text = """
        <spec>
          <environments>
            <environment name="e" width="390" height="844" widthClass="compact" heightClass="regular"
                         language="he" layoutDirection="leftToRight"/>
            <environment name="f" width="390" height="844" widthClass="compact" heightClass="regular" language="rightToLeft"/>
          </environments>
          <scene name="S"><view id="root"/></scene>
        </spec>
        """
        let spec = try XCTUnwrap(load(text).spec)
        XCTAssertEqual(spec.environments.map(\.layoutDirection), [.leftToRight, .rightToLeft])
        XCTAssertEqual(spec.environments.map(\.scale), [2, 2])
    }
}
