import XCTest
@testable import LayoutSolver

/// `MersenneResidue` against arithmetic in 128 bits: products and reductions at the edges of
/// the range (where a carry past 2⁶⁴ would trap), every kind of double (subnormal, huge,
/// negative, exponents below −61), inverses and square roots.
final class MersenneResidueReferenceTests: XCTestCase {
    private let p = UInt128(MersenneResidue.modulus)

    private func power(_ base: UInt128, _ exponent: UInt128) -> UInt128 {
        var result: UInt128 = 1, base = base % p, exponent = exponent
        while exponent > 0 {
            if exponent & 1 == 1 { result = result * base % p }
            base = base * base % p
            exponent >>= 1
        }
        return result
    }

    /// The exact value of `double` modulo p, by halving or doubling one step at a time.
    private func reference(_ double: Double) -> UInt64 {
        guard double.isFinite, double != 0 else { return 0 }
        let bits = double.bitPattern
        let biased = Int((bits >> 52) & 0x7ff)
        let fraction = bits & ((1 << 52) - 1)
        let significand = biased == 0 ? fraction : fraction | (1 << 52)
        let exponent = (biased == 0 ? 1 : biased) - 1075
        let half = (p + 1) / 2
        let scale = exponent >= 0 ? power(2, UInt128(exponent)) : power(half, UInt128(-exponent))
        let magnitude = UInt128(significand) % p * scale % p
        return UInt64(double < 0 ? (p - magnitude) % p : magnitude)
    }

    private var state: UInt64 = 0x1234_5678_9abc_def0
    private func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        var z = state
        z = (z ^ (z >> 33)) &* 0xff51_afd7_ed55_8ccd
        return z ^ (z >> 33)
    }

    func testProductsSumsAndReductionsAgreeWithWideArithmetic() {
        let m = MersenneResidue.modulus
        let edges: [UInt64] = [0, 1, 2, 3, m - 1, m - 2, m, m + 1, 1 << 60, (1 << 61) - 2, 1 << 61,
                               1 << 62, 1 << 63, UInt64.max, UInt64.max - 1]
        var values = edges
        for _ in 0..<20_000 { values.append(next()) }
        for _ in 0..<2_000 { values.append(m - 1 - next() % 16) }
        for (k, x) in values.enumerated() {
            let a = MersenneResidue(x)
            XCTAssertEqual(UInt128(a.value), UInt128(x) % p, "reduce \(x)")
            let y = values[(k * 7 + 3) % values.count]
            let b = MersenneResidue(y)
            let ra = UInt128(x) % p, rb = UInt128(y) % p
            XCTAssertEqual(UInt128((a * b).value), ra * rb % p, "\(x) * \(y)")
            XCTAssertEqual(UInt128((a + b).value), (ra + rb) % p, "\(x) + \(y)")
            XCTAssertEqual(UInt128((a - b).value), (ra + p - rb) % p, "\(x) - \(y)")
        }
    }

    func testDoublesOfEveryKindAgreeWithExactValues() {
        var doubles: [Double] = [0, -0.0, 1, -1, 0.5, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                                 .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                 .leastNormalMagnitude.nextDown, 0x1p-61, 0x1p-62, 0x1p61, 0x1p122, 1e-300,
                                 Double(bitPattern: 0x17B8)]  // 3e-320, a subnormal
        for _ in 0..<20_000 {
            let d = Double(bitPattern: next())
            if d.isFinite { doubles.append(d) }
        }
        // Subnormals and values near 1, as layouts have.
        for _ in 0..<5_000 { doubles.append(Double(bitPattern: next() & ((1 << 52) - 1))) }
        for _ in 0..<5_000 { doubles.append(Double(Int64(bitPattern: next()) % 1_000_000) / 1024) }
        for d in doubles {
            XCTAssertEqual(MersenneResidue(d).value, reference(d), "\(d) (\(d.bitPattern))")
        }
        XCTAssertEqual(MersenneResidue(Double.nan), .zero)
        XCTAssertEqual(MersenneResidue(Double.infinity), .zero)
    }

    func testInversesAndSquareRoots() {
        let pMinusOneHalf = (p - 1) / 2
        var roots = 0, nonResidues = 0
        for _ in 0..<3_000 {
            let x = next()
            let a = MersenneResidue(x)
            guard let inverse = a.inverse else { XCTAssertTrue(a.isZero); continue }
            XCTAssertEqual(UInt128(inverse.value), power(UInt128(a.value), p - 2))
            XCTAssertEqual(a * inverse, .one)
            // a² always has a root, ±a.
            let root = (a * a).squareRoot
            XCTAssertTrue(root == a || root == -a, "\(x)")
            // a itself has one exactly when Euler's criterion says so.
            let isResidue = power(UInt128(a.value), pMinusOneHalf) == 1
            if let r = a.squareRoot { XCTAssertTrue(isResidue); XCTAssertEqual(r * r, a); roots += 1 } else { XCTAssertFalse(isResidue); nonResidues += 1 }
        }
        XCTAssertGreaterThan(roots, 1_000)
        XCTAssertGreaterThan(nonResidues, 1_000)
        XCTAssertEqual(MersenneResidue.zero.squareRoot, .zero)
    }

    /// The addition chains of `inverse` and `squareRoot` against square-and-multiply in 128
    /// bits (a^(p−2), a^((p+1)/4)), at the edges (1, 2, p − 1, p − 2, every power of two, small
    /// values and values just below p) and at random values.
    func testInverseAndRootChainsAgreeWithSquareAndMultiply() {
        let m = MersenneResidue.modulus
        var values: [UInt64] = [1, 2, 3, m - 1, m - 2, m - 3, (m + 1) / 2, (m - 1) / 2]
        for k in 0..<61 { values.append(1 << UInt64(k)) }
        for k in 1...500 { values.append(UInt64(k)); values.append(m - UInt64(k)) }
        for _ in 0..<5_000 { values.append(next() % m) }
        var checked = 0
        for x in values {
            let a = MersenneResidue(x)
            let inverse = a.inverse
            XCTAssertEqual(inverse.map { UInt128($0.value) }, power(UInt128(x), p - 2), "inverse of \(x)")
            XCTAssertEqual(inverse.map { a * $0 }, .one, "\(x)")
            let root = power(UInt128(x), (p + 1) / 4)
            XCTAssertEqual(UInt128(a.squared(59).value), root, "a^(2^59) of \(x)")
            XCTAssertEqual(a.squareRoot.map { UInt128($0.value) }, root * root % p == UInt128(x) ? root : nil, "root of \(x)")
            checked += 1
        }
        XCTAssertEqual(checked, 8 + 61 + 1_000 + 5_000)
        XCTAssertEqual(MersenneResidue(UInt64(2)).inverse, MersenneResidue((m + 1) / 2))
        XCTAssertEqual(MersenneResidue(m - 1).inverse, MersenneResidue(m - 1))
        XCTAssertEqual(MersenneResidue.one.inverse, .one)
        XCTAssertEqual(MersenneResidue(UInt64(1) << 60).inverse, MersenneResidue(UInt64(2)))
        XCTAssertEqual(MersenneResidue(UInt64(3)).squared(0), MersenneResidue(UInt64(3)))
        XCTAssertEqual(MersenneResidue(UInt64(3)).squared(2), MersenneResidue(UInt64(81)))
        XCTAssertNil(MersenneResidue.zero.inverse)
    }
}

