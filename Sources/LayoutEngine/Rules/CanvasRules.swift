import LayoutSolver
import LayoutSpec

/// The root view fills the environment's canvas (required, as the window's autoresizing
/// constraints are); the canvas size is a constant that changes between environments.
struct CanvasRules: ConstraintRules {
    var placement: RulePlacement { .first }

    func constraints(in context: RuleContext) -> [EngineConstraint] {
        let root = context.table.root
        let location = root.resolved.location
        func make(_ constraint: LayoutSolver.Constraint, _ name: String) -> EngineConstraint {
            EngineConstraint(solverConstraint: constraint, origin: .canvas, id: "\(name)(\(root.id))", views: [0], location: location)
        }
        return [
            make(root.x |==| 0, "canvas-x"),
            make(root.y |==| 0, "canvas-y"),
            make(root.width |==| LinearExpression(context.geometry.width), "canvas-width"),
            make(root.height |==| LinearExpression(context.geometry.height), "canvas-height"),
        ]
    }
}
