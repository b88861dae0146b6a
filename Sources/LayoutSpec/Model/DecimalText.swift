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
        let finite = value.isFinite ? value : 0
        let scale = power(places)
        let scaled = (finite * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e17 else {
            out = huge(finite.rounded(.toNearestOrAwayFromZero), at: out)
            putZeros(fixed ? places : 0, &out)
            return out
        }
        let units = Int64(scaled)
        let magnitude = UInt(units.magnitude)
        let whole = magnitude / UInt(scale)
        var fraction = magnitude - whole * UInt(scale)
        var digits = places
        if !fixed {
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
        var v = value
        for i in stride(from: width - 1, through: 0, by: -1) {
            out[i] = UInt8(truncatingIfNeeded: v % 10) &+ 48
            v /= 10
        }
        out += width
    }

    @inlinable @inline(__always)
    static func putByte(_ byte: UInt8, _ out: inout UnsafeMutablePointer<UInt8>) {
        out.pointee = byte
        out += 1
    }

    /// `.` and `count` zeros (nothing when `count` is 0): the decimals of a fixed whole number.
    @inlinable
    static func putZeros(_ count: Int, _ out: inout UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        putByte(UInt8(ascii: "."), &out)
        for _ in 0..<count { putByte(UInt8(ascii: "0"), &out) }
    }

    /// 10^places for 0...6, exact in a Double.
    @inlinable @inline(__always)
    static func power(_ places: Int) -> Double {
        (0..<places).reduce(1) { power, _ in power * 10 }
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
