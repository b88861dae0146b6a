/// String Catalogs (`.xcstrings`, Xcode 15 and later): JSON whose `strings` map each key to its
/// `localizations`, each language to a `stringUnit` with a `value`. Plural and device variations
/// give the `other` plural or the iPhone (else `other`) device form.
enum StringCatalogParser {
    static func parse(_ text: String) -> Result<StringTable, StringTableProblem> {
        var reader = JSONTextReader(text)
        let root: JSONTextReader.Value
        do {
            root = try reader.document()
        } catch {
            return .failure(error)
        }
        guard case .object(let top, let at) = root else {
            return .failure(StringTableProblem(line: 1, column: 1, message: "a String Catalog is a JSON object"))
        }
        guard let strings = top.first(where: { $0.key == "strings" })?.value else {
            return .failure(at.with("a String Catalog needs a \"strings\" object"))
        }
        guard case .object(let entries, _) = strings else { return .failure(strings.location.with("\"strings\" must be an object")) }
        var table = StringTable()
        for (key, entry) in entries {
            guard case .object(let members, _) = entry,
                  case .object(let localizations, _)? = members.first(where: { $0.key == "localizations" })?.value else { continue }
            for (language, localization) in localizations {
                if let value = self.value(localization) { table.set(value, forKey: key, language: language) }
            }
        }
        return .success(table)
    }

    /// `stringUnit.value`, or that of the `other` plural, or the iPhone (else `other`) device form.
    private static func value(_ localization: JSONTextReader.Value) -> String? {
        guard case .object(let members, _) = localization else { return nil }
        func member(_ value: JSONTextReader.Value?, _ key: String) -> JSONTextReader.Value? {
            guard case .object(let members, _)? = value else { return nil }
            return members.first { $0.key == key }?.value
        }
        if case .string(let text, _)? = member(member(localization, "stringUnit"), "value") { return text }
        let variations = members.first { $0.key == "variations" }?.value
        for (kind, choices) in [("plural", ["other"]), ("device", ["iphone", "other"])] {
            for choice in choices {
                if let form = member(member(variations, kind), choice), let text = value(form) { return text }
            }
        }
        return nil
    }
}

/// A small JSON reader for String Catalogs, with each value's line and column (RFC 8259; no
/// Foundation in this module). Nesting deeper than 64 levels is refused.
struct JSONTextReader {
    indirect enum Value {
        case object([(key: String, value: Value)], StringTableProblem)
        case array([Value], StringTableProblem)
        case string(String, StringTableProblem)
        case other(StringTableProblem)

        /// Where the value starts.
        var location: StringTableProblem {
            switch self {
            case .object(_, let at), .array(_, let at), .string(_, let at), .other(let at): return at
            }
        }
    }

    private var cursor: ScalarCursor

    init(_ text: String) { cursor = ScalarCursor(text) }

    mutating func document() throws(StringTableProblem) -> Value {
        let value = try self.value(depth: 0)
        skipSpace()
        guard cursor.isAtEnd else { throw cursor.problem("unexpected text after the JSON value") }
        return value
    }

    private mutating func skipSpace() {
        while let scalar = cursor.current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { cursor.advance() }
    }

    private mutating func value(depth: Int) throws(StringTableProblem) -> Value {
        skipSpace()
        let at = cursor.problem("")
        guard depth < 64 else { throw at.with("JSON nested deeper than 64 levels") }
        guard let scalar = cursor.current else { throw at.with("expected a JSON value, found the end of the file") }
        switch scalar {
        case "{":
            cursor.advance()
            var members: [(key: String, value: Value)] = []
            skipSpace()
            if cursor.current == "}" { cursor.advance(); return .object(members, at) }
            while true {
                skipSpace()
                guard cursor.current == "\"" else { throw cursor.problem("expected a member name in double quotes") }
                let key = try string()
                skipSpace()
                guard cursor.current == ":" else { throw cursor.problem("expected ':' after \"\(key)\"") }
                cursor.advance()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                if cursor.current == "," { cursor.advance(); continue }
                guard cursor.current == "}" else { throw cursor.problem("expected ',' or '}' in an object") }
                cursor.advance()
                return .object(members, at)
            }
        case "[":
            cursor.advance()
            var items: [Value] = []
            skipSpace()
            if cursor.current == "]" { cursor.advance(); return .array(items, at) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                if cursor.current == "," { cursor.advance(); continue }
                guard cursor.current == "]" else { throw cursor.problem("expected ',' or ']' in an array") }
                cursor.advance()
                return .array(items, at)
            }
        case "\"":
            return .string(try string(), at)
        default:
            // true, false, null, numbers: checked for their characters, not needed for their value.
            var word = ""
            while let next = cursor.current, next.properties.isAlphabetic || ("0"..."9").contains(next) || "+-.".unicodeScalars.contains(next) {
                word.unicodeScalars.append(next)
                cursor.advance()
            }
            guard word == "true" || word == "false" || word == "null" || isNumber(word) else {
                throw at.with(word.isEmpty ? "unexpected '\(Character(scalar))' in JSON" : "'\(word)' is not a JSON value")
            }
            return .other(at)
        }
    }

    private func isNumber(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        var scalars = Substring(word)
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        guard let first = scalars.first, first.isNumber else { return false }
        return scalars.allSatisfy { $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }
    }

    private mutating func string() throws(StringTableProblem) -> String {
        let start = cursor.problem("a JSON string that is not closed")
        cursor.advance()
        var result = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while true {
            guard let scalar = cursor.current else { throw start }
            if scalar == "\"" { cursor.advance(); break }
            if scalar.value < 0x20 { throw cursor.problem("a control character in a JSON string") }
            guard scalar == "\\" else {
                if pendingHigh != nil { throw cursor.problem("a \\u escape leaves half of a surrogate pair") }
                result.append(scalar)
                cursor.advance()
                continue
            }
            let escape = cursor.problem("")
            cursor.advance()
            guard let code = cursor.current else { throw start }
            cursor.advance()
            switch code {
            case "\"", "\\", "/": result.append(code)
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                var value = try cursor.hexDigits(of: code, escape: escape)
                if (0xD800...0xDBFF).contains(value), pendingHigh == nil {
                    pendingHigh = value
                    continue
                }
                if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                guard let joined = Unicode.Scalar(value) else { throw escape.with("\\u names no character (an unpaired surrogate)") }
                result.append(joined)
            default:
                throw escape.with("unknown escape '\\\(Character(code))' in a JSON string")
            }
            pendingHigh = nil
        }
        if pendingHigh != nil { throw start.with("a \\u escape leaves half of a surrogate pair") }
        return String(result)
    }
}

extension Unicode.Scalar {
    /// 0–15 for an ASCII hexadecimal digit.
    var hexDigitValue: Int? {
        switch self {
        case "0"..."9": return Int(value) - 48
        case "a"..."f": return Int(value) - 87
        case "A"..."F": return Int(value) - 55
        default: return nil
        }
    }
}
