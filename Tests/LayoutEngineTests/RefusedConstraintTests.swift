import XCTest
@testable import LayoutEngine
import LayoutSpec
import LayoutResults

/// A required constraint refused while the case is built: every other required constraint
/// still holds, and a session moved there from another environment gives the same frames.
/// The tree is the shape generator's former seed 1107 at 69 views (`GeneratedFixtures`), whose `repeated` state stacks three
/// scroll views of 235 points each in a canvas too short for them: the last one's height is
/// refused while the dual simplex has other rows of the stack still negative.
final class RefusedConstraintTests: XCTestCase {
    private let landscape = "iPad Pro 11in landscape"

    private func spec(in environments: [Environment]) throws -> Spec {
        let xml = try GeneratedFixtures.random(views: 69, seed: 1107)
        var spec = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "Generated.xml").spec)
        spec.environments = environments
        return spec
    }

    private func explain(_ spec: Spec) throws -> CaseExplanation {
        try XCTUnwrap(LayoutEngine.explain(spec, scene: spec.scenes[0].name, environment: landscape, state: "repeated",
                                           text: .boxFonts()))
    }

    /// Built in this environment alone: the refused height is the only required constraint
    /// that does not hold (the stack's spanning boundary did not either, by 55 points, and the
    /// column below it sat 55 points higher). The 750 compression resistances of 'leaf52#2'
    /// and 'leaf63#2' share the shortfall (a tie the analysis reports).
    func testEveryKeptRequiredConstraintHolds() throws {
        let only = try XCTUnwrap(Environment.defaultMatrix.first { $0.name == landscape })
        let explanation = try explain(spec(in: [only]))
        let broken = explanation.constraints.filter { $0.priority >= 1000 && !$0.holds }
        XCTAssertEqual(broken.map(\.id), ["scroll35#3.height == 235 @1000"])
        XCTAssertTrue(broken.allSatisfy { $0.error.isNaN }, "only refused constraints may be broken")
        XCTAssertEqual(explanation.findings.filter { $0.kind == .conflict }.map(\.message),
                       ["unable to satisfy 23 required constraints together; broke scroll35#3.height == 235 @1000"])
        let frames = Dictionary(explanation.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(try XCTUnwrap(frames["leaf52#2"]).height, -34.5, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(frames["leaf63#2"]).height, 89.5, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(frames["s54#2"]).y, 386, accuracy: 0.001)
    }

    /// In the default matrix with every other environment right to left, the state reaches
    /// the iPad by moving a session built on the iPhone: its frames are the fresh build's.
    func testMovedSessionGivesTheFreshFrames() throws {
        var environments = Environment.defaultMatrix
        for index in environments.indices where index % 2 == 1 { environments[index].layoutDirection = .rightToLeft }
        let moved = try explain(spec(in: environments))
        let only = try XCTUnwrap(environments.first { $0.name == landscape })
        let fresh = try explain(spec(in: [only]))
        XCTAssertEqual(moved.views.map(\.id), fresh.views.map(\.id))
        for (m, f) in zip(moved.views, fresh.views) {
            XCTAssertEqual(m.frame.y, f.frame.y, accuracy: 0.001, m.id)
            XCTAssertEqual(m.frame.height, f.frame.height, accuracy: 0.001, m.id)
            XCTAssertEqual(m.frame.x, f.frame.x, accuracy: 0.001, m.id)
            XCTAssertEqual(m.frame.width, f.frame.width, accuracy: 0.001, m.id)
        }
    }
}
