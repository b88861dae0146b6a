import ArgumentParser
import Foundation
import HarnessReports
import LayoutSpec
import LayoutResults

/// `layout-harness [run]`: check specs and write JUnit, JSON and HTML reports.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Check specs in every environment and state, and write reports (the default command).",
        discussion: """
        With no paths, every spec under Specs/ is checked and Reports/junit.xml, \
        Reports/results.json and Reports/index.html are written. A spec with a baseline \
        (Name.baseline.json beside Name.xml) is compared with it: frames that moved by more \
        than the tolerance are `regression` findings. --record says when baselines are \
        written (docs/reports.md, "Baselines").
        """
    )

    @Argument(help: "Spec files or folders to search for .xml specs (default: Specs/).")
    var paths: [String] = []

    @OptionGroup var reports: ReportPaths

    @Flag(help: "Write no report files (terminal output only).")
    var noReports = false

    @Option(name: .customLong("environment"), help: "Only the environment with this name (repeatable).")
    var environmentNames: [String] = []

    @Option(name: .customLong("environments"), help: "A spec file whose <environments> replace every spec's matrix.")
    var environmentsFile: String?

    @Option(help: "Only scenes whose name contains this text (repeatable).")
    var filter: [String] = []

    @Option(parsing: .unconditional, help: "Specs checked at the same time, each in a worker process (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    // Parsed by `Shard(parsing:)`, so that a bad value says what the option takes.
    @Option(parsing: .unconditional, help: ArgumentHelp("Check only shard I of N (e.g. 2/4): every N-th spec by sorted path. Merge shards with `merge`.", valueName: "I/N"),
            transform: Shard.init(parsing:))
    var shard: Shard?

    @Option(help: ArgumentHelp("When to write baselines (Name.baseline.json beside each spec): all, missing, failed or never (default: never when CI=true, else missing).", valueName: "mode"))
    var record: RecordMode?

    @Flag(help: "Record failing cases in baselines too (refused without it: the breakage would become the expected layout).")
    var forceRecord = false

    @Option(parsing: .unconditional, help: "Points a frame may move before it is a regression.")
    var tolerance: Double = BaselineStore.defaultTolerance

    @Flag(help: "After the first run, check again each spec whose file (or a sidecar or strings table beside it) changes, and print only what changed in its findings. Ctrl-C stops.")
    var watch = false

    @Flag(name: [.long, .short], help: "Print only spec errors and the summary.")
    var quiet = false

    @Option(parsing: .unconditional, help: "At most this many findings printed, each with its cases; the rest are counted (0: all). The reports hold every finding.")
    var maxFindings = TerminalOutput.defaultMaxFindings

    @Flag(help: "No colour, even on a terminal.")
    var noColor = false

    @Flag(help: "Add file and line attributes to JUnit testcases (GitLab, action-junit-report; no XSD allows them).")
    var junitFileAttributes = false

    @OptionGroup var supervision: SupervisionOptions

    @OptionGroup var text: TextOptions

    @OptionGroup var traits: TraitOptions
    @OptionGroup var output: OutputFormatOptions

    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        try JobsOption.check(jobs)
        _ = try traits.categories()
        _ = try traits.languages()
        if watch, shard != nil { throw ValidationError("--watch checks every spec it is given; it does not take --shard") }
        guard maxFindings >= 0 else { throw ValidationError("--max-findings takes a count ≥ 0 (0: all; got \(maxFindings))") }
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance takes a number of points ≥ 0 (got \(tolerance))") }
        if let record, record != .never, ProcessInfo.processInfo.environment["CI"] == "true" {
            throw ValidationError("--record \(record.rawValue) is refused when CI=true: baselines are recorded by people, not by CI (CI runs with --record never)")
        }
    }

    func run() throws {
        let clock = ContinuousClock(), start = clock.now
        let found = try SpecDiscovery.specFiles(in: paths.isEmpty ? ["Specs"] : paths, defaulted: paths.isEmpty)
        var files = found.files
        if let shard { files = SpecDiscovery.shard(files, index: shard.index, count: shard.count) }
        let replacement = try deviceOptions.matrix(file: try environmentsFile.map(Self.loadEnvironments))
        let terminal = TerminalOutput(colored: !noColor && TerminalOutput.isTerminal(stdout: true), quiet: quiet,
                                      maxFindings: maxFindings == 0 ? nil : maxFindings)
        let progressLine = TerminalOutput.isTerminal(stdout: false) && !quiet && files.count > 1
        var runner = SupervisedSpecRunner(jobs: jobs, limits: supervision.limits, replacementEnvironments: replacement,
                                          environmentNames: environmentNames, sceneFilters: filter, text: try text.tools(),
                                          contentSizeCategories: try traits.categories(), languages: try traits.languages(),
                                          strings: try text.tables())
        if progressLine {
            runner.progress = { done, total, cases in TerminalOutput.progress(done: done, total: total, cases: cases) }
        }
        let replies = runner.run(files)
        if progressLine { TerminalOutput.clearProgress() }
        if replies.allSatisfy(\.loaded) {
            let unmatched = SelectionCheck.unmatched(environmentNames: environmentNames, filters: filter, in: replies)
            if let shard, !unmatched.isEmpty {
                // Another shard may have what this one lacks: said, not refused.
                for message in unmatched { TerminalOutput.warn("\(message) (in shard \(shard))") }
            } else if !unmatched.isEmpty {
                throw UsageError(unmatched.joined(separator: "\n"))
            }
        }
        var specs = found.problems.map { SpecResult(file: $0.path, errors: [.init(line: 1, column: 1, message: $0.message)]) }
        specs += replies.map(\.result)
        specs.sort { $0.file < $1.file }

        var baselines = BaselineRun(mode: record ?? RecordMode.defaultMode(environment: ProcessInfo.processInfo.environment),
                                    force: forceRecord, tolerance: tolerance, explicit: record != nil)
        baselines.apply(to: &specs, quiet: quiet)

        let elapsed = clock.now - start
        let results = HarnessResults(specs: specs, startedAt: Date(), hostname: ProcessInfo.processInfo.hostName,
                                     wallTime: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        let written = (noReports ? [] : reports.all) + (output.format == .gitlab ? [output.codeQuality] : [])
        let format = output.format
        // The summary is made while the slower reports are written, and printed once they are.
        let summary = try publish(results) { causes in terminal.summary(results, reports: written, format: format, causes: causes) }
        print(summary, terminator: "")
        if let line = baselines.tally.summary, !quiet { print(line) }
        var finalSpecs = results.specs
        if watch {
            var loop = WatchLoop(paths: paths.isEmpty ? ["Specs"] : paths, excluded: Set(reports.all + [output.codeQuality]), specs: specs)
            finalSpecs = loop.run(check: { files in
                var again = runner.run(files).map(\.result)
                baselines.apply(to: &again, quiet: quiet)
                return again
            }, publish: { all in
                do {
                    try publish(HarnessResults(specs: all, startedAt: Date(), hostname: ProcessInfo.processInfo.hostName, wallTime: 0))
                } catch {
                    TerminalOutput.warn("the reports were not written: \(error)")
                }
            })
        }
        // With --watch, the exit code says how the last results stand when it was stopped.
        let failed = finalSpecs.contains { spec in
            !spec.errors.isEmpty || spec.scenes.contains { scene in scene.cases.contains { $0.failed } }
        }
        throw failed ? HarnessExit.failed : HarnessExit.passed
    }

    /// Writes the report files (unless `--no-reports`) and the `--format` output files.
    private func publish(_ results: HarnessResults) throws {
        try publish(results, meanwhile: { _ in })
    }

    /// `publish(_:)`, running `meanwhile` while the JSON and HTML reports are rendered
    /// (`ReportSetWriter.write(_:to:junitText:meanwhile:)`); returns what it returned.
    private func publish<Extra: Sendable>(_ results: HarnessResults, meanwhile: @escaping @Sendable (ReportCauses?) -> Extra) throws -> Extra {
        let extra: Extra
        if noReports {
            extra = meanwhile(nil)
        } else {
            extra = try ReportSetWriter.write(results, to: .init(junit: reports.junit, json: reports.json, html: reports.html,
                                                                junitOptions: .init(fileAttributes: junitFileAttributes)),
                                              meanwhile: meanwhile)
        }
        try output.writeFiles(results)
        return extra
    }

    /// The environments of the file given to `--environments`: an `<environments>` document,
    /// or a spec that declares them (`SpecLoader.loadEnvironments`).
    static func loadEnvironments(_ path: String) throws -> [Environment] {
        let load = SpecLoader.loadEnvironments(contentsOf: path)
        guard let environments = load.environments else {
            throw ValidationError(load.errors.map(\.description).joined(separator: "\n"))
        }
        return environments
    }
}

/// `--jobs`: 1 to 1024 worker processes.
enum JobsOption {
    static let range = 1...1024

    static func check(_ jobs: Int) throws {
        guard range.contains(jobs) else {
            throw ValidationError("--jobs takes a number from \(range.lowerBound) to \(range.upperBound) (got \(jobs))")
        }
    }
}
