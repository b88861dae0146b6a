/// An `<expect>`: frame values a view must have (root coordinates, points); a failure of its case if not.
public struct Expectation: Hashable, Sendable {
    /// The view id; may name a repeated copy (`entry#2`).
    public var item: String
    /// Expected values; nil ones are not checked. `frame="x y w h"` sets all four.
    public var x: Double?
    public var y: Double?
    public var width: Double?
    public var height: Double?
    /// Largest difference that still holds (default 0.001 points, which absorbs floating-point error).
    public var tolerance: Double = Expectation.defaultTolerance
    /// Only in this environment (by name); nil = all.
    public var environment: String?
    /// Only in this state (by name); nil = all cases, including the base layout.
    public var state: String?
    public var location: SourceLocation

    /// The default `tolerance`.
    public static let defaultTolerance: Double = 0.001

    /// The full frame when all four values are given.
    public var frame: Rect? {
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
