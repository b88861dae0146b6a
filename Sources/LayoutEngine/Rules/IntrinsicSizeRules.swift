import LayoutSolver
import LayoutSpec

/// Intrinsic content size, as UIKit's `NSContentSizeLayoutConstraint`s: per axis, content
/// hugging `size <= intrinsic` at the hugging priority and compression resistance
/// `size >= intrinsic` at its priority.
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
        let rank = view.index + 1
        let hug = (size |<=| LinearExpression(intrinsic)).priority(hugging).tieBreak(rank)
        let resist = (size |>=| LinearExpression(intrinsic)).priority(compression).tieBreak(rank)
        list.append(EngineConstraint(solverConstraint: hug, origin: .contentHugging(axis),
                                     id: "content-hugging-\(letter)(\(view.id))", views: .init(view.index), location: view.resolved.location))
        list.append(EngineConstraint(solverConstraint: resist, origin: .compressionResistance(axis),
                                     id: "compression-resistance-\(letter)(\(view.id))", views: .init(view.index), location: view.resolved.location))
    }
}
