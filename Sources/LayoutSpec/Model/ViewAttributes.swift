/// The attributes of a view that variations and states can change, every one typed.
///
/// Stack attributes (`axis` … `baselineRelativeArrangement`) are meaningful for `stackView` only and
/// keep their defaults on other kinds (the loader rejects them there).
public struct ViewAttributes: Hashable, Sendable {
    /// Intrinsic content width in points; nil = `none` (no intrinsic metric).
    public var intrinsicWidth: Double?
    /// Intrinsic content height in points; nil = `none`.
    public var intrinsicHeight: Double?
    public var horizontalHuggingPriority: Double
    public var verticalHuggingPriority: Double
    public var horizontalCompressionResistancePriority: Double
    public var verticalCompressionResistancePriority: Double
    /// Explicit first-baseline offset from the top; nil = the kind's default (see `Baseline`).
    public var firstBaseline: Double?
    /// Explicit last-baseline offset from the top; nil = the kind's default.
    public var lastBaseline: Double?
    public var hidden: Bool
    /// The view's layout margins. nil only on a scene's root view without explicit margins: the
    /// system margins of the environment (16/20 points leading and trailing, measured from the safe area).
    public var layoutMargins: EdgeInsets?
    /// Custom spacing after this arranged subview (`setCustomSpacing(_:after:)`); nil = the stack's spacing.
    public var spacingAfter: Double?
    /// False removes the view, its subtree and every constraint that involves them.
    public var installed: Bool
    public var axis: StackAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var spacing: StackSpacing
    public var layoutMarginsRelativeArrangement: Bool
    public var baselineRelativeArrangement: Bool
    /// Text, font and control options (labels, buttons, text fields, text views, controls);
    /// empty on other kinds (the loader rejects them there).
    public var content: ViewContent = .none
    /// The siblings the view may overlap without an `overlap` finding.
    public var allowsOverlap: OverlapAllowance = .none

    /// The format's defaults for a view of `kind`; `isRoot` leaves the margins to the system (nil).
    public static func defaults(for kind: ViewKind, isRoot: Bool = false) -> ViewAttributes {
        ViewAttributes(
            intrinsicWidth: nil, intrinsicHeight: nil,
            horizontalHuggingPriority: kind.defaultHuggingPriority,
            verticalHuggingPriority: kind.defaultHuggingPriority,
            horizontalCompressionResistancePriority: 750,
            verticalCompressionResistancePriority: 750,
            firstBaseline: nil, lastBaseline: nil,
            hidden: false,
            layoutMargins: isRoot ? nil : EdgeInsets(all: kind == .stackView ? 0 : 8),
            spacingAfter: nil,
            installed: true,
            axis: .horizontal, distribution: .fill, alignment: .fill, spacing: .points(0),
            layoutMarginsRelativeArrangement: false, baselineRelativeArrangement: false)
    }

    /// These attributes with every attribute `overrides` sets replaced.
    public func applying(_ overrides: ViewOverrides) -> ViewAttributes {
        var result = self
        if let value = overrides.intrinsicWidth { result.intrinsicWidth = value }
        if let value = overrides.intrinsicHeight { result.intrinsicHeight = value }
        if let value = overrides.horizontalHuggingPriority { result.horizontalHuggingPriority = value }
        if let value = overrides.verticalHuggingPriority { result.verticalHuggingPriority = value }
        if let value = overrides.horizontalCompressionResistancePriority { result.horizontalCompressionResistancePriority = value }
        if let value = overrides.verticalCompressionResistancePriority { result.verticalCompressionResistancePriority = value }
        if let value = overrides.firstBaseline { result.firstBaseline = value }
        if let value = overrides.lastBaseline { result.lastBaseline = value }
        if let value = overrides.hidden { result.hidden = value }
        if let value = overrides.layoutMargins { result.layoutMargins = value }
        if let value = overrides.spacingAfter { result.spacingAfter = value }
        if let value = overrides.installed { result.installed = value }
        if let value = overrides.axis { result.axis = value }
        if let value = overrides.distribution { result.distribution = value }
        if let value = overrides.alignment { result.alignment = value }
        if let value = overrides.spacing { result.spacing = value }
        if let value = overrides.layoutMarginsRelativeArrangement { result.layoutMarginsRelativeArrangement = value }
        if let value = overrides.baselineRelativeArrangement { result.baselineRelativeArrangement = value }
        result.content = result.content.merging(overrides.content)
        if let value = overrides.allowsOverlap { result.allowsOverlap = value }
        return result
    }

    /// The first baseline with the kind's default filled in (docs/spec-format.md, "Baselines").
    public func firstBaseline(for kind: ViewKind) -> Baseline {
        if let offset = firstBaseline { return .offset(offset) }
        return Baseline.defaultFirst(kind: kind, intrinsicHeight: intrinsicHeight)
    }

    /// The last baseline with the kind's default filled in.
    public func lastBaseline(for kind: ViewKind) -> Baseline {
        if let offset = lastBaseline { return .offset(offset) }
        return Baseline.defaultLast(kind: kind, intrinsicHeight: intrinsicHeight)
    }
}

/// The names of view attributes a variation or a state's `set` can change (the XML attribute names).
public enum ViewAttributeName: String, CaseIterable, Hashable, Sendable {
    case intrinsicWidth, intrinsicHeight
    case horizontalHuggingPriority, verticalHuggingPriority
    case horizontalCompressionResistancePriority, verticalCompressionResistancePriority
    case firstBaseline, lastBaseline
    case hidden, layoutMargins, spacingAfter, installed
    case axis, distribution, alignment, spacing, spacingType
    case layoutMarginsRelativeArrangement, baselineRelativeArrangement
    // Content (`ViewContent`), on the kinds `kinds` names.
    case text, title, placeholder, font, numberOfLines, lineBreakMode, buttonType, contentInsets, borderStyle
    case scrollEnabled, segments, style, numberOfPages
    case allowsOverlap

    /// Attributes that only a `stackView` has.
    public var isStackOnly: Bool {
        switch self {
        case .axis, .distribution, .alignment, .spacing, .spacingType, .layoutMarginsRelativeArrangement, .baselineRelativeArrangement:
            return true
        default:
            return false
        }
    }

    /// The kinds a content attribute belongs to; nil for the attributes every view has (and the
    /// stack attributes, see `isStackOnly`).
    public var kinds: [ViewKind]? {
        switch self {
        case .text: return [.label, .textField, .textView]
        case .title: return [.button]
        case .placeholder, .borderStyle: return [.textField]
        case .font: return [.label, .button, .textField, .textView]
        case .numberOfLines: return [.label]
        case .lineBreakMode: return [.label, .button]
        case .buttonType, .contentInsets: return [.button]
        case .scrollEnabled: return [.textView]
        case .segments: return [.segmentedControl]
        case .style: return [.activityIndicatorView, .datePicker]
        case .numberOfPages: return [.pageControl]
        default: return nil
        }
    }

    /// Whether a view of `kind` has this attribute.
    public func applies(to kind: ViewKind) -> Bool {
        if isStackOnly { return kind == .stackView }
        return kinds?.contains(kind) ?? true
    }
}

/// A validated, typed partial set of view attributes: what one variation or one state `set` changes.
/// A nil field is left alone; for `intrinsicWidth`/`intrinsicHeight`, `.some(nil)` sets `none`.
public struct ViewOverrides: Hashable, Sendable {
    public var intrinsicWidth: Double??
    public var intrinsicHeight: Double??
    public var horizontalHuggingPriority: Double?
    public var verticalHuggingPriority: Double?
    public var horizontalCompressionResistancePriority: Double?
    public var verticalCompressionResistancePriority: Double?
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    public var hidden: Bool?
    public var layoutMargins: EdgeInsets?
    public var spacingAfter: Double?
    public var installed: Bool?
    public var axis: StackAxis?
    public var distribution: StackDistribution?
    public var alignment: StackAlignment?
    /// Set by either `spacing` or `spacingType="standard"`.
    public var spacing: StackSpacing?
    public var layoutMarginsRelativeArrangement: Bool?
    public var baselineRelativeArrangement: Bool?
    /// The content attributes set (nil fields are left alone).
    public var content: ViewContent = .none
    public var allowsOverlap: OverlapAllowance?

    /// True when nothing is overridden.
    public var isEmpty: Bool { setAttributes.isEmpty }

    /// The attributes this set changes, each with its value spelled as in a spec.
    /// `spacing` covers `spacingType` (both write the stack's spacing).
    public var setAttributes: [(name: ViewAttributeName, value: String)] {
        var list: [(ViewAttributeName, String)] = []
        func add(_ name: ViewAttributeName, _ value: String?) { if let value { list.append((name, value)) } }
        add(.intrinsicWidth, intrinsicWidth.map { $0.map(formatNumber) ?? "none" })
        add(.intrinsicHeight, intrinsicHeight.map { $0.map(formatNumber) ?? "none" })
        add(.horizontalHuggingPriority, horizontalHuggingPriority.map(formatNumber))
        add(.verticalHuggingPriority, verticalHuggingPriority.map(formatNumber))
        add(.horizontalCompressionResistancePriority, horizontalCompressionResistancePriority.map(formatNumber))
        add(.verticalCompressionResistancePriority, verticalCompressionResistancePriority.map(formatNumber))
        add(.firstBaseline, firstBaseline.map(formatNumber))
        add(.lastBaseline, lastBaseline.map(formatNumber))
        add(.hidden, hidden.map { $0 ? "YES" : "NO" })
        add(.layoutMargins, layoutMargins.map { $0.description })
        add(.spacingAfter, spacingAfter.map(formatNumber))
        add(.installed, installed.map { $0 ? "YES" : "NO" })
        add(.axis, axis?.rawValue)
        add(.distribution, distribution?.rawValue)
        add(.alignment, alignment?.rawValue)
        add(.spacing, spacing?.description)
        add(.layoutMarginsRelativeArrangement, layoutMarginsRelativeArrangement.map { $0 ? "YES" : "NO" })
        add(.baselineRelativeArrangement, baselineRelativeArrangement.map { $0 ? "YES" : "NO" })
        add(.allowsOverlap, allowsOverlap?.description)
        return list + content.setAttributes
    }
}
