#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The translations of a base-localized document: for `App/Base.lproj/Main.storyboard`, each
/// `App/<language>.lproj/Main.strings` beside it gives one language (Xcode's layout for a
/// storyboard localized with strings files). Each language becomes a value of the environments'
/// language trait (docs/interface-builder.md, "Localized storyboards").
struct IBLocalizations {
    /// The languages whose tables loaded, sorted by folder name.
    var languages: [String] = []
    /// Their texts.
    var strings = StringTable()
    /// A malformed table is an error at the document's first line naming the table's own line and
    /// column (its language is left out, the others run); an `.lproj` folder whose name is not a
    /// language code is a warning.
    var diagnostics: [SpecDiagnostic] = []

    /// The most languages a document runs in (each multiplies its cases).
    static let maxLanguages = 64

    /// The translations beside the document at `path`; none unless it is in a `Base.lproj` folder.
    init(documentAt path: String, limits: SpecLimits) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts[parts.count - 2] == "Base.lproj", let file = parts.last else { return }
        let name = InterfaceBuilderLoader.specName(for: file)
        let parent = parts.dropLast(2).joined(separator: "/")
        let folder = parent.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : parent
        func report(_ message: String, _ severity: SpecDiagnostic.Severity = .error) {
            diagnostics.append(SpecDiagnostic(file: path, line: 1, column: 1, message: message, severity: severity))
        }
        var found: [(language: String, table: String)] = []
        let entries = FileInput.entries(of: folder, limit: 10_000)
        for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            let table = (parent.isEmpty && !path.hasPrefix("/") ? "" : parent + "/") + entry + "/" + name + ".strings"
            guard Self.isFile(table) else { continue }
            found.append((String(entry.dropLast(".lproj".count)), table))
        }
        for (language, table) in found.sorted(by: { $0.language < $1.language }) {
            guard Language(name: language) != nil else {
                report("'\(language).lproj' is not a language folder (a language code such as de or pt-BR); \(table) is not read", .warning)
                continue
            }
            guard languages.count < Self.maxLanguages else {
                report("more than \(Self.maxLanguages) languages beside this document; '\(language)' and the ones after it do not run", .warning)
                break
            }
            let (loaded, problems) = StringTableLoader.load(path: table, limits: limits)
            if problems.isEmpty {
                strings.merge(loaded)
                languages.append(language)
            } else {
                for problem in problems.prefix(limits.maxDiagnostics) {
                    report("string table \(problem.file):\(problem.line):\(problem.column): \(problem.message); the document runs without '\(language)'")
                }
            }
        }
    }

    /// Every environment of `spec` (the matrix and the scenes' own) in the development language
    /// and in each language, and the languages' texts as the spec's string tables.
    func apply(to spec: inout Spec) {
        guard !languages.isEmpty else { return }
        let values: [Language?] = [nil] + languages.map { Language.code($0) }
        spec.environments = spec.environments.flatMap { $0.varying(languages: values) }
        for index in spec.scenes.indices {
            spec.scenes[index].ownEnvironments = spec.scenes[index].ownEnvironments.flatMap { $0.varying(languages: values) }
        }
        spec.strings.merge(strings)
        spec.localizations = languages
    }

    private static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
