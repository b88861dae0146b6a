import ArgumentParser
import LayoutSpec
import LayoutEngine
import TextLayout

/// `--fonts`, shared by the commands that lay specs out (`run`, `explain`): where named fonts
/// come from. The system font is Inter (Debian's `fonts-inter`); without it every text is
/// measured with the box font, and the command says so once.
struct TextOptions: ParsableArguments {
    @Option(help: "A folder of .otf, .ttf, .ttc fonts for the named fonts of specs (font=\"Futura-Medium 16\"), searched with its subfolders.")
    var fonts: String?

    @Option(help: "String tables for the environments' languages (repeatable): a .xcstrings file, a .strings file in a <language>.lproj folder, or a folder of them.")
    var strings: [String] = []

    /// The tables `--strings` names; a problem in one is a usage error naming its file, line and column.
    func tables() throws -> StringTable {
        var table = StringTable()
        for path in strings {
            let (loaded, problems) = StringTableLoader.load(path: path)
            guard problems.isEmpty else {
                throw ValidationError("--strings: " + problems.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n"))
            }
            table.merge(loaded)
        }
        return table
    }

    /// The fonts and measurement memo of the run; a fonts folder that cannot be read is a usage error.
    func tools() throws -> TextTools {
        guard let fonts else {
            if let problem = TextTools.systemFontProblem { TerminalOutput.warn(problem) }
            return .standard()
        }
        do {
            return TextTools(fonts: try FontLibrary(fontsFolder: fonts))
        } catch {
            // Inter missing is not the fonts folder's fault: keep the folder, box fonts for the system.
            do {
                let library = try FontLibrary(systemFont: .box, fontsFolder: fonts)
                TerminalOutput.warn("\(error.message); measuring the system font with the box font")
                return TextTools(fonts: library)
            } catch {
                throw ValidationError("--fonts: \(error.message)")
            }
        }
    }
}

/// `--content-size-categories`: every environment of every spec is run at each of these
/// Dynamic Type sizes (`run` only).
struct TraitOptions: ParsableArguments {
    @Option(name: .customLong("content-size-categories"), parsing: .unconditional,
            help: "Run every environment at each of these content size categories, comma-separated (e.g. large,accessibilityExtraExtraExtraLarge).")
    var contentSizeCategories: String?

    @Option(name: .customLong("languages"), parsing: .unconditional,
            help: "Run every environment in each of these languages, comma-separated: language codes (texts from the string tables), pseudolanguages (doubleLength, accented, bounded, rightToLeft), or base (the spec's own texts).")
    var languageList: String?

    /// The languages asked for (nil: `base`), in order, without repeats; empty when none.
    func languages() throws -> [Language?] {
        let names = ["base"] + Pseudolanguage.allCases.map(\.rawValue)
        return try Self.list(languageList, option: "--languages", names: names) { name -> Language?? in
            name == "base" ? .some(nil) : Language(name: name).map { .some($0) }
        }.map { $0 }
    }

    /// The categories asked for, in order, without repeats; empty when none.
    func categories() throws -> [ContentSizeCategory] {
        try Self.list(contentSizeCategories, option: "--content-size-categories",
                      names: ContentSizeCategory.allCases.map(\.rawValue), parse: ContentSizeCategory.init(rawValue:))
    }

    /// A comma-separated list of names; an unknown one is a usage error with a "did you mean".
    static func list<T: Equatable>(_ text: String?, option: String, names: [String], parse: (String) -> T?) throws -> [T] {
        guard let text else { return [] }
        var values: [T] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let value = parse(name) else {
                let hint = Suggestions.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "; expected one of: " + names.joined(separator: ", ")
                throw ValidationError("\(option): unknown value '\(name)'\(hint)")
            }
            if !values.contains(value) { values.append(value) }
        }
        return values
    }
}
