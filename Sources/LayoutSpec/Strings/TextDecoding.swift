/// A problem in a string table file, at a 1-based line and column (columns count characters).
public struct StringTableProblem: Error, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
}

/// Text files as Xcode writes string tables: UTF-8 (with or without a byte order mark), or
/// UTF-16 with a byte order mark (older `.strings` files).
enum TextDecoding {
    static func decode(_ bytes: [UInt8]) -> Result<String, StringTableProblem> {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                return .failure(StringTableProblem(line: 1, column: 1, message: "the file is UTF-16 but has an odd number of bytes"))
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var index = 2
            while index + 1 < bytes.count {
                let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(littleEndian ? a | b << 8 : a << 8 | b)
                index += 2
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                return .failure(StringTableProblem(line: 1, column: 1, message: "the file is not valid UTF-16 (an unpaired surrogate)"))
            }
            return .success(text)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            return .failure(StringTableProblem(line: 1, column: 1, message: "the file is neither UTF-8 nor UTF-16 with a byte order mark"))
        }
        return .success(text)
    }
}

/// Reads Unicode scalars one at a time, keeping the line and column of the next one.
struct ScalarCursor {
    private let scalars: [Unicode.Scalar]
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var isAtEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    func problem(_ message: String) -> StringTableProblem { StringTableProblem(line: line, column: column, message: message) }

    /// The four hexadecimal digits after the `\u` or `\U` (`code`) of an escape that began at `escape`.
    mutating func hexDigits(of code: Unicode.Scalar, escape: StringTableProblem) throws(StringTableProblem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current, let nibble = digit.hexDigitValue else {
                throw escape.with("\\\(code) needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(nibble)
            advance()
        }
        return value
    }
}
