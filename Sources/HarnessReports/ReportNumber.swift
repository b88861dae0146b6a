import Foundation

/// Number formatting shared by every report: plain decimals, never an
/// exponent, at most 3 decimals, so JSON stays stable and every JUnit schema
/// accepts the times.
public enum ReportNumber {
    /// `value` rounded to `places` decimals (at most 6), trailing zeros
    /// dropped: `16`, `0.5`, `-3.125`; `1e-05` becomes `0`, `-0` becomes `0`.
    /// Non-finite values give `0` (reports never carry NaN).
    public static func decimal(_ value: Double, places: Int = 3) -> String {
        let text = fixed(value, places: places)
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return String(trimmed)
    }

    /// `value` with exactly `places` decimals (at most 6): `0.042`, `12.000`.
    /// No exponent, no `-0`. Non-finite values give zero.
    public static func fixed(_ value: Double, places: Int = 3) -> String {
        let places = min(max(places, 0), 6)
        guard value.isFinite else { return places == 0 ? "0" : "0." + String(repeating: "0", count: places) }
        var scale: Double = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e17 else {
            // Far beyond any layout value: whole numbers only, still no exponent.
            let whole = String(format: "%.0f", value.rounded())
            return places == 0 ? whole : whole + "." + String(repeating: "0", count: places)
        }
        let units = Int64(scaled)
        if units == 0 { return places == 0 ? "0" : "0." + String(repeating: "0", count: places) }
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        var text = units < 0 ? "-" : ""
        text += String(magnitude / divisor)
        if places > 0 {
            let fraction = String(magnitude % divisor)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }

    /// Seconds for JUnit `time`: exactly 3 decimals, negative or non-finite
    /// values become `0.000`.
    public static func seconds(_ value: Double) -> String {
        fixed(value.isFinite && value > 0 ? value : 0, places: 3)
    }

    /// Seconds rounded to whole milliseconds (the precision of every report).
    public static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((seconds * 1000).rounded(.toNearestOrAwayFromZero))
    }

    /// Whole milliseconds as JUnit seconds: `42` → `0.042`.
    public static func seconds(milliseconds: Int) -> String {
        let ms = max(milliseconds, 0)
        let fraction = String(ms % 1000)
        return String(ms / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
