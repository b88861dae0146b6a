import Foundation
import LayoutEngine
import LayoutResults
import LayoutSpec
import XCTest

/// The engine's reuse of one solver across a scene's cases (environment moves, chains across
/// content settings and states) against a fresh build per case, over the shared corpus of 37
/// real storyboards and xibs, in their own environments (each scene's design environment and
/// the default matrix) and in the default matrix alone: frames, findings and warnings agree.
final class CorpusReuseTests: XCTestCase {
    func testMovedSessionsGiveWhatFreshBuildsGiveOnRealDocuments() throws {
        let documents = Corpus.documents
        guard !documents.isEmpty else { throw XCTSkip("no storyboards in \(Corpus.folder)") }
        var compared = 0
        for path in documents {
            let spec = try XCTUnwrap(SpecLoader.load(contentsOf: path).spec, path)
            let name = URL(fileURLWithPath: path).lastPathComponent
            for environments in [nil, Environment.defaultMatrix] as [[Environment]?] {
                let moved = LayoutEngine.run(spec, environments: environments, options: .init(reusesSolvers: true))
                let fresh = LayoutEngine.run(spec, environments: environments, options: .init(reusesSolvers: false))
                XCTAssertEqual(moved.scenes.map(\.cases.count), fresh.scenes.map(\.cases.count), name)
                for (x, y) in zip(moved.scenes, fresh.scenes) {
                    for (p, q) in zip(x.cases, y.cases) {
                        compared += 1
                        let label = "\(name) \(x.name) \(p.environment) \(p.state ?? "-")"
                        XCTAssertEqual(p.views.map(\.id), q.views.map(\.id), label)
                        for (u, v) in zip(p.views, q.views) {
                            XCTAssertLessThanOrEqual(u.frame.maxDifference(to: v.frame), 0.001, "\(label) \(u.id)")
                        }
                        XCTAssertEqual(p.findings.map(\.kind), q.findings.map(\.kind), label)
                        XCTAssertEqual(p.findings.map(\.items), q.findings.map(\.items), label)
                        XCTAssertEqual(p.findings.map(\.message), q.findings.map(\.message), label)
                        XCTAssertEqual(p.warnings, q.warnings, label)
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 5_000)
    }
}
