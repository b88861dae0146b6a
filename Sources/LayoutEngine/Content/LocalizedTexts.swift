import LayoutSpec

/// The texts of one environment's language: what a view shows instead of the text the spec
/// gives it (docs/spec-format.md, "Languages").
///
/// - A language code: the string tables' text for the view, looked up as Xcode keys a
///   storyboard's texts, `<id>.text` (`.normalTitle` for a button's title, `.placeholder`,
///   `.segmentTitles[i]`), then by the view id alone (texts and titles), then by the text
///   itself (a table keyed by the development-language text). With none, the spec's text, as
///   iOS falls back to the development language.
/// - A pseudolanguage: the spec's text transformed as Xcode's pseudolanguages transform it.
/// - No language: every text as the spec gives it.
struct LocalizedTexts: Sendable {
    /// Which of a view's texts is asked for.
    enum Property: Hashable, Sendable {
        case text, title, placeholder
        case segmentTitle(Int)

        /// Xcode's key suffix for a storyboard object's text.
        var keySuffix: String {
            switch self {
            case .text: return "text"
            case .title: return "normalTitle"
            case .placeholder: return "placeholder"
            case .segmentTitle(let index): return "segmentTitles[\(index)]"
            }
        }
    }

    let language: Language?
    /// The language's texts by key (nil: no table has the language).
    let entries: [String: String]?

    init(language: Language? = nil, tables: StringTable = .empty) {
        self.language = language
        if case .code(let code)? = language { entries = tables.entries(for: code) } else { entries = nil }
    }

    /// Whether the environment asks for a language no string table has: its texts are the spec's.
    var lacksTranslations: Bool {
        if case .code? = language { return entries == nil }
        return false
    }

    /// The text `view` shows for `property`, whose text in the spec is `original`.
    func text(_ original: String, of view: ResolvedView, property: Property) -> String {
        switch language {
        case nil:
            return original
        case .pseudo(let pseudo)?:
            return Pseudolocalization.transform(original, pseudo)
        case .code?:
            guard let entries else { return original }
            if let found = entries[view.sourceID + "." + property.keySuffix] { return found }
            if property == .text || property == .title, let found = entries[view.sourceID] { return found }
            return original.isEmpty ? original : (entries[original] ?? original)
        }
    }
}

/// Xcode's pseudolanguages, applied to a text (scheme options › App Language).
enum Pseudolocalization {
    static func transform(_ text: String, _ language: Pseudolanguage) -> String {
        guard !text.isEmpty else { return text }
        switch language {
        case .doubleLength: return text + " " + text
        case .bounded: return "[# " + text + " #]"
        case .accented: return String(String.UnicodeScalarView(text.unicodeScalars.map { accented[$0] ?? $0 }))
        case .rightToLeft: return text
        }
    }

    /// Latin letters and an accented form each, from Latin-1 and Latin Extended-A (the letters
    /// with none there stay as they are).
    static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("ACDEGHIJKLNORSTUWYZacdeghijklnorstuwyz".unicodeScalars)
        let marked = Array("ÅÇĎÉĜĤÍĴĶĻÑÖŔŠŢÜŴÝŽåçďéĝĥíĵķļñöŕšţüŵýž".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, marked).map { ($0, $1) })
    }()
}
