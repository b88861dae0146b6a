import LayoutResults

/// A spec's warnings as every report prints them: the loader's (`SpecResult.warnings`) and the
/// engine's (`CaseResult.warnings`), equal ones of several cases folded into one with the
/// cases named, sorted by line and column. Warnings never fail a case; they are printed so
/// that CI shows them (terminal, JUnit `<system-out>`, JSON, HTML).
public enum ReportWarnings {
    /// One warning and where it occurs.
    public struct Entry: Sendable, Equatable {
        public var line: Int?
        public var column: Int?
        public var message: String
        /// The engine warning's code (`stack-baseline-alignment-vertical`); nil for the loader's.
        public var code: String?
        /// The cases it occurs in (`scene · case label`); empty for the loader's, which concern the file.
        public var cases: [String]
    }

    /// The spec's warnings, folded and sorted.
    public static func entries(_ spec: SpecResult) -> [Entry] {
        var entries = spec.warnings.map { Entry(line: $0.line, column: $0.column, message: $0.message, code: nil, cases: []) }
        var index: [String: Int] = [:]
        for scene in spec.scenes {
            for item in scene.cases {
                for warning in item.warnings {
                    let key = "\(warning.line ?? 0):\(warning.column ?? 0):\(warning.code):\(warning.message)"
                    let label = "\(scene.name) · \(CaseNaming.label(item))"
                    if let i = index[key] {
                        if !entries[i].cases.contains(label) { entries[i].cases.append(label) }
                    } else {
                        index[key] = entries.count
                        entries.append(Entry(line: warning.line, column: warning.column, message: warning.message,
                                             code: warning.code, cases: [label]))
                    }
                }
            }
        }
        return entries.enumerated().sorted { a, b in
            let x = (a.element.line ?? Int.max, a.element.column ?? Int.max), y = (b.element.line ?? Int.max, b.element.column ?? Int.max)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// `file:line:column: warning: message [scene · case; …]`, on one line.
    public static func line(_ entry: Entry, file: String) -> String {
        var text = FindingText.location(file: file, line: entry.line, column: entry.column) + ": warning: "
            + FindingText.oneLine(entry.message)
        if !entry.cases.isEmpty { text += " [" + casesText(entry.cases) + "]" }
        return text
    }

    /// At most three cases by name, then how many more.
    static func casesText(_ cases: [String]) -> String {
        if cases.count <= 3 { return cases.joined(separator: "; ") }
        return cases.prefix(2).joined(separator: "; ") + "; and \(cases.count - 2) more cases"
    }
}
