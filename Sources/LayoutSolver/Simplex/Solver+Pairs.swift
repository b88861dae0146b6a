/// Two optional inequalities on one expression, in one row.
///
/// A view's content hugging (`size <= intrinsic`) and compression resistance
/// (`size >= intrinsic`) are such a pair. Written as two inequalities, each has a slack and
/// an error, and the slacks trade at no cost: where content overflows its container, the dual
/// simplex walks through every view's hugging slack (each step making the next view's
/// compression row infeasible, each rewriting a row as long as the content) before one
/// compression error pays, which is quadratic in the views. As one row
/// `expression = e+ − e−`, with `e+` costing the upper bound's priority and `e−` the lower
/// bound's, the pair has no slack: the first dual ratio test meets the compression errors
/// themselves. The optimum is the same (both errors at once never pay), and each error still
/// belongs to its own constraint, so explanations name the hugging or the compression
/// resistance as before.
extension Solver {
    /// Adds `upper` (`expression <= 0`) and `lower` (`expression >= 0`), two optional
    /// inequalities on the same expression, as one row (above). Each keeps its own priority,
    /// weight, tie-break and tag, and its own handle: removing one leaves the other in as a
    /// plain inequality, and changing the constant of one changes both (they share it). Two
    /// constraints that are not such a pair are added one after the other.
    @discardableResult
    public mutating func addPair(upper: Constraint, lower: Constraint) throws(SolverError)
        -> (upper: ConstraintHandle, lower: ConstraintHandle) {
        guard Self.arePair(upper, lower) else {
            let first = try add(upper)
            return (first, try add(lower))
        }
        try validate(upper)
        try validate(lower)
        let u = appendRecord(upper), l = appendRecord(lower)
        constraints[Int(u)].partner = l
        constraints[Int(l)].partner = u
        do {
            try install(u)
        } catch {
            constraints[Int(u)].isActive = false
            constraints[Int(l)].isActive = false
            throw error
        }
        return (ConstraintHandle(index: u), ConstraintHandle(index: l))
    }

    /// Whether `upper <= 0` and `lower >= 0` are optional and read the same expression.
    static func arePair(_ upper: Constraint, _ lower: Constraint) -> Bool {
        upper.relation == .lessThanOrEqual && lower.relation == .greaterThanOrEqual
            && !upper.isRequired && !lower.isRequired
            && upper.expression.constant == lower.expression.constant
            && upper.expression.terms == lower.expression.terms
    }

    /// The markers of a pair's row, `expression − e+ + e− = 0`: `e+` belongs to the upper
    /// bound and `e−` to the lower one. Both records are filled in and made active. Returns
    /// the two symbols, `e+` with coefficient −1 in the row and `e−` with +1.
    mutating func installPairMarkers(_ index: Int32) -> (plus: Int32, minus: Int32) {
        let partner = constraints[Int(index)].partner
        let upper = constraints[Int(index)].relation == .lessThanOrEqual ? index : partner
        let lower = upper == index ? partner : index
        let plus = newSymbol(.error, owner: upper), minus = newSymbol(.error, owner: lower)
        for (own, coefficient) in [(upper, -1.0), (lower, 1.0)] {
            var record = constraints[Int(own)]
            record.marker = own == upper ? plus : minus
            record.other = own == upper ? minus : plus
            record.markerCoefficient = coefficient
            if isBatching && record.tieBreak > 0 {
                record.tieBreakDeferred = true
                deferredTieBreaks.append(own)
            }
            record.isActive = true
            constraints[Int(own)] = record
        }
        return (plus, minus)
    }

    /// After a pair's row is gone with `index`: its partner goes back in alone, as a plain
    /// inequality.
    mutating func reinstallPartner(of index: Int32) {
        let partner = constraints[Int(index)].partner
        guard partner >= 0 else { return }
        constraints[Int(index)].partner = -1
        var record = constraints[Int(partner)].uninstalled
        record.partner = -1
        constraints[Int(partner)] = record
        // An optional inequality always goes in.
        try? install(partner)
    }
}
