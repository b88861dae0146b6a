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
    var inverse: MersenneResidue? { value == 0 ? nil : power(Self.modulus - 2) }

    /// A square root, when there is one: a^((p+1)/4), p being 3 modulo 4.
    var squareRoot: MersenneResidue? {
        let root = power((Self.modulus + 1) / 4)
        return root * root == self ? root : nil
    }

    private func power(_ exponent: UInt64) -> MersenneResidue {
        var result = MersenneResidue.one, base = self, exponent = exponent
        while exponent > 0 {
            if exponent & 1 == 1 { result = result * base }
            base = base * base
            exponent >>= 1
        }
        return result
    }

    static func - (a: MersenneResidue, b: MersenneResidue) -> MersenneResidue { a + -b }

    private static func reduce(_ x: UInt64) -> UInt64 {
        let folded = (x & modulus) + (x >> 61)
        return folded >= modulus ? folded - modulus : folded
    }
}
