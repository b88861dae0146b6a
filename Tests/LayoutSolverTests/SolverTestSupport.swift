import XCTest
@testable import LayoutSolver

/// Named strengths for ported Cassowary/kiwi oracles (any strictly ordered levels work).
enum Strength {
    static let weak = 1.0
    static let medium = 500.0
    static let strong = 999.0
}

func XCTAssertValue(_ solver: Solver, _ variable: Variable, _ expected: Double, accuracy: Double = 0.001,
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(solver.value(of: variable), expected, accuracy: accuracy, solver.name(of: variable), file: file, line: line)
}

extension Solver {
    mutating func variables(_ names: String...) -> [Variable] { names.map { makeVariable($0) } }
}

/// The conflict a throwing call produced, or a test failure.
func conflict(file: StaticString = #filePath, line: UInt = #line, _ body: () throws(SolverError) -> Void) -> Conflict? {
    do {
        try body()
        XCTFail("expected an unsatisfiable constraint", file: file, line: line)
    } catch {
        if case .unsatisfiable(let conflict) = error { return conflict }
        XCTFail("expected .unsatisfiable, got \(error)", file: file, line: line)
    }
    return nil
}
