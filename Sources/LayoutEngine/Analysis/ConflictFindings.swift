import LayoutResults

/// `conflict` findings: the irreducible set of required constraints that cannot hold
/// together and the one broken (the one whose addition exposed the conflict, as UIKit's
/// "Will attempt to recover by breaking constraint" does); layout went on without it.
/// Every constraint of the set is in the details in UIKit's notation with its line
/// (`ConstraintNotation`); the fix names the constraints the spec writes and how far the
/// broken one is from holding in the layout the others give.
enum ConflictFindings {
    static func findings(_ layout: CaseLayout) -> [Finding] {
        let session = layout.session
        return session.conflicts.map { conflict in
            let broken = session.constraints[conflict.rejected]
            let members = conflict.members.map { session.constraints[$0].id }
            let equations = conflict.members.map { ConstraintNotation.describe(session.constraints[$0], in: session) }
            let brokenEquation = ConstraintNotation.describe(broken, in: session)
            let message = "unable to satisfy \(members.count) required constraints together; broke "
                + (brokenEquation.name.map { "\($0): " } ?? "") + brokenEquation.equation
            let fix = FixSuggestions.conflict(written: equations.filter(\.written), broken: brokenEquation,
                                              violation: violation(broken, layout), actual: actualSize(broken, layout))
            return Finding(kind: .conflict, items: members, message: message,
                           line: broken.line, column: broken.column,
                           details: .conflict(.init(constraints: members, broken: broken.id, equations: equations)),
                           fix: fix)
        }
    }

    /// How far the broken constraint is from holding in the layout made without it: its
    /// `lhs − rhs` there (0 for an inequality on its right side).
    static func violation(_ constraint: EngineConstraint, _ layout: CaseLayout) -> Double {
        let c = constraint.solverConstraint
        var value = c.expression.constant
        for term in c.expression.terms { value += term.coefficient * layout.values[term.variable] }
        switch c.relation {
        case .equal: return value
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return min(0, value)
        }
    }

    /// For the author's width or height constraint, the size the others give its first item
    /// (`cancel.width 150`); nil otherwise.
    static func actualSize(_ constraint: EngineConstraint, _ layout: CaseLayout) -> String? {
        guard let written = layout.session.writtenConstraint(of: constraint) else { return nil }
        let a = written.attributes
        guard a.firstAttribute == .width || a.firstAttribute == .height, !a.firstItem.isSafeArea,
              let index = layout.table.index(of: a.firstItem.viewID) else { return nil }
        let frame = layout.frame(of: layout.table[index])
        let size = a.firstAttribute == .width ? frame.width : frame.height
        return "\(a.firstItem.viewID).\(a.firstAttribute.rawValue) \(number(size))"
    }
}
