/// A set of required constraints that cannot hold together, and the one the solver rejected.
public struct Conflict: Sendable, Equatable, CustomStringConvertible {
    /// The constraint that was refused (the one being added, or whose constant was changed).
    public let rejected: ConstraintTag
    /// An irreducible set of required constraints that cannot all hold, `rejected` included:
    /// dropping any one of them makes the rest satisfiable. Sorted by tag.
    public let constraints: [ConstraintTag]
    /// False only if the minimisation could not confirm irreducibility (then the set is a
    /// certificate that still cannot hold, but may contain extra members).
    public let isIrreducible: Bool

    public var description: String {
        "conflict among \(constraints.map(\.description).joined(separator: ", ")); rejected \(rejected)"
    }
}

/// What the solver refuses, as values: it never traps on bad input.
public enum SolverError: Error, Sendable, Equatable {
    /// A required constraint cannot hold with the others; the solver state is as before.
    case unsatisfiable(Conflict)
    /// Priority outside (0, 1000], a non-finite number, or a non-positive weight.
    case invalidConstraint(String)
    /// The handle does not name a constraint currently in the solver.
    case unknownConstraint(ConstraintHandle)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// `addEditVariable` on a variable that already is one.
    case duplicateEditVariable(Variable)
    /// `suggestValue` or `removeEditVariable` on a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are optional: their priority must be in (0, 1000).
    case requiredEditVariable(Variable)
}
