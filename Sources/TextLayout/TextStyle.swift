/// UIKit's text styles (`UIFont.TextStyle`), the fonts that follow Dynamic Type.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// Parses Interface Builder's spelling in `<fontDescription style="…">`
    /// (`UICTFontTextStyleBody`, `UICTFontTextStyleTitle0` for the large title, …).
    public init?(interfaceBuilderName: String) {
        let prefix = "UICTFontTextStyle"
        guard interfaceBuilderName.hasPrefix(prefix) else { return nil }
        switch interfaceBuilderName.dropFirst(prefix.count) {
        case "Title0": self = .largeTitle
        case "Title1": self = .title1
        case "Title2": self = .title2
        case "Title3": self = .title3
        case "Headline": self = .headline
        case "Body": self = .body
        case "Callout": self = .callout
        case "Subhead": self = .subheadline
        case "Footnote": self = .footnote
        case "Caption1": self = .caption1
        case "Caption2": self = .caption2
        default: return nil
        }
    }

    /// The style's weight: Headline is semibold, every other style regular.
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The point size at a content size category, from Apple's Dynamic Type table
    /// (Human Interface Guidelines, Typography › Specifications; docs/text.md).
    public func pointSize(for category: ContentSizeCategory) -> Double {
        Double(DynamicTypeTable.sizes(of: self)[category.index])
    }
}

/// Apple's "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes" tables:
/// point sizes per style, in UIKit's category order from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`. `large` (the fourth column) is the default.
enum DynamicTypeTable {
    static func sizes(of style: TextStyle) -> [Int] {
        switch style {
        //                   xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
