/// What the solver remembers of an added constraint, flattened so that it holds no
/// references: its terms are a range of `Solver.constraintTerms` and its tag is in
/// `Solver.constraintTags`. Copying the records (a solver copy that changes a constant)
/// is then one memcpy, and freeing them touches nothing else; with the
/// `Constraint` inside, each copy retained and each free released three heap objects (terms,
/// tag and cost) scattered over the heap.
struct ConstraintRecord {
    /// The constraint's terms: `constraintTerms[termStart ..< termStart + termCount]`.
    var termStart: Int32
    var termCount: Int32
    /// The constant of `expression relation 0`.
    var constant: Double
    var priority: Double
    var weight: Double
    var tieBreak: Int
    var relation: Relation
    var isActive = false
    /// Whether the tie-break level of its cost waits for the end of a batch (`Solver.endBatch`).
    var tieBreakDeferred = false
    /// The symbol that identifies the constraint's row: slack, dummy or `e+`.
    var marker: Int32 = -1
    /// The second error of an optional constraint (`e-`, or an inequality's error), or -1.
    var other: Int32 = -1
    /// The sign of `marker` in the row as first written (`markerCoefficient`), 1 or -1: a
    /// `Float` keeps the record at 64 bytes.
    var markerSign: Float = 1
    /// Coefficient of `marker` in the row as first written (`0 = constant + … + μ·marker`): ±1.
    var markerCoefficient: Double {
        get { Double(markerSign) }
        set { markerSign = Float(newValue) }
    }
    /// The other inequality of a pair on one expression (`Solver.addPair`), or -1. The two
    /// share one row: each one's `marker` is its own error, its `other` the partner's.
    var partner: Int32 = -1

    var isRequired: Bool { priority >= Priority.required }

    /// Whether it shares its row with another inequality (`Solver.addPair`).
    var isPaired: Bool { partner >= 0 }

    /// The range of its terms in `Solver.constraintTerms`.
    var termRange: Range<Int> { Int(termStart) ..< Int(termStart) + Int(termCount) }

    /// The cost of each error symbol in the objective now: the priority level, plus the
    /// tie-break level unless it waits for the end of a batch.
    var installedCost: LevelVector {
        Solver.costVector(priority: priority, weight: weight, tieBreak: tieBreakDeferred ? 0 : tieBreak)
    }

    /// The same constraint, not yet installed (`Solver.rebuild`).
    var uninstalled: ConstraintRecord {
        var copy = self
        copy.isActive = false
        copy.marker = -1
        copy.other = -1
        copy.markerCoefficient = 1
        copy.tieBreakDeferred = false
        return copy
    }
}

extension Solver {
    /// Stores `constraint` as a new, not yet installed record; returns its index.
    mutating func appendRecord(_ constraint: Constraint) -> Int32 {
        let index = Int32(constraints.count)
        let start = constraintTerms.count
        constraintTerms.append(contentsOf: constraint.expression.terms)
        constraints.append(ConstraintRecord(
            termStart: Int32(start), termCount: Int32(constraintTerms.count - start),
            constant: constraint.expression.constant, priority: constraint.priority, weight: constraint.weight,
            tieBreak: constraint.tieBreak, relation: constraint.relation))
        constraintTags.append(constraint.tag)
        return index
    }

    /// The constraint a record was made from, with its constant as it is now.
    func constraint(at index: Int32) -> Constraint {
        let record = constraints[Int(index)]
        var expression = LinearExpression(constant: record.constant)
        expression.terms.reserveCapacity(Int(record.termCount))
        for k in record.termRange { expression.terms.append(constraintTerms[k]) }
        return Constraint(expression, record.relation, 0, priority: record.priority, weight: record.weight,
                          tieBreak: record.tieBreak, tag: constraintTags[Int(index)])
    }
}
