import LayoutSolver
import LayoutSpec

/// Intrinsic content size, as UIKit's `NSContentSizeLayoutConstraint`s: per axis, content
/// hugging `size <= intrinsic` at the hugging priority and compression resistance
/// `size >= intrinsic` at its priority.
///
/// Both optional, the two go into the solver as one pair (`Solver.addPair`, `startsPair`): one
/// row without slacks, so that content overflowing its container costs one pivot, not a walk
/// through every view.
///
/// Where views of equal priority compete, UIKit's choice is arbitrary; the harness makes it
/// deterministic with the solver's tie-break: a view later in tree order holds its size
/// more firmly, so the lowest index stretches or shrinks first. Priorities are untouched,
/// so the tie is still reported as an ambiguity.
enum IntrinsicSizeRules {
    /// The constraints of one view: they read only its own attributes.
    static func append(_ view: LayoutView, to list: inout ConstraintList) {
        let a = view.attributes
        if let intrinsic = a.intrinsicWidth {
            append(&list, view, view.width, intrinsic, .horizontal, a.horizontalHuggingPriority, a.horizontalCompressionResistancePriority)
        }
        if let intrinsic = a.intrinsicHeight {
            append(&list, view, view.height, intrinsic, .vertical, a.verticalHuggingPriority, a.verticalCompressionResistancePriority)
        }
    }

    private static func append(_ list: inout ConstraintList, _ view: LayoutView, _ size: Variable, _ intrinsic: Double,
                        _ axis: LayoutAttribute.Axis, _ hugging: Double, _ compression: Double) {
        let letter = axis == .horizontal ? "H" : "V"
        let rank = TieBreakRanks.content(ofView: view.index)
        let hug = (size |<=| LinearExpression(intrinsic)).priority(hugging).tieBreak(rank)
        let resist = (size |>=| LinearExpression(intrinsic)).priority(compression).tieBreak(rank)
        list.append(EngineConstraint(solverConstraint: hug, origin: .contentHugging(axis), views: .init(view.index),
                                     location: view.resolved.location) { "content-hugging-\(letter)(\(view.id))" })
        list.append(EngineConstraint(solverConstraint: resist, origin: .compressionResistance(axis), views: .init(view.index),
                                     location: view.resolved.location) { "compression-resistance-\(letter)(\(view.id))" })
    }

    /// Whether `list[index]` is a view's hugging and `list[index + 1]` its compression
    /// resistance on the same axis, both optional: they are added as one pair.
    static func startsPair(_ list: ConstraintList, at index: Int) -> Bool {
        guard index + 1 < list.count, case .contentHugging(let axis) = list[index].origin,
              list[index + 1].origin == .compressionResistance(axis) else { return false }
        // `append` writes them one after the other; the solver checks they read the same size.
        return !list[index].solverConstraint.isRequired && !list[index + 1].solverConstraint.isRequired
    }
}
