import ArgumentParser
import HarnessReports
import LayoutEngine
import LayoutSpec

/// `layout-harness explain`: the frames of one case and every constraint with its source.
/// The case is laid out in a worker process, so that a fault in the engine is reported as an
/// error of the spec, under the same time and memory limits as `run`.
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

    @OptionGroup var supervision: SupervisionOptions

    @OptionGroup var text: TextOptions

    func run() throws {
        let tools = try text.tools(), strings = try text.tables()
        let found = try SpecDiscovery.specFiles(in: [spec])
        guard found.files == [spec] else { throw UsageError("\(spec): a folder; explain takes one spec file") }
        var answer = Answer(code: 1, text: "", usage: nil)
        let pool = WorkerPool(jobs: 1, limits: supervision.limits) { file, send in
            self.explain(file, tools: tools, strings: strings).encoded().withUnsafeBytes(send)
            return nil
        }
        var bytes: [UInt8] = []
        pool.run([spec]) { _, event in
            switch event {
            case .part(let part):
                bytes += part
            case .finished:
                answer = (try? bytes.withUnsafeBytes { try Answer.decode($0) }) ?? Answer(code: 1, text: "\(spec):1:1: error: internal error while solving: the worker's answer is malformed; please report it with this spec\n", usage: nil)
            case .failed(let failure):
                answer = Answer(code: 1, text: "\(spec):1:1: error: \(failure.message(while: "solving"))\n", usage: nil)
            }
        }
        print(answer.text, terminator: "")
        if let usage = answer.usage { throw UsageError(usage) }
        throw ExitCode(answer.code)
    }

    /// What the worker prints, and how the command ends.
    struct Answer {
        var code: Int32
        var text: String
        /// A usage mistake (exit 2), printed on standard error.
        var usage: String?

        func encoded() -> [UInt8] {
            var w = WireWriter()
            w.int(Int(code))
            w.string(text)
            w.optionalString(usage)
            return w.bytes
        }

        static func decode(_ bytes: UnsafeRawBufferPointer) throws -> Answer {
            var r = WireReader(bytes)
            let answer = Answer(code: Int32(clamping: try r.int()), text: try r.string(), usage: try r.optionalString())
            guard r.isAtEnd else { throw WireReader.Malformed() }
            return answer
        }
    }

    /// In the worker: load the spec, check the names asked for, and lay the case out.
    private func explain(_ file: String, tools: TextTools, strings: StringTable) -> Answer {
        var out = ""
        let load = SpecLoader.load(contentsOf: file)
        for diagnostic in load.diagnostics { out += diagnostic.description + "\n" }
        guard let model = load.spec else { return Answer(code: 1, text: out, usage: nil) }
        let scenes = model.scenes.map(\.name)
        if let scene, !scenes.contains(scene) {
            return Answer(code: 2, text: out, usage: SelectionCheck.message("--scene '\(scene)' matches no scene of \(file)",
                                                                          word: scene, names: scenes, kind: "scenes"))
        }
        // The spec's environments, and the scene's own (an Interface Builder scene's design device).
        let sceneName = scene ?? scenes.first ?? ""
        let chosenScene = model.scene(named: sceneName)
        let environments = model.environments.map(\.name) + (chosenScene?.ownEnvironments.map(\.name) ?? [])
        if let environment, !environments.contains(environment) {
            return Answer(code: 2, text: out, usage: SelectionCheck.message("--environment '\(environment)' matches no environment of \(file)",
                                                                          word: environment, names: environments, kind: "environments"))
        }
        let states = chosenScene?.states.map(\.name) ?? []
        if let state, !states.contains(state) {
            return Answer(code: 2, text: out, usage: SelectionCheck.message("--state '\(state)' matches no state of scene '\(sceneName)'",
                                                                          word: state, names: states, kind: "states"))
        }
        let environmentName = environment ?? environments.first ?? ""
        guard let explanation = LayoutEngine.explain(model, scene: sceneName, environment: environmentName, state: state, text: tools,
                                                     strings: strings) else {
            return Answer(code: 1, text: out + "\(file):1:1: error: no case for scene '\(sceneName)', environment '\(environmentName)'\n", usage: nil)
        }
        out += "\(file): scene '\(sceneName)' in '\(explanation.environment)'\(state.map { ", state '\($0)'" } ?? "")\n"
        out += "\nframes (x, y, width, height in root coordinates):\n"
        for view in explanation.views {
            var depth = 0
            var parent = view.parent
            while let p = parent { depth += 1; parent = explanation.views.first { $0.id == p }?.parent }
            let f = view.frame
            out += String(repeating: "  ", count: depth + 1) + "\(view.kind.rawValue) '\(view.id)' (\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height)))" + (view.hidden ? " hidden" : "") + "\n"
        }
        out += "\nconstraints:\n"
        for c in explanation.constraints {
            let status = c.holds ? "ok" : (c.error.isNaN ? "BROKEN" : "off by \(n(c.error))")
            let named = (c.notation.name.map { $0 + ": " } ?? "") + c.notation.equation
            out += "  [\(status)] \(named) (\(c.origin), line \(c.line)): \(c.equation)\n"
        }
        out += "\nfindings: \(explanation.findings.isEmpty ? "none" : "")\n"
        for f in explanation.findings { out += "  " + FindingText.headline(f, file: file) + "\n" }
        return Answer(code: 0, text: out, usage: nil)
    }

    private func n(_ value: Double) -> String { DecimalText.string(value) }
}
