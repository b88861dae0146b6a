/// UIKit's controls and their intrinsic sizes by iOS version: the one table of control sizes
/// (sources in docs/text.md, "UIKit's controls").
///
/// Sizes come from the frames Interface Builder computed with UIKit for controls that no
/// constraint or stack view sized, across public storyboards of each Xcode generation. Where
/// the data is thin the size carries a `note`.
public enum UIKitControls {
    /// The size of a control that sizes itself (segmented controls measure their titles).
    public static func intrinsicSize(
        of control: UIKitControl, systemVersion: SystemVersion = .default,
        fonts: FontLibrary, measurer: TextMeasurer? = nil
    ) -> IntrinsicSize {
        let era = systemVersion.controlEra
        switch control {
        case .switch:
            return era == .modern
                ? IntrinsicSize(width: 63, height: 28, hugging: 750, compressionResistance: 750)
                : IntrinsicSize(width: 51, height: 31, hugging: 750, compressionResistance: 750)
        case .slider:
            return era == .modern
                ? IntrinsicSize(width: nil, height: 34, note: "iOS 26 sliders were 34 high in most IB frames, 37 in some")
                : IntrinsicSize(width: nil, height: 31)
        case .stepper:
            return IntrinsicSize(width: 94, height: era == .classic ? 29 : 32, hugging: 750, compressionResistance: 750)
        case .segmentedControl(let titles):
            return segmentedControl(titles: titles, era: era, fonts: fonts, measurer: measurer)
        case .activityIndicatorView(let style):
            let side: Double = style == .large ? 37 : 20
            return IntrinsicSize(width: side, height: side, hugging: 750, compressionResistance: 750)
        case .progressView:
            switch systemVersion.major {
            case ...13: return IntrinsicSize(width: nil, height: 2)
            default: return IntrinsicSize(width: nil, height: 4, note: "progress view height 4 from few IB frames (iOS 14)")
            }
        case .pageControl(let pages):
            let count = Double(min(max(pages, 0), 1000))
            let width = count > 0 ? 16 * count - 9 : 0
            return IntrinsicSize(width: width, height: 37,
                                 note: systemVersion.major >= 14 ? "page control redesigned in iOS 14; the earlier size is used" : nil)
        case .searchBar:
            switch systemVersion.major {
            case ...10: return IntrinsicSize(width: nil, height: 44)
            case ...18: return IntrinsicSize(width: nil, height: 56)
            default: return IntrinsicSize(width: nil, height: 64, note: "iOS 26 search bar height 64 from two IB frames")
            }
        case .datePicker(let style):
            switch style {
            case .wheels:
                return IntrinsicSize(width: 320, height: 216)
            case .compact, .inline:
                return IntrinsicSize(width: nil, height: nil,
                                     note: "the \(style.rawValue) date picker's size is not known off the device; give its size")
            }
        case .pickerView:
            return IntrinsicSize(width: 320, height: 216)
        }
    }

    /// A text field's size: a fixed height by border style (growing with fonts taller than
    /// 17 pt) and the width of its text, or of its placeholder when the text is empty.
    public static func textField(
        text: String, placeholder: String = "", font: Font, borderStyle: TextFieldBorderStyle = .roundedRect,
        systemVersion: SystemVersion = .default, scale: Double = 2, measurer: TextMeasurer? = nil
    ) -> IntrinsicSize {
        let era = systemVersion.controlEra
        let shown = text.isEmpty ? placeholder : text
        let textWidth = measure(shown, font: font, scale: scale, measurer: measurer).width
        let lineHeight = font.lineHeight
        let growth = PixelRounding.ceilToPoint(max(lineHeight - bodyLineHeight, 0))
        switch borderStyle {
        case .none:
            let height = era == .classic ? PixelRounding.ceilToPoint(lineHeight) : max(22, PixelRounding.ceilToPoint(lineHeight))
            return IntrinsicSize(width: textWidth, height: height)
        case .roundedRect, .line, .bezel:
            let height = (era == .classic ? 30 : 34) + growth
            return IntrinsicSize(width: textWidth + 2 * textFieldHorizontalInset, height: height,
                                 note: borderStyle == .roundedRect
                                     ? "the 7-point text insets of the width are UIKit's, not confirmed by measured frames"
                                     : "\(borderStyle.rawValue) text fields are sized like roundedRect ones (no measured frames)")
        }
    }

    /// A system button (UIKit's legacy style, no `UIButton.Configuration`): the title's width
    /// (at least 30) and its line height plus 12, rounded up to whole points, plus the content
    /// insets on each side.
    public static func button(
        title: String, font: Font, contentInsets: EdgeInsets = .zero, scale: Double = 2, measurer: TextMeasurer? = nil
    ) -> IntrinsicSize {
        let titleWidth = measure(title, font: font, scale: scale, measurer: measurer).width
        let width = max(titleWidth, minimumButtonSide) + contentInsets.left + contentInsets.right
        let height = PixelRounding.ceilToPoint(font.lineHeight + buttonVerticalPadding) + contentInsets.top + contentInsets.bottom
        return IntrinsicSize(width: max(width, 0), height: max(height, 0))
    }

    /// A text view with scrolling off: its text laid out like a multi-line label inside UIKit's
    /// text container insets (8 points above and below) and line fragment padding (5 points each
    /// side). With scrolling on a text view has no intrinsic size.
    public static func textView(
        text: String, font: Font, width: Double? = nil, scale: Double = 2, measurer: TextMeasurer? = nil
    ) -> (size: IntrinsicSize, text: TextMeasurement) {
        let padding = 2 * textViewLineFragmentPadding
        let limit = TextLayouter.sanitizedWidth(width).map { max($0 - padding, 0) }
        let request = TextMeasurer.Request(text: text, font: font, scale: scale, numberOfLines: 0,
                                           lineBreakMode: .wordWrap, width: limit)
        let measured = measurer?.measure(request)
            ?? TextLayouter.measure(text, font: font, scale: request.scale, numberOfLines: 0, lineBreakMode: .wordWrap, width: limit)
        // An empty text view still shows one line for the caret.
        let textHeight = text.isEmpty ? PixelRounding.ceilToPixel(font.lineHeight, scale: request.scale) : measured.height
        let size = IntrinsicSize(width: measured.width + padding, height: textHeight + 2 * textViewVerticalInset,
                                 note: "text view insets are UIKit's documented defaults, not measured frames")
        return (size, measured)
    }

    // MARK: The numbers (docs/text.md)

    /// UIButton: title line height + 12 (IB frames: 15 pt → 30, 17 pt → 33, 28 pt → 46).
    static let buttonVerticalPadding = 12.0
    /// UIButton: the smallest intrinsic width (and an empty title's size).
    static let minimumButtonSide = 30.0
    /// UITextField roundedRect: text inset from each side.
    static let textFieldHorizontalInset = 7.0
    /// The 17-pt system font's line height, up to which text fields keep their fixed height.
    static let bodyLineHeight = 17 * (Font.SystemMetrics.ascender + Font.SystemMetrics.descender) / Font.SystemMetrics.unitsPerEm
    /// UITextView: `textContainerInset` top and bottom.
    static let textViewVerticalInset = 8.0
    /// UITextView: `textContainer.lineFragmentPadding` on each side.
    static let textViewLineFragmentPadding = 5.0
    /// UISegmentedControl: the space around each segment's title, by era (13 pt system font).
    static func segmentPadding(_ era: SystemVersion.ControlEra) -> Double {
        era == .classic ? 15 : 20.4
    }

    private static func segmentedControl(
        titles: [String], era: SystemVersion.ControlEra, fonts: FontLibrary, measurer: TextMeasurer?
    ) -> IntrinsicSize {
        let font = fonts.resolve(.system(size: 13, weight: .regular)).font
        let widest = titles.map { title in
            (measurer?.measure(title, font: font) ?? TextLayouter.measure(title, font: font)).lines.first?.width ?? 0
        }.max() ?? 0
        let width = titles.isEmpty ? 0 : PixelRounding.ceilToPoint(Double(titles.count) * (widest + segmentPadding(era)))
        return IntrinsicSize(width: width, height: era == .classic ? 29 : 32,
                             note: "segment widths fitted to IB frames of a few unconstrained segmented controls")
    }

    private static func measure(_ text: String, font: Font, scale: Double, measurer: TextMeasurer?) -> TextMeasurement {
        measurer?.measure(text, font: font, scale: scale) ?? TextLayouter.measure(text, font: font, scale: scale)
    }
}

/// A UIKit control that sizes itself.
public enum UIKitControl: Sendable, Hashable {
    case `switch`
    case slider
    case stepper
    /// Equal-width segments, each as wide as the widest title plus padding.
    case segmentedControl(titles: [String])
    case activityIndicatorView(ActivityIndicatorStyle)
    case progressView
    case pageControl(numberOfPages: Int)
    case searchBar
    case datePicker(DatePickerStyle)
    case pickerView
}

/// `UIActivityIndicatorView.Style`: medium (20 × 20) or large (37 × 37).
public enum ActivityIndicatorStyle: String, Sendable, Hashable, CaseIterable {
    case medium
    case large

    /// Parses `medium`, `large`, and IB's older `gray`, `white` (medium) and `whiteLarge` (large).
    public init?(name: String) {
        switch name {
        case "medium", "gray", "white": self = .medium
        case "large", "whiteLarge": self = .large
        default: return nil
        }
    }
}

/// `UIDatePickerStyle`. Only the wheels have a known size (320 × 216).
public enum DatePickerStyle: String, Sendable, Hashable, CaseIterable {
    case wheels
    case compact
    case inline
}

/// `UITextField.BorderStyle`.
public enum TextFieldBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none
    case line
    case bezel
    case roundedRect
}

/// Insets in points, in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A view's intrinsic content size with its default content priorities.
public struct IntrinsicSize: Sendable, Hashable {
    /// Width in points; nil when the view has none (`UIView.noIntrinsicMetric`).
    public var width: Double?
    /// Height in points; nil when the view has none.
    public var height: Double?
    /// Content hugging priority, both axes (Interface Builder's default for the control).
    public var hugging: Double = 250
    /// Compression resistance priority, both axes.
    public var compressionResistance: Double = 750
    /// Set when the size is not confirmed by measured frames; a sentence for the user.
    public var note: String?
}

/// The iOS version an environment runs (`systemVersion`), which picks the control sizes.
public struct SystemVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version: 12, 18, 26, …
    public let major: Int

    /// iOS 26, the default.
    public static let `default` = SystemVersion(major: 26)

    public init(major: Int) {
        self.major = min(max(major, 1), 999)
    }

    /// Parses "26", "18", "17.4" or "12.0.1"; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(first), major >= 1 else { return nil }
        self.init(major: major)
    }

    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool { lhs.major < rhs.major }

    public var description: String { String(major) }

    /// The three generations of control sizes: iOS 7–12, iOS 13–18, and iOS 26 (and anything
    /// after 18).
    enum ControlEra {
        case classic
        case rounded
        case modern
    }

    var controlEra: ControlEra {
        switch major {
        case ...12: .classic
        case ...18: .rounded
        default: .modern
        }
    }
}
