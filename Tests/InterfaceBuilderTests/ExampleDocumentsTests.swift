import Foundation
import LayoutEngine
import LayoutSpec
import XCTest

/// The storyboards and xibs in `Specs/` are end-to-end tests, as the `.xml` examples are: each
/// loads without a diagnostic, runs in the default matrix and its design environment, and has
/// exactly the findings and pinned frames its sidecar `Name.expected.json` lists (keys
/// `scene|environment|state`, `*` for any environment, `-` for the base layout).
final class ExampleDocumentsTests: XCTestCase {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    struct Sidecar: Decodable {
        struct Expected: Decodable, Hashable { var kind: String; var items: [String] }
        var findings: [String: [Expected]]?
        var frames: [String: [String: [Double]]]?
    }

    static func documents() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: specs, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter { InterfaceBuilderLoader.reads($0.path) }.sorted { $0.path < $1.path }
    }

    func testTheExampleDocumentsAreThere() {
        XCTAssertEqual(Self.documents().map(\.lastPathComponent), ["Welcome.storyboard", "ContactCell.xib", "Profile.storyboard"])
    }

    func testEveryDocumentHasExactlyItsExpectedFramesAndFindings() throws {
        for file in Self.documents() {
            let name = file.lastPathComponent
            let load = SpecLoader.load(contentsOf: file.path)
            XCTAssertEqual(load.diagnostics.map(\.description), [], "\(name) must load cleanly")
            guard let spec = load.spec else { continue }
            let url = file.deletingPathExtension().appendingPathExtension("expected.json")
            let sidecar = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: url))
            var unmatched = Set((sidecar.findings ?? [:]).keys).union((sidecar.frames ?? [:]).keys)
            let result = LayoutEngine.run(load, file: file.path)
            for (scene, sceneResult) in zip(spec.scenes, result.scenes) {
                // Each environment in the storyboard's own texts and in each language beside it.
                let languages = 1 + spec.strings.languages.count
                XCTAssertEqual(sceneResult.cases.count, (Environment.defaultMatrix.count + 1) * languages * (1 + scene.states.count), "\(name): \(scene.name)")
                for c in sceneResult.cases {
                    let keys = ["\(scene.name)|\(c.environment)|\(c.state ?? "-")", "\(scene.name)|*|\(c.state ?? "-")"]
                    keys.forEach { unmatched.remove($0) }
                    let expected = keys.lazy.compactMap { sidecar.findings?[$0] }.first ?? []
                    XCTAssertEqual(Set(c.findings.map { Sidecar.Expected(kind: $0.kind.rawValue, items: $0.items) }), Set(expected),
                                   "\(name): \(keys[0])")
                    for (id, frame) in keys.lazy.compactMap({ sidecar.frames?[$0] }).first ?? [:] {
                        let found = c.views.first { $0.id == id }?.frame.array
                        XCTAssertEqual(found, frame, "\(name): \(keys[0]): \(id)")
                    }
                }
            }
            XCTAssertEqual(unmatched, [], "\(name): sidecar keys that match no case")
        }
    }
}
