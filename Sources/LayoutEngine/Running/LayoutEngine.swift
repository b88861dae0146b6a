import Dispatch
import LayoutSolver
import LayoutSpec
import Synchronization

/// Lays out every scene of a spec in every environment and state, and derives findings.
///
/// The cases of a scene that share size classes and direction (every state, and the
/// environments of those size classes) reuse one solver (`CaseSession.retarget`): only the
/// constants that vary are changed in place, and only the constraints a state changes are
/// removed and added.
public enum LayoutEngine {
    /// What the engine does besides laying out.
    public struct Options: Sendable {
        /// The exact ambiguity analysis (on by default; off only to measure its cost).
        public var analyzesAmbiguity: Bool
        /// Cases reuse a solver (on by default; off only to measure the saving).
        public var reusesSolvers: Bool

        public init(analyzesAmbiguity: Bool = true, reusesSolvers: Bool = true) {
            self.analyzesAmbiguity = analyzesAmbiguity
            self.reusesSolvers = reusesSolvers
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
        return result
    }

    /// Waits until what earlier runs left to be freed in the background (`BackgroundRelease`)
    /// is freed: a benchmark calls it before it starts a clock, so that no run is timed while
    /// the previous one is still being freed on the other core.
    public static func waitForBackgroundRelease() { BackgroundRelease.drain() }

    /// Results of every scene × environment × state of `spec`.
    public static func run(_ spec: Spec, environments: [Environment]? = nil, sceneFilter: ((String) -> Bool)? = nil,
                           options: Options = Options()) -> SpecResult {
        FaultInjection.apply(to: spec.file)
        let matrix = environments ?? spec.environments
        var scenes: [SceneResult] = []
        for (sceneIndex, scene) in spec.scenes.enumerated() where sceneFilter?(scene.name) ?? true {
            let laidOut = ExpectedFindingsCheck.apply(scene.expectedFindings, to: cases(of: scene, in: matrix, options: options))
            scenes.append(SceneResult(name: scene.name, index: sceneIndex, cases: laidOut))
        }
        return SpecResult(file: spec.file, name: spec.name, scenes: scenes)
    }

    /// The cases of one scene, ordered by environment, then state (base layout first).
    ///
    /// Cases fall into groups that share one solver, state by state (`CaseChains`); the
    /// groups are independent and run on all cores. The pieces of a chain cut for the cores
    /// start from one session, built before they run (`SharedStarts`).
    public static func cases(of scene: Scene, in environments: [Environment], options: Options = Options()) -> [CaseResult] {
        let states: [String?] = [nil] + scene.states.map(\.name)
        let plan = CaseChains.plan(environments: environments, stateCount: states.count,
                                   sizeClassesMatter: scene.hasSizeClassVariations, cores: CaseChains.cores)
        let output = CaseCollector(groups: plan.chains.count)
        let work = plan.chains, origin = plan.origin
        let starts = options.reusesSolvers ? SharedStarts(plan, environments: environments) { e, s in
            scene.resolved(for: environments[e].sizeClasses, state: states[s])
        } : nil
        DispatchQueue.concurrentPerform(iterations: work.count) { g in
            var session: CaseSession?
            // What the ambiguity analysis of the session's last case learned.
            var memo: AmbiguityMemo?
            // How the session's last case was evaluated (`ValuePlan`).
            var valuePlan: ValuePlan?
            var sessionState = -1
            var resolvedState = -1
            var resolved: ResolvedScene?
            // The case the shared start is at and its build time, until the first case is laid out.
            var startCase: CaseChains.Case?
            var startBuildTime = Duration.zero
            // The piece at the shared case hands its memo to the piece that moves from it to
            // another environment, which waits for it before its first analysis (`StartMemo`).
            var startMemo: StartMemo?
            var publishesMemo = false, awaitsMemo = false
            if let start = starts?.take(origin: origin[g]) {
                startBuildTime = start.buildTime
                session = start.session
                resolved = start.resolved
                sessionState = start.stateIndex
                resolvedState = start.stateIndex
                startCase = (start.environmentIndex, start.stateIndex)
                startMemo = start.memo
                if let first = work[g].first, first != (start.environmentIndex, start.stateIndex) {
                    // This piece moves first: it copies now, and the piece that starts at
                    // the shared case keeps the original (`CaseSession.separate`).
                    session?.separate()
                    awaitsMemo = options.analyzesAmbiguity && first.stateIndex == start.stateIndex
                } else {
                    publishesMemo = true
                }
            }
            var results: [CaseResult] = []
            for (environmentIndex, stateIndex) in work[g] {
                // After the first case, whatever became of it.
                defer {
                    if publishesMemo { startMemo?.publish(memo) }
                    publishesMemo = false
                    awaitsMemo = false
                }
                let environment = environments[environmentIndex]
                let state = states[stateIndex]
                let clock = ContinuousClock()
                let start = clock.now
                let geometry = EnvironmentGeometry(environment)
                if resolvedState != stateIndex {
                    resolved = scene.resolved(for: environment.sizeClasses, state: state)
                    resolvedState = stateIndex
                }
                guard let target = resolved else { continue }
                let isStart = startCase.map { $0 == (environmentIndex, stateIndex) } ?? false
                let earlier = isStart ? startBuildTime : .zero
                startCase = nil
                if isStart {
                    // the shared start is this case
                } else if options.reusesSolvers,
                   session?.retarget(to: target, geometry: geometry, sceneChanged: sessionState != stateIndex) == true {
                    // moved in place
                } else {
                    let generated = session?.abandonedConstraints
                    session = nil
                    memo = nil
                    valuePlan = nil
                    session = CaseSession(scene: target, geometry: geometry, generated: generated)
                }
                sessionState = stateIndex
                guard let current = session else { continue }
                let layout = CaseLayout(current, plan: &valuePlan)
                if awaitsMemo, memo == nil { memo = startMemo?.wait(upTo: startBuildTime) }
                let findings = CaseFindings.all(layout, expectations: scene.expectations, environment: environment.name,
                                                state: state, analyzesAmbiguity: options.analyzesAmbiguity, memo: &memo)
                let elapsed = clock.now - start + earlier
                results.append(CaseResult(
                    environment: environment.name, environmentIndex: environmentIndex,
                    widthClass: environment.widthClass == .compact ? .compact : .regular,
                    heightClass: environment.heightClass == .compact ? .compact : .regular,
                    width: environment.width, height: environment.height,
                    layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                    safeArea: .init(top: environment.safeArea.top, left: environment.safeArea.left,
                                    bottom: environment.safeArea.bottom, right: environment.safeArea.right),
                    state: state, stateIndex: stateIndex, views: layout.viewFrames(),
                    findings: findings,
                    solveTime: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
                    warnings: (current.warnings + StretchWarnings.warnings(layout)).map {
                        CaseWarning(code: $0.code, message: $0.message, items: $0.items,
                                    line: $0.location.line, column: $0.location.column)
                    }))
            }
            output.store(results, group: g, leaving: (session.take(), resolved.take()))
        }
        // Freed once every chain is done: a chain that finished first and freed its session
        // at once took a core from the chain still running.
        var leftovers: [(CaseSession?, ResolvedScene?)]? = output.takeLeftovers()
        BackgroundRelease.release(&leftovers)
        return output.all().sorted { ($0.environmentIndex, $0.stateIndex) < ($1.environmentIndex, $1.stateIndex) }
    }
}

/// Collects the cases of parallel groups, and the session each group leaves; read once
/// every group is done.
private final class CaseCollector: @unchecked Sendable {
    private let lock = NSLockLike()
    private var groups: [[CaseResult]]
    private var leftovers: [(CaseSession?, ResolvedScene?)] = []

    init(groups: Int) { self.groups = Array(repeating: [], count: groups) }

    func store(_ results: [CaseResult], group: Int, leaving leftover: (CaseSession?, ResolvedScene?)) {
        lock.withLock {
            groups[group] = results
            leftovers.append(leftover)
        }
    }

    func all() -> [CaseResult] { lock.withLock { groups.flatMap { $0 } } }

    /// What the groups left, for `BackgroundRelease`; the collector keeps no reference.
    func takeLeftovers() -> [(CaseSession?, ResolvedScene?)] {
        lock.withLock {
            defer { leftovers = [] }
            return leftovers
        }
    }
}
