/// Translated texts by language and key, read from Xcode's string tables: `.strings` files in
/// `<language>.lproj` folders and String Catalogs (`.xcstrings`). Keys are what Xcode writes for a
/// storyboard's texts, `<objectID>.text`, `<objectID>.normalTitle`, `<objectID>.placeholder`,
/// `<objectID>.segmentTitles[0]`, or the view id alone, or the text itself (docs/spec-format.md,
/// "Languages").
public struct StringTable: Hashable, Sendable {
    /// Language code → key → text.
    public private(set) var texts: [String: [String: String]]

    public init(texts: [String: [String: String]] = [:]) {
        self.texts = texts
    }

    public static let empty = StringTable()

    public var isEmpty: Bool { texts.isEmpty }

    /// The languages that have at least one text.
    public var languages: [String] { texts.keys.sorted() }

    /// Adds `other`'s texts; where both have a key, `other`'s wins.
    public mutating func merge(_ other: StringTable) {
        for (language, entries) in other.texts {
            texts[language, default: [:]].merge(entries) { _, new in new }
        }
    }

    /// The same tables with `other`'s texts added (see `merge`).
    public func merging(_ other: StringTable) -> StringTable {
        var copy = self
        copy.merge(other)
        return copy
    }

    /// Sets one text.
    public mutating func set(_ text: String, forKey key: String, language: String) {
        texts[language, default: [:]][key] = text
    }

    /// The texts of `language`, or of its base language (`pt` for `pt-BR`) when it has none.
    public func entries(for language: String) -> [String: String]? {
        if let exact = texts[language] { return exact }
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        return texts[base]
    }
}
