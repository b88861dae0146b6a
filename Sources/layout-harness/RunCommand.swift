import ArgumentParser
import Foundation
import HarnessReports
import LayoutEngine
import LayoutSpec

/// `layout-harness [run]`: check specs and write JUnit, JSON and HTML reports.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Check specs in every environment and state, and write reports (the default command).",
        discussion: """
        With no paths, every spec under Specs/ is checked and Reports/junit.xml, \
        Reports/results.json and Reports/index.html are written. A spec with a baseline \
        (Name.baseline.json beside Name.xml) is compared with it: frames that moved by more \
        than the tolerance are `regression` findings.
        """
    )

    @Argument(help: "Spec files or folders to search for .xml specs (default: Specs/).")
    var paths: [String] = []

    @Option(help: "Where to write the JUnit XML report.")
    var junit: String = "Reports/junit.xml"

    @Option(help: "Where to write the results JSON.")
    var json: String = "Reports/results.json"

    @Option(help: "Where to write the HTML report.")
    var html: String = "Reports/index.html"

    @Flag(help: "Write no report files (terminal output only).")
    var noReports = false

    @Option(name: .customLong("environment"), help: "Only the environment with this name (repeatable).")
    var environmentNames: [String] = []

    @Option(name: .customLong("environments"), help: "A spec file whose <environments> replace every spec's matrix.")
    var environmentsFile: String?

    @Option(help: "Only scenes whose name contains this text (repeatable).")
    var filter: [String] = []

    @Option(help: "Specs checked at the same time (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Check only shard I of N (e.g. 2/4): every N-th spec by sorted path. Merge shards with `merge`.")
    var shard: String?

    @Flag(help: "Record the frames of every case as the specs' baselines (refused when CI=true).")
    var record = false

    @Option(help: "Points a frame may move before it is a regression.")
    var tolerance: Double = BaselineStore.defaultTolerance

    @Flag(name: [.long, .short], help: "Print only the summary.")
    var quiet = false

    @Flag(help: "No colour, even on a terminal.")
    var noColor = false

    @Flag(help: "Add file and line attributes to JUnit testcases (GitLab, action-junit-report; no XSD allows them).")
    var junitFileAttributes = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let shard { _ = try ShardOption.parse(shard) }
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be a number ≥ 0") }
        if record, ProcessInfo.processInfo.environment["CI"] == "true" {
            throw ValidationError("--record is refused when CI=true: baselines are recorded by people, not by CI")
        }
    }

    func run() throws {
        let clock = ContinuousClock(), start = clock.now
        var files = try SpecDiscovery.specFiles(in: paths.isEmpty ? ["Specs"] : paths)
        if let shard {
            let (index, count) = try ShardOption.parse(shard)
            files = SpecDiscovery.shard(files, index: index, count: count)
        }
        let replacement = try environmentsFile.map(Self.loadEnvironments)
        let names = environmentNames
        var selector: (@Sendable (Spec) -> [Environment])?
        if replacement != nil || !names.isEmpty {
            selector = { (spec: Spec) -> [Environment] in
                let matrix = replacement ?? spec.environments
                return names.isEmpty ? matrix : matrix.filter { names.contains($0.name) }
            }
        }
        let filters = filter
        var sceneFilter: (@Sendable (String) -> Bool)?
        if !filters.isEmpty {
            sceneFilter = { (name: String) -> Bool in filters.contains { name.contains($0) } }
        }
        var progress: (@Sendable (Int, Int, Int) -> Void)?
        let terminal = TerminalOutput(colored: !noColor && TerminalOutput.isTerminal(stdout: true), quiet: quiet)
        let progressLine = TerminalOutput.isTerminal(stdout: false) && !quiet && files.count > 1
        if progressLine {
            progress = { (done: Int, total: Int, cases: Int) in TerminalOutput.progress(done: done, total: total, cases: cases) }
        }
        let runner = ParallelSpecRunner(jobs: jobs, environments: selector, sceneFilter: sceneFilter, progress: progress)
        var specs = runner.run(files)
        if progressLine { TerminalOutput.clearProgress() }

        var diffs: [String] = []
        for index in specs.indices where specs[index].errors.isEmpty {
            if record {
                let path = try BaselineStore.writeBaseline(for: specs[index])
                if !quiet { print("recorded \(path)") }
                continue
            }
            let baselinePath = BaselineStore.path(forSpecFile: specs[index].file)
            guard FileManager.default.fileExists(atPath: baselinePath) else { continue }
            let comparison = BaselineStore.compare(specs[index], to: try BaselineStore.read(contentsOf: baselinePath), tolerance: tolerance)
            specs[index] = comparison.spec
            if !comparison.diff.isEmpty { diffs.append(comparison.diff) }
        }

        let elapsed = clock.now - start
        let results = HarnessResults(specs: specs, startedAt: Date(), hostname: ProcessInfo.processInfo.hostName,
                                     wallTime: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        if !noReports {
            try JUnitWriter.write(results, to: junit, options: .init(fileAttributes: junitFileAttributes))
            try JSONResultsWriter.write(results, to: json)
            try HTMLReport.write(results, to: html)
        }
        terminal.printSummary(results, diffs: diffs, reports: noReports ? [] : [junit, json, html])
        let failed = results.specs.contains { spec in
            !spec.errors.isEmpty || spec.scenes.contains { scene in scene.cases.contains { $0.failed } }
        }
        throw failed ? HarnessExit.failed : HarnessExit.passed
    }

    /// The environments of a spec file given to `--environments`.
    static func loadEnvironments(_ path: String) throws -> [Environment] {
        let load = SpecLoader.load(contentsOf: path)
        guard let spec = load.spec else {
            throw ValidationError(load.errors.map(\.description).joined(separator: "\n"))
        }
        guard spec.declaresEnvironments else { throw ValidationError("\(path): declares no <environments>") }
        return spec.environments
    }
}

/// `I/N`, 1 ≤ I ≤ N.
enum ShardOption {
    static func parse(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, e.g. 2/4 (got '\(text)')")
        }
        return (index, count)
    }
}
