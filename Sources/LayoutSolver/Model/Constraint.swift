/// The relation of a constraint `lhs relation rhs`.
public enum Relation: Sendable, Hashable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// Auto Layout's named priority levels. Any `Double` in (0, 1000] is a priority;
/// 1000 is required, and every distinct value is its own strict level.
public enum Priority {
    public static let required = 1000.0
    public static let defaultHigh = 750.0
    public static let defaultLow = 250.0
    public static let fittingSizeLevel = 50.0
}

/// A linear constraint `expression relation 0` with an Auto Layout priority.
///
/// Optional constraints (priority < 1000) are satisfied lexicographically: the error of
/// a higher priority is minimised before any lower priority counts. Within one priority,
/// errors add up, each multiplied by `weight`. `tieBreak` states a preference among
/// solutions that are optimal for every priority (see `Solver` and docs/solver.md).
public struct Constraint: Sendable {
    /// `lhs - rhs`: the constraint reads `expression relation 0`.
    public var expression: LinearExpression
    public var relation: Relation
    /// In (0, 1000]; 1000 is required.
    public var priority: Double
    /// Multiplies the error within its priority level; positive. Default 1.
    public var weight: Double
    /// 0: no preference. Among solutions optimal for every priority, errors of constraints
    /// with a higher `tieBreak` are minimised first (each rank is a level of its own).
    public var tieBreak: Int
    /// Comes back in explanations.
    public var tag: ConstraintTag

    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Double = Priority.required, weight: Double = 1, tieBreak: Int = 0, tag: ConstraintTag = .none
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.weight = weight
        self.tieBreak = tieBreak
        self.tag = tag
    }

    /// A copy with another priority.
    public func priority(_ value: Double) -> Constraint { var copy = self; copy.priority = value; return copy }
    /// A copy with another tag.
    public func tag(_ value: ConstraintTag) -> Constraint { var copy = self; copy.tag = value; return copy }
    /// A copy with another weight.
    public func weight(_ value: Double) -> Constraint { var copy = self; copy.weight = value; return copy }
    /// A copy with another tie-break rank.
    public func tieBreak(_ value: Int) -> Constraint { var copy = self; copy.tieBreak = value; return copy }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= Priority.required }
}

infix operator |==| : ComparisonPrecedence
infix operator |<=| : ComparisonPrecedence
infix operator |>=| : ComparisonPrecedence

/// `lhs == rhs`, required until `.priority(_:)` says otherwise.
public func |==| (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs <= rhs`, required until `.priority(_:)` says otherwise.
public func |<=| (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs`, required until `.priority(_:)` says otherwise.
public func |>=| (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func |==| (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) |==| rhs }
public func |<=| (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) |<=| rhs }
public func |>=| (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) |>=| rhs }
public func |==| (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) |==| LinearExpression(rhs) }
public func |<=| (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) |<=| LinearExpression(rhs) }
public func |>=| (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) |>=| LinearExpression(rhs) }
public func |==| (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs |==| LinearExpression(rhs) }
public func |<=| (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs |<=| LinearExpression(rhs) }
public func |>=| (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs |>=| LinearExpression(rhs) }
