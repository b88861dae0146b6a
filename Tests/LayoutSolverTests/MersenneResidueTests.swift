import XCTest
@testable import LayoutSolver

/// `MersenneResidue` takes doubles at their exact values, so sums that cancel exactly in the
/// reals come to 0, and only those.
final class MersenneResidueTests: XCTestCase {
    func testDoublesAreTakenAtTheirExactValues() {
        let r = MersenneResidue.init(_:) as (Double) -> MersenneResidue
        XCTAssertEqual(r(0.5) + r(0.5), .one)
        XCTAssertEqual(r(-2.25) + r(2.25), .zero)
        XCTAssertEqual(r(3) * r(0.125), r(0.375))
        // Subnormal and huge powers of two: 2⁻¹⁰⁷⁴ · 2⁷⁴ = 2⁻¹⁰⁰⁰, 2⁻⁵⁰⁰ · 2⁵⁰⁰ = 1.
        XCTAssertEqual(r(0x1p-1074) * r(0x1p74), r(0x1p-1000))
        XCTAssertEqual(r(0x1p-500) * r(0x1p500), .one)
        XCTAssertEqual(r(0x1.8p-1060) * r(0x1p60), r(0x1.8p-1000))
        // 0.1 + 0.2 is not 0.3 in doubles, and not in residues either.
        XCTAssertNotEqual(r(0.1) + r(0.2), r(0.3))
        XCTAssertEqual(r(0.1 + 0.2), r(0.30000000000000004))
        // Large magnitudes that cancel leave nothing, as rounding would not promise.
        XCTAssertEqual(r(1e17) + r(3) + r(-1e17), r(3))
    }

    func testInversesAndProducts() {
        var seed: UInt64 = 7
        for _ in 0..<1_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let a = MersenneResidue(seed)
            guard let inverse = a.inverse else { XCTAssertTrue(a.isZero); continue }
            XCTAssertEqual(a * inverse, .one)
            XCTAssertEqual(-a + a, .zero)
        }
        XCTAssertNil(MersenneResidue.zero.inverse)
        XCTAssertEqual(MersenneResidue(MersenneResidue.modulus), .zero)
    }
}
