import LayoutResults
import LayoutSpec

/// How findings read as text, shared by the JUnit failure bodies, the
/// terminal summary and the HTML report: `file:line:column: error: kind: message`,
/// plus one line of structured details. The `ReportBytes` appenders are the
/// implementation (the writers call them once per finding); the `String`
/// functions wrap them.
public enum FindingText {
    /// `file:line:column`, `file:line` or `file`, leaving out what is unknown (or 0).
    public static func location(file: String, line: Int?, column: Int?) -> String {
        ReportBytes.text(capacity: file.utf8.count + 12) { $0.append(location: file, line: line, column: column) }
    }

    /// `file:line:column: error: kind: message` on one line: a compiler's diagnostic, which
    /// Xcode, editors and CI log parsers pick up (a finding fails its case, so it is an error).
    /// A finding a `<expectFinding>` declares is a `note:`, followed by `(expected: <expectFinding>
    /// at line N)`.
    public static func headline(_ finding: Finding, file: String) -> String {
        ReportBytes.text(capacity: file.utf8.count + finding.message.utf8.count + 32) { out in
            out.append(headline: finding, file: file)
        }
    }

    /// The structured details as readable text, or nil when there are none: one line, except
    /// for a conflict, which lists its constraints one a line (each line after the first
    /// indented by six spaces).
    public static func detailLine(_ finding: Finding) -> String? {
        var out = ReportBytes(capacity: 96)
        return out.append(detailLine: finding) ? out.string : nil
    }

    /// `(x, y, width, height)` with at most 3 decimals.
    public static func frame(_ rect: Rect) -> String {
        ReportBytes.text(capacity: 40) { $0.append(frame: rect) }
    }

    /// The text on one line: line breaks and tabs become spaces, runs of
    /// spaces collapse, the ends are trimmed, and other control characters
    /// (which could drive a terminal or break XML) become visible `\u{1B}` text.
    public static func oneLine(_ text: String) -> String {
        ReportBytes.text(capacity: text.utf8.count) { $0.append(oneLine: text) }
    }
}

extension ReportBytes {
    /// `FindingText.location(file:line:column:)`, appended.
    public mutating func append(location file: String, line: Int?, column: Int?) {
        append(verbatim: file)
        guard let line, line > 0 else { return }
        append(UInt8(ascii: ":"))
        append(line)
        guard let column, column > 0 else { return }
        append(UInt8(ascii: ":"))
        append(column)
    }

    /// `FindingText.headline(finding, file:)`, appended.
    public mutating func append(headline finding: Finding, file: String) {
        append(location: file, line: finding.line, column: finding.column)
        append(finding.fails ? ": error: " : ": note: ")
        append(verbatim: finding.kind.rawValue)
        append(": ")
        append(oneLine: finding.message)
        if let line = finding.expectedAt {
            append(" (expected: <expectFinding> at line ")
            append(line)
            append(")")
        }
    }

    /// `FindingText.detailLine(finding)`, appended; false (nothing written)
    /// when the finding has no details.
    @discardableResult
    public mutating func append(detailLine finding: Finding) -> Bool {
        guard let details = finding.details else { return false }
        switch details {
        case .conflict(let c):
            guard !c.equations.isEmpty else {
                append("conflicting constraints: ")
                append(list: c.constraints, quoted: false)
                append("; broken: ")
                append(verbatim: c.broken)
                break
            }
            // One constraint a line, in UIKit's notation with its line beside it.
            append("conflicting constraints (")
            append(c.equations.count)
            append("; the broken one marked):")
            for equation in c.equations {
                append("\n      ")
                append(oneLine: equation.text)
                if equation.id == c.broken { append("  ← broken") }
            }
        case .ambiguity(let a):
            append(verbatim: a.attribute.rawValue)
            append(" of ")
            append(quoted: a.view)
            append(" is not fixed")
            if let range = a.range {
                append(" (anywhere in ")
                append(decimal: range.lowerBound)
                append("…")
                append(decimal: range.upperBound)
                append(")")
            }
            append("; cause: ")
            append(verbatim: a.cause.rawValue)
        case .overflow(let o):
            append(quoted: o.view)
            switch o.edge {
            case .width, .height:
                append(" is compressed below its intrinsic ")
                append(verbatim: o.edge.rawValue)
                append(" by ")
                append(decimal: o.amount)
                append(" pt")
            default:
                append(" extends ")
                append(decimal: o.amount)
                append(" pt past the ")
                append(verbatim: o.edge.rawValue)
                append(" edge of ")
                if let container = o.container { append(quoted: container) } else { append("the canvas") }
            }
        case .expectation(let e):
            append(quoted: e.view)
            append(UInt8(ascii: " "))
            append(verbatim: e.attribute)
            append(": expected ")
            append(numbers: e.expected)
            append(" ± ")
            append(decimal: e.tolerance)
            append(", got ")
            append(numbers: e.actual)
        case .truncation(let t):
            append(quoted: t.view)
            append(" shows '")
            append(oneLine: t.shown)
            append("' (")
            append(verbatim: t.mode)
            append(UInt8(ascii: ")"))
            if let lacking = t.widthLacking, lacking > 0 {
                append("; width lacking ")
                append(decimal: lacking)
                append(" pt")
            }
            if t.linesLost > 0 {
                append("; lines lost ")
                append(t.linesLost)
                if let limit = t.limitedBy {
                    append(" (")
                    append(verbatim: limit.rawValue)
                    append(UInt8(ascii: ")"))
                }
            }
        case .overlap(let o):
            append(quoted: o.view)
            append(" overlaps ")
            append(list: o.others, quoted: true)
            append("; the intersection with the first: ")
            append(frame: o.area)
        case .regression(let r):
            append(quoted: r.view)
            switch (r.old, r.new) {
            case let (old?, new?):
                append(" moved: ")
                append(frame: old)
                append(" → ")
                append(frame: new)
            case let (nil, new?):
                append(" is new: ")
                append(frame: new)
            case let (old?, nil):
                append(" is gone: was ")
                append(frame: old)
            case (nil, nil):
                append(" changed")
            }
        }
        return true
    }

    /// `'text'`, appended.
    private mutating func append(quoted text: String) {
        append(UInt8(ascii: "'"))
        append(verbatim: text)
        append(UInt8(ascii: "'"))
    }

    /// The texts separated by `, `, each `'quoted'` or not.
    private mutating func append(list texts: [String], quoted: Bool) {
        for (i, text) in texts.enumerated() {
            if i > 0 { append(", ") }
            if quoted { append(quoted: text) } else { append(verbatim: text) }
        }
    }

    /// `FindingText.frame(rect)`, appended.
    public mutating func append(frame rect: Rect) {
        append(UInt8(ascii: "("))
        append(decimal: rect.x)
        append(", ")
        append(decimal: rect.y)
        append(", ")
        append(decimal: rect.width)
        append(", ")
        append(decimal: rect.height)
        append(UInt8(ascii: ")"))
    }

    /// `(a, b, ...)`, or the single number alone, appended.
    public mutating func append(numbers values: [Double]) {
        if values.count == 1 { return append(decimal: values[0]) }
        append(UInt8(ascii: "("))
        for (i, value) in values.enumerated() {
            if i > 0 { append(", ") }
            append(decimal: value)
        }
        append(UInt8(ascii: ")"))
    }

    /// `FindingText.oneLine(text)`, appended. Works on the UTF-8 bytes: the
    /// line breaks U+2028/U+2029 are E2 80 A8/A9, the C1 controls C2 80–9F,
    /// U+FFFE/U+FFFF EF BF BE/BF; other multi-byte characters are copied.
    public mutating func append(oneLine text: String) {
        Self.withUTF8(text) { source in
            let n = source.count
            var i = 0
            var pendingSpace = false, wrote = false
            while i < n {
                // A chunk at a time: at most 6 bytes out for each byte in (`\u{1F}`),
                // 8 for a three-byte character at the chunk's end, 1 for a space.
                let end = min(n, i + 4096)
                var state = (i: i, pendingSpace: pendingSpace)
                write(maximum: (end - i) * 6 + 10) { start in
                    // Locals, not the captured variables: they stay in registers.
                    var out = start, i = state.i, pendingSpace = state.pendingSpace
                    defer { state = (i, pendingSpace) }
                    while i < end {
                        let byte = source[i]
                        var width = 1
                        var space = false
                        var placeholder: UInt32 = 0
                        switch byte {
                        case 0x21..<0x7F, 0x80..<0xC2, 0xC3..<0xE2, 0xE3..<0xEF, 0xF0...0xFF:
                            // Printable ASCII and bytes of characters that need nothing.
                            if pendingSpace {
                                out.pointee = UInt8(ascii: " ")
                                out += 1
                                pendingSpace = false
                            }
                            out.pointee = byte
                            out += 1
                            i += 1
                            continue
                        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                            space = true
                        case 0..<0x20, 0x7F:
                            placeholder = UInt32(byte)
                        case 0xC2 where i + 1 < n && source[i + 1] >= 0x80 && source[i + 1] <= 0x9F:
                            placeholder = UInt32(source[i + 1])
                            width = 2
                        case 0xE2 where i + 2 < n && source[i + 1] == 0x80 && (source[i + 2] == 0xA8 || source[i + 2] == 0xA9):
                            space = true
                            width = 3
                        case 0xEF where i + 2 < n && source[i + 1] == 0xBF && (source[i + 2] == 0xBE || source[i + 2] == 0xBF):
                            placeholder = source[i + 2] == 0xBE ? 0xFFFE : 0xFFFF
                            width = 3
                        default:
                            // C2, E2 and EF starting other characters.
                            placeholder = UInt32.max
                        }
                        if space {
                            pendingSpace = wrote || out > start
                        } else {
                            if pendingSpace {
                                out.pointee = UInt8(ascii: " ")
                                out += 1
                                pendingSpace = false
                            }
                            if placeholder == UInt32.max {
                                out.pointee = byte
                                out += 1
                            } else {
                                Self.put("\\u{", &out)
                                Self.putHex(placeholder, uppercase: true, minDigits: 1, &out)
                                out.pointee = UInt8(ascii: "}")
                                out += 1
                            }
                        }
                        i += width
                    }
                    if out > start { wrote = true }
                    return out
                }
                (i, pendingSpace) = state
            }
        }
    }
}
