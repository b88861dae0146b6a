import Dispatch

/// Hands a scene's groups (`CaseGroup`) to the threads that lay them out, each with the session
/// it starts from: its chain's first build (`CaseChain.start`), made by the first thread that
/// needs it. A thread whose chain is built goes on to that chain's groups while another chain
/// is still being built, so no core waits for the slowest build (docs/performance.md, "One
/// solver across environments").
///
/// Every group still starts from its chain's build, whichever thread made it, so the frames do
/// not depend on the order the threads get there in. `Session` is `CaseSession` in the engine.
final class ChainSchedule<Session>: @unchecked Sendable {
    /// A group to lay out: its chain, and its place among the chain's groups.
    struct Job {
        let chain: Int
        let group: Int
    }

    private enum Build {
        case notStarted
        /// Being built; the group is left when the build is done.
        case running(DispatchGroup)
        case done(SessionStart)
    }

    private let lock = NSLockLike()
    private let groupCounts: [Int]
    /// Per chain, its next group not yet handed out.
    private var nextGroups: [Int]
    private var builds: [Build]
    private let build: @Sendable (Int) -> Session?

    /// The schedule of chains with `groupCounts` groups each; `build` makes a chain's first
    /// session (nil: every group of it builds its own).
    init(groupCounts: [Int], build: @escaping @Sendable (_ chain: Int) -> Session?) {
        self.groupCounts = groupCounts
        nextGroups = Array(repeating: 0, count: groupCounts.count)
        builds = Array(repeating: .notStarted, count: groupCounts.count)
        self.build = build
    }

    /// How many groups the threads take in all: call `take` that many times.
    var jobCount: Int { groupCounts.reduce(0, +) }

    /// The next group and the session it starts from. A chain not yet built comes first (its
    /// build is long, so it starts early; the thread that builds it lays out its first group),
    /// then a group of a built chain; with neither, the thread waits for a build under way.
    func take() -> (job: Job, start: Session?) {
        while true {
            let step: Step? = lock.withLock {
                let left = groupCounts.indices.filter { nextGroups[$0] < groupCounts[$0] }
                if let chain = left.first(where: { if case .notStarted = builds[$0] { true } else { false } }) {
                    let done = DispatchGroup()
                    done.enter()
                    builds[chain] = .running(done)
                    return .build(handOut(chain), done)
                }
                for chain in left {
                    if case .done(let start) = builds[chain] { return .lay(handOut(chain), start) }
                }
                for chain in left {
                    if case .running(let done) = builds[chain] { return .wait(done) }
                }
                return nil
            }
            switch step {
            case .lay(let job, let start):
                return (job, start.take())
            case .build(let job, let done):
                let start = SessionStart(build(job.chain), groups: groupCounts[job.chain])
                lock.withLock { builds[job.chain] = .done(start) }
                done.leave()
                return (job, start.take())
            case .wait(let done):
                done.wait()
            case nil:
                preconditionFailure("ChainSchedule.take called more often than it has groups")
            }
        }
    }

    /// What a take does next.
    private enum Step {
        case lay(Job, SessionStart)
        case build(Job, DispatchGroup)
        case wait(DispatchGroup)
    }

    /// The chain's next group, handed out (under the lock).
    private func handOut(_ chain: Int) -> Job {
        let group = nextGroups[chain]
        nextGroups[chain] += 1
        return Job(chain: chain, group: group)
    }

    /// A chain's first build, handed to the threads of its groups: each takes a copy, and the
    /// last one takes the build itself, so that its first move copies no solver and the build is
    /// freed where it was last used.
    final class SessionStart: @unchecked Sendable {
        private let lock = NSLockLike()
        private var session: Session?
        private var groupsLeft: Int

        init(_ session: Session?, groups: Int) {
            self.session = session
            groupsLeft = groups
        }

        func take() -> Session? {
            lock.withLock {
                groupsLeft -= 1
                guard groupsLeft <= 0 else { return session }
                defer { session = nil }
                return session
            }
        }
    }
}
