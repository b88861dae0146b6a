#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads string tables from a path a spec (`<spec strings="…">`) or the command line
/// (`--strings`) names: a String Catalog (`.xcstrings`), a `.strings` file inside a
/// `<language>.lproj` folder, or a folder searched (with its subfolders) for both. Problems in
/// a table are diagnostics at the table's own file, line and column.
public enum StringTableLoader {
    /// The most files a folder may give, and how deep it is searched.
    static let maxFiles = 10_000
    static let maxDepth = 32

    public static func load(path: String, limits: SpecLimits = .default) -> (table: StringTable, diagnostics: [SpecDiagnostic]) {
        var table = StringTable()
        var diagnostics: [SpecDiagnostic] = []
        func fail(_ file: String, _ message: String) { diagnostics.append(SpecDiagnostic(file: file, line: 1, column: 1, message: message)) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            fail(path, "cannot open the string table: \(String(cString: strerror(errno)))")
            return (table, diagnostics)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            var files: [String] = []
            collect(path, depth: 0, into: &files)
            if files.count > maxFiles { fail(path, "more than \(maxFiles) string tables under this folder; name a smaller one") }
            for file in files.prefix(maxFiles).sorted() { read(file, into: &table, diagnostics: &diagnostics, limits: limits) }
            if files.isEmpty { fail(path, "no string tables here: expected .xcstrings files or .strings files in <language>.lproj folders") }
        } else if path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") {
            read(path, into: &table, diagnostics: &diagnostics, limits: limits)
        } else {
            fail(path, "not a string table: expected a .xcstrings file, a .strings file in a <language>.lproj folder, or a folder of them")
        }
        return (table, diagnostics)
    }

    /// The language of a `.strings` file: the name of its `<language>.lproj` folder.
    static func lprojLanguage(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let language = String(parts[parts.count - 2].dropLast(".lproj".count))
        return language == "Base" || language.isEmpty ? nil : language
    }

    private static func read(_ path: String, into table: inout StringTable, diagnostics: inout [SpecDiagnostic], limits: SpecLimits) {
        func problem(_ p: StringTableProblem) { diagnostics.append(SpecDiagnostic(file: path, line: p.line, column: p.column, message: p.message)) }
        let bytes: [UInt8]
        switch FileInput.read(path: path, maxSize: limits.maxFileSize) {
        case .success(let read): bytes = read
        case .failure(let failure):
            problem(StringTableProblem(line: 1, column: 1, message: failure.description))
            return
        }
        let text: String
        switch TextDecoding.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let p): return problem(p)
        }
        if path.hasSuffix(".xcstrings") {
            switch StringCatalogParser.parse(text) {
            case .success(let catalog): table.merge(catalog)
            case .failure(let p): problem(p)
            }
            return
        }
        guard let language = lprojLanguage(path) else {
            if path.contains("Base.lproj/") { return }  // the development language's own texts: the spec has them
            return problem(StringTableProblem(line: 1, column: 1, message: "cannot tell the language of this .strings file: put it in a <language>.lproj folder (de.lproj/Main.strings)"))
        }
        switch StringsFileParser.parse(text) {
        case .success(let entries):
            for entry in entries { table.set(entry.value, forKey: entry.key, language: language) }
        case .failure(let p):
            problem(p)
        }
    }

    /// `.xcstrings` files, and `.strings` files in `.lproj` folders, under `folder`.
    private static func collect(_ folder: String, depth: Int, into files: inout [String]) {
        guard depth <= maxDepth, files.count <= maxFiles else { return }
        var subfolders: [String] = []
        for name in FileInput.entries(of: folder) where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: subfolders.append(path)
            case S_IFREG:
                if name.hasSuffix(".xcstrings") || (name.hasSuffix(".strings") && lprojLanguage(path) != nil) { files.append(path) }
            default: break
            }
        }
        for subfolder in subfolders.sorted() { collect(subfolder, depth: depth + 1, into: &files) }
    }
}
