import LayoutSpec

/// `conflict` findings: the irreducible set of required constraints that cannot hold
/// together and the one broken (the one whose addition exposed the conflict, as UIKit's
/// "Will attempt to recover by breaking constraint" does); layout went on without it.
/// Every constraint of the set is in the details in UIKit's notation with its line
/// (`ConstraintNotation`).
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
            return Finding(kind: .conflict, items: members, message: message,
                           line: broken.line, column: broken.column,
                           details: .conflict(.init(constraints: members, broken: broken.id, equations: equations)))
        }
    }
}
