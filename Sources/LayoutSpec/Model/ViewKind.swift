/// The view element kinds of the format, named as Interface Builder names the elements.
public enum ViewKind: String, CaseIterable, Hashable, Sendable, Codable {
    case view
    case label
    case button
    case imageView
    case textField
    case textView
    case stackView
    case scrollView
    // UIKit's controls, sized by UIKit's intrinsic sizes (docs/text.md, "UIKit's controls").
    case `switch`
    case slider
    case stepper
    case segmentedControl
    case activityIndicatorView
    case progressView
    case pageControl
    case searchBar
    case datePicker
    case pickerView
    // Containers, laid out as plain views: no intrinsic size, subviews allowed.
    case tableView
    case collectionView
    case containerView
    case webView
    case mapView
    case visualEffectView

    /// IB's default content hugging priority: 251 for `label` and `imageView`, 750 for the
    /// controls that never stretch (`switch`, `stepper`, `activityIndicatorView`, as
    /// `TextLayout.UIKitControls` gives them), 250 otherwise.
    public var defaultHuggingPriority: Double {
        switch self {
        case .label, .imageView: return 251
        case .switch, .stepper, .activityIndicatorView: return 750
        default: return 250
        }
    }

    /// Whether the kind draws text and so has text baselines (label, button, textField, textView).
    public var hasTextBaselines: Bool {
        switch self {
        case .label, .button, .textField, .textView: return true
        default: return false
        }
    }

    /// Whether a line of text can wrap to several lines (label, textView): the last baseline then
    /// sits at the bottom line, the first at the top line.
    public var isMultiline: Bool { self == .label || self == .textView }

    /// Whether the kind is one of UIKit's self-sizing controls (`switch` … `pickerView`), which
    /// always have their intrinsic size (an explicit `intrinsicWidth`/`intrinsicHeight` wins).
    public var isControl: Bool {
        switch self {
        case .switch, .slider, .stepper, .segmentedControl, .activityIndicatorView, .progressView,
             .pageControl, .searchBar, .datePicker, .pickerView:
            return true
        default:
            return false
        }
    }
}

/// `UIStackView.axis`.
public enum StackAxis: String, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical
}

/// `UIStackView.Distribution`.
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
}

/// `UIStackView.Alignment` (`leading` = `top` and `trailing` = `bottom` in UIKit, kept apart here as written).
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    case fill
    case leading
    case top
    case firstBaseline
    case center
    case trailing
    case bottom
    case lastBaseline
}

/// A stack's `spacing`: a number of points, or `spacingType="standard"` (the system spacing, 8 points).
public enum StackSpacing: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    case standard

    /// The system spacing between siblings the harness uses for `standard`.
    public static let standardValue: Double = 8

    /// The spacing in points.
    public var value: Double {
        switch self {
        case .points(let points): return points
        case .standard: return StackSpacing.standardValue
        }
    }

    public var description: String {
        switch self {
        case .points(let points): return formatNumber(points)
        case .standard: return "standard"
        }
    }
}
