/// What a label does with text that does not fit (UIKit's `NSLineBreakMode`), spelled as
/// Interface Builder writes `lineBreakMode`.
///
/// The wrapping modes break lines (at words, or anywhere between characters) and drop the lines
/// beyond `numberOfLines`; the truncating modes also wrap at words, and the last line shown
/// gets an ellipsis at its end, start or middle, or is cut at the edge (`clip`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case wordWrap
    case characterWrap
    case clip
    case headTruncation
    case tailTruncation
    case middleTruncation

    /// UILabel's default.
    public static let `default`: LineBreakMode = .tailTruncation

    /// Parses IB's spellings (`wordWrap`, `characterWrap`, `clip`, `headTruncation`,
    /// `tailTruncation`, `middleTruncation`) and UIKit's (`wordWrapping`, `charWrapping`,
    /// `clipping`, `truncatingHead`, `truncatingTail`, `truncatingMiddle`).
    public init?(name: String) {
        switch name {
        case "wordWrap", "wordWrapping", "byWordWrapping": self = .wordWrap
        case "characterWrap", "charWrapping", "byCharWrapping": self = .characterWrap
        case "clip", "clipping", "byClipping": self = .clip
        case "headTruncation", "truncatingHead", "byTruncatingHead": self = .headTruncation
        case "tailTruncation", "truncatingTail", "byTruncatingTail": self = .tailTruncation
        case "middleTruncation", "truncatingMiddle", "byTruncatingMiddle": self = .middleTruncation
        default: return nil
        }
    }
}
