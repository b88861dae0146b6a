/// Xcode's `.strings` files: `"key" = "value";` entries, with `/* … */` and `// …` comments,
/// keys and values quoted (or unquoted words), and the escapes `\n \t \r \" \\ \' \0`,
/// `\UXXXX` / `\uXXXX` (UTF-16 units, surrogate pairs joined) and octal `\NNN`.
enum StringsFileParser {
    static func parse(_ text: String) -> Result<[(key: String, value: String)], StringTableProblem> {
        var cursor = ScalarCursor(text)
        var entries: [(String, String)] = []
        do throws(StringTableProblem) {
            while true {
                try skipSpaceAndComments(&cursor)
                if cursor.isAtEnd { break }
                let key = try string(&cursor, what: "a key")
                try skipSpaceAndComments(&cursor)
                guard cursor.current == "=" else { throw cursor.problem("expected '=' after the key \"\(key)\"") }
                cursor.advance()
                try skipSpaceAndComments(&cursor)
                let value = try string(&cursor, what: "a value")
                try skipSpaceAndComments(&cursor)
                guard cursor.current == ";" else { throw cursor.problem("expected ';' after the value of \"\(key)\"") }
                cursor.advance()
                entries.append((key, value))
            }
        } catch {
            return .failure(error)
        }
        return .success(entries)
    }

    private static func skipSpaceAndComments(_ cursor: inout ScalarCursor) throws(StringTableProblem) {
        while let scalar = cursor.current {
            if scalar.properties.isWhitespace {
                cursor.advance()
            } else if scalar == "/", cursor.peek(1) == "*" {
                let start = cursor.problem("a comment that is not closed")
                cursor.advance(); cursor.advance()
                while !(cursor.current == "*" && cursor.peek(1) == "/") {
                    guard !cursor.isAtEnd else { throw start }
                    cursor.advance()
                }
                cursor.advance(); cursor.advance()
            } else if scalar == "/", cursor.peek(1) == "/" {
                while let next = cursor.current, next != "\n" { cursor.advance() }
            } else {
                return
            }
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.$:/-".unicodeScalars.contains(scalar)
    }

    private static func string(_ cursor: inout ScalarCursor, what: String) throws(StringTableProblem) -> String {
        guard let first = cursor.current else { throw cursor.problem("expected \(what), found the end of the file") }
        if first != "\"" {
            guard isWordScalar(first) else { throw cursor.problem("expected \(what) in double quotes, found '\(Character(first))'") }
            var word = String.UnicodeScalarView()
            while let scalar = cursor.current, isWordScalar(scalar) {
                word.append(scalar)
                cursor.advance()
            }
            return String(word)
        }
        let start = cursor.problem("a string that is not closed")
        cursor.advance()
        var result = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while true {
            guard let scalar = cursor.current else { throw start }
            if scalar == "\"" { cursor.advance(); break }
            guard scalar == "\\" else {
                if pendingHigh != nil { throw cursor.problem("a \\U escape leaves half of a surrogate pair") }
                result.append(scalar)
                cursor.advance()
                continue
            }
            let escape = cursor.problem("an unknown escape")
            cursor.advance()
            guard let code = cursor.current else { throw start }
            cursor.advance()
            switch code {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "v": result.append("\u{0B}")
            case "\"", "\\", "'": result.append(code)
            case "U", "u":
                var value = try cursor.hexDigits(of: code, escape: escape)
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                    continue
                }
                if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                guard let joined = Unicode.Scalar(value) else { throw escape.with("\\\(code) names no character (an unpaired surrogate)") }
                result.append(joined)
            case "0"..."7":
                var value = code.value - 48
                for _ in 0..<2 {
                    guard let digit = cursor.current, ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 48
                    cursor.advance()
                }
                result.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
            default:
                throw escape.with("unknown escape '\\\(Character(code))'")
            }
            pendingHigh = nil
        }
        if pendingHigh != nil { throw start.with("a \\U escape leaves half of a surrogate pair") }
        return String(result)
    }
}

extension StringTableProblem {
    /// The same place, another message.
    func with(_ message: String) -> StringTableProblem { StringTableProblem(line: line, column: column, message: message) }
}
