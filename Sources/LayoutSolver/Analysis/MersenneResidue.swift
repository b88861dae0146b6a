/// A number modulo the Mersenne prime p = 2⁶¹ − 1: exact arithmetic for sums that must tell
/// zero from non-zero whatever cancels (`ProjectionSketch`).
///
/// Every finite double is a dyadic rational, m·2ᵉ with an integer m below 2⁵³, and 2 is
/// invertible modulo an odd prime, so `init(_:)` maps each double to a residue exactly; sums
/// and products of residues are those of the doubles' exact values, with no rounding. Since
/// 2⁶¹ ≡ 1, a power of two is a shift by its exponent modulo 61.
struct MersenneResidue: Equatable, Hashable {
    static let modulus: UInt64 = (1 << 61) - 1

    /// In `0 ..< modulus`.
    let value: UInt64

    static let zero = MersenneResidue(reduced: 0)
    static let one = MersenneResidue(reduced: 1)

    private init(reduced value: UInt64) { self.value = value }

    /// `value` modulo p.
    init(_ value: UInt64) { self.value = Self.reduce(value) }

    /// The exact value of a finite double modulo p (0 for ±0; non-finite doubles give 0, and no
    /// cell holds one).
    init(_ double: Double) {
        guard double.isFinite, double != 0 else { self.value = 0; return }
        // |double| = significand · 2^(exponent − 52), the significand an integer below 2⁵³.
        let significand: UInt64, exponent: Int
        if double.isNormal {
            significand = (1 << 52) | double.significandBitPattern
            exponent = Int(double.exponent) - 52
        } else {
            significand = double.significandBitPattern
            exponent = -1074
        }
        let shift = UInt64(((exponent % 61) + 61) % 61)
        var residue = MersenneResidue(significand) * MersenneResidue(reduced: 1 << shift)
        if double < 0 { residue = -residue }
        self = residue
    }

    var isZero: Bool { value == 0 }

    static func + (a: MersenneResidue, b: MersenneResidue) -> MersenneResidue {
        let sum = a.value + b.value  // below 2⁶², no overflow
        return MersenneResidue(reduced: sum >= modulus ? sum - modulus : sum)
    }

    static prefix func - (a: MersenneResidue) -> MersenneResidue {
        MersenneResidue(reduced: a.value == 0 ? 0 : modulus - a.value)
    }

    static func * (a: MersenneResidue, b: MersenneResidue) -> MersenneResidue {
        // hi·2⁶⁴ + lo = hi·2³·2⁶¹ + (lo >> 61)·2⁶¹ + (lo & p) ≡ 8·hi + (lo >> 61) + (lo & p).
        let (hi, lo) = a.value.multipliedFullWidth(by: b.value)
        return MersenneResidue(reduced: reduce((hi << 3) + (lo >> 61) + (lo & modulus)))
    }

    static func += (a: inout MersenneResidue, b: MersenneResidue) { a = a + b }

    /// The inverse (Fermat: a^(p−2)); nil for 0.
    ///
    /// p − 2 = 2⁶¹ − 3 = (2⁵⁹ − 1)·4 + 1, and a^(2ᵏ − 1) for k = 1, 2, 3, 6, 12, 24, 48, 54, 57,
    /// 59 each come from two earlier ones (a^(2ᵏ⁺ʲ − 1) = (a^(2ᵏ − 1))^(2ʲ) · a^(2ʲ − 1)): 60
    /// squarings and 10 products, where square-and-multiply over the exponent's bits takes 60
    /// and 60 (the sketch's class tests invert tens of thousands of sums a case).
    var inverse: MersenneResidue? {
        guard value != 0 else { return nil }
        let x1 = self
        let x2 = x1.squared(1) * x1
        let x3 = x2.squared(1) * x1
        let x6 = x3.squared(3) * x3
        let x12 = x6.squared(6) * x6
        let x24 = x12.squared(12) * x12
        let x48 = x24.squared(24) * x24
        let x54 = x48.squared(6) * x6
        let x57 = x54.squared(3) * x3
        let x59 = x57.squared(2) * x2
        return x59.squared(2) * x1
    }

    /// A square root, when there is one: a^((p+1)/4), p being 3 modulo 4; (p+1)/4 = 2⁵⁹, so 59
    /// squarings.
    var squareRoot: MersenneResidue? {
        let root = squared(59)
        return root * root == self ? root : nil
    }

    /// a^(2ⁿ): `n` squarings.
    func squared(_ n: Int) -> MersenneResidue {
        var result = self
        for _ in 0..<max(n, 0) { result = result * result }
        return result
    }

    static func - (a: MersenneResidue, b: MersenneResidue) -> MersenneResidue { a + -b }

    private static func reduce(_ x: UInt64) -> UInt64 {
        let folded = (x & modulus) + (x >> 61)
        return folded >= modulus ? folded - modulus : folded
    }
}
