import LayoutSolver
import LayoutSpec

/// What a rule family sees of a case.
struct RuleContext {
    let scene: ResolvedScene
    let table: LayoutViewTable
    let geometry: EnvironmentGeometry
    let expressions: AttributeExpressions
}

/// One family of UIKit rules (canvas, intrinsic size, the author's constraints, stack
/// views, …): turns a case into engine constraints, in time linear in its views.
protocol ConstraintRules: Sendable {
    func constraints(in context: RuleContext) -> [EngineConstraint]
}

/// Every rule family, in the order their constraints are added: system constraints first,
/// the author's last, so that a conflict breaks the author's constraint, as in UIKit's logs.
enum RuleFamilies {
    static let all: [any ConstraintRules] = [CanvasRules(), IntrinsicSizeRules(), SpecConstraintRules()]
}
