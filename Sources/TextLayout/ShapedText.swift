/// A text shaped once with a font: the advance of every UTF-16 unit (the advances of the glyphs
/// of a cluster sit on the cluster's first unit, tracking included), so the width of any range
/// is a difference of prefix sums. Grapheme boundaries come from ICU on first use.
final class ShapedText {
    let units: [UInt16]
    let font: Font
    let missingGlyphCount: Int
    /// `offsets[i]` is the width of `units[0..<i]`; `offsets.count == units.count + 1`.
    private let offsets: [Double]
    private var cachedGraphemes: [Int]?

    init(units: [UInt16], font: Font) {
        self.units = units
        self.font = font
        var advances = [Double](repeating: 0, count: units.count)
        var missing = 0
        switch font.face {
        case .box:
            let boundaries = TextBreaks.shared.graphemeBoundaries(units)
            cachedGraphemes = boundaries
            for start in boundaries.dropLast() where start < units.count {
                advances[start] = font.pointSize / 2
            }
        case .openType(let face):
            let perUnit = font.pointSize / Double(max(face.unitsPerEm, 1)) * font.advanceScale
            let glyphs = units.withUnsafeBufferPointer { face.shape($0) }
            for glyph in glyphs where glyph.cluster >= 0 && glyph.cluster < units.count {
                var advance = Double(glyph.advance) * perUnit
                if glyph.advance != 0 { advance += font.tracking }
                advances[glyph.cluster] += advance
                if glyph.id == 0, !ShapedText.isControlOrSpace(units[glyph.cluster]) { missing += 1 }
            }
        }
        var sums = [Double](repeating: 0, count: units.count + 1)
        for index in 0..<units.count {
            sums[index + 1] = sums[index] + advances[index]
        }
        offsets = sums
        missingGlyphCount = missing
    }

    var count: Int { units.count }

    /// Grapheme cluster boundaries from 0 to `count` inclusive.
    var graphemes: [Int] {
        if let cachedGraphemes { return cachedGraphemes }
        let boundaries = TextBreaks.shared.graphemeBoundaries(units)
        cachedGraphemes = boundaries
        return boundaries
    }

    /// The advance width of `units[start..<end]`.
    func width(_ start: Int, _ end: Int) -> Double {
        end > start ? offsets[end] - offsets[start] : 0
    }

    /// `end` moved back over trailing white space, not before `start`.
    func trimEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, TextBreaks.isWhitespace(units[end - 1]) { end -= 1 }
        return end
    }

    /// `start` moved forward over leading white space, not past `end`.
    func trimStart(_ start: Int, _ end: Int) -> Int {
        var start = start
        while start < end, TextBreaks.isWhitespace(units[start]) { start += 1 }
        return start
    }

    /// The index in `graphemes` of the first boundary at or after `offset`.
    func graphemeIndex(atOrAfter offset: Int) -> Int {
        let boundaries = graphemes
        var low = 0
        var high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The text of `units[start..<end]`.
    func text(_ start: Int, _ end: Int) -> String {
        end > start ? String(decoding: units[start..<end], as: UTF16.self) : ""
    }

    private static func isControlOrSpace(_ unit: UInt16) -> Bool {
        unit < 0x20 || (0x7F...0x9F).contains(unit) || TextBreaks.isWhitespace(unit)
            || unit == 0x200B || unit == 0x200C || unit == 0x200D || unit == 0xFEFF
    }
}
