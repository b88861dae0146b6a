/// A variable that is not fixed at the optimum: other values are just as good.
public struct Ambiguity: Sendable, Equatable, CustomStringConvertible {
    /// Why the value is not unique.
    public enum Cause: Sendable, Equatable {
        /// Missing constraints: nothing (or only inequalities) pins the variable down.
        case unconstrained
        /// Optional constraints of equal priority trade at zero cost (for views: equal
        /// content hugging or compression resistance). Their tags, sorted.
        case tie([ConstraintTag])
    }

    public let variable: Variable
    /// The value the solver chose.
    public let value: Double
    /// The smallest value at the optimum; `-infinity` when unbounded.
    public let lowerBound: Double
    /// The largest value at the optimum; `infinity` when unbounded.
    public let upperBound: Double
    public let cause: Cause

    public var isBounded: Bool { lowerBound.isFinite && upperBound.isFinite }

    public var description: String {
        "v\(variable.index) = \(value) in [\(lowerBound), \(upperBound)]: \(cause)"
    }
}
