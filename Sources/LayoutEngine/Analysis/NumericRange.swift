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

    /// Why `result` is out of range, or nil. A case is examined when its frames leave the
    /// range, or when it reports a conflict (the verdict that rounding corrupts): the
    /// multipliers of the constraints it was solved with are estimated (`estimate`, made by
    /// the caller once a build), then its frames are checked.
    static func violation(of result: CaseResult, in environment: Environment,
                          estimate: () -> Violation?) -> Violation? {
        let large = largestFrameValue(result)
        guard large.value > valueLimit || result.findings.contains(where: { $0.kind == .conflict }) else { return nil }
        if let found = estimate() { return found }
        guard large.value > valueLimit, let view = large.view else { return nil }
        return Violation(
            line: view.line ?? 0, column: view.column ?? 0,
            message: "values reach \(magnitude(large.value)) points ('\(view.id)' \(large.name) in \(environment.name)): "
                + "more than the solver can resolve; frames, and the sums and products of constants and "
                + "multipliers that lead to them, must stay within ±10,000,000 points")
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
        // Each constraint's terms, each variable once: constraint i's are terms[starts[i]..<starts[i + 1]].
        var terms: [LayoutSolver.Term] = [], starts = [0]
        starts.reserveCapacity(constraints.count + 1)
        var variableCount = 0, merged: [LayoutSolver.Term] = []
        for index in constraints.indices {
            // Coefficients of a repeated variable added, zero coefficients dropped.
            merged.removeAll(keepingCapacity: true)
            for term in constraints[index].solverConstraint.expression.terms {
                variableCount = max(variableCount, Int(term.variable.index) + 1)
                if let at = merged.firstIndex(where: { $0.variable == term.variable }) {
                    merged[at].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
            terms.append(contentsOf: merged.lazy.filter { $0.coefficient != 0 })
            starts.append(terms.count)
        }
        // The constraints each variable is in: uses[useStarts[v]..<useStarts[v + 1]].
        var useStarts = Array(repeating: 0, count: variableCount + 1)
        for term in terms { useStarts[Int(term.variable.index) + 1] += 1 }
        for v in 0..<variableCount { useStarts[v + 1] += useStarts[v] }
        var uses = Array(repeating: 0, count: terms.count), filled = Array(useStarts.dropLast())
        var unknown = Array(repeating: 0, count: constraints.count)
        var queue: [Int] = []
        for index in constraints.indices {
            for term in terms[starts[index]..<starts[index + 1]] {
                let v = Int(term.variable.index)
                uses[filled[v]] = index
                filled[v] += 1
            }
            unknown[index] = starts[index + 1] - starts[index]
            if unknown[index] == 1 { queue.append(index) }
        }
        var known = Array(repeating: false, count: variableCount)
        var amplification = Array(repeating: 1.0, count: variableCount)
        // The variable whose factor a variable's comes from, for the chain.
        var source = Array(repeating: -1, count: variableCount)
        var cursor = 0
        while cursor < queue.count {
            let index = queue[cursor]
            cursor += 1
            let own = terms[starts[index]..<starts[index + 1]]
            guard let target = own.first(where: { !known[Int($0.variable.index)] }) else { continue }
            guard constraints[index].solverConstraint.relation == .equal || own.count == 1 else { continue }
            let divisor = abs(target.coefficient)
            guard divisor > 0 else { continue }
            let k = Int(target.variable.index)
            var factor = 1.0, from = -1
            for term in own where term.variable != target.variable {
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
            for use in uses[useStarts[k]..<useStarts[k + 1]] {
                unknown[use] -= 1
                if unknown[use] == 1 { queue.append(use) }
            }
        }
        return nil
    }

    private static func violation(_ constraint: EngineConstraint, variable: Int, factor: Double,
                                  source: [Int], views: [LayoutView]) -> Violation {
        var chain = [variableName(variable, in: views)]
        var at = source[variable]
        while at >= 0, chain.count < 8 {
            chain.append(variableName(at, in: views))
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

/// The name of a case's solver variable as a reader knows it: `'v0' width`.
private func variableName(_ index: Int, in views: [LayoutView]) -> String {
    for view in views {
        for (variable, name) in [(view.x, "x"), (view.y, "y"), (view.width, "width"), (view.height, "height")]
        where Int(variable.index) == index {
            return "'\(view.id)' \(name)"
        }
    }
    return "a layout guide"
}
