/// SF's size-dependent tracking, which UIKit applies to the system font: Apple's
/// "iOS, iPadOS tracking values — SF Pro" table (Human Interface Guidelines, Typography),
/// in thousandths of an em. Between listed sizes the value is interpolated linearly; below
/// the smallest and above the largest listed size the end value holds (docs/text.md).
public enum SystemFontTracking {
    /// (point size, tracking in 1/1000 em), sorted by size.
    static let table: [(size: Double, tracking: Double)] = [
        (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (20, -23), (22, -12), (24, 3), (28, 14), (34, 12),
    ]

    /// Tracking in thousandths of an em at a point size.
    public static func thousandthsOfEm(atPointSize size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        guard size.isFinite else { return size > 0 ? last.tracking : first.tracking }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
            let fraction = (size - lower.size) / (upper.size - lower.size)
            return lower.tracking + fraction * (upper.tracking - lower.tracking)
        }
        return last.tracking
    }

    /// Tracking in points added after every glyph at a point size
    /// (17 pt: −26/1000 em = −0.442 pt).
    public static func points(atPointSize size: Double) -> Double {
        thousandthsOfEm(atPointSize: size) / 1000 * size
    }
}
