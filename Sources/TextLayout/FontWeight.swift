/// UIKit's nine font weights (`UIFont.Weight`), lightest first.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// The CSS / OpenType weight class UIKit's weights correspond to (100 … 900).
    public var weightClass: Int {
        (FontWeight.allCases.firstIndex(of: self) ?? 3) * 100 + 100
    }

    /// The style part of the Inter file with this weight class (`Inter-<style>.otf`).
    var interStyleName: String {
        switch self {
        case .ultraLight: "Thin"
        case .thin: "ExtraLight"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }
}
