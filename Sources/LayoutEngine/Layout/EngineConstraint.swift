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
    /// Reported id: the spec's id, or UIKit-style `identifier(view)`. Written when read:
    /// only findings and explanations read it, and a 10,000-view case makes 100,000
    /// constraints (formatting every id up front was the largest cost of generating them).
    var id: String { describe() }
    private let describe: @Sendable () -> String
    /// Indices of the views it involves.
    var views: [Int]
    var location: SourceLocation
    /// The view index of the stack view whose rule made it, or -1.
    var stack: Int = -1

    init(solverConstraint: LayoutSolver.Constraint, origin: Origin, id: @autoclosure @escaping @Sendable () -> String,
         views: [Int], location: SourceLocation, stack: Int = -1) {
        self.solverConstraint = solverConstraint
        self.origin = origin
        self.describe = id
        self.views = views
        self.location = location
        self.stack = stack
    }
}
