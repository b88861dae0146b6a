/// Combines several JUnit reports (for instance the `junit.xml` of each
/// shard) into one. Suites of the same spec file (the `spec` property, else
/// package and name) become one suite: testcases in input order, properties
/// united, the earliest timestamp; suites are ordered by spec file and
/// renumbered from 0. Counts and times are recomputed.
public enum JUnitMerger {
    /// Merges documents.
    public static func merge(_ documents: [JUnitDocument]) -> JUnitDocument {
        var order: [String] = []
        var merged: [String: JUnitDocument.Suite] = [:]
        for document in documents {
            for suite in document.suites {
                let key = suite.specFile ?? (suite.package + "\u{1F}" + suite.name)
                guard var existing = merged[key] else {
                    order.append(key)
                    merged[key] = suite
                    continue
                }
                existing.testcases += suite.testcases
                for property in suite.properties where !existing.properties.contains(where: { $0.name == property.name }) {
                    existing.properties.append(property)
                }
                if !suite.timestamp.isEmpty && (existing.timestamp.isEmpty || suite.timestamp < existing.timestamp) {
                    existing.timestamp = suite.timestamp
                }
                if existing.hostname.isEmpty { existing.hostname = suite.hostname }
                existing.systemOut = joined(existing.systemOut, suite.systemOut)
                existing.systemErr = joined(existing.systemErr, suite.systemErr)
                merged[key] = existing
            }
        }
        let sortedKeys = order.enumerated().sorted { a, b in
            a.element.utf8.lexicographicallyPrecedes(b.element.utf8) || (a.element == b.element && a.offset < b.offset)
        }.map(\.element)
        var suites: [JUnitDocument.Suite] = []
        for (index, key) in sortedKeys.enumerated() {
            var suite = merged[key]!
            suite.id = index
            if suite.hostname.isEmpty { suite.hostname = "localhost" }
            if suite.name.isEmpty { suite.name = "_" }
            if suite.package.isEmpty { suite.package = "specs" }
            suites.append(suite)
        }
        return JUnitDocument(suites: suites)
    }

    /// Reads JUnit files with `JUnitParser` and merges them into XML text.
    public static func merge(files paths: [String]) throws -> String {
        JUnitXMLSerializer.render(merge(try paths.map { try JUnitParser.parse(contentsOf: $0) }))
    }

    /// `a`, then the lines of `b` that `a` lacks (a warning every shard prints is kept once).
    private static func joined(_ a: String, _ b: String) -> String {
        if b.isEmpty || a == b { return a }
        if a.isEmpty { return b }
        let known = Set(a.split(separator: "\n", omittingEmptySubsequences: false))
        let added = b.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty && !known.contains($0) }
        if added.isEmpty { return a }
        return (a.hasSuffix("\n") ? a : a + "\n") + added.joined(separator: "\n")
    }
}
