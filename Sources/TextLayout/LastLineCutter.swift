/// Builds the last line shown when a text has more lines than `numberOfLines`: the wrapped line
/// as it is (`wordWrap`, `characterWrap`), the rest of its paragraph cut at the edge (`clip`),
/// or the rest of the text with an ellipsis at its end, start or middle, trimmed by whole
/// grapheme clusters until it fits (the truncating modes).
struct LastLineCutter {
    let shaped: ShapedText
    /// Where the last line starts.
    let start: Int
    /// The width available, nil for none.
    let limit: Double?

    static let ellipsis: [UInt16] = [0x2026]

    func line(for mode: LineBreakMode, wrapped: TextLayouter.LineSpan) -> (TextLine, Truncation.Kind) {
        switch mode {
        case .wordWrap, .characterWrap:
            return (TextLine(text: shaped.text(wrapped.start, wrapped.end), width: shaped.width(wrapped.start, wrapped.end)),
                    .linesDropped)
        case .clip:
            return (clipped(), .clipped)
        case .tailTruncation:
            return (tail(), .tail)
        case .headTruncation:
            return (head(), .head)
        case .middleTruncation:
            return (middle(), .middle)
        }
    }

    private var available: Double { (limit ?? .infinity) + TextLayouter.fitTolerance }

    /// The shown end of the paragraph the last line starts in (before its newline).
    private var paragraphEnd: Int {
        let next = TextBreaks.mandatoryBreaks(shaped.units).first(where: { $0.offset > start && $0.isMandatory })
        return shaped.trimEnd(start, next?.offset ?? shaped.count)
    }

    /// Where the text's last paragraph starts, not before the last line.
    private var lastParagraphStart: Int {
        let last = TextBreaks.mandatoryBreaks(shaped.units).last(where: { $0.isMandatory && $0.offset < shaped.count })
        return max(start, last?.offset ?? 0)
    }

    private var ellipsisWidth: Double {
        ShapedText(units: LastLineCutter.ellipsis, font: shaped.font).width(0, 1)
    }

    private func joined(_ head: String, _ tail: String) -> String {
        head + "\u{2026}" + tail
    }

    /// The paragraph's grapheme clusters that start inside the width; the last may be cut.
    private func clipped() -> TextLine {
        let end = paragraphEnd
        let boundaries = shaped.graphemes
        var cut = start
        var index = shaped.graphemeIndex(atOrAfter: start + 1)
        while index < boundaries.count, boundaries[index] <= end, shaped.width(start, cut) < (limit ?? .infinity) {
            cut = boundaries[index]
            index += 1
        }
        let shown = shaped.trimEnd(start, cut)
        return TextLine(text: shaped.text(start, shown), width: min(shaped.width(start, shown), limit ?? .infinity))
    }

    /// The longest start of the paragraph that fits with "…" after it.
    private func tail() -> TextLine {
        let end = paragraphEnd
        let ellipsis = ellipsisWidth
        let boundaries = shaped.graphemes
        var cut = start
        var index = shaped.graphemeIndex(atOrAfter: start + 1)
        while index < boundaries.count, boundaries[index] <= end,
              shaped.width(start, shaped.trimEnd(start, boundaries[index])) + ellipsis <= available {
            cut = boundaries[index]
            index += 1
        }
        let shown = shaped.trimEnd(start, cut)
        return TextLine(text: joined(shaped.text(start, shown), ""), width: shaped.width(start, shown) + ellipsis)
    }

    /// "…" and the longest end of the text that fits after it.
    private func head() -> TextLine {
        let paragraph = lastParagraphStart
        let end = shaped.trimEnd(paragraph, shaped.count)
        let ellipsis = ellipsisWidth
        let boundaries = shaped.graphemes
        var cut = end
        var index = shaped.graphemeIndex(atOrAfter: end) - 1
        while index >= 0, boundaries[index] >= paragraph,
              ellipsis + shaped.width(shaped.trimStart(boundaries[index], end), end) <= available {
            cut = boundaries[index]
            index -= 1
        }
        let shown = shaped.trimStart(cut, end)
        return TextLine(text: joined("", shaped.text(shown, end)), width: ellipsis + shaped.width(shown, end))
    }

    /// The start of the last line's paragraph, "…", and the end of the text, grown a grapheme
    /// cluster at a time on the narrower side until neither side can grow.
    private func middle() -> TextLine {
        let headLimit = paragraphEnd
        let paragraph = lastParagraphStart
        let end = shaped.trimEnd(paragraph, shaped.count)
        let ellipsis = ellipsisWidth
        let boundaries = shaped.graphemes
        var headEnd = start
        var tailStart = end
        var nextHead = shaped.graphemeIndex(atOrAfter: start + 1)
        var nextTail = shaped.graphemeIndex(atOrAfter: end) - 1

        func headWidth(_ cut: Int) -> Double { shaped.width(start, shaped.trimEnd(start, cut)) }
        func tailWidth(_ cut: Int) -> Double { shaped.width(shaped.trimStart(cut, end), end) }

        while true {
            let canGrowHead = nextHead < boundaries.count && boundaries[nextHead] <= headLimit
                && boundaries[nextHead] <= tailStart
                && headWidth(boundaries[nextHead]) + ellipsis + tailWidth(tailStart) <= available
            let canGrowTail = nextTail >= 0 && boundaries[nextTail] >= paragraph && boundaries[nextTail] >= headEnd
                && headWidth(headEnd) + ellipsis + tailWidth(boundaries[nextTail]) <= available
            if canGrowHead && (!canGrowTail || headWidth(headEnd) <= tailWidth(tailStart)) {
                headEnd = boundaries[nextHead]
                nextHead += 1
            } else if canGrowTail {
                tailStart = boundaries[nextTail]
                nextTail -= 1
            } else {
                break
            }
        }
        let shownHeadEnd = shaped.trimEnd(start, headEnd)
        let shownTailStart = shaped.trimStart(tailStart, end)
        return TextLine(text: joined(shaped.text(start, shownHeadEnd), shaped.text(shownTailStart, end)),
                        width: shaped.width(start, shownHeadEnd) + ellipsis + shaped.width(shownTailStart, end))
    }
}
