import XCTest
import Foundation
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// Every spec in `Specs/` is an end-to-end test: it must load without a diagnostic, use the
/// default environments (BrokenTruncation and WelcomeLanguages declare their own, for a
/// pseudolanguage and a 4-inch phone in German), hold every
/// `<expect>` (an unmet one is an
/// `expectation` finding), and have exactly the findings (kind + items) that its sidecar
/// `Name.expected.json` lists per case, plus any base-layout frames the sidecar pins.
///
/// Sidecar keys are `scene|environment|state`: `*` matches any environment, `-` is the base
/// layout. A case the sidecar does not list must have no findings. A tie is one finding: an
/// ambiguity naming a strict subset of another's views is not compared (`normalized`).
final class ExampleSpecsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specs = root.appendingPathComponent("Specs")

    /// Every `.xml` file under `Specs/`, recursively, sorted.
    static func specFiles() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: specs, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "xml" }
            .sorted { $0.path < $1.path }
    }

    struct Sidecar: Decodable {
        struct Expected: Decodable, Hashable { var kind: String; var items: [String] }
        var findings: [String: [Expected]]?
        var frames: [String: [String: [Double]]]?
    }

    static func sidecar(for file: URL) throws -> Sidecar {
        let url = file.deletingPathExtension().appendingPathExtension("expected.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return Sidecar() }
        return try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: url))
    }

    /// The sidecar entry of a case: the exact environment first, then `*`.
    static func entry<T>(_ table: [String: T]?, scene: String, environment: String, state: String?) -> T? {
        let state = state ?? "-"
        return table?["\(scene)|\(environment)|\(state)"] ?? table?["\(scene)|*|\(state)"]
    }

    /// The findings with every ambiguity whose views are a strict subset of another ambiguity's
    /// dropped: `AmbiguityFindings` reports a three-way content priority tie once per distinct
    /// set of tied constraints it meets (the three, and pairs of them); it is one tie.
    static func normalized(_ findings: [Finding]) -> [Finding] {
        let ties = findings.filter { $0.kind == .ambiguity }.map { Set($0.items) }
        return findings.filter { finding in
            guard finding.kind == .ambiguity else { return true }
            let items = Set(finding.items)
            return !ties.contains { items.isStrictSubset(of: $0) }
        }
    }

    func testTheExampleSpecsAreThere() {
        let names = Set(Self.specFiles().map { $0.deletingPathExtension().lastPathComponent })
        for name in ["CookbookSimpleStackView", "CookbookNestedStackViews", "CookbookDynamicStackView", "BookDetail",
                     "ThreeButtonDistributions", "BrokenConflict", "BrokenAmbiguity", "BrokenOverflow", "BrokenExpectation",
                     "BrokenOverlap", "BrokenTruncation"] {
            XCTAssertTrue(names.contains(name), "Specs/ lacks \(name).xml")
        }
    }

    func testEverySpecHasExactlyItsExpectedFramesAndFindingsInEveryDefaultEnvironment() throws {
        let files = Self.specFiles()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let name = file.lastPathComponent
            let load = SpecLoader.load(contentsOf: file.path)
            XCTAssertEqual(load.diagnostics.map(\.description), [], "\(name) must load cleanly")
            guard let spec = load.spec else { continue }
            // The default environments, unless the example needs others (a pseudolanguage, a
            // 4-inch phone in German).
            XCTAssertTrue(!spec.declaresEnvironments || ["BrokenTruncation.xml", "WelcomeLanguages.xml"].contains(name),
                          "\(name) uses the default environments")
            let sidecar = try Self.sidecar(for: file)
            let result = LayoutEngine.run(load, file: file.path)
            XCTAssertEqual(result.scenes.count, spec.scenes.count, name)
            var expectedKeys = Set((sidecar.findings ?? [:]).keys).union((sidecar.frames ?? [:]).keys)
            for (scene, sceneResult) in zip(spec.scenes, result.scenes) {
                // A storyboard scene (`<scene storyboard=…>`) adds its design environment.
                XCTAssertEqual(sceneResult.cases.count, scene.environments(in: spec.environments).count * (1 + scene.states.count),
                               "\(name): \(scene.name)")
                for c in sceneResult.cases {
                    let label = "\(name): \(scene.name) | \(c.environment) | \(c.state ?? "-")"
                    for key in ["\(scene.name)|\(c.environment)|\(c.state ?? "-")", "\(scene.name)|*|\(c.state ?? "-")"] {
                        expectedKeys.remove(key)
                    }
                    let expected = (Self.entry(sidecar.findings, scene: scene.name, environment: c.environment, state: c.state) ?? [])
                        .map { "\($0.kind): \($0.items.joined(separator: ","))" }.sorted()
                    let actual = Self.normalized(c.findings).map { "\($0.kind.rawValue): \($0.items.joined(separator: ","))" }.sorted()
                    XCTAssertEqual(actual, expected, "\(label)\n" + c.findings.map(\.message).joined(separator: "\n"))
                    for (id, frame) in Self.entry(sidecar.frames, scene: scene.name, environment: c.environment, state: c.state) ?? [:] {
                        XCTAssertFrame(c, id, frame)
                    }
                }
            }
            XCTAssertEqual(expectedKeys, [], "\(name): sidecar keys that match no case")
        }
    }

    func testEveryFindingKindHasABrokenSpec() throws {
        let broken = Self.specFiles().filter { $0.deletingPathExtension().lastPathComponent.hasPrefix("Broken") }
        var kinds = Set<Finding.Kind>()
        for file in broken {
            let result = LayoutEngine.run(SpecLoader.load(contentsOf: file.path), file: file.path)
            kinds.formUnion(result.scenes.flatMap(\.cases).flatMap(\.findings).map(\.kind))
        }
        XCTAssertEqual(kinds, [.conflict, .ambiguity, .overflow, .expectation, .overlap, .truncated])
    }

    // Schema validation of every spec in Specs/ is LayoutSpecTests.SchemaTests (libxml2 directly).
}
