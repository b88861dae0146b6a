/// What the solver remembers of an added constraint.
struct ConstraintRecord {
    var constraint: Constraint
    /// The symbol that identifies the constraint's row: slack, dummy or `e+`.
    var marker: Int32 = -1
    /// The second error of an optional constraint (`e-`, or an inequality's error), or -1.
    var other: Int32 = -1
    /// Coefficient of `marker` in the row as first written (`0 = constant + … + μ·marker`).
    var markerCoefficient: Double = 1
    /// The cost of each error symbol: the priority level, plus the tie-break level.
    var cost = LevelVector()
    var isActive = false
}
