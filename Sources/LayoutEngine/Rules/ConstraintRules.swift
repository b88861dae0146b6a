import LayoutSolver
import LayoutSpec

/// What a rule family sees of a case.
struct RuleContext {
    let scene: ResolvedScene
    let table: LayoutViewTable
    let geometry: EnvironmentGeometry
    let expressions: AttributeExpressions
}

/// Something a rule family noticed that UIKit would only log or ignore (a baseline alignment
/// on a vertical stack, …): not a finding, but worth telling the author. Collected per case
/// in `CaseSession.warnings`.
struct EngineWarning: Equatable, Sendable {
    /// A short machine-readable name (`stack-baseline-alignment-vertical`, …).
    var code: String
    var message: String
    /// The ids of the views it is about.
    var items: [String]
    var location: SourceLocation
}

/// One family of UIKit rules (canvas, intrinsic size, the author's constraints, stack
/// views, …): turns a case into engine constraints, in time linear in its views.
protocol ConstraintRules: Sendable {
    func constraints(in context: RuleContext) -> [EngineConstraint]
    /// Warnings about the case; none by default.
    func warnings(in context: RuleContext) -> [EngineWarning]
}

extension ConstraintRules {
    func warnings(in context: RuleContext) -> [EngineWarning] { [] }
}

/// Every rule family, in the order their constraints are added: system constraints first,
/// the author's last, so that a conflict breaks the author's constraint, as in UIKit's logs.
/// The stack families follow UIKit's two arrangements (research/stackview.md §1): the
/// distribution along the axis, then the alignment across it.
enum RuleFamilies {
    static let all: [any ConstraintRules] = [
        CanvasRules(), IntrinsicSizeRules(),
        StackCanvasConnectionRules(), StackSpacingRules(), StackHidingRules(),
        StackFillDistributionRules(), StackEqualDistributionRules(),
        StackAlignmentRules(), StackBaselineRules(),
        SpecConstraintRules(),
    ]
}
