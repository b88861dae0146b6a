/// The position of one start tag (`<name …>`) in the file.
struct TagPosition {
    /// Byte offset of the `<`.
    var offset: Int
    var line: Int
    var column: Int
}

/// A byte-level pass over the whole file before libxml2 sees it.
///
/// It refuses what must never reach the parser (NUL bytes, bytes that are not UTF-8, UTF-16,
/// encodings other than UTF-8, DTDs, nesting past the limit) and records the line and column of
/// every start tag in document order. libxml2 reports elements in the same order, so the n-th
/// element libxml2 reads is the n-th tag here; attribute positions are found by rescanning one tag
/// only when a diagnostic needs them. The pass never recurses and never traps on any input.
struct InputScanner {
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    struct Result {
        var tags: [TagPosition] = []
        var problem: Problem?
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) -> Result {
        var result = Result()
        let count = bytes.count
        if count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            result.problem = Problem(line: 1, column: 1, message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); a spec must be UTF-8")
            return result
        }
        var i = 0
        // A UTF-8 byte order mark is skipped.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        if let problem = encodingProblem(bytes, from: i) {
            result.problem = problem
            return result
        }
        enum State { case content, startTag, endTag, comment, cdata, processingInstruction, declaration }
        guard let p = bytes.baseAddress else { return result }
        var state = State.content
        var line = 1
        var lineStart = i
        var depth = 0
        var quote: UInt8 = 0
        result.tags.reserveCapacity(count / 64)

        func matches(_ literal: StaticString, at offset: Int) -> Bool {
            let length = literal.utf8CodeUnitCount
            guard offset >= 0, offset + length <= count else { return false }
            let pointer = literal.utf8Start
            for k in 0..<length where p[offset + k] != pointer[k] { return false }
            return true
        }
        /// Column of offset `at` on the current line (counting Unicode scalars).
        func column(_ at: Int) -> Int { advance(bytes, from: lineStart, line: line, column: 1, to: at).1 }

        while i < count {
            let byte = p[i]
            if byte >= 0x80 {
                // One scalar, as the standard library reads UTF-8 (overlong forms, surrogates and
                // values past U+10FFFF are invalid).
                var parser = Unicode.UTF8.ForwardParser()
                var rest = UnsafeBufferPointer(rebasing: bytes[i...]).makeIterator()
                guard case .valid(let scalar) = parser.parseScalar(from: &rest) else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    result.problem = Problem(line: line, column: column(i),
                                             message: "invalid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex) at offset \(i)); a spec must be UTF-8 text")
                    return result
                }
                i += scalar.count
                continue
            }
            switch byte {
            case 0x0A:
                line += 1
                lineStart = i + 1
                i += 1
                continue
            case 0x0D:
                if i + 1 >= count || p[i + 1] != 0x0A {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
                continue
            case 0:
                result.problem = Problem(line: line, column: column(i), message: "binary file: NUL byte at offset \(i); a spec must be UTF-8 text")
                return result
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "-"), UInt8(ascii: "]"), UInt8(ascii: "?"):
                break
            default:
                i += 1
                continue
            }
            // A structural character (all ASCII, none of them a line break).
            var skip = 1
            switch state {
            case .content:
                if byte == UInt8(ascii: "<"), i + 1 < count {
                    let next = p[i + 1]
                    if next == UInt8(ascii: "!") {
                        if matches("<!--", at: i) { state = .comment; skip = 4 }
                        else if matches("<![CDATA[", at: i) { state = .cdata; skip = 9 }
                        else if matches("<!DOCTYPE", at: i) {
                            result.problem = Problem(line: line, column: column(i),
                                                     message: "a document type declaration (<!DOCTYPE>) is not allowed: specs have no DTD and no entity declarations")
                            return result
                        } else { state = .declaration }
                    } else if next == UInt8(ascii: "?") {
                        state = .processingInstruction
                        skip = 2
                    } else if next == UInt8(ascii: "/") {
                        state = .endTag
                        depth -= 1
                    } else {
                        if depth + 1 > maxDepth {
                            result.problem = Problem(line: line, column: column(i),
                                                     message: "elements are nested deeper than \(maxDepth) levels, the limit")
                            return result
                        }
                        result.tags.append(TagPosition(offset: i, line: line, column: column(i)))
                        state = .startTag
                        quote = 0
                    }
                }
            case .startTag:
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    // Self-closing if the last character before '>' outside quotes is '/'.
                    var k = i - 1
                    while k > 0, isXMLSpace(p[k]) { k -= 1 }
                    if p[k] != UInt8(ascii: "/") { depth += 1 }
                    state = .content
                }
            case .endTag, .declaration:
                if byte == UInt8(ascii: ">") { state = .content }
            case .comment:
                if byte == UInt8(ascii: "-"), matches("-->", at: i) { state = .content; skip = 3 }
            case .cdata:
                if byte == UInt8(ascii: "]"), matches("]]>", at: i) { state = .content; skip = 3 }
            case .processingInstruction:
                if byte == UInt8(ascii: "?"), matches("?>", at: i) { state = .content; skip = 2 }
            }
            i += skip
        }
        return result
    }

    static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A problem if the XML declaration names an encoding other than UTF-8.
    static func encodingProblem(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Problem? {
        let prefix: [UInt8] = Array("<?xml".utf8)
        guard bytes.count >= start + prefix.count + 1, bytes[start..<(start + prefix.count)].elementsEqual(prefix),
              isXMLSpace(bytes[start + prefix.count]) else { return nil }
        var end = start + prefix.count
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
        let key: [UInt8] = Array("encoding".utf8)
        var i = start + prefix.count
        while i + key.count <= end {
            if bytes[i..<(i + key.count)].elementsEqual(key) {
                var j = i + key.count
                while j < end, isXMLSpace(bytes[j]) { j += 1 }
                guard j < end, bytes[j] == UInt8(ascii: "=") else { return nil }
                j += 1
                while j < end, isXMLSpace(bytes[j]) { j += 1 }
                guard j < end, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else { return nil }
                let quote = bytes[j]
                let valueStart = j + 1
                var valueEnd = valueStart
                while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
                if value.lowercased() == "utf-8" { return nil }
                let (line, column) = advance(bytes, from: start, line: 1, column: 1, to: valueStart)
                return Problem(line: line, column: column, message: "encoding '\(value)' is not supported; a spec must be UTF-8")
            }
            i += 1
        }
        return nil
    }

    /// Line and column reached by walking from `from` (at `line`, `column`) to `offset`.
    static func advance(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, line: Int, column: Int, to offset: Int) -> (Int, Int) {
        var line = line
        var column = column
        var i = from
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && (i + 1 >= bytes.count || bytes[i + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if b != UInt8(ascii: "\r"), b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }
}
