import XCTest
import TextLayout

/// UIKit controls' intrinsic sizes and default priorities by iOS version.
final class UIKitControlsTests: XCTestCase {
    private let fonts = FontLibrary.boxFonts()

    private func size(_ control: UIKitControl, _ version: Int) -> IntrinsicSize {
        UIKitControls.intrinsicSize(of: control, systemVersion: SystemVersion(major: version), fonts: fonts)
    }

    private func pair(_ size: IntrinsicSize) -> [Double?] {
        [size.width, size.height]
    }

    func testSwitchChangedOnIOS26AndHugsAt750() {
        let modern = size(.switch, 26)
        XCTAssertEqual(pair(modern), [63, 28])
        XCTAssertEqual(modern.hugging, 750)
        XCTAssertEqual(modern.compressionResistance, 750)
        XCTAssertEqual(pair(size(.switch, 18)), [51, 31])
        XCTAssertEqual(pair(size(.switch, 12)), [51, 31])
        XCTAssertEqual(pair(UIKitControls.intrinsicSize(of: .switch, fonts: fonts)), [63, 28]) // default: 26
    }

    func testFixedSizeControlsByVersion() {
        XCTAssertEqual(pair(size(.stepper, 26)), [94, 32])
        XCTAssertEqual(pair(size(.stepper, 18)), [94, 32])
        XCTAssertEqual(pair(size(.stepper, 12)), [94, 29])
        XCTAssertEqual(size(.stepper, 18).hugging, 750)
        XCTAssertEqual(pair(size(.slider, 26)), [nil, 34])
        XCTAssertEqual(pair(size(.slider, 18)), [nil, 31])
        XCTAssertEqual(size(.slider, 18).hugging, 250)
        XCTAssertEqual(pair(size(.activityIndicatorView(.medium), 26)), [20, 20])
        XCTAssertEqual(pair(size(.activityIndicatorView(.large), 18)), [37, 37])
        XCTAssertEqual(size(.activityIndicatorView(.large), 18).hugging, 750)
        XCTAssertEqual(pair(size(.progressView, 13)), [nil, 2])
        XCTAssertEqual(pair(size(.progressView, 18)), [nil, 4])
        XCTAssertEqual(pair(size(.pageControl(numberOfPages: 3), 12)), [39, 37])
        XCTAssertEqual(pair(size(.pageControl(numberOfPages: 0), 12)), [0, 37])
        XCTAssertEqual(pair(size(.pageControl(numberOfPages: -5), 12)), [0, 37])
        XCTAssertNotNil(size(.pageControl(numberOfPages: 3), 26).note)
        XCTAssertEqual(pair(size(.searchBar, 10)), [nil, 44])
        XCTAssertEqual(pair(size(.searchBar, 18)), [nil, 56])
        XCTAssertEqual(pair(size(.searchBar, 26)), [nil, 64])
        XCTAssertEqual(pair(size(.pickerView, 26)), [320, 216])
        XCTAssertEqual(pair(size(.datePicker(.wheels), 18)), [320, 216])
        XCTAssertEqual(pair(size(.datePicker(.compact), 26)), [nil, nil])
        XCTAssertNotNil(size(.datePicker(.compact), 26).note)
    }

    func testSegmentedControlWidthComesFromItsWidestTitle() {
        // Box 13 pt: "Three" is 5 × 6.5 = 32.5; 3 segments of 32.5 + 20.4 → 158.7 → 159 (iOS 13+),
        // of 32.5 + 15 → 142.5 → 143 (iOS 7–12).
        let titles = UIKitControl.segmentedControl(titles: ["One", "Two", "Three"])
        XCTAssertEqual(pair(size(titles, 26)), [159, 32])
        XCTAssertEqual(pair(size(titles, 18)), [159, 32])
        XCTAssertEqual(pair(size(titles, 12)), [143, 29])
        XCTAssertEqual(pair(size(.segmentedControl(titles: []), 26)), [0, 32])
    }

    func testSegmentedControlWithInterAgainstIBFrames() throws {
        // IB (Xcode 15) drew these unconstrained controls 194, 211 and 200 wide.
        let inter = try FontLibrary()
        func width(_ titles: [String]) -> Double? {
            UIKitControls.intrinsicSize(of: .segmentedControl(titles: titles), systemVersion: SystemVersion(major: 18), fonts: inter).width
        }
        XCTAssertEqual(width(["Top", "Bottom", "Center"]), 194)
        XCTAssertEqual(width(["None", "Gray", "Color", "Blur"]), 212)
        XCTAssertEqual(width(["Regular", "Light", "Subtle"]), 200)
    }

    func testTextFieldHeights() {
        let fourteen = Font.box(pointSize: 14)
        XCTAssertEqual(UIKitControls.textField(text: "", placeholder: "Email", font: fourteen).height, 34)
        XCTAssertEqual(UIKitControls.textField(text: "", font: fourteen, systemVersion: SystemVersion(major: 18)).height, 34)
        XCTAssertEqual(UIKitControls.textField(text: "", font: fourteen, systemVersion: SystemVersion(major: 12)).height, 30)
        // Width: the placeholder (5 × 7) plus 7 each side; the text wins when there is one.
        XCTAssertEqual(UIKitControls.textField(text: "", placeholder: "Email", font: fourteen).width, 49)
        XCTAssertEqual(UIKitControls.textField(text: "ab", placeholder: "Email", font: fourteen).width, 28)
        // Borderless 17 pt: 22 (iOS 13+), 21 before; 20 pt: 24.
        let body = Font.box(pointSize: 17)
        XCTAssertEqual(UIKitControls.textField(text: "x", font: body, borderStyle: .none).height, 22)
        XCTAssertEqual(UIKitControls.textField(text: "x", font: body, borderStyle: .none,
                                               systemVersion: SystemVersion(major: 12)).height, 21)
        XCTAssertEqual(UIKitControls.textField(text: "x", font: .box(pointSize: 20), borderStyle: .none).height, 24)
        // A 28-pt font: 33.41 line, 13.13 taller than 17 pt's, so 34 + 14.
        XCTAssertEqual(UIKitControls.textField(text: "x", font: .box(pointSize: 28)).height, 48)
        XCTAssertEqual(UIKitControls.textField(text: "x", font: body).hugging, 250)
    }

    func testButtons() {
        let fifteen = Font.box(pointSize: 15)
        // "Buy" is 22.5 wide: the 30-point minimum; 17.9 + 12 → 30 high.
        XCTAssertEqual(pair(UIKitControls.button(title: "Buy", font: fifteen)), [30, 30])
        XCTAssertEqual(pair(UIKitControls.button(title: "", font: fifteen)), [30, 30])
        // "Add to cart" 82.5 → 83, plus insets 8 16 8 16.
        let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        XCTAssertEqual(pair(UIKitControls.button(title: "Add to cart", font: fifteen, contentInsets: insets)), [115, 46])
        // Heights from IB frames: 12 pt → 27, 17 pt → 33, 28 pt → 46.
        XCTAssertEqual(UIKitControls.button(title: "x", font: .box(pointSize: 12)).height, 27)
        XCTAssertEqual(UIKitControls.button(title: "x", font: .box(pointSize: 17)).height, 33)
        XCTAssertEqual(UIKitControls.button(title: "x", font: .box(pointSize: 28)).height, 46)
    }

    func testTextViewWithScrollingOff() {
        // Box 10 pt inside 5-point padding each side and 8-point insets: "aaa bbb ccc" at 50 wide
        // lays out in 40: two lines.
        let (size, text) = UIKitControls.textView(text: "aaa bbb ccc", font: .box(pointSize: 10), width: 50)
        XCTAssertEqual(text.lines.map(\.text), ["aaa bbb", "ccc"])
        XCTAssertEqual(size.width, 45)
        XCTAssertEqual(size.height, 40) // 24 + 16
        XCTAssertEqual(UIKitControls.textView(text: "", font: .box(pointSize: 10)).size.height, 28)
    }

    func testSystemVersionParsing() {
        XCTAssertEqual(SystemVersion(parsing: "26")?.major, 26)
        XCTAssertEqual(SystemVersion(parsing: "17.4")?.major, 17)
        XCTAssertEqual(SystemVersion(parsing: "12.0.1")?.major, 12)
        for bad in ["", "ios26", "26.", ".5", "1.2.3.4", "-3", "0", "99999"] {
            XCTAssertNil(SystemVersion(parsing: bad), bad)
        }
        XCTAssertEqual(ActivityIndicatorStyle(name: "whiteLarge"), .large)
        XCTAssertEqual(ActivityIndicatorStyle(name: "gray"), .medium)
    }
}
