import LayoutSolver
import LayoutSpec
import LayoutResults

/// The range in which the solver's arithmetic is exact enough, and the check that refuses a
/// spec leaving it (docs/spec-format.md, "Limits").
///
/// The solver works in doubles and treats numbers within 1e-8 of zero as zero. Rounding
/// grows with the magnitude of the values and with the products of the coefficients a
/// chain of constraints multiplies together; past the limits below, rounding exceeds that
/// tolerance and a satisfiable layout can come out as a conflict (measured: rows of views
/// reaching 1e8 points and chains of multipliers of 1e11 both gave conflicts that do not
/// exist). A spec that goes past them is refused with a located error rather than given
/// wrong findings.
enum NumericRange {
    /// The largest magnitude a frame value may reach, in points.
    static let valueLimit = 10_000_000.0
    /// The largest factor by which a chain of constraints may multiply the value it starts
    /// from (the product of its multipliers).
    static let amplificationLimit = 1e9

    /// Why a case is out of range, located at the constraint (or view) to look at.
    struct Violation: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first case of `scene` that is out of range, or nil. A case is examined when its
    /// frames leave the range, or when it reports a conflict (the verdict that rounding
    /// corrupts); the constraints of the first such case are estimated (`estimate`).
    static func violation(in scene: Scene, cases: [CaseResult], environments: [Environment]) -> Violation? {
        let states: [String?] = [nil] + scene.states.map(\.name)
        var examinedConflict = false
        for result in cases {
            let large = largestFrameValue(result)
            let conflicted = result.findings.contains { $0.kind == .conflict }
            guard large.value > valueLimit || (conflicted && !examinedConflict) else { continue }
            examinedConflict = examinedConflict || conflicted
            guard environments.indices.contains(result.environmentIndex), states.indices.contains(result.stateIndex) else {
                continue
            }
            let environment = environments[result.environmentIndex]
            if let found = estimate(scene, environment: environment, state: states[result.stateIndex]) { return found }
            if large.value > valueLimit, let view = large.view {
                return Violation(
                    line: view.line ?? 0, column: view.column ?? 0,
                    message: "values reach \(magnitude(large.value)) points ('\(view.id)' \(large.name) in \(environment.name)): "
                        + "more than the solver can resolve; frames, and the sums and products of constants and "
                        + "multipliers that lead to them, must stay within ±10,000,000 points")
            }
        }
        return nil
    }

    /// The largest magnitude among a case's frames, the view that has it and which value.
    private static func largestFrameValue(_ result: CaseResult) -> (value: Double, view: ViewFrame?, name: String) {
        var best: (value: Double, view: ViewFrame?, name: String) = (0, nil, "")
        for view in result.views {
            let frame = view.frame
            for (value, name) in [(frame.x, "x"), (frame.y, "y"), (frame.width, "width"), (frame.height, "height")] {
                let size = value.isNaN ? Double.infinity : abs(value)
                if size > best.value { best = (size, view, name) }
            }
        }
        return best
    }

    /// Builds the constraints of one case and estimates what they determine.
    static func estimate(_ scene: Scene, environment: Environment, state: String?) -> Violation? {
        guard let resolved = scene.resolved(for: environment.sizeClasses, state: state) else { return nil }
        var solver = Solver()
        let table = LayoutViewTable(root: resolved.root, solver: &solver)
        let geometry = EnvironmentGeometry(environment)
        let constraints = RuleFamilies.generate(in: RuleContext(scene: resolved, table: table, geometry: geometry,
                                                                expressions: AttributeExpressions(table: table, geometry: geometry)))
        return estimate(constraints, views: table.views)
    }

    /// Follows the constraints in the order they determine their variables: a constraint
    /// with one variable still unknown (an equality of any priority, or any constraint of a
    /// single variable) determines that variable, multiplying what its other variables carry
    /// by their coefficients' ratios to its own. Each variable keeps the largest such factor
    /// along the chain that determined it; a chain whose factor passes the limit is refused.
    /// Each constraint is read once a variable of it becomes known, so the work is linear in
    /// the constraints' terms. (Magnitudes are not estimated this way: a difference such as a
    /// height between two edges would add the edges' magnitudes and compound along a tree;
    /// the solved frames are checked for them instead.)
    static func estimate(_ constraints: [EngineConstraint], views: [LayoutView]) -> Violation? {
        let terms = constraints.map { merged($0.solverConstraint.expression.terms) }
        let variableCount = terms.lazy.flatMap { $0 }.map { Int($0.variable.index) + 1 }.max() ?? 0
        var uses = Array(repeating: [Int](), count: variableCount)
        var unknown = Array(repeating: 0, count: constraints.count)
        var queue: [Int] = []
        for (index, list) in terms.enumerated() {
            for term in list { uses[Int(term.variable.index)].append(index) }
            unknown[index] = list.count
            if list.count == 1 { queue.append(index) }
        }
        var known = Array(repeating: false, count: variableCount)
        var amplification = Array(repeating: 1.0, count: variableCount)
        // The variable whose factor a variable's comes from, for the chain.
        var source = Array(repeating: -1, count: variableCount)
        var cursor = 0
        while cursor < queue.count {
            let index = queue[cursor]
            cursor += 1
            let constraint = constraints[index].solverConstraint
            guard let target = terms[index].first(where: { !known[Int($0.variable.index)] }) else { continue }
            guard constraint.relation == .equal || terms[index].count == 1 else { continue }
            let divisor = abs(target.coefficient)
            guard divisor > 0 else { continue }
            let k = Int(target.variable.index)
            var factor = 1.0, from = -1
            for term in terms[index] where term.variable != target.variable {
                let i = Int(term.variable.index)
                let ratio = abs(term.coefficient) / divisor * amplification[i]
                if ratio > factor { factor = ratio; from = i }
            }
            known[k] = true
            amplification[k] = factor
            source[k] = from
            if !(factor <= amplificationLimit) {
                return violation(constraints[index], variable: k, factor: factor, source: source, views: views)
            }
            for use in uses[k] {
                unknown[use] -= 1
                if unknown[use] == 1 { queue.append(use) }
            }
        }
        return nil
    }

    /// A constraint's terms with each variable once (coefficients of a repeated variable
    /// added), zero coefficients dropped.
    private static func merged(_ terms: [LayoutSolver.Term]) -> [LayoutSolver.Term] {
        var result: [LayoutSolver.Term] = []
        for term in terms {
            if let at = result.firstIndex(where: { $0.variable == term.variable }) {
                result[at].coefficient += term.coefficient
            } else {
                result.append(term)
            }
        }
        return result.filter { $0.coefficient != 0 }
    }

    private static func violation(_ constraint: EngineConstraint, variable: Int, factor: Double,
                                  source: [Int], views: [LayoutView]) -> Violation {
        let names = VariableNames(views)
        var chain = [names[variable]]
        var at = source[variable]
        while at >= 0, chain.count < 8 {
            chain.append(names[at])
            at = source[at]
        }
        let path = chain.reversed().joined(separator: " → ")
        return Violation(
            line: constraint.line, column: constraint.column,
            message: "multipliers along \(path) multiply to \(magnitude(factor)): more than the solver can resolve; "
                + "the multipliers of a chain of constraints must multiply to at most 1e9")
    }

    /// A magnitude as a reader takes it in: whole points with thousands separators below a
    /// billion (`10,333,336`), else a power of ten (`1e18`, `2.5e12`), or "more than 1e308".
    static func magnitude(_ value: Double) -> String {
        guard value.isFinite else { return "more than 1e308" }
        if value < 1e9 {
            let digits = String(Int(value.rounded(.up)))
            var grouped = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
                grouped.append(digit)
            }
            return grouped
        }
        var exponent = 0, mantissa = value
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        let rounded = (mantissa * 10).rounded() / 10
        if rounded >= 10 { return "1e\(exponent + 1)" }
        let digits = rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
        return "\(digits)e\(exponent)"
    }
}

/// Names of the solver variables of a case's views as a reader knows them: `'v0' width`.
private struct VariableNames {
    private var names: [Int: String] = [:]

    init(_ views: [LayoutView]) {
        for view in views {
            names[Int(view.x.index)] = "'\(view.id)' x"
            names[Int(view.y.index)] = "'\(view.id)' y"
            names[Int(view.width.index)] = "'\(view.id)' width"
            names[Int(view.height.index)] = "'\(view.id)' height"
        }
    }

    subscript(index: Int) -> String { names[index] ?? "a layout guide" }
}
