/// UIKit's rounding of text sizes: widths up to whole points, heights up to the device pixel.
public enum PixelRounding {
    /// Sums of glyph advances carry floating-point noise; a value within this of a whole
    /// point (or pixel) counts as on it, so 28.0000001 stays 28.
    static let tolerance = 1e-6

    /// Rounds up to a whole point ("hiiiii" at 17 pt: 28.41 → 29).
    public static func ceilToPoint(_ value: Double) -> Double {
        guard value.isFinite else { return value.isNaN ? 0 : value }
        return value <= tolerance ? 0 : (value - tolerance).rounded(.up)
    }

    /// Rounds to the nearest whole point (20.287 → 20, 17.9 → 18), as Xcode 7's canvases stored
    /// label heights.
    public static func roundToPoint(_ value: Double) -> Double {
        guard value.isFinite else { return value.isNaN ? 0 : value }
        return max(value.rounded(.toNearestOrAwayFromZero), 0)
    }

    /// Rounds up to the device pixel at a scale (20.287 → 20.5 at 2x, 20.333 at 3x).
    public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        guard value.isFinite else { return value.isNaN ? 0 : value }
        let scale = sanitizedScale(scale)
        return value <= tolerance ? 0 : (value * scale - tolerance).rounded(.up) / scale
    }

    /// A usable display scale: finite and above 0, else 1.
    public static func sanitizedScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : 1
    }
}
