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

/// A family of UIKit rules made for the whole case at once (the canvas, intrinsic sizes, the
/// author's constraints), in time linear in its views.
protocol CaseRules: Sendable {
    func append(in context: RuleContext, to list: inout ConstraintList)
}

/// A family of a stack view's rules, made stack by stack (`RuleFamilies.generate`).
protocol StackRules: Sendable {
    func append(for stack: StackArrangement, to list: inout ConstraintList)
}

/// Every rule family, in the order their constraints are added: system constraints first,
/// the author's last, so that a conflict breaks the author's constraint, as in UIKit's logs.
/// The stack families follow UIKit's two arrangements (docs/stackview.md §1): the
/// distribution along the axis, then the alignment across it.
enum RuleFamilies {
    /// A stack's rules along its axis.
    static let alongStackAxis: [any StackRules] = [
        StackCanvasConnectionRules(), StackSpacingRules(), StackHidingRules(),
        StackFillDistributionRules(), StackEqualDistributionRules(), StackTextWidthRules(),
    ]
    /// A stack's rules across its axis.
    static let acrossStackAxis: [any StackRules] = [StackAlignmentRules()]

    /// The constraints of a case in the order they go into the solver (docs/performance.md,
    /// "Constraint order"): the canvas and intrinsic sizes; then along each stack's axis
    /// (canvas connections, spacing, hiding, distributions), stacks parents first; then
    /// across the axis (alignment), stacks children first; then the author's constraints.
    /// Each is appended once, in its place (sorting them afterwards copied every constraint
    /// twice, a third of the generation's time).
    ///
    /// Almost every constraint then brings a variable the solver has not seen, which becomes
    /// its subject at no cost. Along the axis, parents first, each sibling's position is new
    /// when its spacing arrives; across it, children first, a stack's extent comes from
    /// content already laid out. Other orders make the solver relate positions it defined
    /// already along a whole chain of siblings, and expand each such row along the chain,
    /// which is quadratic in a long stack.
    static func generate(in context: RuleContext) -> ConstraintList {
        let table = context.table
        var list = ConstraintList()
        // Up to 14 per view (a card: a stack of two labels).
        list.reserveCapacity(16 * table.views.count + context.scene.constraints.count + 16)
        CanvasRules().append(in: context, to: &list)
        for view in table.views { IntrinsicSizeRules.append(view, to: &list) }
        let stacks = table.views.compactMap { StackArrangement($0, context: context) }
        for stack in stacks {
            for family in alongStackAxis { family.append(for: stack, to: &list) }
        }
        for stack in stacks.reversed() {
            for family in acrossStackAxis { family.append(for: stack, to: &list) }
        }
        SpecConstraintRules().append(in: context, to: &list)
        return list
    }
}
