import Foundation
@testable import HarnessReports
import XCTest
import LayoutResults

/// The byte-level writers give exactly what the earlier `String` code gave:
/// numbers, escaping and JSON are compared with straightforward reference
/// implementations (the former code, kept here) on awkward inputs.
final class ByteWriterTests: XCTestCase {
    // MARK: Reference implementations (the former String code)

    static func referenceFixed(_ value: Double, places: Int) -> String {
        let places = min(max(places, 0), 6)
        guard value.isFinite else { return places == 0 ? "0" : "0." + String(repeating: "0", count: places) }
        var scale: Double = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e17 else {
            let whole = String(format: "%.0f", value.rounded())
            return places == 0 ? whole : whole + "." + String(repeating: "0", count: places)
        }
        let units = Int64(scaled)
        if units == 0 { return places == 0 ? "0" : "0." + String(repeating: "0", count: places) }
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        var text = units < 0 ? "-" : ""
        text += String(magnitude / divisor)
        if places > 0 {
            let fraction = String(magnitude % divisor)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }

    static func referenceDecimal(_ value: Double, places: Int) -> String {
        let text = referenceFixed(value, places: places)
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return String(trimmed)
    }

    static func referenceEscape(_ value: String, attribute: Bool, html: Bool) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute || html: out += "&quot;"
            case "'" where html: out += "&#39;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if XMLEscaping.isAllowed(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return out
    }

    static func referenceQuote(_ text: String, htmlSafe: Bool) -> String {
        func unicodeEscape(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where htmlSafe, ">" where htmlSafe, "&" where htmlSafe, "\u{2028}" where htmlSafe, "\u{2029}" where htmlSafe:
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += unicodeEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// Strings with every kind of character the escapers treat apart.
    static let awkwardStrings: [String] = {
        var strings = ["", "plain", "a & b < c > d \"e\" 'f'", "tab\there\nline\r\ncr", "\u{0}\u{1}\u{1B}[0m\u{1F}\u{7F}",
                       "\u{80}\u{9F}\u{A0}é", "\u{FFFE}\u{FFFF}\u{FFFD}\u{EFFFF}", "\u{2028}\u{2029}\u{2027}\u{202A}",
                       "back\\slash/", "🧑‍🚀 é\u{301} 日本語", "</script><script>alert(1)</script>", "\u{EF}\u{BF}"]
        var all = ""
        for value in 0..<0x100 { all.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        strings.append(all)
        strings.append(String(repeating: "x&", count: 300))
        // Special characters where the escapers' 4,096-byte chunks end.
        for length in 4093...4097 {
            for tail in ["\u{2028}\u{2029}<&>", "\u{FFFE}\u{FFFF}\u{1}", "\u{85}\u{9F} \n x", "é\u{2028}"] {
                strings.append(String(repeating: "a", count: length) + tail + String(repeating: "b ", count: 3000))
            }
        }
        return strings
    }()

    // MARK: Tests

    func testNumbersMatchTheFormerFormatting() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 0.0005, -0.0005, 0.0004999, 1e-5, -1e-5, 12.5, 12.125, 12.1255,
                                390, 844, 0.1 + 0.2, 2.675, 1.0005, 9.9995, 99.9999, 123456789.123, -987654.3215,
                                8.9e14, 9.1e14, 1e15, -1e15, 1e17, 9e17, 1e18, 1e300, -1e300, .nan, .infinity, -.infinity,
                                .leastNonzeroMagnitude, .greatestFiniteMagnitude, Double(Int64.max), 0.1, 0.7, 1.0 / 3,
                                3_999_999_999, 4e9, -4e9, 4_000_000_001, 99_999_999_999_999, 1e13 + 1, 9_007_199_254_740_992]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let magnitude = Double.random(in: -7...9, using: &generator)
            let sign: Double = Bool.random(using: &generator) ? 1 : -1
            values.append(sign * Foundation.pow(10, magnitude))
            values.append((Double.random(in: -5000...5000, using: &generator) * 1000).rounded() / 1000 + 0.0005)
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 8)
            values.append(Double(Int64.random(in: -(1 << 50)...(1 << 50), using: &generator)))
        }
        for value in values {
            for places in [-1, 0, 1, 2, 3, 4, 6, 7] {
                XCTAssertEqual(ReportNumber.decimal(value, places: places), Self.referenceDecimal(value, places: places), "\(value) \(places)")
                XCTAssertEqual(ReportNumber.fixed(value, places: places), Self.referenceFixed(value, places: places), "\(value) \(places)")
            }
        }
        for ms in [-5, 0, 1, 9, 10, 42, 999, 1000, 1001, 12345, 1_000_000] {
            let reference = String(max(ms, 0) / 1000) + "." + String(repeating: "0", count: 3 - String(max(ms, 0) % 1000).count) + String(max(ms, 0) % 1000)
            XCTAssertEqual(ReportNumber.seconds(milliseconds: ms), reference)
        }
    }

    func testEscapingMatchesTheFormerRules() {
        for text in Self.awkwardStrings {
            XCTAssertEqual(XMLEscaping.text(text), Self.referenceEscape(text, attribute: false, html: false), text.debugDescription)
            XCTAssertEqual(XMLEscaping.attribute(text), Self.referenceEscape(text, attribute: true, html: false), text.debugDescription)
            XCTAssertEqual(HTMLEscaping.escape(text), Self.referenceEscape(text, attribute: false, html: true), text.debugDescription)
            XCTAssertEqual(JSONText.quote(text), Self.referenceQuote(text, htmlSafe: false), text.debugDescription)
            XCTAssertEqual(JSONText.quote(text, htmlSafe: true), Self.referenceQuote(text, htmlSafe: true), text.debugDescription)
        }
        XCTAssertEqual(XMLEscaping.placeholder("\u{1B}"), "\\u{1B}")
        XCTAssertEqual(XMLEscaping.placeholder("\u{FFFE}"), "\\u{FFFE}")
    }

    /// Random strings from the characters every escaper treats apart, at every
    /// offset of the eight-byte blocks.
    func testRandomStringsMatchTheFormerRules() {
        let pool: [String] = ["a", "Z", "0", " ", "  ", "&", "<", ">", "\"", "'", "\\", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}",
                              "\u{80}", "\u{9F}", "é", "\u{2028}", "\u{2029}", "\u{2027}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "日", "🧑‍🚀"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pool.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(XMLEscaping.text(text), Self.referenceEscape(text, attribute: false, html: false), text.debugDescription)
            XCTAssertEqual(XMLEscaping.attribute(text), Self.referenceEscape(text, attribute: true, html: false), text.debugDescription)
            XCTAssertEqual(HTMLEscaping.escape(text), Self.referenceEscape(text, attribute: false, html: true), text.debugDescription)
            XCTAssertEqual(JSONText.quote(text), Self.referenceQuote(text, htmlSafe: false), text.debugDescription)
            XCTAssertEqual(JSONText.quote(text, htmlSafe: true), Self.referenceQuote(text, htmlSafe: true), text.debugDescription)
            XCTAssertEqual(FindingText.oneLine(text), Self.referenceOneLine(text), text.debugDescription)
        }
    }

    /// The escaper looks at 8 bytes a step: each character it treats apart, put at every
    /// position of a run of plain bytes (before, inside and after the 8-byte steps), comes out
    /// as the former rules write it, and the plain bytes around it are all there.
    func testEveryEscapedCharacterAtEveryPositionOfTheEightByteScan() {
        let specials = ["&", "<", ">", "\"", "'", "\\", "\t", "\n", "\r", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "%", ":", ",",
                        "\u{2028}", "\u{2029}", "\u{2027}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "é", "日", "🧑‍🚀"]
        for special in specials {
            for length in 0...19 {
                for position in 0...length {
                    let text = String(repeating: "a", count: position) + special + String(repeating: "b", count: length - position)
                    XCTAssertEqual(XMLEscaping.text(text), Self.referenceEscape(text, attribute: false, html: false), text.debugDescription)
                    XCTAssertEqual(XMLEscaping.attribute(text), Self.referenceEscape(text, attribute: true, html: false), text.debugDescription)
                    XCTAssertEqual(HTMLEscaping.escape(text), Self.referenceEscape(text, attribute: false, html: true), text.debugDescription)
                    XCTAssertEqual(JSONText.quote(text), Self.referenceQuote(text, htmlSafe: false), text.debugDescription)
                    XCTAssertEqual(JSONText.quote(text, htmlSafe: true), Self.referenceQuote(text, htmlSafe: true), text.debugDescription)
                }
            }
        }
        // Plain text only: copied whole, whatever its length.
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 64, 1000] {
            let text = String(repeating: "plain 日本 ", count: length)
            XCTAssertEqual(XMLEscaping.attribute(text), text)
            XCTAssertEqual(JSONText.quote(text, htmlSafe: true), "\"" + text + "\"")
        }
    }

    /// Bytes that are not UTF-8 (a writer given raw bytes): a lead byte of a listed character
    /// with its sequence cut short or wrong is copied as it is, like every other byte from 0x80 up.
    func testInvalidUTF8BytesAreCopiedExactly() {
        func escaped(_ bytes: [UInt8], _ rules: EscapeRules) -> [UInt8] {
            var out = ReportBytes()
            bytes.withUnsafeBufferPointer { out.append(escaping: $0, rules) }
            return out.withUnsafeBytes { Array($0) }
        }
        let a = UInt8(ascii: "a")
        XCTAssertEqual(escaped([a, 0xE2, 0x80], .jsonHTMLSafe), [a, 0xE2, 0x80])
        XCTAssertEqual(escaped([0xE2, 0x80, 0xA8, 0xE2], .jsonHTMLSafe), Array("\\u2028".utf8) + [0xE2])
        XCTAssertEqual(escaped([0xEF, 0xBF], .xmlText), [0xEF, 0xBF])
        XCTAssertEqual(escaped([a, a, a, a, a, a, a, a, 0xFF, 0xFE, UInt8(ascii: "<"), 0xC0, 0x80, a], .xmlText),
                       [a, a, a, a, a, a, a, a, 0xFF, 0xFE] + Array("&lt;".utf8) + [0xC0, 0x80, a])
        XCTAssertEqual(escaped([0xEF, 0xBF, 0xBE, 0xEF, 0xBF, 0xC0, 0x01], .xmlAttribute), Array("\\u{FFFE}".utf8) + [0xEF, 0xBF, 0xC0] + Array("\\u{1}".utf8))
        XCTAssertEqual(escaped([UInt8](repeating: 0x80, count: 20) + [0x7F], .json), [UInt8](repeating: 0x80, count: 20) + Array("\\u007f".utf8))
    }

    func testIntegersAndHex() {
        var out = ReportBytes()
        out.append(0); out.append(UInt8(ascii: " ")); out.append(-42); out.append(UInt8(ascii: " ")); out.append(Int.min)
        out.append(UInt8(ascii: " ")); out.append(Int.max); out.append(UInt8(ascii: " ")); out.append(unsigned: 7, minDigits: 3)
        out.append(UInt8(ascii: " ")); out.append(hex: 0x1F, uppercase: false, minDigits: 4)
        out.append(UInt8(ascii: " ")); out.append(hex: 0xFFFF_FFFF, uppercase: true)
        XCTAssertEqual(out.string, "0 -42 \(Int.min) \(Int.max) 007 001f FFFFFFFF")
    }

    /// The JUnit text with the failure bodies streamed equals the document serialised.
    func testStreamedJUnitEqualsTheDocument() {
        for results in [SampleResults.all, SampleResults.passing, HarnessResults(specs: []), JUnitWriterTests.small, Self.awkwardResults] {
            for options in [JUnitWriter.Options(), JUnitWriter.Options(fileAttributes: true)] {
                XCTAssertEqual(JUnitWriter.render(results, options: options),
                               JUnitXMLSerializer.render(JUnitWriter.document(results, options: options)))
            }
        }
    }

    /// Finding positions in severity order are `findingsBySeverity`.
    func testFindingOrderIsFindingsBySeverity() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let findings = (0..<60).map { i in
                Finding(kind: Finding.Kind.allCases.randomElement(using: &generator)!, items: [["a"], ["b"], []].randomElement(using: &generator)!,
                        message: ["m", "n", "m\(i % 3)"].randomElement(using: &generator)!,
                        line: [nil, 1, 2, 3].randomElement(using: &generator)!, column: [nil, 1, 5].randomElement(using: &generator)!)
            }
            let item = CaseResult(environment: "E", widthClass: .compact, heightClass: .compact, width: 1, height: 1, findings: findings)
            XCTAssertEqual(FindingOrder.indices(findings).map { findings[$0] }, item.findingsBySeverity)
            XCTAssertEqual(FindingOrder.first(findings).map { findings[$0] }, item.findingsBySeverity.first)
        }
    }

    /// A container with non-ASCII text near the 120-character limit stays on
    /// one line exactly when `String.count` says it fits.
    func testLineLimitCountsCharactersNotBytes() {
        for length in 100...125 {
            for filler in ["é", "e\u{301}", "🧑‍🚀", "x"] {
                let value = JSONValue.array([.string(String(repeating: filler, count: length - 4))])
                let expected = "[\"" + String(repeating: filler, count: length - 4) + "\"]"
                let text = JSONText.render(value)
                XCTAssertEqual(text.hasPrefix(expected), expected.count <= 120, "\(filler) \(length)")
            }
        }
    }

    /// Objects and arrays of several items, nested three deep, stay on one line exactly when
    /// that line (`, ` between items, `: ` after keys, brackets included, indentation left
    /// out) has at most 120 characters; otherwise one item a line, indented by two spaces a level.
    /// Lines are joined in place: items of every length, at several
    /// depths, with multi-byte text, escaped line breaks and commas inside strings, join to
    /// exactly the one-line text; a container too long for one line keeps its lines.
    func testJoinedLinesAtEveryLengthAndDepth() {
        for depth in 0...3 {
            for length in 0...19 {
                for piece in ["x", "é", ",", "\n", " "] {
                    let word = String(repeating: piece, count: length)
                    let scalars: [JSONValue] = [.string(word), .number(Double(length) + 0.5), .string(word + ","), .bool(true), .null]
                    let line = "[" + scalars.map { JSONText.render($0, style: .compact) }.joined(separator: ", ") + "]"
                    var value = JSONValue.array(scalars)
                    var expected = line
                    for level in (0..<depth).reversed() {
                        value = .array([value, .number(1)])
                        let indent = String(repeating: " ", count: 2 * level)
                        expected = "[\n" + indent + "  " + expected + ",\n" + indent + "  1\n" + indent + "]"
                    }
                    let fits = line.count <= 120
                    let text = JSONText.render(value)
                    if fits {
                        XCTAssertEqual(text, expected + "\n", "\(depth) \(length) \(piece.debugDescription)")
                    } else {
                        XCTAssertFalse(text.contains(line), "\(depth) \(length) \(piece.debugDescription)")
                    }
                }
            }
        }
    }

    /// Pairs and frames are written on one line at once: the same bytes as the same numbers
    /// written item by item (a `JSONValue` array), at every depth, with numbers that make the
    /// line too long (kept one a line), non-finite ones (`null`) and `-0`.
    func testNumberArraysOnOneLineMatchTheItemByItemLayout() {
        let values: [Double] = [0, -0.0, 1.5, -12.125, 390, .nan, .infinity, 1e300, -1e17, 123456789.123, 0.0004]
        for (i, a) in values.enumerated() {
            for b in values {
                let c = values[(i + 3) % values.count], d = values[(i + 5) % values.count]
                for depth in 0...2 {
                    for pair in [true, false] {
                        var writer = JSONLayoutWriter(capacity: 64)
                        for _ in 0..<depth { writer.openArray(); writer.element() }
                        if pair { writer.numbers(a, b) } else { writer.numbers(a, b, c, d) }
                        var value = JSONValue.array((pair ? [a, b] : [a, b, c, d]).map { .number($0) })
                        for _ in 0..<depth { value = .array([value]) }
                        let text = writer.finish().string
                        XCTAssertEqual(text, JSONText.render(value), "\(a) \(b) \(c) \(d) depth \(depth)")
                    }
                }
            }
        }
        var compact = JSONLayoutWriter(capacity: 64, pretty: false)
        compact.numbers(1, -0.0, .nan, 2.5)
        let text = compact.finish().string
        XCTAssertEqual(text, "[1,0,null,2.5]")
    }

    func testSeveralItemsNestedStayOnOneLineUpTo120Characters() {
        for items in 1...4 {
            for length in (118 - 12 * items)...(123 - 10 * items) {
                let word = String(repeating: "w", count: max(length, 1))
                let members = (0..<items).map { JSONValue.Member("k\($0)", .string(word)) }
                let numbers = JSONValue.array((0..<items).map { .number(Double($0)) } + [.string(word)])
                let value = JSONValue.object([.init("a", .array([.object([.init("b", .object(members))]), numbers]))])
                let text = JSONText.render(value)
                let object = "{" + members.map { "\"\($0.key)\": \"\(word)\"" }.joined(separator: ", ") + "}"
                let array = "[" + (0..<items).map(String.init).joined(separator: ", ") + ", \"\(word)\"]"
                for (line, depth) in [(object, 3), (array, 2)] {
                    let key = depth == 3 ? "\"b\": " : ""
                    XCTAssertEqual(text.contains("\n" + String(repeating: " ", count: 2 * depth) + key + line + "\n"), line.count <= 120,
                                   "\(items) items, \(line.count) characters:\n\(text)")
                }
            }
        }
        // An empty container is a scalar item: its parent may stay on one line.
        let value = JSONValue.object([.init("a", .array([.number(1), .object([.init("b", .array([]))]), .object([])]))])
        XCTAssertEqual(JSONText.render(value), """
        {
          "a": [
            1,
            {"b": []},
            {}
          ]
        }

        """)
        XCTAssertEqual(JSONText.render(value, style: .compact), "{\"a\":[1,{\"b\":[]},{}]}")
    }

    /// A frame is one line, `[x, y, width, height]`, unless its four numbers take more than 120
    /// characters: then one number a line, as any other container.
    func testFramesStayOnOneLineUnlessTheyPassTheLimit() throws {
        let huge = 1e30, big = 1e24
        let item = CaseResult(environment: "E", widthClass: .compact, heightClass: .regular, width: 390, height: 844, views: [
            ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844)),
            ViewFrame(id: "big", kind: .view, parent: "root", frame: .init(x: big, y: big, width: big, height: big)),
            ViewFrame(id: "huge", kind: .view, parent: "root", frame: .init(x: huge, y: huge, width: huge, height: huge)),
        ])
        let text = JSONResultsWriter.render(HarnessResults(specs: [SpecResult(file: "a.xml", scenes: [SceneResult(name: "S", cases: [item])])]))
        let b = ReportNumber.decimal(big), h = ReportNumber.decimal(huge)
        XCTAssertEqual([b.count, h.count], [24, 31])
        let indent = String(repeating: " ", count: 16)
        XCTAssertTrue(text.contains("\n\(indent)\"root\": [0, 0, 390, 844],\n"), text)
        XCTAssertTrue(text.contains("\n\(indent)\"big\": [\(b), \(b), \(b), \(b)],\n"), text)
        let numbers = Array(repeating: "\n" + indent + "  " + h, count: 4).joined(separator: ",")
        XCTAssertTrue(text.contains("\n\(indent)\"huge\": [\(numbers)\n\(indent)]\n"), text)
    }

    /// Results with everything optional present and absent, empty and
    /// non-empty containers, long and awkward strings.
    static var awkwardResults: HarnessResults {
        let long = String(repeating: "long é ", count: 20)
        let views = [
            ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 100, height: 200)),
            ViewFrame(id: long, kind: .label, parent: "root", hidden: true, frame: .init(x: -0.0004, y: 1e-9, width: 1e20, height: 2.0005), line: 3),
            ViewFrame(id: "c", kind: .button, parent: "root", frame: .init(x: .nan, y: .infinity, width: 3, height: 4), line: nil, column: 9),
        ]
        let findings = [
            Finding(kind: .conflict, items: [], message: "no items", line: nil, column: nil, details: nil),
            Finding(kind: .conflict, items: ["a", long], message: long, line: 1, column: 2,
                    details: .conflict(.init(constraints: [], broken: "x"))),
            Finding(kind: .conflict, items: ["a", "x"], message: "m", line: 1, column: 2,
                    details: .conflict(.init(constraints: ["a", "x"], broken: "x", equations: [
                        ConstraintEquation(id: "a", name: "a", equation: "a.width == 0.75 × b.width + 0 @750", line: 3, column: 4, written: true),
                        ConstraintEquation(id: "x", name: nil, equation: long, written: false),
                    ]))),
            Finding(kind: .ambiguity, items: ["c"], message: "m", details: .ambiguity(.init(view: "c", attribute: .x, range: nil, cause: .missingConstraints))),
            Finding(kind: .ambiguity, items: ["c"], message: "m", details: .ambiguity(.init(view: "c", attribute: .width, range: 1...2, cause: .equalPriorities))),
            Finding(kind: .expectation, items: [], message: "e", details: .expectation(.init(view: "c", attribute: "x", expected: [], actual: [], tolerance: 0.5))),
            Finding(kind: .expectation, items: [], message: "e", details: .expectation(.init(view: "c", attribute: "x", expected: [1], actual: [2], tolerance: 0.5))),
            Finding(kind: .regression, items: [], message: "r", details: .regression(.init(view: "c", old: nil, new: nil))),
            Finding(kind: .regression, items: [], message: "r", details: .regression(.init(view: "c", old: .init(x: 1, y: 2, width: 3, height: 4), new: nil))),
            Finding(kind: .overflow, items: [long, long], message: "o", details: .overflow(.init(view: "c", edge: .leading, amount: 3.25, container: nil))),
            Finding(kind: .overlap, items: ["c", long], message: "v", line: 2, column: 1,
                    details: .overlap(.init(view: "c", others: [long], area: .init(x: 1, y: 2, width: 3.5, height: 4)))),
        ]
        let withEverything = CaseResult(
            environment: long, environmentIndex: 3, widthClass: .regular, heightClass: .compact, width: 1000.5, height: 0,
            layoutDirection: .rightToLeft, safeArea: .init(top: 1, left: 2, bottom: 3, right: 4), state: "s\u{1}", stateIndex: 2,
            views: views, findings: findings, solveTime: 0.12345,
            warnings: [CaseWarning(code: "w", message: long, items: []), CaseWarning(code: "w2", message: "m", items: ["a"], line: 3, column: 4)]
        )
        let bare = CaseResult(environment: "", widthClass: .compact, heightClass: .compact, width: 1, height: 1)
        return HarnessResults(
            specs: [
                SpecResult(file: "a/b.xml", errors: [.init(line: 0, column: 0, message: long + "\n")]),
                SpecResult(file: "c.xml", scenes: [SceneResult(name: "empty", index: 0, cases: [])]),
                SpecResult(file: "d.xml", scenes: [SceneResult(name: "s", index: 1, cases: [withEverything, bare])],
                           warnings: [.init(line: 2, column: 3, message: long), .init(line: 0, column: 0, message: "w")]),
            ],
            startedAt: nil, hostname: "h\u{2028}", wallTime: 12.5
        )
    }
}

extension ByteWriterTests {
    static func referenceOneLine(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out += " "; pendingSpace = false }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || !XMLEscaping.isAllowed(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    func testOneLineMatchesTheFormerRules() {
        var strings = Self.awkwardStrings
        strings += ["  lead and trail  ", " a  b\t\tc\n\nd ", "\u{2028}x\u{2029}", "a \u{1}b", "a\u{1} b", "x \u{80}", " \u{1} ",
                    "a b c d e", "a - b", "é é", "\u{1B}[31mred\u{1B}[0m", "\r\n", " ", ""]
        for text in strings {
            XCTAssertEqual(FindingText.oneLine(text), Self.referenceOneLine(text), text.debugDescription)
        }
    }
}
