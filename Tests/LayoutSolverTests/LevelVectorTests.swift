import XCTest
@testable import LayoutSolver

/// `LevelVector` keeps two levels inline and the rest in an array: random sequences of adds
/// (cancelling ones included), scaled adds and level removals agree with a plain reference
/// (a dictionary of levels), and so do comparisons.
final class LevelVectorTests: XCTestCase {
    /// The reference: value by key, zeros dropped.
    private struct Reference {
        var levels: [Double: Double] = [:]

        mutating func add(_ key: Double, _ value: Double) {
            let sum = (levels[key] ?? 0) + value
            levels[key] = abs(sum) > nearZero ? sum : nil
        }

        var sorted: [(Double, Double)] { levels.sorted { $0.key > $1.key }.map { ($0.key, $0.value) } }
    }

    private func assertSame(_ vector: LevelVector, _ reference: Reference, _ keys: [Double], line: UInt = #line) {
        XCTAssertEqual(vector.count, reference.levels.count, line: line)
        XCTAssertEqual(vector.isEmpty, reference.levels.isEmpty, line: line)
        for key in keys {
            XCTAssertEqual(vector.value(at: key), reference.levels[key] ?? 0, line: line)
            XCTAssertEqual(vector.hasEntry(at: key), reference.levels[key] != nil, line: line)
        }
        let top = reference.sorted.first
        XCTAssertEqual(vector.isNegative, (top?.1 ?? 0) < 0, line: line)
        XCTAssertEqual(vector.hasEntry(atOrAbove: 0), (top?.0 ?? -.infinity) >= 0, line: line)
    }

    func testRandomOperationsAgreeWithAReference() {
        var generator = SystemRandomNumberGenerator()
        let keys: [Double] = [.infinity, 1000, 751, 250, 50, 0, -1, -2, -.infinity]
        var compared = 0
        for _ in 0..<400 {
            var vector = LevelVector(), reference = Reference()
            var other = LevelVector(), otherReference = Reference()
            for _ in 0..<40 {
                let key = keys.randomElement(using: &generator)!
                let value = Double(Int.random(in: -3...3, using: &generator))
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    vector.add(key: key, value: value)
                    reference.add(key, value)
                    // Cancel it sometimes.
                    if Bool.random(using: &generator) {
                        vector.add(key: key, value: -value)
                        reference.add(key, -value)
                    }
                case 5..<7:
                    other.add(key: key, value: value)
                    otherReference.add(key, value)
                case 7..<9:
                    let factor = Double(Int.random(in: -2...2, using: &generator))
                    vector.add(other, scaledBy: factor)
                    for (k, v) in otherReference.levels where factor != 0 { reference.add(k, v * factor) }
                default:
                    let cut = keys.randomElement(using: &generator)!
                    vector.removeLevels { $0 < cut }
                    reference.levels = reference.levels.filter { $0.key >= cut }
                }
                assertSame(vector, reference, keys)
                // compare: the first non-zero level of the difference decides.
                var difference = reference
                for (k, v) in otherReference.levels { difference.add(k, -v) }
                let expected = difference.sorted.first.map { $0.1 > 0 ? 1 : -1 } ?? 0
                XCTAssertEqual(LevelVector.compare(vector, scaledBy: 1, other, scaledBy: 1), expected)
                compared += 1
            }
        }
        XCTAssertEqual(compared, 16_000)
    }
}
