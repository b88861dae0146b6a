import XCTest
@testable import LayoutSolver

/// `LevelTotals`, the objective's constant kept as a table, gives exactly the sums a sorted
/// `LevelVector` gives (the same additions per level, in the same order) over random sequences
/// of single adds, scaled adds of short and long vectors (both of `LevelVector`'s paths), sums
/// that cancel and level removals.
final class LevelTotalsTests: XCTestCase {
    func testTheTableSumsEveryLevelAsTheSortedVectorDoes() {
        var seed: UInt64 = 0x5eed
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        // Priorities, tie-break levels below 0, phase one's +∞ and the analysis's −∞.
        let keys: [Double] = [.infinity, 1000, 750, 500, 250, 1, -.infinity] + (1...40).map { -Double(2 * $0) }
        let values: [Double] = [1, -1, 0.5, -0.5, 2.25, 1e-12, -3]
        for trial in 0..<50 {
            var vector = LevelVector(), totals = LevelTotals()
            for _ in 0..<300 {
                switch next(10) {
                case 0..<5:
                    let key = keys[next(keys.count)], value = values[next(values.count)]
                    vector.add(key: key, value: value)
                    totals.add(key: key, value: value)
                case 5..<9:
                    // Short others are added entry by entry, long ones (over 4) merged.
                    let count = 1 + next(12)
                    let terms = Set((0..<count).map { _ in keys[next(keys.count)] }).sorted(by: >)
                        .map { LevelVector.Entry(key: $0, value: values[next(values.count)]) }
                    let other = LevelVector(sortedTerms: terms)
                    let factor = [1.0, -1.0, 0.25, 0, 3][next(5)]
                    vector.add(other, scaledBy: factor)
                    totals.add(other, scaledBy: factor)
                default:
                    let cut = keys[next(keys.count)]
                    vector.removeLevels { $0 == cut }
                    totals.removeLevels { $0 == cut }
                }
                XCTAssertEqual(totals.levels.entries.map(\.key), vector.entries.map(\.key), "trial \(trial)")
                XCTAssertEqual(totals.levels.entries.map(\.value), vector.entries.map(\.value), "trial \(trial)")
                let probe = keys[next(keys.count)]
                XCTAssertEqual(totals.value(at: probe), vector.value(at: probe), "trial \(trial)")
            }
        }
    }
}
