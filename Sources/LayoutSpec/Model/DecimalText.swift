/// How every output of the harness writes a number: messages, the spec's values spelled back,
/// `explain`, and every report (JUnit, JSON, HTML, SVG). Plain decimal digits, never an
/// exponent, rounded half away from zero to a number of decimals (3 unless told), no `-0`;
/// non-finite values give `0` (an output never carries NaN).
///
/// `write` puts the digits straight into a buffer, so the report writers format millions of
/// numbers without a `String` each; `string` wraps it.
public enum DecimalText {
    /// The most bytes `write` produces: a sign, 309 whole digits (the largest `Double`), a point
    /// and 6 decimals.
    public static let maximumLength = 320

    /// `value` rounded to `places` decimals (0...6). Trimmed (the default): trailing zeros
    /// dropped, `16`, `0.5`, `-3.125`, `1e-05` → `0`. Fixed: exactly `places` decimals, `12.000`.
    public static func string(_ value: Double, places: Int = 3, fixed: Bool = false) -> String {
        String(unsafeUninitializedCapacity: maximumLength) { buffer in
            write(value, places: places, fixed: fixed, to: buffer.baseAddress!) - buffer.baseAddress!
        }
    }

    /// Writes `string(value, places:, fixed:)` at `out`, which has room for `maximumLength`
    /// bytes, and returns the address after the last byte.
    @inlinable
    public static func write(_ value: Double, places requested: Int = 3, fixed: Bool = false,
                             to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let places = min(max(requested, 0), 6)
        var out = start
        // Whole numbers (most layout values) need no rounding: the integer's digits.
        // (Below 4e9, value × 10^6 is still an exact integer, so the general path agrees.)
        if !fixed, abs(value) < 4e9, let whole = Int64(exactly: value) {
            if whole < 0 { putByte(UInt8(ascii: "-"), &out) }
            putUnsigned(UInt(whole.magnitude), minDigits: 1, &out)
            return out
        }
        guard value.isFinite else { return zero(places: places, fixed: fixed, at: out) }
        let scale = power(places)
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e17 else {
            out = huge(value.rounded(.toNearestOrAwayFromZero), at: out)
            if fixed && places > 0 {
                putByte(UInt8(ascii: "."), &out)
                for _ in 0..<places { putByte(UInt8(ascii: "0"), &out) }
            }
            return out
        }
        let units = Int64(scaled)
        if units == 0 { return zero(places: places, fixed: fixed, at: out) }
        if !fixed && places == 3 { return thousandths(units, at: out) }
        let magnitude = UInt(units.magnitude)
        // Division by a constant for the usual 3 places (a multiplication).
        let whole = places == 3 ? magnitude / 1000 : magnitude / UInt(scale)
        var fraction = magnitude - whole * UInt(scale)
        var digits = places
        if !fixed {
            if fraction == 0 { digits = 0 }
            while digits > 0 && fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
        }
        if units < 0 { putByte(UInt8(ascii: "-"), &out) }
        putUnsigned(whole, minDigits: 1, &out)
        if digits > 0 {
            putByte(UInt8(ascii: "."), &out)
            putUnsigned(fraction, minDigits: digits, &out)
        }
        return out
    }

    /// `units` / 1000 with its decimals, trailing zeros dropped (the usual case), without
    /// loops: `12.5`, `-0.125`, `3.05`.
    @inlinable @inline(__always)
    static func thousandths(_ units: Int64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var out = start
        let magnitude = UInt(units.magnitude)
        let whole = magnitude / 1000, fraction = magnitude - whole * 1000
        if units < 0 { putByte(UInt8(ascii: "-"), &out) }
        putUnsigned(whole, minDigits: 1, &out)
        guard fraction > 0 else { return out }
        out[0] = UInt8(ascii: ".")
        out[1] = UInt8(truncatingIfNeeded: fraction / 100) &+ 48
        if fraction % 100 == 0 { return out + 2 }
        out[2] = UInt8(truncatingIfNeeded: fraction / 10 % 10) &+ 48
        if fraction % 10 == 0 { return out + 3 }
        out[3] = UInt8(truncatingIfNeeded: fraction % 10) &+ 48
        return out + 4
    }

    /// Writes `value` in decimal at `out`, at least `minDigits` (at most 24) digits (zeros in
    /// front), and moves `out` past them.
    @inlinable @inline(__always)
    public static func putUnsigned(_ value: UInt, minDigits: Int, _ out: inout UnsafeMutablePointer<UInt8>) {
        var digits = 1, limit: UInt = 10
        while digits < 20 && value >= limit {
            digits += 1
            limit = limit &* 10
        }
        let width = min(max(digits, minDigits), 24)
        var v = value, i = width
        // Two digits at a time from the pairs "00" ... "99".
        let pairs = digitPairs.utf8Start
        while i >= 2 && v >= 10 {
            let pair = Int(v % 100) * 2
            v /= 100
            i -= 2
            out[i] = pairs[pair]
            out[i + 1] = pairs[pair + 1]
        }
        while i > 0 {
            i -= 1
            out[i] = UInt8(truncatingIfNeeded: v % 10) &+ 48
            v /= 10
        }
        out += width
    }

    /// "00", "01", ... "99" in a row.
    @usableFromInline static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    @inlinable @inline(__always)
    static func putByte(_ byte: UInt8, _ out: inout UnsafeMutablePointer<UInt8>) {
        out.pointee = byte
        out += 1
    }

    /// 10^places for 0...6, exact in a Double.
    @inlinable @inline(__always)
    static func power(_ places: Int) -> Double {
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

    @inlinable
    static func zero(places: Int, fixed: Bool, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var out = start
        putByte(UInt8(ascii: "0"), &out)
        if fixed && places > 0 {
            putByte(UInt8(ascii: "."), &out)
            for _ in 0..<places { putByte(UInt8(ascii: "0"), &out) }
        }
        return out
    }

    /// The exact digits of a whole `Double` of at least 9e17 in magnitude (far beyond any layout
    /// value, still without an exponent): its 53-bit significand doubled once per binary exponent.
    @usableFromInline
    static func huge(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var out = start
        if value < 0 { putByte(UInt8(ascii: "-"), &out) }
        let magnitude = value.magnitude
        // magnitude = significand × 2^shift, the significand a whole number below 2^53.
        let shift = Int(magnitude.exponent) - Double.significandBitCount
        var significand = magnitude.significandBitPattern | (1 << UInt64(Double.significandBitCount))
        var exponent = max(shift, 0)
        if shift < 0 { significand >>= UInt64(-shift) }
        // Little-endian base-10^9 limbs.
        var limbs: [UInt64] = [significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
                               significand / 1_000_000_000_000_000_000]
        while exponent > 0 {
            let step = min(exponent, 29)
            exponent -= step
            var carry: UInt64 = 0
            for i in limbs.indices {
                let product = (limbs[i] << UInt64(step)) + carry
                limbs[i] = product % 1_000_000_000
                carry = product / 1_000_000_000
            }
            while carry > 0 {
                limbs.append(carry % 1_000_000_000)
                carry /= 1_000_000_000
            }
        }
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        putUnsigned(UInt(limbs[limbs.count - 1]), minDigits: 1, &out)
        for limb in limbs.dropLast().reversed() { putUnsigned(UInt(limb), minDigits: 9, &out) }
        return out
    }
}
