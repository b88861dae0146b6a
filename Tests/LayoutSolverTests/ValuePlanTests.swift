import XCTest
@testable import LayoutSolver

/// `Solver.values(reusing:)`: a plan made at one shape evaluates the solver again while only
/// constants change, and is made again once the shape changes.
final class ValuePlanTests: XCTestCase {
    /// A row of views between two edges: left[0] = 0, left[i+1] = left[i] + width[i] + 8,
    /// the widths equal, and the last view's right edge at the container's width (an edit).
    private func row(_ count: Int) throws -> (Solver, lefts: [Variable], widths: [Variable], container: Variable) {
        var s = Solver()
        let container = s.makeVariable("container")
        let lefts = (0..<count).map { s.makeVariable("left\($0)") }
        let widths = (0..<count).map { s.makeVariable("width\($0)") }
        try s.addEditVariable(container, priority: Strength.strong, value: 320)
        try s.add(lefts[0] |==| 0)
        for i in 0..<count {
            try s.add(widths[i] |>=| 0)
            if i > 0 {
                try s.add(lefts[i] |==| lefts[i - 1] + widths[i - 1] + 8)
                try s.add(widths[i] |==| widths[0])
            }
        }
        try s.add(lefts[count - 1] + widths[count - 1] |==| container)
        return (s, lefts, widths, container)
    }

    func testAPlanEvaluatesNewConstantsAsValuesDoes() throws {
        var (s, lefts, widths, container) = try row(10)
        var plan: ValuePlan?
        let first = s.values(reusing: &plan)
        // 10 widths and 9 gaps of 8 in 320 points.
        XCTAssertEqual(first[widths[3]], 24.8, accuracy: 0.001)
        let made = try XCTUnwrap(plan)
        for width in [400.0, 1024, 100] {
            try s.suggestValue(width, for: container)
            XCTAssertEqual(s.shapeVersion, made.shapeVersion, "a new container width must change constants only")
            let planned = s.values(reusing: &plan)
            let walked = s.values()
            for variable in lefts + widths + [container] {
                XCTAssertEqual(planned[variable], walked[variable], accuracy: 1e-9, s.name(of: variable))
            }
            XCTAssertEqual(planned[widths[9]], (width - 72) / 10, accuracy: 0.001)
            XCTAssertEqual(planned[lefts[9]], 9 * ((width - 72) / 10 + 8), accuracy: 0.001)
        }
    }

    func testAPlanIsMadeAgainWhenTheShapeChanges() throws {
        var (s, lefts, widths, _) = try row(6)
        var plan: ValuePlan?
        _ = s.values(reusing: &plan)
        let before = try XCTUnwrap(plan).shapeVersion
        // At most 20 points wide: the widths are equal, so the row no longer reaches the edge.
        try s.add(widths[0] |<=| 20)
        XCTAssertNotEqual(s.shapeVersion, before)
        let values = s.values(reusing: &plan)
        XCTAssertEqual(try XCTUnwrap(plan).shapeVersion, s.shapeVersion)
        XCTAssertEqual(values[widths[0]], 20, accuracy: 0.001)
        XCTAssertEqual(values[lefts[5]], 5 * 28, accuracy: 0.001)
        // A plan of another solver is not used.
        let (other, otherLefts, _, _) = try row(6)
        let fromOther = other.values(reusing: &plan)
        XCTAssertEqual(fromOther[otherLefts[5]], 5 * ((320 - 40) / 6 + 8), accuracy: 0.001)
    }
}
