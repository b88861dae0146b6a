import ArgumentParser
import Foundation
import LayoutEngine
import LayoutSpec

/// `layout-harness explain`: the frames of one case and every constraint with its source.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show one case: every frame, and every constraint with where it comes from and whether it holds.")

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The scene (default: the first).")
    var scene: String?

    @Option(help: "The environment (default: the spec's first).")
    var environment: String?

    @Option(help: "A state of the scene (default: the base layout).")
    var state: String?

    func run() throws {
        let load = SpecLoader.load(contentsOf: spec)
        for diagnostic in load.diagnostics { print(diagnostic.description) }
        guard let model = load.spec else { throw HarnessExit.failed }
        let sceneName = scene ?? model.scenes.first?.name ?? ""
        let environmentName = environment ?? model.environments.first?.name ?? ""
        guard let explanation = LayoutEngine.explain(model, scene: sceneName, environment: environmentName, state: state) else {
            throw ValidationError("no case for scene '\(sceneName)', environment '\(environmentName)'\(state.map { ", state '\($0)'" } ?? "")")
        }
        print("\(spec): scene '\(sceneName)' in '\(explanation.environment)'\(state.map { ", state '\($0)'" } ?? "")")
        print("\nframes (x, y, width, height in root coordinates):")
        for view in explanation.views {
            var depth = 0
            var parent = view.parent
            while let p = parent { depth += 1; parent = explanation.views.first { $0.id == p }?.parent }
            let f = view.frame
            print(String(repeating: "  ", count: depth + 1) + "\(view.kind.rawValue) '\(view.id)' (\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height)))" + (view.hidden ? " hidden" : ""))
        }
        print("\nconstraints:")
        for c in explanation.constraints {
            let status = c.holds ? "ok" : (c.error.isNaN ? "BROKEN" : "off by \(n(c.error))")
            print("  [\(status)] \(c.id) (\(c.origin), priority \(n(c.priority)), line \(c.line)): \(c.equation)")
        }
        print("\nfindings: \(explanation.findings.isEmpty ? "none" : "")")
        for f in explanation.findings { print("  \(spec):\(f.line ?? 0): \(f.kind.rawValue): \(f.message)") }
    }

    private func n(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String((value * 1000).rounded() / 1000)
    }
}
