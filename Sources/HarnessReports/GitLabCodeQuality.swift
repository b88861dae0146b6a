import LayoutResults
import LayoutSpec

/// `--format gitlab`: the problems of a run as a GitLab Code Quality report (the subset of
/// Code Climate's issue format GitLab reads), which a job hands over as
/// `artifacts: reports: codequality:` so that merge requests show each problem on its line:
///
///     [{"description": "conflict: unable to satisfy …", "check_name": "layout-harness/conflict",
///       "fingerprint": "9c1f…", "severity": "critical", "location": {"path": "Specs/Login.xml", "lines": {"begin": 27}}}]
///
/// GitLab shows only the first of issues with equal fingerprints, so each is unique in the
/// report; it is made from the file, the kind, the ids the problem names and its message
/// with the numbers left out, so that a problem keeps its fingerprint when its line or its
/// amounts change and the merge request can tell new problems from old ones.
public enum GitLabCodeQuality {
    /// The report as JSON text (pretty, ends in a newline).
    public static func render(_ results: HarnessResults) -> String {
        var used = Set<String>()
        let issues: [JSONValue] = ReportProblems.all(results).map { problem in
            var key = [problem.file, problem.kind, problem.items.joined(separator: "\u{1F}"), withoutNumbers(problem.message)]
                .joined(separator: "\u{1E}")
            var fingerprint = Self.fingerprint(key)
            var repeatNumber = 1
            while !used.insert(fingerprint).inserted {
                repeatNumber += 1
                key += "\u{1D}\(repeatNumber)"
                fingerprint = Self.fingerprint(key)
            }
            // One line, as GitLab lists it; the details are in the other reports.
            var description = problem.kind + ": " + problem.message
            if !problem.cases.isEmpty { description += " [" + ReportWarnings.casesText(problem.cases) + "]" }
            return .object([
                .init("description", .string(description)),
                .init("check_name", .string("layout-harness/" + problem.kind)),
                .init("fingerprint", .string(fingerprint)),
                .init("severity", .string(severity(problem))),
                .init("location", .object([
                    .init("path", .string(problem.file)),
                    .init("lines", .object([.init("begin", .int(max(1, problem.line ?? 1)))])),
                ])),
            ])
        }
        return JSONText.render(.array(issues))
    }

    /// Writes the report to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String) throws {
        try AtomicFileWriter.write(render(results), to: path)
    }

    /// GitLab's severities (`info minor major critical blocker`): a spec that does not load
    /// is a blocker (nothing of it is checked), a conflict critical (nothing else about the
    /// layout holds), the other findings major, except an ambiguity, minor (the layout came
    /// out one way without being pinned down); warnings are info.
    static func severity(_ problem: ReportProblems.Problem) -> String {
        guard problem.severity == .error else { return "info" }  // warnings and expected findings
        guard let kind = problem.findingKind else { return "blocker" }
        switch kind {
        case .conflict: return "critical"
        case .ambiguity: return "minor"
        default: return "major"
        }
    }

    /// The text with every run of digits (and a decimal point between digits) replaced by `#`.
    static func withoutNumbers(_ text: String) -> String {
        var out = ""
        var inNumber = false
        for character in text {
            if character.isASCII, character.isNumber || (inNumber && character == ".") {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                inNumber = false
                out.append(character)
            }
        }
        return out
    }

    /// 128 bits of FNV-1a (two 64-bit hashes with different offsets), as 32 hexadecimal digits.
    static func fingerprint(_ text: String) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(a) + hex(b)
    }
}
