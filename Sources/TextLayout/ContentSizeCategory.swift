/// The user's preferred text size (UIKit's `UIContentSizeCategory`), which sets the point size
/// of text-style fonts. `large` is the system default; the five `accessibility…` sizes are
/// the larger sizes offered under Settings › Accessibility.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// UIKit's default category.
    public static let `default`: ContentSizeCategory = .large

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool {
        index >= ContentSizeCategory.accessibilityMedium.index
    }

    /// The position in UIKit's order, 0 (`extraSmall`) to 11.
    var index: Int {
        ContentSizeCategory.allCases.firstIndex(of: self) ?? 3
    }
}
