/// `NSLayoutConstraint.Attribute`, with IB's names.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis an attribute measures along.
    public enum Axis: String, Hashable, Sendable {
        case horizontal
        case vertical
    }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// `width` and `height`: sizes rather than positions.
    public var isDimension: Bool { self == .width || self == .height }

    /// The margin forms (`leadingMargin`, `centerXWithinMargins`, ...).
    public var isMargin: Bool { withoutMargin != self }

    /// `firstBaseline` and `lastBaseline`.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute without its margin: `leadingMargin` → `leading`, `centerXWithinMargins` → `centerX`.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// Which horizontal family an attribute belongs to: UIKit refuses to relate leading/trailing to left/right.
    enum HorizontalFamily { case directional, absolute, neutral }

    var horizontalFamily: HorizontalFamily {
        switch withoutMargin {
        case .leading, .trailing: return .directional
        case .left, .right: return .absolute
        default: return .neutral
        }
    }
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, CaseIterable, Hashable, Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// UIKit's named priorities (`UILayoutPriority`), the values the spec's names stand for.
public enum LayoutPriority {
    public static let required: Double = 1000
    public static let defaultHigh: Double = 750
    public static let defaultLow: Double = 250
    public static let fittingSizeLevel: Double = 50

    /// The spec's priority names and their values.
    public static let names: [(name: String, value: Double)] = [
        ("required", required), ("defaultHigh", defaultHigh), ("defaultLow", defaultLow), ("fittingSizeLevel", fittingSizeLevel),
    ]
}
