import LayoutSolver
import LayoutSpec
import LayoutResults

/// One case laid out for a person: every frame and every constraint with where it came
/// from, its priority and whether it holds, like UIKit's `_autolayoutTrace` and
/// `constraintsAffectingLayout`.
public struct CaseExplanation: Sendable {
    /// A constraint of the case as the engine added it.
    public struct ConstraintLine: Sendable, Equatable {
        /// The spec id, or a generated identifier (`UISV-spacing(stack)`, `content-hugging-H(label)`).
        public var id: String
        /// `spec`, `canvas`, `content hugging`, `compression resistance`, or a UIKit identifier.
        public var origin: String
        /// The constraint as a readable equation in frame variables.
        public var equation: String
        /// The constraint in UIKit's notation, with what names it (`ConstraintEquation`).
        public var notation: ConstraintEquation
        public var priority: Double
        /// Where it comes from in the spec.
        public var line: Int
        public var column: Int
        /// False when the solver rejected it (conflict) or, for an optional one, could not meet it.
        public var holds: Bool
        /// How far an optional constraint is from holding, in points (0 when it holds).
        public var error: Double
    }

    public var environment: String
    public var state: String?
    public var views: [ViewFrame]
    public var constraints: [ConstraintLine]
    public var findings: [Finding]
}

extension LayoutEngine {
    /// The explanation of one case, or nil when the scene, environment or state is unknown.
    /// The case is laid out as `run` lays it out (`layOut`: content sized with `text` and the
    /// spec's string tables, then `strings`, multi-line texts solved again at their widths):
    /// its frames are the ones `run` reports.
    public static func explain(_ spec: Spec, scene sceneName: String, environment environmentName: String,
                               state: String? = nil, text: TextTools = .standard(), strings: StringTable = .empty) -> CaseExplanation? {
        FaultInjection.apply(to: spec.file)
        guard let scene = spec.scene(named: sceneName) else { return nil }
        // The spec's environments and the scene's own (a storyboard scene's design device).
        let environments = scene.environments(in: spec.environments)
        guard let environmentIndex = environments.firstIndex(where: { $0.name == environmentName }) else { return nil }
        // 0 for the base layout, k for the k-th state.
        let stateIndex: Int? = if let state { scene.states.firstIndex { $0.name == state }.map { $0 + 1 } } else { 0 }
        guard let stateIndex else { return nil }
        let holdsCase = { (group: CaseGroup) in group.stateIndex == stateIndex && group.environmentIndices.contains(environmentIndex) }
        guard let chain = CaseChain.chains(of: scene, in: environments).first(where: { $0.groups.contains(where: holdsCase) }),
              let groupIndex = chain.groups.firstIndex(where: holdsCase) else { return nil }
        let sizes = SceneSizes(scene: scene, tools: text, strings: spec.strings.isEmpty ? strings : spec.strings.merging(strings))
        var explanation: CaseExplanation?
        layOut(chain.groups[groupIndex], from: chain.start(of: scene, in: environments, sizes: sizes), resizing: groupIndex > 0,
               of: scene, in: environments, sizes: sizes, reusesSolvers: true) { index, laidOut, _ in
            guard index == environmentIndex else { return true }
            let (findings, views) = laidOut.findingsAndViews(expectations: scene.expectations, environment: environments[index],
                                                             state: state, analyzesAmbiguity: true, measurer: text.measurer)
            explanation = explain(laidOut.layout, views: views,
                                  findings: ExpectedFindingsCheck.apply(scene.expectedFindings, to: findings,
                                                                        environment: environmentName, state: state),
                                  environment: environmentName, state: state)
            return false
        }
        return explanation
    }

    private static func explain(_ layout: CaseLayout, views: [ViewFrame], findings: [Finding], environment: String,
                                state: String?) -> CaseExplanation {
        let session = layout.session, values = layout.values
        // The root's safe area and margins read as the environment's numbers, except in the
        // canvas rules that pin them.
        let insets = Set(session.table.canvasInsets.variables)
        var lines: [CaseExplanation.ConstraintLine] = []
        for (index, constraint) in session.constraints.enumerated() {
            let c = constraint.solverConstraint
            let handle = session.handles[index]
            // The solver's constant: a moved session's list keeps the canvas constants of its build.
            var constant = handle.flatMap { session.solver.constant(of: $0) } ?? c.expression.constant
            var value = constant
            var equation = ""
            for term in c.expression.terms {
                value += term.coefficient * values[term.variable]
                if constraint.origin != .canvas, insets.contains(term.variable) {
                    constant += term.coefficient * values[term.variable]
                    continue
                }
                let name = session.solver.name(of: term.variable)
                let magnitude = abs(term.coefficient)
                let sign = term.coefficient < 0 ? (equation.isEmpty ? "-" : " - ") : (equation.isEmpty ? "" : " + ")
                equation += sign + (magnitude == 1 ? name : "\(format(magnitude))·\(name)")
            }
            if constant != 0 || equation.isEmpty {
                equation += equation.isEmpty ? format(constant) : (constant < 0 ? " - \(format(-constant))" : " + \(format(constant))")
            }
            let relation: String
            let error: Double
            switch c.relation {
            case .equal: relation = "=="; error = abs(value)
            case .lessThanOrEqual: relation = "<="; error = max(0, value)
            case .greaterThanOrEqual: relation = ">="; error = max(0, -value)
            }
            let origin: String
            switch constraint.origin {
            case .canvas: origin = "canvas"
            case .spec: origin = "spec"
            case .contentHugging: origin = "content hugging"
            case .compressionResistance: origin = "compression resistance"
            case .generated(let identifier): origin = identifier
            }
            let rejected = handle == nil
            lines.append(.init(id: constraint.id, origin: origin, equation: equation + " \(relation) 0",
                               notation: ConstraintNotation.describe(constraint, in: session), priority: c.priority,
                               line: constraint.line, column: constraint.column,
                               holds: !rejected && error <= 1e-6, error: rejected ? .nan : (error * 1000).rounded() / 1000))
        }
        return CaseExplanation(environment: environment, state: state, views: views, constraints: lines,
                               findings: findings)
    }

    private static func format(_ value: Double) -> String { DecimalText.string(value, places: 6) }
}
