/// How one kind of output escapes text: what each byte becomes, and the few three-byte
/// characters that need a replacement of their own. Every report escapes through the one
/// routine, `ReportBytes.append(escaping:_:)`, with one of the rule sets below: XML text and
/// attribute values (JUnit), HTML, JSON strings (also safe inside an HTML `<script>`), and
/// GitHub's workflow commands.
///
/// The work is done on UTF-8 bytes: every byte of a multi-byte character is 0x80 or above, so
/// only ASCII bytes and the lead byte of a listed three-byte character need a look; runs of
/// bytes that need nothing are copied at once.
struct EscapeRules: @unchecked Sendable {
    /// For each byte value: 0 to copy it, `sequenceLead` when it may start a listed three-byte
    /// character, else 1 + the index of its replacement.
    let actions: UnsafePointer<UInt8>
    /// The replacements' bytes one after the other; replacement `k` is
    /// `bytes[offsets[k]..<offsets[k + 1]]`.
    let bytes: UnsafePointer<UInt8>
    let offsets: UnsafePointer<Int>
    /// The listed three-byte characters (`b0 << 16 | b1 << 8 | b2`) and the index of each one's
    /// replacement.
    let sequences: UnsafePointer<(character: UInt32, replacement: Int)>
    let sequenceCount: Int

    static let sequenceLead: UInt8 = 255

    /// `replacements` for single ASCII bytes; `control` gives the replacement of any other byte
    /// below 0x20 (and of DEL) or nil to copy it; `sequences` lists three-byte characters.
    /// The tables are written once and never freed: the rule sets are constants of the program,
    /// held by pointers so that escaping touches no reference count.
    init(_ replacements: [Unicode.Scalar: String], control: (UInt8) -> String?,
         sequences: [(bytes: [UInt8], replacement: String)] = []) {
        var actions = [UInt8](repeating: 0, count: 256)
        var list: [String] = []
        for (scalar, text) in replacements.sorted(by: { $0.key.value < $1.key.value }) {
            list.append(text)
            actions[Int(scalar.value)] = UInt8(list.count)
        }
        for byte in UInt8(0)...0x7F where actions[Int(byte)] == 0 && (byte < 0x20 || byte == 0x7F) {
            if let text = control(byte) {
                list.append(text)
                actions[Int(byte)] = UInt8(list.count)
            }
        }
        var characters: [(character: UInt32, replacement: Int)] = []
        for sequence in sequences {
            actions[Int(sequence.bytes[0])] = Self.sequenceLead
            list.append(sequence.replacement)
            characters.append((UInt32(sequence.bytes[0]) << 16 | UInt32(sequence.bytes[1]) << 8 | UInt32(sequence.bytes[2]), list.count - 1))
        }
        let flat = list.flatMap(\.utf8)
        var offsets = [0]
        for text in list { offsets.append(offsets[offsets.count - 1] + text.utf8.count) }
        self.actions = UnsafePointer(Self.copy(actions))
        self.bytes = UnsafePointer(Self.copy(flat))
        self.offsets = UnsafePointer(Self.copy(offsets))
        self.sequences = UnsafePointer(Self.copy(characters))
        self.sequenceCount = characters.count
    }

    private static func copy<T>(_ values: [T]) -> UnsafeMutablePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: max(values.count, 1))
        memory.initialize(from: values, count: values.count)
        return memory
    }

    /// Replacement `k`.
    @inline(__always) func replacement(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + offsets[k], count: offsets[k + 1] - offsets[k])
    }

    /// `\u{1B}`: the visible stand-in for a character XML cannot carry (C0 controls other than
    /// tab, line feed and carriage return; U+FFFE, U+FFFF), so a report never becomes
    /// unparsable and nothing is lost silently.
    static func xmlPlaceholder(_ byte: UInt8) -> String? {
        byte < 0x20 && byte != 0x9 && byte != 0xA && byte != 0xD ? XMLEscaping.placeholder(Unicode.Scalar(byte)) : nil
    }

    static let xmlNonCharacters: [(bytes: [UInt8], replacement: String)] = [
        ([0xEF, 0xBF, 0xBE], "\\u{FFFE}"), ([0xEF, 0xBF, 0xBF], "\\u{FFFF}"),
    ]

    /// XML text content: `&`, `<`, `>`; a carriage return becomes `&#13;` so parsers do not
    /// fold it into a line feed.
    static let xmlText = EscapeRules(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"],
                                     control: xmlPlaceholder, sequences: xmlNonCharacters)

    /// An XML attribute value between double quotes: also `"`, and tab and line feed as
    /// character references (an attribute value normaliser would otherwise make them spaces).
    static let xmlAttribute = EscapeRules(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;", "\"": "&quot;",
                                           "\t": "&#9;", "\n": "&#10;"],
                                          control: xmlPlaceholder, sequences: xmlNonCharacters)

    /// HTML text or attribute value: `& < > " '`.
    static let html = EscapeRules(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;", "\"": "&quot;", "'": "&#39;"],
                                  control: xmlPlaceholder, sequences: xmlNonCharacters)

    /// `\u00XX` for a control character or DEL in a JSON string.
    static func jsonControl(_ byte: UInt8) -> String? {
        "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
    }

    static let jsonEscapes: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// The inside of a JSON string: `\"`, `\\`, `\n`, `\r`, `\t`, `\u00XX` for other control
    /// characters and DEL.
    static let json = EscapeRules(jsonEscapes, control: jsonControl)

    /// A JSON string that can stand inside an HTML `<script>` element: also `<`, `>`, `&`,
    /// U+2028 and U+2029 as `\uXXXX`.
    static let jsonHTMLSafe = EscapeRules(jsonEscapes.merging(["<": "\\u003c", ">": "\\u003e", "&": "\\u0026"]) { a, _ in a },
                                          control: jsonControl,
                                          sequences: [([0xE2, 0x80, 0xA8], "\\u2028"), ([0xE2, 0x80, 0xA9], "\\u2029")])

    /// A GitHub workflow command's message: `%`, CR and LF.
    static let workflowData = EscapeRules(["%": "%25", "\r": "%0D", "\n": "%0A"], control: { _ in nil })

    /// A GitHub workflow command's property value: as a message, and `:` and `,` too.
    static let workflowProperty = EscapeRules(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"],
                                              control: { _ in nil })
}

extension ReportBytes {
    /// `text` escaped by `rules`, appended.
    mutating func append(escaping text: String, _ rules: EscapeRules) {
        Self.withUTF8(text) { append(escaping: $0, rules) }
    }

    /// UTF-8 bytes escaped by `rules`, appended: the one escaping routine of every report.
    mutating func append(escaping source: UnsafeBufferPointer<UInt8>, _ rules: EscapeRules) {
        let actions = rules.actions, n = source.count
        var i = 0, plain = 0
        while i < n {
            i = Self.plainRun(source, from: i, actions)
            guard i < n else { break }
            let action = actions[Int(source[i])]
            if i > plain { append(UnsafeBufferPointer(rebasing: source[plain..<i])) }
            i += 1
            if action != EscapeRules.sequenceLead {
                append(rules.replacement(Int(action) - 1))
            } else if i + 1 < n {
                let character = UInt32(source[i - 1]) << 16 | UInt32(source[i]) << 8 | UInt32(source[i + 1])
                if let k = (0..<rules.sequenceCount).first(where: { rules.sequences[$0].character == character }) {
                    append(rules.replacement(rules.sequences[k].replacement))
                    i += 2
                } else {
                    append(source[i - 1])
                }
            } else {
                append(source[i - 1])
            }
            plain = i
        }
        if n > plain { append(UnsafeBufferPointer(rebasing: source[plain..<n])) }
    }

    /// The position of the first byte from `start` on whose action is not 0 (`source.count` when
    /// there is none). Most text needs no escaping at all, so the scan looks at 8 bytes a step
    /// and tests their actions together: one branch for 8 bytes instead of one for each.
    @inline(__always)
    static func plainRun(_ source: UnsafeBufferPointer<UInt8>, from start: Int, _ actions: UnsafePointer<UInt8>) -> Int {
        guard let p = source.baseAddress else { return start }
        let n = source.count
        var i = start
        while n - i >= 8 {
            let any = actions[Int(p[i])] | actions[Int(p[i + 1])] | actions[Int(p[i + 2])] | actions[Int(p[i + 3])]
                | actions[Int(p[i + 4])] | actions[Int(p[i + 5])] | actions[Int(p[i + 6])] | actions[Int(p[i + 7])]
            if any != 0 { break }
            i += 8
        }
        while i < n && actions[Int(p[i])] == 0 { i += 1 }
        return i
    }
}
