import LayoutSolver
import LayoutSpec

/// The root view fills the environment's canvas (required, as the window's autoresizing
/// constraints are), and the root's safe-area insets and margins (`CanvasInsets`) equal the
/// environment's (required, UIKit's `UIViewSafeAreaLayoutGuide-top` and
/// `UIView-topMargin-guide-constraint`). These are the only constraints whose constants
/// change between environments of the same direction (`CaseSession.retarget`).
struct CanvasRules: CaseRules {
    func append(in context: RuleContext, to list: inout ConstraintList) {
        list.append(contentsOf: Self.constraints(context.table, context.geometry))
    }

    static func constraints(_ table: LayoutViewTable, _ geometry: EnvironmentGeometry) -> [EngineConstraint] {
        let root = table.root
        let location = root.resolved.location
        func make(_ constraint: LayoutSolver.Constraint, _ name: String) -> EngineConstraint {
            EngineConstraint(solverConstraint: constraint, origin: .canvas, views: .init(0), location: location) { "\(name)(\(root.id))" }
        }
        // Along a fitted axis the root is pulled towards 0 at `fittingSizeLevel`, as
        // `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` does (`FittingAxes`).
        let fitting = FittingAxes.fittingPriority
        var list = [
            make(root.x |==| 0, "canvas-x"),
            make(root.y |==| 0, "canvas-y"),
            geometry.fitting.contains(.width) ? make((root.width |==| 0).priority(fitting), "fitting-width")
                : make(root.width |==| LinearExpression(geometry.width), "canvas-width"),
            geometry.fitting.contains(.height) ? make((root.height |==| 0).priority(fitting), "fitting-height")
                : make(root.height |==| LinearExpression(geometry.height), "canvas-height"),
        ]
        let safe = table.canvasInsets.safeArea, margins = table.canvasInsets.margins
        let safeArea = geometry.safeArea, rootMargins = geometry.rootMargins(explicit: root.attributes.layoutMargins)
        for (edge, variable, value) in [("top", safe.top, safeArea.top), ("left", safe.left, safeArea.left),
                                        ("bottom", safe.bottom, safeArea.bottom), ("right", safe.right, safeArea.right)] {
            list.append(make(variable |==| LinearExpression(value), "UIViewSafeAreaLayoutGuide-" + edge))
        }
        for (edge, variable, value) in [("top", margins.top, rootMargins.top), ("left", margins.left, rootMargins.left),
                                        ("bottom", margins.bottom, rootMargins.bottom), ("right", margins.right, rootMargins.right)] {
            list.append(make(variable |==| LinearExpression(value), "UIView-\(edge)Margin-guide-constraint"))
        }
        return list
    }
}
