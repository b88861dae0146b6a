import LayoutSpec
import LayoutResults

/// Lays out every scene of a spec in every environment and state, and derives findings.
///
/// The cases of a scene that differ only in their environment's constants (`CaseGroup`,
/// `CaseChain`) reuse one solver (`CaseSession.retarget`): only the canvas constants, and the
/// intrinsic sizes where the content settings change, are changed in place.
public enum LayoutEngine {
    /// What the engine does besides laying out.
    public struct Options: Sendable {
        /// The exact ambiguity analysis (on by default; off only to measure its cost).
        public var analyzesAmbiguity: Bool
        /// Cases reuse a solver (on by default; off only to measure the saving).
        public var reusesSolvers: Bool
        /// The fonts and the measurement memo texts are sized with (`TextTools.standard()`:
        /// Inter standing in for SF).
        public var text: TextTools
        /// String tables for every spec (the command line's `--strings`); a spec's own tables
        /// (`<spec strings="…">`) come first, these win where both have a text.
        public var strings: StringTable

        public init(analyzesAmbiguity: Bool = true, reusesSolvers: Bool = true, text: TextTools = .standard(),
                    strings: StringTable = .empty) {
            self.analyzesAmbiguity = analyzesAmbiguity
            self.reusesSolvers = reusesSolvers
            self.text = text
            self.strings = strings
        }
    }

    /// Results of a spec loaded earlier: its errors if it did not load, else every case.
    public static func run(_ load: SpecLoadResult, file: String, environments: [Environment]? = nil,
                           sceneFilter: ((String) -> Bool)? = nil, options: Options = Options()) -> SpecResult {
        let errors = load.errors.map { SpecResult.Diagnostic(line: $0.line, column: $0.column, message: $0.message) }
        let warnings = load.diagnostics.filter { $0.severity == .warning }
            .map { SpecResult.Diagnostic(line: $0.line, column: $0.column, message: $0.message) }
        guard let spec = load.spec else { return SpecResult(file: file, errors: errors, warnings: warnings) }
        var result = run(spec, environments: environments, sceneFilter: sceneFilter, options: options)
        result.file = file
        result.warnings = warnings
        result.errors = errors + result.errors  // a spec that runs despite an error (SpecLoadResult.spec)
        return result
    }

    /// Results of every scene × environment × state of `spec`.
    public static func run(_ spec: Spec, environments: [Environment]? = nil, sceneFilter: ((String) -> Bool)? = nil,
                           options: Options = Options()) -> SpecResult {
        FaultInjection.apply(to: spec.file)
        let matrix = environments ?? spec.environments
        var options = options
        if !spec.strings.isEmpty { options.strings = spec.strings.merging(options.strings) }
        var scenes: [SceneResult] = []
        var outOfRange: [NumericRange.Violation] = []
        for (sceneIndex, scene) in spec.scenes.enumerated() where sceneFilter?(scene.name) ?? true {
            let laidOut = checkedCases(of: scene, in: scene.environments(in: matrix), options: options)
            scenes.append(SceneResult(name: scene.name, index: sceneIndex,
                                      cases: ExpectedFindingsCheck.apply(scene.expectedFindings, to: laidOut.cases)))
            if let violation = laidOut.outOfRange { outOfRange.append(violation) }
        }
        // A spec past the solver's precision is refused rather than given wrong findings.
        guard outOfRange.isEmpty else {
            let errors = outOfRange.map { SpecResult.Diagnostic(line: $0.line, column: $0.column, message: $0.message) }
            return SpecResult(file: spec.file, name: spec.name, errors: errors)
        }
        return SpecResult(file: spec.file, name: spec.name, scenes: scenes)
    }

    /// The cases of one scene, ordered by environment, then state (base layout first).
    ///
    /// The cases fall into groups that one solver lays out in turn (`CaseGroup`), and the groups
    /// into chains whose groups start from one build (`CaseChain`): the groups run on all cores,
    /// each from a copy of its chain's build, made by the first thread that needs it
    /// (`ChainSchedule`). Each case is resolved and its content sized (once per size classes,
    /// state and content settings, `SceneSizes`), built (or moved from the case before it),
    /// solved (again for multi-line texts, `TextPasses`), analysed and made a result.
    public static func cases(of scene: Scene, in environments: [Environment], options: Options = Options()) -> [CaseResult] {
        checkedCases(of: scene, in: environments, options: options).cases
    }

    /// The cases of one scene (`cases(of:in:options:)`) and the first of them past the solver's
    /// precision (`NumericRange`), checked where each case is laid out.
    static func checkedCases(of scene: Scene, in environments: [Environment],
                             options: Options = Options()) -> (cases: [CaseResult], outOfRange: NumericRange.Violation?) {
        let chains = CaseChain.chains(of: scene, in: environments)
        let sizes = SceneSizes(scene: scene, tools: options.text, strings: options.strings)
        // Each chain's first build, made by the first thread that needs it, then every group
        // from it (`ChainSchedule`).
        let schedule = ChainSchedule(groupCounts: chains.map(\.groups.count)) { chain in
            options.reusesSolvers ? chains[chain].start(of: scene, in: environments, sizes: sizes) : nil
        }
        let results = Array(repeating: (), count: schedule.jobCount).concurrentMap { _ in
            let (job, start) = schedule.take()
            let group = chains[job.chain].groups[job.group]
            var results: [(result: CaseResult, outOfRange: NumericRange.Violation?)] = []
            let state = group.state(of: scene)
            layOut(group, from: start, resizing: job.group > 0, of: scene, in: environments, sizes: sizes,
                   reusesSolvers: options.reusesSolvers) { index, laidOut, started in
                let environment = environments[index]
                let (findings, views) = laidOut.findingsAndViews(
                    expectations: scene.expectations, environment: environment, state: state,
                    analyzesAmbiguity: options.analyzesAmbiguity, measurer: options.text.measurer)
                let result = result(laidOut, views, findings, environment, index, state, group.stateIndex,
                                    seconds: started.duration(to: .now))
                let outOfRange = NumericRange.violation(of: result, in: environment,
                                                        estimate: laidOut.layout.session.rangeEstimate)
                results.append((result, outOfRange))
                return true
            }
            return results
        }
        let ordered = results.flatMap { $0 }.sorted {
            ($0.result.environmentIndex, $0.result.stateIndex) < ($1.result.environmentIndex, $1.result.stateIndex)
        }
        return (ordered.map(\.result), ordered.lazy.compactMap(\.outOfRange).first)
    }

    /// Returns once what runs so far left to be freed in the background (`BackgroundRelease`)
    /// is freed: a fuzz target calls it after each input, so that its leak check does not see
    /// memory in the middle of being freed.
    public static func waitForBackgroundRelease() { BackgroundRelease.drain() }

    /// Lays out the cases of `group` in order: resolves the scene for its state and sizes its
    /// content (`SceneSizes`), starts from `start` (its chain's first build, `CaseChain`; moved
    /// to the group's sizes first when `resizing`, `CaseSession.retarget(to:resizedAs:)`) and
    /// moves it to each next environment (`CaseSession.retarget(to:)`; a fresh build when it
    /// cannot move, or when `reusesSolvers` is off), and solves; a scene with multi-line texts is
    /// solved again at their solved widths (`TextPasses`) in sessions of its own, so the group's
    /// session stays at the first pass and moves on. `visit` sees each case (its environment's
    /// index, its layout and when its work started) before the session moves on, and returns
    /// false to stop. `explain` goes through here too, so it shows the frames `run` reports.
    static func layOut(_ group: CaseGroup, from start: consuming CaseSession?, resizing: Bool, of scene: Scene, in environments: [Environment],
                       sizes: SceneSizes, reusesSolvers: Bool,
                       visit: (_ environment: Int, _ laidOut: SizedLayout, _ started: ContinuousClock.Instant) -> Bool) {
        var session = reusesSolvers ? consume start : nil
        // The session's last case is done: its cells are freed on another thread, not before
        // the results of this group can go on.
        defer {
            if let last = session {
                session = nil
                BackgroundRelease.drop(last)
            }
        }
        for index in group.environmentIndices {
            let started = ContinuousClock.now
            let environment = environments[index]
            let geometry = EnvironmentGeometry(environment)
            // The group's environments agree on what sizes content (`CaseGroup`): one sized scene.
            guard let sized = sizes.sized(for: environment, stateIndex: group.stateIndex) else {
                session = nil
                continue
            }
            // Move the session here (from the chain's first build to this group's sizes at its
            // first case), or build one.
            let resized = resizing && index == group.environmentIndices[0]
            let moved = reusesSolvers
                && (resized ? session?.retarget(to: geometry, resizedAs: sized.scene) : session?.retarget(to: geometry)) == true
            if !moved {
                session = nil
                session = CaseSession(scene: sized.scene, geometry: geometry)
            }
            guard let current = session else { return }
            var laidOut = SizedLayout(layout: CaseLayout(current), sized: sized)
            if sized.wrapsToWidth { laidOut = TextPasses.settle(laidOut, sizer: sizes.sizer(for: environment), geometry: geometry) }
            guard visit(index, laidOut, started) else { return }
        }
    }

    /// The result of one case.
    private static func result(_ laidOut: SizedLayout, _ views: [ViewFrame], _ findings: [Finding], _ environment: Environment,
                               _ environmentIndex: Int, _ state: String?, _ stateIndex: Int, seconds elapsed: Duration) -> CaseResult {
        var result = CaseResult(
            environment: environment.name, environmentIndex: environmentIndex,
            widthClass: environment.widthClass, heightClass: environment.heightClass,
            // A fitted root's size is what the layout gave it, not the canvas's.
            width: environment.fitting.contains(.width) ? views.first?.frame.width ?? 0 : environment.width,
            height: environment.fitting.contains(.height) ? views.first?.frame.height ?? 0 : environment.height,
            layoutDirection: environment.layoutDirection, safeArea: environment.safeArea,
            state: state, stateIndex: stateIndex, views: views, findings: findings,
            solveTime: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            warnings: (laidOut.warnings + StretchWarnings.warnings(laidOut.layout)).map {
                CaseWarning(code: $0.code, message: $0.message, items: $0.items, line: $0.location.line, column: $0.location.column)
            })
        result.fitted = environment.fitting
        return result
    }
}
