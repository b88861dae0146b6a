import LayoutSolver
import LayoutResults

/// `ambiguity` findings from the solver's exact analysis of every visible frame value.
///
/// Ties among optional constraints of equal priority become one finding per tie, naming
/// the views; when the tied constraints are content hugging (or compression resistance)
/// it is Interface Builder's "content priority ambiguity". Values fixed by no constraint
/// at all become one finding per missing constraint ("missing constraints"): on the topmost
/// view it leaves free, listing the subviews that move with it. The message names no
/// numbers (the range is in the details), so the same cause reads alike in every case.
enum AmbiguityFindings {
    /// The visible view and attribute of each frame variable, by variable index.
    struct Owners {
        private var entries: [(view: Int, attribute: Finding.Ambiguity.Attribute)?]

        init(count: Int) { entries = Array(repeating: nil, count: count) }

        subscript(variable: Variable) -> (view: Int, attribute: Finding.Ambiguity.Attribute)? {
            get { variable.index >= 0 && Int(variable.index) < entries.count ? entries[Int(variable.index)] : nil }
            set { entries[Int(variable.index)] = newValue }
        }
    }

    static func findings(_ layout: CaseLayout) -> [Finding] {
        var work = Work()
        return findings(layout, work: &work)
    }

    /// How much the analysis of a case did: the directions whose range LPs ran, and those
    /// LPs' pivots and substituted cells (`SolverWorkGrowthTests` asserts they grow linearly).
    struct Work {
        var analysedDirections = 0
        var rangeWork = SolverStatistics()
        /// Cells of the projections written out (`AmbiguityAnalyzer.projectedCells`).
        var projectedCells = 0
        /// Terms of the range LPs' objectives (`AmbiguityAnalyzer.rangeTerms`).
        var rangeTerms = 0
    }

    static func findings(_ layout: CaseLayout, work: inout Work) -> [Finding] {
        let session = layout.session, table = layout.table
        var variables: [Variable] = []
        var owners = Owners(count: session.solver.variableCount)
        variables.reserveCapacity(4 * table.views.count)
        for view in table.views where !view.isEffectivelyHidden {
            for (variable, attribute) in [(view.x, Finding.Ambiguity.Attribute.x), (view.y, .y),
                                          (view.width, .width), (view.height, .height)] {
                variables.append(variable)
                owners[variable] = (view.index, attribute)
            }
        }
        var ties = FoundTies()
        var unconstrained: [(view: Int, list: [Ambiguity])] = []
        var unconstrainedIndex: [Int: Int] = [:]
        var analyzer = AmbiguityAnalyzer(session.solver, tolerance: 1e-6, values: layout.values)
        defer {
            work.analysedDirections = analyzer.analysedDirections
            work.rangeWork = analyzer.rangeWork
            work.projectedCells = analyzer.projectedCells
            work.rangeTerms = analyzer.rangeTerms
        }
        for variable in variables {
            guard let owner = owners[variable] else { continue }
            // Fixed, or trading only within ties already reported: nothing to add, and its
            // projection is not written out (in a stack that overflows its container, each
            // label's position trades against every label above it). A value of one class
            // whose tie was shown only through values of several goes on: it gives the range.
            switch analyzer.screen(variable) {
            case .fixed: continue
            case .tieClasses(let cs) where cs.count == 1 ? ties.isSettled(cs[0]) : cs.allSatisfy(ties.contains): continue
            case .tieClasses, .other: break
            }
            guard let candidate = analyzer.candidate(for: variable) else { continue }
            switch candidate.cause {
            case .tie:
                let classes = analyzer.tieClasses(of: candidate)
                if classes.count == 1 {
                    guard !ties.isSettled(classes[0]), let ambiguity = analyzer.ambiguity(of: candidate) else { continue }
                    ties.add(classes[0], first: ambiguity)
                    continue
                }
                // Each class it trades against is a tie of its own. A new one is confirmed by
                // the value's part in it (a short LP where the value sums a long chain of
                // sizes), and its range waits for a value of that class alone, if any.
                for c in classes where !ties.contains(c) {
                    guard let part = analyzer.ambiguity(of: candidate, inTieClass: c) else { continue }
                    ties.add(c, first: part, through: variable)
                }
            case .unconstrained:
                guard let ambiguity = analyzer.ambiguity(of: candidate) else { continue }
                if let k = unconstrainedIndex[owner.view] {
                    unconstrained[k].list.append(ambiguity)
                } else {
                    unconstrainedIndex[owner.view] = unconstrained.count
                    unconstrained.append((owner.view, [ambiguity]))
                }
            }
        }
        // Ties only a value of several classes showed: that value's range, whole.
        for (c, variable) in ties.provisional.sorted(by: { $0.key < $1.key }) {
            if let candidate = analyzer.candidate(for: variable), let whole = analyzer.ambiguity(of: candidate) {
                ties.add(c, first: whole)
            } else {
                ties.remove(c)
            }
        }
        var found: [Finding] = []
        for tie in ties.all {
            let members = CaseSession.indices(analyzer.owners(ofTieClass: tie.tieClass)).sorted()
            found.append(tieFinding(members, tie.first, layout, owners))
        }
        // One finding per missing constraint: a view whose free values are all positions its
        // topmost free ancestor leaves free too moves with that ancestor, and is listed there.
        let free = unconstrained.map { entry in Set(entry.list.compactMap { owners[$0.variable]?.attribute }) }
        var carried: [Int: [Int]] = [:]
        var isCarried = Set<Int>()
        for (k, entry) in unconstrained.enumerated() where free[k].isSubset(of: [.x, .y]) {
            var topmost: Int?
            var ancestor = table[entry.view].parent
            while let a = ancestor {
                if let j = unconstrainedIndex[a], free[k].isSubset(of: free[j]) { topmost = j }
                ancestor = table[a].parent
            }
            if let topmost {
                carried[topmost, default: []].append(entry.view)
                isCarried.insert(k)
            }
        }
        for (k, entry) in unconstrained.enumerated() where !isCarried.contains(k) {
            let view = table[entry.view]
            let names = entry.list.compactMap { owners[$0.variable]?.attribute.rawValue }
            let first = entry.list[0]
            let range = first.isBounded ? first.lowerBound...first.upperBound : nil
            let along = (carried[k] ?? []).map { table[$0].id }
            var message = "\(view.resolved.quotedName): \(names.joined(separator: ", ")) not fixed by its constraints (missing constraints)"
            if !along.isEmpty {
                let shown = along.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
                message += "; \(along.count == 1 ? "its subview" : "\(along.count) subviews") \(shown)\(along.count > 5 ? " and \(along.count - 5) more" : "") \(along.count == 1 ? "moves" : "move") with it"
            }
            found.append(Finding(
                kind: .ambiguity, items: [view.id] + along, message: message,
                line: view.resolved.location.line, column: view.resolved.location.column,
                details: .ambiguity(.init(view: view.id, attribute: owners[first.variable]?.attribute ?? .x, range: range,
                                          cause: .missingConstraints)),
                fix: FixSuggestions.missing(entry.list.compactMap { owners[$0.variable]?.attribute }, view: view.id)))
        }
        return found
    }

    private static func tieFinding(_ members: [Int], _ first: Ambiguity, _ layout: CaseLayout,
                                   _ owners: Owners) -> Finding {
        let session = layout.session, table = layout.table
        let constraints = members.map { session.constraints[$0] }
        // Sorted, each once (a tie among every label of a long stack names thousands).
        let viewIndices = Set(constraints.flatMap(\.views)).sorted()
        // The views' names, comma-separated: pieces of the message, written once (`MessageText`).
        var names: [String] = []
        names.reserveCapacity(2 * viewIndices.count + 8)
        for (k, index) in viewIndices.enumerated() {
            if k > 0 { names.append(", ") }
            names.append(table[index].resolved.quotedName)
        }
        let priority = constraints.first.map { number($0.solverConstraint.priority) } ?? "?"
        let cause: Finding.Ambiguity.Cause
        let message: String
        let fix: String
        let value = constraints.first?.solverConstraint.priority ?? 0
        let ids = viewIndices.map { table[$0].id }
        if case .contentHugging(let axis)? = constraints.first?.origin,
           constraints.allSatisfy({ $0.origin == .contentHugging(axis) }) {
            cause = .contentHugging
            names += [" have equal ", axis.rawValue, " hugging priority (", priority, ") and compete to stretch; '",
                      table[viewIndices[0]].id, "' stretches first"]
            message = MessageText.joined(names, after: "content priority ambiguity: ")
            fix = FixSuggestions.tie(hugging: true, axis: axis, priority: value, first: ids[0], others: Array(ids.dropFirst()))
        } else if case .compressionResistance(let axis)? = constraints.first?.origin,
                  constraints.allSatisfy({ $0.origin == .compressionResistance(axis) }) {
            cause = .compressionResistance
            names += [" have equal ", axis.rawValue, " compression resistance priority (", priority, ") and compete to shrink; '",
                      table[viewIndices[0]].id, "' shrinks first"]
            message = MessageText.joined(names, after: "content priority ambiguity: ")
            fix = FixSuggestions.tie(hugging: false, axis: axis, priority: value, first: ids[0], others: Array(ids.dropFirst()))
        } else {
            cause = .equalPriorities
            let described = constraints.map { ConstraintNotation.describe($0, in: session) }
            message = "optional constraints of equal priority trade at no cost: " + described.map(\.text).joined(separator: "; ")
            fix = FixSuggestions.equalPriorities(described.map { $0.name ?? $0.equation }, priority: value)
        }
        let anchor = table[viewIndices.first ?? 0]
        let owner = owners[first.variable]
        let range = first.isBounded ? first.lowerBound...first.upperBound : nil
        return Finding(kind: .ambiguity, items: ids, message: message,
                       line: anchor.resolved.location.line, column: anchor.resolved.location.column,
                       details: .ambiguity(.init(view: owner.map { table[$0.view].id } ?? anchor.id,
                                                 attribute: owner?.attribute ?? .width, range: range, cause: cause)),
                       fix: fix)
    }
}
