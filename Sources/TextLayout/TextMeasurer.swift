import Synchronization

/// Measures texts once per distinct request in a run: a thread-safe memo in front of
/// `TextLayouter.measure`. The same label measured in every environment of a run, or the same
/// title in many cells, is shaped and broken once (docs/text.md, "Memo"). The display scale
/// only rounds the height, so a text laid out at 2x is not laid out again at 3x.
///
/// The memo lives as long as the measurer; make one per run.
public final class TextMeasurer: Sendable {
    /// Everything a measurement depends on; the memo's key.
    public struct Request: Sendable, Hashable {
        public var text: String
        public var font: Font
        public var scale: Double
        public var numberOfLines: Int
        public var lineBreakMode: LineBreakMode
        public var width: Double?

        /// A request with its numbers normalised as `TextLayouter.measure` reads them, so equal
        /// layouts share one key.
        public init(text: String, font: Font, scale: Double = 2, numberOfLines: Int = 1,
                    lineBreakMode: LineBreakMode = .default, width: Double? = nil) {
            self.text = text
            self.font = font
            self.scale = PixelRounding.sanitizedScale(scale)
            self.numberOfLines = max(numberOfLines, 0)
            self.lineBreakMode = lineBreakMode
            self.width = TextLayouter.sanitizedWidth(width)
        }
    }

    /// A request less its scale: what the lines depend on.
    private struct LayoutKey: Hashable {
        var text: String
        var font: Font
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
        var width: Double?
    }

    private let memo = Mutex<[LayoutKey: TextMeasurement]>([:])

    public init() {}

    /// `TextLayouter.measure` with the same parameters, computed once per distinct request.
    public func measure(
        _ text: String, font: Font, scale: Double = 2, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .default, width: Double? = nil
    ) -> TextMeasurement {
        measure(Request(text: text, font: font, scale: scale, numberOfLines: numberOfLines,
                        lineBreakMode: lineBreakMode, width: width))
    }

    /// Measures a request, or returns the memoised measurement of an equal one.
    public func measure(_ request: Request) -> TextMeasurement {
        let key = LayoutKey(text: request.text, font: request.font, numberOfLines: request.numberOfLines,
                            lineBreakMode: request.lineBreakMode, width: request.width)
        if let known = memo.withLock({ $0[key] }) { return known.roundedHeight(scale: request.scale) }
        let measured = TextLayouter.measure(request.text, font: request.font, scale: request.scale,
                                            numberOfLines: request.numberOfLines,
                                            lineBreakMode: request.lineBreakMode, width: request.width)
        memo.withLock { $0[key] = measured }
        return measured
    }

    /// How many distinct layouts (requests less their scale) have been measured.
    public var memoizedCount: Int {
        memo.withLock { $0.count }
    }
}
