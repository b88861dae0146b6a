import LayoutSpec

/// The texts of one environment's language: what a view shows instead of the text the spec
/// gives it (docs/spec-format.md, "Languages"). Without a language, every text as written.
struct LocalizedTexts: Sendable {
    /// Which of a view's texts is asked for; each has Xcode's key suffix in a storyboard's
    /// strings (`<objectID>.text`, `.normalTitle`, `.placeholder`, `.segmentTitles[0]`).
    enum Property: Hashable, Sendable {
        case text, title, placeholder
        case segmentTitle(Int)
    }

    init() {}

    /// The text `view` shows for `property`, whose text in the spec is `original`.
    func text(_ original: String, of view: ResolvedView, property: Property) -> String {
        original
    }
}
