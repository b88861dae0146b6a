import Foundation

/// Random trees kept as files (`Tests/Fixtures/Generated`) for the tests that found a bug on
/// them: the shape generator draws other trees since each subtree of the root's stack has a
/// random stream of its own, and these tests must keep the layouts they were written for.
enum GeneratedFixtures {
    static let directory = ExampleSpecsTests.root.appendingPathComponent("Tests/Fixtures/Generated")

    /// The text of `random-SEED-VIEWS.xml`: what `ShapeGenerator.spec(views:seed:)` gave
    /// before, states included.
    static func random(views: Int, seed: UInt64) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("random-\(seed)-\(views).xml"), encoding: .utf8)
    }
}
