/// One or two tie classes, sorted: what `ProjectionSketch` and `AmbiguityAnalyzer.screen(_:)`
/// tell of a value that trades only within them.
///
/// Held inline rather than in an array: the screen of a 10,000-view case answers about 12,000
/// of them, and each array cost an allocation and a release (two arrays per answer, the
/// sketch's and the screen's).
public struct TieClasses: RandomAccessCollection, Hashable, Sendable {
    private let low: Int
    /// -1 when there is one class.
    private let high: Int

    /// Class `c` alone.
    public init(_ c: Int) {
        low = c
        high = -1
    }

    /// Two different classes (numbers ≥ 0), in either order.
    public init(_ a: Int, _ b: Int) {
        low = Swift.min(a, b)
        high = Swift.max(a, b)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { high < 0 ? 1 : 2 }
    public subscript(position: Int) -> Int { position == 0 ? low : high }
}
