import LayoutSpec

/// `conflict` findings: the irreducible set of required constraints that cannot hold
/// together and the one broken (the one whose addition exposed the conflict, as UIKit's
/// "Will attempt to recover by breaking constraint" does); layout went on without it.
enum ConflictFindings {
    static func findings(_ layout: CaseLayout) -> [Finding] {
        let session = layout.session
        return session.conflicts.map { conflict in
            let broken = session.constraints[conflict.rejected]
            let members = conflict.members.map { session.constraints[$0].id }
            let message = "unable to satisfy \(members.count) required constraints together: "
                + members.joined(separator: ", ") + "; broke '\(broken.id)'"
            return Finding(kind: .conflict, items: members, message: message,
                           line: broken.line, column: broken.column,
                           details: .conflict(.init(constraints: members, broken: broken.id)))
        }
    }
}
