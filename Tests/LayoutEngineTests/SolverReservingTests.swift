import XCTest
@testable import LayoutEngine
@testable import LayoutSolver
import LayoutSpec
import SolverWorkloads

/// A bulk build reserves the solver's arrays for the constraints it is about to add
/// (`Solver.reserveCapacity(constraints:variables:)`): its estimates must hold for the
/// generated shapes, so that no array is copied while the build adds, and reserving must
/// not change a value.
final class SolverReservingTests: XCTestCase {
    /// The capacities of every array the reservation covers.
    private func capacities(_ solver: Solver) -> [String: Int] {
        ["constraints": solver.constraints.capacity, "rows": solver.rows.capacity,
         "cells": solver.rowCells.storage.capacity, "rows' lists": solver.rowCells.spans.capacity,
         "symbols": solver.symbolKind.capacity, "objective": solver.objective.capacity,
         "columns": solver.columns.storage.capacity, "columns' lists": solver.columns.spans.capacity]
    }

    /// Builds the first default environment's case of `xml` as `CaseSession` does, with or
    /// without reserving first; the capacities before the adds (not a copy of the solver:
    /// the adds would copy its arrays on write) and the solver after them.
    private func build(_ xml: String, reserving: Bool) throws -> (before: [String: Int], after: Solver) {
        let scene = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "G.xml").spec?.scenes.first)
        let environment = Environment.defaultMatrix[0]
        let resolved = try XCTUnwrap(scene.resolved(for: environment.sizeClasses))
        let geometry = EnvironmentGeometry(environment)
        var solver = Solver()
        let table = LayoutViewTable(root: resolved.root, solver: &solver)
        let generated = CaseSession.generate(resolved, table, geometry)
        if reserving { solver.reserveCapacity(constraints: generated.count, variables: solver.variableCount) }
        let before = capacities(solver)
        for constraint in generated { _ = try? solver.add(constraint.solverConstraint) }
        return (before, solver)
    }

    /// `holds`: whether no array may outgrow the reservation. A nested tree's rows are far
    /// longer than the estimate (about 75 cells a constraint at 400 leaves): its cells and
    /// columns grow past it as before.
    private func assertReservation(_ xml: String, holds: Bool, file: StaticString = #filePath,
                                   line: UInt = #line) throws {
        let reserved = try build(xml, reserving: true)
        let plain = try build(xml, reserving: false)
        let after = capacities(reserved.after)
        for (name, capacity) in reserved.before.sorted(by: { $0.key < $1.key }) {
            if holds || !["cells", "columns"].contains(name) {
                XCTAssertEqual(after[name], capacity, "\(name) outgrew its reservation", file: file, line: line)
            }
        }
        XCTAssertGreaterThan(reserved.after.rows.count, 1000, file: file, line: line)
        let a = reserved.after.values(), b = plain.after.values()
        for index in 0 ..< reserved.after.variableCount {
            let variable = Variable(index: Int32(index))
            XCTAssertEqual(a[variable], b[variable], accuracy: 0.001, "\(reserved.after.name(of: variable))",
                           file: file, line: line)
        }
    }

    func testCardsAddWithinTheirReservationAndGiveTheSameValues() throws {
        try assertReservation(GeneratedStackSpecs.cards(400), holds: true)
    }

    func testRowAddsWithinItsReservationAndGivesTheSameValues() throws {
        try assertReservation(GeneratedStackSpecs.row(400), holds: true)
    }

    func testTreeKeepsItsRowsAndSymbolsWithinTheReservationAndGivesTheSameValues() throws {
        try assertReservation(GeneratedStackSpecs.tree(400), holds: false)
    }

    /// A plain constraint spec: views pinned to the root, no stack views.
    func testPinnedViewsAddWithinTheirReservationAndGiveTheSameValues() throws {
        try assertReservation(GeneratedSpecs.cards(400), holds: true)
    }
}
