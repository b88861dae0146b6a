import LayoutSpec

/// The first session of each chain that `CaseChains` cut into pieces, built once before the
/// pieces run; every piece starts from it and moves to its own first case.
///
/// Cut in two for two cores, one chain used to pay two fresh builds, side by side: at 10,000
/// views 240 ms alone, 300 ms each when both ran at once, and two copies of every row in
/// memory. The pieces now share one build (a session is a value: each piece's copy
/// diverges only where it changes), and a piece's first case is an environment move or a
/// state move away from the start. Which case each piece starts from is fixed by the plan,
/// so the frames do not depend on the machine.
final class SharedStarts: @unchecked Sendable {
    /// A built session and the case it is at.
    struct Start {
        let session: CaseSession
        let resolved: ResolvedScene
        let environmentIndex: Int
        let stateIndex: Int
        /// How long building it took: the solve time of the case it is at.
        let buildTime: Duration
        /// The ambiguity memo of the case it is at, from the piece that starts there.
        let memo = StartMemo()
    }

    private let lock = NSLockLike()
    /// By origin chain: the start, and how many pieces have yet to take it.
    private var starts: [Int: (start: Start, waiting: Int)] = [:]

    /// Builds the start of every chain of `plan` that was cut; `resolve` gives the resolved
    /// scene of a case.
    init(_ plan: CaseChains.Plan, environments: [Environment],
         resolve: (_ environmentIndex: Int, _ stateIndex: Int) -> ResolvedScene?) {
        var pieces: [Int: Int] = [:]
        for origin in plan.origin { pieces[origin, default: 0] += 1 }
        for (origin, count) in pieces.sorted(by: { $0.key < $1.key }) where count > 1 {
            guard let first = plan.chains[origin].first,
                  let resolved = resolve(first.environmentIndex, first.stateIndex) else { continue }
            let clock = ContinuousClock()
            let begin = clock.now
            let session = CaseSession(scene: resolved,
                                      geometry: EnvironmentGeometry(environments[first.environmentIndex]))
            starts[origin] = (Start(session: session, resolved: resolved, environmentIndex: first.environmentIndex,
                                    stateIndex: first.stateIndex, buildTime: clock.now - begin), count)
        }
    }

    /// The start of the chain `origin`, for one of its pieces; nil when it was not cut. The
    /// last piece to take it leaves none here.
    func take(origin: Int) -> Start? {
        lock.withLock {
            guard let entry = starts[origin] else { return nil }
            starts[origin] = entry.waiting > 1 ? (entry.start, entry.waiting - 1) : nil
            return entry.start
        }
    }
}
