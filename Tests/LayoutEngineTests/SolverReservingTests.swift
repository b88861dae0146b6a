import XCTest
@testable import LayoutEngine
import LayoutSolver
import LayoutSpec
import SolverWorkloads

/// A build reserves the solver's arrays for the constraints it is about to add
/// (`Solver.reserveCapacity(constraints:variables:)`): reserving must not change a value.
final class SolverReservingTests: XCTestCase {
    /// The values of every variable of the first default environment's case of `xml`, built
    /// with or without reserving first.
    private func values(_ xml: String, reserving: Bool) throws -> (Solver, SolverValues) {
        let scene = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "G.xml").spec?.scenes.first)
        let environment = Environment.defaultMatrix[0]
        let resolved = try XCTUnwrap(scene.resolved(for: environment.sizeClasses))
        let geometry = EnvironmentGeometry(environment)
        var solver = Solver()
        let table = LayoutViewTable(root: resolved.root, solver: &solver)
        let generated = RuleFamilies.generate(in: RuleContext(scene: resolved, table: table, geometry: geometry,
                                                              expressions: AttributeExpressions(table: table, geometry: geometry)))
        if reserving { solver.reserveCapacity(constraints: generated.count, variables: solver.variableCount) }
        for constraint in generated { _ = try? solver.add(constraint.solverConstraint) }
        return (solver, solver.values())
    }

    private func assertSameValues(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (solver, reserved) = try values(xml, reserving: true)
        let (_, plain) = try values(xml, reserving: false)
        XCTAssertGreaterThan(solver.variableCount, 1000, file: file, line: line)
        for index in 0 ..< solver.variableCount {
            let variable = Variable(index: Int32(index))
            XCTAssertEqual(reserved[variable], plain[variable], accuracy: 0.001, "\(solver.name(of: variable))",
                           file: file, line: line)
        }
    }

    func testCardsGiveTheSameValuesWithAReservation() throws { try assertSameValues(GeneratedStackSpecs.cards(400)) }

    func testRowGivesTheSameValuesWithAReservation() throws { try assertSameValues(GeneratedStackSpecs.row(400)) }

    func testTreeGivesTheSameValuesWithAReservation() throws { try assertSameValues(GeneratedStackSpecs.tree(400)) }

    /// A plain constraint spec: views pinned to the root, no stack views.
    func testPinnedViewsGiveTheSameValuesWithAReservation() throws { try assertSameValues(GeneratedSpecs.cards(400)) }
}
