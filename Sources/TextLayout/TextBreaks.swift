internal import CICU

/// ICU's break iterators: UAX #14 line break opportunities and UAX #29 grapheme cluster
/// boundaries. One iterator of each kind is opened once; every use works on a clone (ICU's
/// thread-safe way to share an iterator), so measuring runs on any thread.
final class TextBreaks: @unchecked Sendable {
    static let shared = TextBreaks()

    private let lineTemplate: OpaquePointer?
    private let characterTemplate: OpaquePointer?

    private init() {
        lineTemplate = cicu_break_open(Int32(CICU_BREAK_LINE))
        characterTemplate = cicu_break_open(Int32(CICU_BREAK_CHARACTER))
    }

    /// A place where a line may end: after `offset` UTF-16 units; `isMandatory` after a newline
    /// or paragraph separator.
    struct Opportunity: Equatable {
        var offset: Int
        var isMandatory: Bool
    }

    /// Line break opportunities after position 0, in order; the last is the end of the text.
    /// Falls back to mandatory breaks only if ICU is unavailable.
    func lineBreaks(_ units: [UInt16]) -> [Opportunity] {
        let boundaries = iterate(lineTemplate, units, withStatus: true)
        guard let boundaries else { return TextBreaks.mandatoryBreaks(units) }
        return boundaries.map { Opportunity(offset: $0.offset, isMandatory: $0.status >= 100 && $0.status < 200) }
    }

    /// Grapheme cluster boundaries, from 0 to the end of the text inclusive. Falls back to
    /// Unicode scalar boundaries if ICU is unavailable.
    func graphemeBoundaries(_ units: [UInt16]) -> [Int] {
        guard let boundaries = iterate(characterTemplate, units, withStatus: false) else {
            var offsets = [0]
            var offset = 0
            for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
                offset += scalar.utf16.count
                offsets.append(offset)
            }
            return offsets
        }
        return [0] + boundaries.map(\.offset)
    }

    /// Mandatory breaks (UAX #14 classes BK, CR, LF, NL: LF, VT, FF, CR not before LF, NEL,
    /// LS, PS) plus the end of the text. The only breaks an unconstrained width needs.
    static func mandatoryBreaks(_ units: [UInt16]) -> [Opportunity] {
        var breaks: [Opportunity] = []
        for (index, unit) in units.enumerated() {
            switch unit {
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                breaks.append(Opportunity(offset: index + 1, isMandatory: true))
            case 0x0D where index + 1 >= units.count || units[index + 1] != 0x0A:
                breaks.append(Opportunity(offset: index + 1, isMandatory: true))
            default:
                break
            }
        }
        if breaks.last?.offset != units.count {
            breaks.append(Opportunity(offset: units.count, isMandatory: false))
        }
        return breaks
    }

    /// True for a UTF-16 unit that is white space (Unicode White_Space, less no-break spaces),
    /// which UIKit does not count at the end of a line.
    static func isWhitespace(_ unit: UInt16) -> Bool {
        if unit == 0x20 { return true }
        if unit < 0x09 || (unit > 0x0D && unit < 0x85) || (0xD800...0xDFFF).contains(unit) { return false }
        return cicu_is_whitespace(Int32(unit)) != 0 || (0x0A...0x0D).contains(unit) || unit == 0x85
    }

    private func iterate(_ template: OpaquePointer?, _ units: [UInt16], withStatus: Bool)
        -> [(offset: Int, status: Int32)]? {
        guard !units.isEmpty else { return [] }
        guard let template, units.count < Int(Int32.max) else { return nil }
        guard let iterator = cicu_break_clone(template) else { return nil }
        defer { cicu_break_close(iterator) }
        return units.withUnsafeBufferPointer { buffer -> [(offset: Int, status: Int32)]? in
            guard cicu_break_set_text(iterator, buffer.baseAddress, Int32(buffer.count)) == 0 else { return nil }
            var result: [(offset: Int, status: Int32)] = []
            _ = cicu_break_first(iterator)
            var boundary = cicu_break_next(iterator)
            while boundary > 0 { // UBRK_DONE is -1
                result.append((Int(boundary), withStatus ? cicu_break_rule_status(iterator) : 0))
                boundary = cicu_break_next(iterator)
            }
            return result
        }
    }
}
