import TextLayout

/// What a view shows that gives it its size: its text and font, and the options of its kind
/// (docs/spec-format.md, "Content"). One field per spec attribute, nil when the spec does not
/// give it; the engine fills in UIKit's defaults when it measures.
///
/// A label, button, text field or text view is measured only when the spec gives at least one
/// of its content attributes (a text view also needs `scrollEnabled="NO"`), so specs written
/// with invented `intrinsicWidth`/`intrinsicHeight` keep their meaning; an explicit intrinsic
/// size still wins, axis by axis. UIKit's controls are always measured.
public struct ViewContent: Hashable, Sendable {
    /// A label's, text field's or text view's `text`.
    public var text: String?
    /// A button's `title`.
    public var title: String?
    /// A text field's `placeholder`, shown (and measured) while its text is empty.
    public var placeholder: String?
    /// The font; nil: the kind's default (17-pt system font; 15 pt for a button's title).
    public var font: FontDescriptor?
    /// A label's `numberOfLines`: 0 means no limit; nil: 1.
    public var numberOfLines: Int?
    /// How a label or button title wraps and truncates; nil: `tailTruncation` for a label,
    /// `middleTruncation` for a button (UIKit's defaults).
    public var lineBreakMode: LineBreakMode?
    /// A button's `buttonType`; nil: `system`.
    public var buttonType: ButtonType?
    /// A button's content insets (`top left bottom right`), added to its title's size; nil: none.
    public var contentInsets: EdgeInsets?
    /// A text field's `borderStyle`; nil: `roundedRect` (Interface Builder's default).
    public var borderStyle: TextFieldBorderStyle?
    /// A text view's `scrollEnabled`; nil: YES (a scrolling text view has no intrinsic size).
    public var scrollEnabled: Bool?
    /// A segmented control's segment titles, in order.
    public var segments: [String]?
    /// An activity indicator's `style` (medium or large); nil: medium.
    public var activityIndicatorStyle: ActivityIndicatorStyle?
    /// A date picker's `style` (wheels, compact or inline); nil: wheels.
    public var datePickerStyle: DatePickerStyle?
    /// A page control's `numberOfPages`; nil: 3 (Interface Builder's default).
    public var numberOfPages: Int?

    /// No content attribute given.
    public static let none = ViewContent()

    /// Whether any content attribute is given.
    public var isEmpty: Bool { self == .none }

    /// This content with every field `other` gives replaced.
    public func merging(_ other: ViewContent) -> ViewContent {
        guard !other.isEmpty else { return self }
        var result = self
        if let value = other.text { result.text = value }
        if let value = other.title { result.title = value }
        if let value = other.placeholder { result.placeholder = value }
        if let value = other.font { result.font = value }
        if let value = other.numberOfLines { result.numberOfLines = value }
        if let value = other.lineBreakMode { result.lineBreakMode = value }
        if let value = other.buttonType { result.buttonType = value }
        if let value = other.contentInsets { result.contentInsets = value }
        if let value = other.borderStyle { result.borderStyle = value }
        if let value = other.scrollEnabled { result.scrollEnabled = value }
        if let value = other.segments { result.segments = value }
        if let value = other.activityIndicatorStyle { result.activityIndicatorStyle = value }
        if let value = other.datePickerStyle { result.datePickerStyle = value }
        if let value = other.numberOfPages { result.numberOfPages = value }
        return result
    }

    /// The given attributes, each with its value spelt as in a spec, in attribute order.
    public var setAttributes: [(name: ViewAttributeName, value: String)] {
        var list: [(ViewAttributeName, String)] = []
        func add(_ name: ViewAttributeName, _ value: String?) { if let value { list.append((name, value)) } }
        add(.text, text)
        add(.title, title)
        add(.placeholder, placeholder)
        add(.font, font?.specSpelling)
        add(.numberOfLines, numberOfLines.map(String.init))
        add(.lineBreakMode, lineBreakMode?.rawValue)
        add(.buttonType, buttonType?.rawValue)
        add(.contentInsets, contentInsets?.description)
        add(.borderStyle, borderStyle?.rawValue)
        add(.scrollEnabled, scrollEnabled.map { $0 ? "YES" : "NO" })
        add(.segments, segments.map { $0.joined(separator: ViewContent.segmentSeparator) })
        add(.style, activityIndicatorStyle?.rawValue ?? datePickerStyle?.rawValue)
        add(.numberOfPages, numberOfPages.map(String.init))
        return list
    }

    /// What separates segment titles in `segments` (`Day|Week|Month`).
    public static let segmentSeparator = "|"
}

/// `UIButton.ButtonType`, spelt as Interface Builder writes `buttonType`.
public enum ButtonType: String, CaseIterable, Hashable, Sendable {
    case system
    case custom
    /// The pre-iOS 7 name of `system`; sized the same.
    case roundedRect
    case detailDisclosure
    case infoLight
    case infoDark
    case contactAdd
    case close

    /// Whether the button shows one of UIKit's glyphs (22 × 22 points) rather than only a title.
    public var showsGlyph: Bool {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd: return true
        default: return false
        }
    }
}
