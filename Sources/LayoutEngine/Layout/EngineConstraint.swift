import LayoutSolver
import LayoutSpec

/// A constraint of a case as the engine knows it: the solver constraint, who made it
/// (the author or a UIKit rule), the id it is reported by, the views it involves and the
/// spec line it comes from.
struct EngineConstraint {
    /// What made the constraint; decides how findings describe it.
    enum Origin: Equatable {
        case canvas
        case contentHugging(LayoutAttribute.Axis)
        case compressionResistance(LayoutAttribute.Axis)
        case spec
        /// A UIKit rule with its identifier (`UISV-spacing`, …).
        case generated(String)
    }

    var solverConstraint: LayoutSolver.Constraint
    var origin: Origin
    /// Reported id: the spec's id, or UIKit-style `identifier(view)`.
    var id: String
    /// Indices of the views it involves.
    var views: [Int]
    var location: SourceLocation
    /// The view index of the stack view whose rule made it, or -1.
    var stack: Int = -1
}
