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
    /// Where the family's constraints go in the solver's order (`RuleFamilies.inSolverOrder`).
    var placement: RulePlacement { get }
    func constraints(in context: RuleContext) -> [EngineConstraint]
    /// Warnings about the case; none by default.
    func warnings(in context: RuleContext) -> [EngineWarning]
}

extension ConstraintRules {
    func warnings(in context: RuleContext) -> [EngineWarning] { [] }
}

/// The groups of `RuleFamilies.inSolverOrder`, in order.
enum RulePlacement {
    /// The canvas and intrinsic sizes.
    case first
    /// A stack's rules along its axis: stacks parents first.
    case alongStackAxis
    /// A stack's rules across its axis: stacks children first.
    case acrossStackAxis
    /// The author's constraints.
    case last
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

    /// The order constraints go into the solver (docs/performance.md, "Constraint order"):
    /// the canvas and intrinsic sizes; then along each stack's axis (canvas connections,
    /// spacing, hiding, distributions), stacks parents first; then across the axis
    /// (alignment, baselines), stacks children first; then the author's constraints.
    ///
    /// Almost every constraint then brings a variable the solver has not seen, which becomes
    /// its subject at no cost. Along the axis, parents first, each sibling's position is new
    /// when its spacing arrives; across it, children first, a stack's extent comes from
    /// content already laid out. Other orders make the solver relate positions it defined
    /// already along a whole chain of siblings, and expand each such row along the chain,
    /// which is quadratic in a long stack.
    static func inSolverOrder(_ families: [(family: any ConstraintRules, constraints: [EngineConstraint])]) -> [EngineConstraint] {
        var first: [EngineConstraint] = [], along: [EngineConstraint] = [], across: [EngineConstraint] = []
        var last: [EngineConstraint] = []
        for (family, constraints) in families {
            switch family.placement {
            case .first: first += constraints
            case .alongStackAxis: along += constraints
            case .acrossStackAxis: across += constraints
            case .last: last += constraints
            }
        }
        var ordered: [EngineConstraint] = []
        ordered.reserveCapacity(first.count + along.count + across.count + last.count)
        ordered += first
        appendByStack(along, parentsFirst: true, to: &ordered)
        appendByStack(across, parentsFirst: false, to: &ordered)
        ordered += last
        return ordered
    }

    /// Appends `list` ordered by stack (view index ascending, or descending), keeping the
    /// order within a stack: a counting sort, linear in the constraints and the views.
    private static func appendByStack(_ list: [EngineConstraint], parentsFirst: Bool, to ordered: inout [EngineConstraint]) {
        guard let low = list.lazy.map(\.stack).min(), let high = list.lazy.map(\.stack).max() else { return }
        let bucket = { (stack: Int) in parentsFirst ? stack - low : high - stack }
        var starts = [Int](repeating: 0, count: high - low + 2)
        for constraint in list { starts[bucket(constraint.stack) + 1] += 1 }
        for k in 1..<starts.count { starts[k] += starts[k - 1] }
        var order = [Int](repeating: 0, count: list.count)
        for (index, constraint) in list.enumerated() {
            let b = bucket(constraint.stack)
            order[starts[b]] = index
            starts[b] += 1
        }
        for index in order { ordered.append(list[index]) }
    }
}
