/// Lays out a text as a UILabel would and measures it: shaping with HarfBuzz, line breaks and
/// grapheme clusters from ICU, a greedy fill of each line, `numberOfLines` and `lineBreakMode`
/// applied to the last line shown, and UIKit's rounding (docs/text.md).
public enum TextLayouter {
    /// Measures `text` in `font`.
    ///
    /// - Parameters:
    ///   - scale: the display scale heights round up to (1, 2 or 3).
    ///   - numberOfLines: the most lines shown; 0 (or less) means no limit.
    ///   - lineBreakMode: how lines wrap and how the last line shown is cut.
    ///   - width: the width available, or nil for none (a label's intrinsic size). Below 0
    ///     counts as 0; NaN and infinity count as none.
    public static func measure(
        _ text: String, font: Font, scale: Double = 2, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .default, width: Double? = nil
    ) -> TextMeasurement {
        let scale = PixelRounding.sanitizedScale(scale)
        let limit = sanitizedWidth(width)
        let units = Array(text.utf16)
        guard !units.isEmpty else {
            return TextMeasurement(width: 0, height: 0, firstBaseline: font.ascender, lastBaseline: font.ascender,
                                   lineHeight: font.lineHeight, lines: [], truncation: nil, missingGlyphCount: 0)
        }
        let shaped = ShapedText(units: units, font: font)
        let opportunities = breakOpportunities(shaped, limit: limit, mode: lineBreakMode)
        let spans = wrap(shaped, limit: limit, opportunities: opportunities)
        let maximumLines = numberOfLines > 0 ? numberOfLines : Int.max

        var lines: [TextLine]
        var truncation: Truncation?
        if spans.count <= maximumLines {
            lines = spans.map { TextLine(text: shaped.text($0.start, $0.end), width: shaped.width($0.start, $0.end)) }
        } else {
            lines = spans.prefix(maximumLines - 1).map {
                TextLine(text: shaped.text($0.start, $0.end), width: shaped.width($0.start, $0.end))
            }
            let last = spans[maximumLines - 1]
            let cut = LastLineCutter(shaped: shaped, start: last.start, limit: limit)
            let (line, kind) = cut.line(for: lineBreakMode, wrapped: last)
            lines.append(line)
            truncation = Truncation(kind: kind, hiddenLineCount: spans.count - maximumLines,
                                    fullWidth: PixelRounding.ceilToPoint(widestParagraph(shaped)))
        }

        let lineHeight = font.lineHeight
        let lineCount = Double(lines.count)
        return TextMeasurement(
            width: PixelRounding.ceilToPoint(lines.map(\.width).max() ?? 0),
            height: PixelRounding.ceilToPixel(lineCount * lineHeight, scale: scale),
            firstBaseline: font.ascender,
            lastBaseline: max(lineCount - 1, 0) * lineHeight + font.ascender,
            lineHeight: lineHeight, lines: lines, truncation: truncation,
            missingGlyphCount: shaped.missingGlyphCount)
    }

    /// A width limit usable for arithmetic: nil for none, NaN or +infinity; at least 0.
    static func sanitizedWidth(_ width: Double?) -> Double? {
        guard let width, !width.isNaN, width != .infinity else { return nil }
        return max(width, 0)
    }

    /// Tolerance when comparing a line's width with the limit, so a label laid out at its own
    /// (rounded) width never wraps.
    static let fitTolerance = 1e-6

    /// A line of the greedy fill: `units[start..<end]` is shown (trailing white space
    /// excluded); the next line starts at `next`.
    struct LineSpan {
        var start: Int
        var end: Int
        var next: Int
    }

    /// Where lines may end: with no width limit only after newlines; with `characterWrap`
    /// between any grapheme clusters; otherwise at ICU's line break opportunities.
    static func breakOpportunities(_ shaped: ShapedText, limit: Double?, mode: LineBreakMode)
        -> [TextBreaks.Opportunity] {
        guard limit != nil else { return TextBreaks.mandatoryBreaks(shaped.units) }
        guard mode == .characterWrap else { return TextBreaks.shared.lineBreaks(shaped.units) }
        let mandatory = Set(TextBreaks.mandatoryBreaks(shaped.units).filter(\.isMandatory).map(\.offset))
        return shaped.graphemes.dropFirst().map {
            TextBreaks.Opportunity(offset: $0, isMandatory: mandatory.contains($0))
        }
    }

    /// The greedy fill: each line takes the furthest break opportunity whose text (less
    /// trailing white space) fits; a word wider than the line breaks between grapheme clusters.
    static func wrap(_ shaped: ShapedText, limit: Double?, opportunities: [TextBreaks.Opportunity]) -> [LineSpan] {
        var spans: [LineSpan] = []
        var start = 0
        var index = 0
        while start < shaped.count {
            while index < opportunities.count, opportunities[index].offset <= start { index += 1 }
            guard index < opportunities.count else {
                spans.append(LineSpan(start: start, end: shaped.trimEnd(start, shaped.count), next: shaped.count))
                break
            }
            var fit: Int?
            var probe = index
            while probe < opportunities.count {
                let opportunity = opportunities[probe]
                if let limit,
                   shaped.width(start, shaped.trimEnd(start, opportunity.offset)) > limit + fitTolerance { break }
                fit = probe
                if opportunity.isMandatory { break }
                probe += 1
            }
            if let fit {
                let end = opportunities[fit].offset
                spans.append(LineSpan(start: start, end: shaped.trimEnd(start, end), next: end))
                start = end
                index = fit + 1
            } else {
                let cut = graphemeCut(shaped, from: start, upTo: opportunities[index].offset, limit: limit ?? .infinity)
                spans.append(LineSpan(start: start, end: shaped.trimEnd(start, cut), next: cut))
                start = cut
            }
        }
        return spans
    }

    /// The furthest grapheme boundary after `start`, at most `end`, whose text fits `limit`;
    /// at least one grapheme cluster, so every line makes progress.
    static func graphemeCut(_ shaped: ShapedText, from start: Int, upTo end: Int, limit: Double) -> Int {
        let boundaries = shaped.graphemes
        var index = shaped.graphemeIndex(atOrAfter: start + 1)
        guard index < boundaries.count else { return end }
        var cut = min(boundaries[index], end)
        index += 1
        while index < boundaries.count, boundaries[index] <= end,
              shaped.width(start, shaped.trimEnd(start, boundaries[index])) <= limit + fitTolerance {
            cut = boundaries[index]
            index += 1
        }
        return cut
    }

    /// The widest paragraph (text between newlines) on one line.
    static func widestParagraph(_ shaped: ShapedText) -> Double {
        var widest = 0.0
        var start = 0
        for opportunity in TextBreaks.mandatoryBreaks(shaped.units) {
            widest = max(widest, shaped.width(start, shaped.trimEnd(start, opportunity.offset)))
            start = opportunity.offset
        }
        return widest
    }
}
