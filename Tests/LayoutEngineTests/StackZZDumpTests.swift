import XCTest
import Foundation
import LayoutSpec
@testable import LayoutEngine

final class StackZZDumpTests: XCTestCase {
    func testDump() throws {
        let only = ProcessInfo.processInfo.environment["DUMP_SPEC"] ?? ""
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Specs").appendingPathComponent(only).path
        let load = SpecLoader.load(contentsOf: path)
        print("DIAG", load.diagnostics.map(\.description))
        guard load.spec != nil else { return }
        let result = LayoutEngine.run(load, file: path)
        for scene in result.scenes {
            for c in scene.cases {
                print("CASE \(scene.name) | \(c.environment) | \(c.state ?? "-")")
                for v in c.views { print("   \(v.id) \(v.frame.array)") }
                for f in c.findings { print("   F \(f.kind.rawValue) \(f.items) \(f.message)") }
            }
        }
    }
}
