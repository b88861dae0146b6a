/// The value readers on bytes read in place (`AttributeBytes`): the usual, valid values are read without
/// making a `String`; anything else goes to the `String` reader, so every message stays its own.
extension ValueParser {
    static func number(_ raw: AttributeBytes, attribute: String,
                       range: ClosedRange<Double> = -SpecLimits.maxMagnitude...SpecLimits.maxMagnitude) -> Result<Double, ValueProblem> {
        if let value = plainNumber(raw.trimmed), range.contains(value) { return .success(value == 0 ? 0 : value) }
        return number(raw.string, attribute: attribute, range: range)
    }

    static func priority(_ raw: AttributeBytes, attribute: String) -> Result<Double, ValueProblem> {
        let text = raw.trimmed
        if let first = text.first, (first >= 0x30 && first <= 0x39) || first == UInt8(ascii: ".") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            if let value = plainNumber(text), value > 0, value <= 1000 { return .success(value) }
        } else if let named = priorityNames.first(where: { AttributeBytes.equal(text, $0.bytes) }) {
            return .success(named.value)
        }
        return priority(raw.string, attribute: attribute)
    }

    static func multiplier(_ raw: AttributeBytes, attribute: String) -> Result<Double, ValueProblem> {
        let text = raw.trimmed
        if let colon = text.firstIndex(of: UInt8(ascii: ":")) {
            let left = UnsafeBufferPointer(rebasing: text[..<colon])
            let right = UnsafeBufferPointer(rebasing: text[(colon + 1)...])
            if isDecimal(left), isDecimal(right), let a = fastDecimal(left), let b = fastDecimal(right), b != 0 {
                let value = a / b
                if value.isFinite, abs(a) <= SpecLimits.maxMagnitude, abs(b) <= SpecLimits.maxMagnitude, abs(value) <= SpecLimits.maxMagnitude {
                    return .success(value == 0 ? 0 : value)
                }
            }
        } else if let value = plainNumber(text), abs(value) <= SpecLimits.maxMagnitude {
            return .success(value == 0 ? 0 : value)
        }
        return multiplier(raw.string, attribute: attribute)
    }

    static func boolean(_ raw: AttributeBytes, attribute: String) -> Result<Bool, ValueProblem> {
        let text = raw.trimmed
        if AttributeBytes.equal(text, yes) || AttributeBytes.equal(text, trueName) { return .success(true) }
        if AttributeBytes.equal(text, no) || AttributeBytes.equal(text, falseName) { return .success(false) }
        return boolean(raw.string, attribute: attribute)
    }

    static func enumeration<E: NamedEnum>(_ raw: AttributeBytes, attribute: String, as type: E.Type) -> Result<E, ValueProblem> {
        if let value = E.named(raw.trimmed) { return .success(value) }
        return enumeration(raw.string, attribute: attribute, as: type)
    }

    /// A valid ASCII id is made straight from its bytes; anything else goes to the `String` reader.
    static func identifier(_ raw: AttributeBytes, attribute: String) -> Result<String, ValueProblem> {
        let text = raw.trimmed
        var plain = !text.isEmpty
        for byte in text where byte >= 0x80 || byte == UInt8(ascii: "#") || byte == UInt8(ascii: ".") || InputScanner.isXMLSpace(byte) {
            plain = false
            break
        }
        if plain { return .success(String(decoding: text, as: UTF8.self)) }
        return identifier(raw.string, attribute: attribute)
    }

    /// A decimal short enough for `fastDecimal` (no surrounding whitespace); nil for anything else.
    static func plainNumber(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard isDecimal(text), let value = fastDecimal(text), value.isFinite else { return nil }
        return value
    }

    /// `LayoutPriority.names` as bytes.
    private static let priorityNames = LayoutPriority.names.map { (bytes: Array($0.name.utf8), value: $0.value) }
    private static let yes = Array("YES".utf8)
    private static let no = Array("NO".utf8)
    private static let trueName = Array("true".utf8)
    private static let falseName = Array("false".utf8)
}
