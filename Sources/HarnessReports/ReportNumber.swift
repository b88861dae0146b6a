import Foundation

/// Number formatting shared by every report: plain decimals, never an
/// exponent, at most 3 decimals, so JSON stays stable and every JUnit schema
/// accepts the times. The `ReportBytes` appenders below are the one
/// implementation; the `String` functions wrap them.
public enum ReportNumber {
    /// `value` rounded to `places` decimals (at most 6), trailing zeros
    /// dropped: `16`, `0.5`, `-3.125`; `1e-05` becomes `0`, `-0` becomes `0`.
    /// Non-finite values give `0` (reports never carry NaN).
    public static func decimal(_ value: Double, places: Int = 3) -> String {
        var out = ReportBytes(capacity: 24)
        out.append(decimal: value, places: places)
        return out.string
    }

    /// `value` with exactly `places` decimals (at most 6): `0.042`, `12.000`.
    /// No exponent, no `-0`. Non-finite values give zero.
    public static func fixed(_ value: Double, places: Int = 3) -> String {
        var out = ReportBytes(capacity: 24)
        out.append(fixed: value, places: places)
        return out.string
    }

    /// Seconds for JUnit `time`: exactly 3 decimals, negative or non-finite
    /// values become `0.000`.
    public static func seconds(_ value: Double) -> String {
        fixed(value.isFinite && value > 0 ? value : 0, places: 3)
    }

    /// Seconds rounded to whole milliseconds (the precision of every report).
    /// Negative and non-finite times give 0; times past
    /// `ResultRanges.maxSeconds` count as that (never a trap).
    public static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((min(seconds, ResultRanges.maxSeconds) * 1000).rounded(.toNearestOrAwayFromZero))
    }

    /// Whole milliseconds as JUnit seconds: `42` → `0.042`.
    public static func seconds(milliseconds: Int) -> String {
        var out = ReportBytes(capacity: 24)
        out.append(seconds: milliseconds)
        return out.string
    }

    /// Whole numbers for values too large for the integer path (|value| ≥ 9e17 once
    /// scaled): far beyond any layout value, still without an exponent.
    static func huge(_ value: Double) -> String {
        String(format: "%.0f", value.rounded())
    }

    /// 10^places for 0...6, exact in a Double.
    @inline(__always) static func scale(_ places: Int) -> Double {
        switch places {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        default: return 1_000_000
        }
    }
}

extension ReportBytes {
    /// `ReportNumber.decimal(value, places:)`, appended.
    public mutating func append(decimal value: Double, places: Int = 3) {
        append(number: value, places: places, trimmed: true)
    }

    /// `ReportNumber.fixed(value, places:)`, appended.
    public mutating func append(fixed value: Double, places: Int = 3) {
        append(number: value, places: places, trimmed: false)
    }

    /// `ReportNumber.seconds(milliseconds:)`, appended: `42` → `0.042`.
    public mutating func append(seconds milliseconds: Int) {
        let ms = UInt(max(milliseconds, 0))
        append(unsigned: ms / 1000)
        append(UInt8(ascii: "."))
        append(unsigned: ms % 1000, minDigits: 3)
    }

    /// Rounds half away from zero to `places` decimals through a 64-bit
    /// integer; writes the whole part, then the fraction (all `places`
    /// digits, or without trailing zeros when `trimmed`).
    private mutating func append(number value: Double, places requested: Int, trimmed: Bool) {
        let places = min(max(requested, 0), 6)
        // Whole numbers (most layout values) need no rounding: the integer's digits.
        // (Below 4e9, value × 10^6 is still an exact integer, so the general path agrees.)
        if trimmed, abs(value) < 4e9, let whole = Int64(exactly: value) {
            write(maximum: 24) { start in
                var out = start
                Self.putMinus(if: whole < 0, &out)
                Self.putUnsigned(UInt(whole.magnitude), minDigits: 1, &out)
                return out
            }
            return
        }
        guard value.isFinite else { return appendZero(places: places, trimmed: trimmed) }
        let scale = ReportNumber.scale(places)
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e17 else {
            append(verbatim: ReportNumber.huge(value))
            if !trimmed && places > 0 {
                append(UInt8(ascii: "."))
                append(UInt8(ascii: "0"), count: places)
            }
            return
        }
        let units = Int64(scaled)
        if units == 0 { return appendZero(places: places, trimmed: trimmed) }
        if trimmed && places == 3 { return append(thousandths: units) }
        let magnitude = UInt(units.magnitude)
        // Division by a constant for the usual 3 places (a multiplication).
        let whole = places == 3 ? magnitude / 1000 : magnitude / UInt(scale)
        var fraction = magnitude - whole * UInt(scale)
        var digits = places
        if trimmed {
            if fraction == 0 { digits = 0 }
            while digits > 0 && fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
        }
        // Sign, at most 18 digits, point, at most 6 decimals.
        write(maximum: 32) { start in
            var out = start
            Self.putMinus(if: units < 0, &out)
            Self.putUnsigned(whole, minDigits: 1, &out)
            if digits > 0 {
                out.pointee = UInt8(ascii: ".")
                out += 1
                Self.putUnsigned(fraction, minDigits: digits, &out)
            }
            return out
        }
    }

    /// `units` / 1000 with its decimals, trailing zeros dropped (`decimal`'s
    /// usual case), without loops: `12.5`, `-0.125`, `3.05`.
    private mutating func append(thousandths units: Int64) {
        let magnitude = UInt(units.magnitude)
        let whole = magnitude / 1000, fraction = magnitude - whole * 1000
        write(maximum: 32) { start in
            var out = start
            Self.putMinus(if: units < 0, &out)
            Self.putUnsigned(whole, minDigits: 1, &out)
            guard fraction > 0 else { return out }
            out[0] = UInt8(ascii: ".")
            out[1] = UInt8(truncatingIfNeeded: fraction / 100) &+ 48
            if fraction % 100 == 0 { return out + 2 }
            out[2] = UInt8(truncatingIfNeeded: fraction / 10 % 10) &+ 48
            if fraction % 10 == 0 { return out + 3 }
            out[3] = UInt8(truncatingIfNeeded: fraction % 10) &+ 48
            return out + 4
        }
    }

    private mutating func appendZero(places: Int, trimmed: Bool) {
        append(UInt8(ascii: "0"))
        if !trimmed && places > 0 {
            append(UInt8(ascii: "."))
            append(UInt8(ascii: "0"), count: places)
        }
    }
}
