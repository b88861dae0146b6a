import XCTest
@testable import LayoutSolver
import SolverWorkloads

/// T3: the kiwi benchmark layouts as regression tests, every frame against the closed form,
/// and determinism of values and explanations.
final class LargeSystemTests: XCTestCase {
    func testEveryShapeMatchesItsClosedFormAtHundredAndThousandViews() throws {
        for shape in KiwiShape.allCases {
            for n in [100, 1000] {
                var s = Solver()
                let root = shape.build(n, in: &s)
                try s.addEditVariable(root.width, priority: KiwiShape.strong, value: root.naturalWidth + 500)
                try s.addEditVariable(root.height, priority: KiwiShape.strong, value: root.naturalHeight + 500)
                for constraint in KiwiShape.constraints(root) { try s.add(constraint) }
                var error = KiwiShape.maxError(root, s.values(), width: root.naturalWidth + 500, height: root.naturalHeight + 500)
                XCTAssertLessThan(error, 1e-6, "\(shape) \(n)")
                try s.suggestValue(root.naturalWidth + 123, for: root.width)
                error = KiwiShape.maxError(root, s.values(), width: root.naturalWidth + 123, height: root.naturalHeight + 500)
                XCTAssertLessThan(error, 1e-6, "\(shape) \(n) resized")
                if n == 100 {
                    XCTAssertEqual(s.ambiguities(of: (0..<s.variableCount).map { Variable(index: Int32($0)) }), [],
                                   "\(shape): the oracle layouts are unique")
                }
            }
        }
    }

    /// Making a non-first child's hugging as weak as the first's creates a tie (T3).
    func testWeakeningASecondHuggingCreatesATieInTheChain() throws {
        var s = Solver()
        let root = KiwiShape.chain.build(20, in: &s)
        try s.addEditVariable(root.width, priority: KiwiShape.strong, value: root.naturalWidth + 100)
        try s.addEditVariable(root.height, priority: KiwiShape.strong, value: root.naturalHeight)
        var constraints = KiwiShape.constraints(root)
        let second = root.kids[1].width
        for (i, c) in constraints.enumerated() where c.priority == KiwiShape.medium && c.relation == .equal
            && c.expression.terms.count == 1 && c.expression.terms[0].variable == second {
            constraints[i] = c.priority(KiwiShape.weak).tag("hug second")
        }
        for (i, c) in constraints.enumerated() where c.priority == KiwiShape.weak && c.tag == .none {
            constraints[i] = c.tag("hug first")
        }
        for constraint in constraints { try s.add(constraint) }
        let widths = root.kids.map(\.width)
        let found = s.ambiguities(of: widths)
        XCTAssertEqual(found.map(\.variable), [widths[0], widths[1]])
        XCTAssertEqual(found.first?.cause, .tie(["hug first", "hug second"]))
        XCTAssertEqual((found.first?.upperBound ?? 0) - (found.first?.lowerBound ?? 0), 100, accuracy: 1e-6)
        // Positions after the two tied views do not move: only the two widths trade.
        XCTAssertEqual(s.ambiguities(of: root.kids.dropFirst(2).map(\.left)), [])
    }

    func testSameCallsGiveBitIdenticalValuesAndExplanations() throws {
        func run() throws -> ([Double], Conflict?) {
            var s = Solver()
            let root = KiwiShape.tree.build(100, in: &s)
            try s.addEditVariable(root.width, priority: KiwiShape.strong, value: root.naturalWidth + 77)
            try s.addEditVariable(root.height, priority: KiwiShape.strong, value: root.naturalHeight + 5)
            for constraint in KiwiShape.constraints(root) { try s.add(constraint) }
            var found: Conflict?
            do { try s.add((root.kids[3].width |<=| 1).tag("too narrow")) } catch {
                if case .unsatisfiable(let c) = error { found = c }
            }
            let values = s.values()
            return ((0..<s.variableCount).map { values[Variable(index: Int32($0))] }, found)
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first.0, second.0)
        XCTAssertEqual(first.1, second.1)
        XCTAssertNotNil(first.1)
    }
}
