/// A variable of a `Solver`: a dense index handed out by `Solver.makeVariable(_:)`.
///
/// Variables are plain values; the solver that made one keeps its name and value.
public struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Position of the variable in its solver, starting at 0.
    public let index: Int32

    /// Wraps an index returned by a solver; use `Solver.makeVariable(_:)` to get one.
    public init(index: Int32) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

    public var description: String { "v\(index)" }
}
