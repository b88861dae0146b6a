import TextLayout

/// Readers for the content attributes (`ViewContent`) and the environment's text attributes.
/// Like `ValueParser`, they accept surrounding XML whitespace (except in texts, which are kept
/// as written) and return a `ValueProblem` with a "did you mean" hint where a name is close.
enum ContentValues {
    /// A text (`text`, `title`, `placeholder`): kept as written, at most `SpecLimits.maxTextLength`
    /// characters.
    static func text(_ raw: String, attribute: String) -> Result<String, ValueProblem> {
        let count = raw.unicodeScalars.count
        guard count <= SpecLimits.maxTextLength else {
            return .failure(ValueProblem(message: "'\(attribute)' has \(count) characters; the limit is \(SpecLimits.maxTextLength)"))
        }
        return .success(raw)
    }

    /// A font: a text style, `system 17`, `system 17 semibold`, `boldSystem 15` or `Name 16`.
    static func font(_ raw: String, attribute: String) -> Result<FontDescriptor, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        do {
            return .success(try FontDescriptor(parsing: text))
        } catch {
            return .failure(ValueProblem(message: "invalid font '\(text)' for '\(attribute)': \(error.message)" + fontHint(text)))
        }
    }

    /// "did you mean" for a misspelt text style, font family keyword or weight.
    private static func fontHint(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        guard let first = words.first else { return "" }
        let styles = TextStyle.allCases.map(\.rawValue)
        if words.count == 1, let style = Suggestions.closest(to: first, in: styles) {
            return "; did you mean '\(style)'?"
        }
        if words.count >= 2, first != "system", first != "boldSystem",
           let family = Suggestions.closest(to: first, in: ["system", "boldSystem"]) {
            return "; did you mean '\(([family] + words.dropFirst()).joined(separator: " "))'?"
        }
        if words.count == 3, first == "system",
           let weight = Suggestions.closest(to: words[2], in: FontWeight.allCases.map(\.rawValue)) {
            return "; did you mean '\(first) \(words[1]) \(weight)'?"
        }
        return ""
    }

    static func lineBreakMode(_ raw: String, attribute: String) -> Result<LineBreakMode, ValueProblem> {
        ValueParser.named(raw, attribute: attribute, names: LineBreakMode.allCases.map(\.rawValue),
              alsoAccepted: ["wordWrapping", "charWrapping", "clipping", "truncatingHead", "truncatingTail", "truncatingMiddle"],
              parse: LineBreakMode.init(name:))
    }

    static func activityIndicatorStyle(_ raw: String, attribute: String) -> Result<ActivityIndicatorStyle, ValueProblem> {
        ValueParser.named(raw, attribute: attribute, names: ActivityIndicatorStyle.allCases.map(\.rawValue), parse: ActivityIndicatorStyle.init(name:))
    }

    /// Segment titles separated by `|`: `Day|Week|Month`. Titles are kept as written.
    static func segments(_ raw: String, attribute: String) -> Result<[String], ValueProblem> {
        switch text(raw, attribute: attribute) {
        case .failure(let problem): return .failure(problem)
        case .success(let value):
            let titles = value.split(separator: Character(ViewContent.segmentSeparator), omittingEmptySubsequences: false).map(String.init)
            guard titles.count <= SpecLimits.maxSegments else {
                return .failure(ValueProblem(message: "'\(attribute)' has \(titles.count) segments; the limit is \(SpecLimits.maxSegments)"))
            }
            return .success(titles)
        }
    }

    // MARK: Environment

    /// 1, 2 or 3.
    static func scale(_ raw: String, attribute: String) -> Result<Double, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        switch ValueParser.number(text, attribute: attribute) {
        case .success(let value) where value == 1 || value == 2 || value == 3: return .success(value)
        case .failure(let problem) where !problem.message.contains("out of range"): return .failure(problem)
        default: return .failure(ValueProblem(message: "invalid scale '\(text)' for '\(attribute)': a display scale is 1, 2 or 3"))
        }
    }

    /// A language code (`de`, `pt-BR`) or a pseudolanguage (`doubleLength`, `accented`, `bounded`, `rightToLeft`).
    static func language(_ raw: String, attribute: String) -> Result<Language, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        if let language = Language(name: text) { return .success(language) }
        if let hint = Suggestions.closest(to: text, in: Pseudolanguage.allCases.map(\.rawValue)) {
            return .failure(ValueProblem(message: "invalid language '\(text)' for '\(attribute)'; did you mean '\(hint)'?"))
        }
        return .failure(ValueProblem(message: "invalid language '\(text)' for '\(attribute)': write a language code such as de or pt-BR, "
            + "or a pseudolanguage: " + Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")))
    }

    /// An iOS version: `26`, `18`, `17.4`.
    static func systemVersion(_ raw: String, attribute: String) -> Result<SystemVersion, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        guard let version = SystemVersion(parsing: text) else {
            return .failure(ValueProblem(message: "invalid systemVersion '\(text)' for '\(attribute)': write an iOS version such as 26, 18 or 17.4"))
        }
        return .success(version)
    }
}
