import Foundation
import XCTest
@testable import LayoutEngine

/// `ChainSchedule` hands every group out once, builds each chain once, starts every group from
/// its chain's build, and lets a thread go on to its chain's groups while another chain is
/// still being built (the engine waited for every build before any group ran).
final class ChainScheduleTests: XCTestCase {
    /// Counts builds per chain, from any thread.
    private final class BuildLog: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int: Int] = [:]
        func record(_ chain: Int) { lock.withLock { counts[chain, default: 0] += 1 } }
        var all: [Int: Int] { lock.withLock { counts } }
    }

    func testEveryGroupOnceFromItsChainsOnlyBuild() {
        let log = BuildLog()
        // A session is its chain's number times 100: a group can tell whose build it got.
        let schedule = ChainSchedule<Int>(groupCounts: [3, 1, 2]) { chain in
            log.record(chain)
            return chain * 100
        }
        XCTAssertEqual(schedule.jobCount, 6)
        let taken = (0..<6).map { _ in schedule.take() }
        XCTAssertEqual(taken.map { "\($0.job.chain).\($0.job.group)" }.sorted(), ["0.0", "0.1", "0.2", "1.0", "2.0", "2.1"])
        for (job, start) in taken { XCTAssertEqual(start, job.chain * 100) }
        XCTAssertEqual(log.all, [0: 1, 1: 1, 2: 1])
        // On one thread every chain is built first (a build is long, so it starts early), each
        // by the take that lays out its first group.
        XCTAssertEqual(taken.prefix(3).map { "\($0.job.chain).\($0.job.group)" }, ["0.0", "1.0", "2.0"])
    }

    func testAChainWithoutABuildGivesItsGroupsNoSession() {
        let schedule = ChainSchedule<Int>(groupCounts: [2]) { _ in nil }
        XCTAssertNil(schedule.take().start)
        XCTAssertNil(schedule.take().start)
    }

    /// Chain 1's build cannot finish until both groups of chain 0 have been laid out. Two
    /// threads take groups: one builds chain 0 and lays out both its groups while the other is
    /// still building chain 1, whose second group is left. Waiting for every build before any group (as the engine
    /// did), or for a build under way before a group of a built chain, would never finish (here:
    /// the waits below time out).
    func testAThreadGoesOnToItsChainWhileAnotherChainIsBuilt() {
        let chain0LaidOut = DispatchSemaphore(value: 0)
        let building1 = DispatchSemaphore(value: 0)
        let schedule = ChainSchedule<Int>(groupCounts: [2, 2]) { chain in
            if chain == 1 {
                building1.signal()
                _ = chain0LaidOut.wait(timeout: .now() + 30)
            }
            return chain
        }
        let finished = DispatchGroup()
        let log = BuildLog()
        let second = SharedText()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: finished) {
                // The other thread's take builds chain 1.
                let first = schedule.take()
                log.record(first.job.chain)
                guard first.job.chain == 0 else { return }
                _ = building1.wait(timeout: .now() + 30)
                // Chain 1 is being built: chain 0's second group comes at once.
                let next = schedule.take()
                second.set("\(next.job.chain).\(next.job.group) from \(next.start.map(String.init) ?? "nil")")
                chain0LaidOut.signal()
            }
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 20), .success, "a group waited for another chain's build")
        XCTAssertEqual(second.text, "0.1 from 0")
        XCTAssertEqual(log.all, [0: 1, 1: 1])
        // The fourth group: chain 1's second, from its build.
        let last = schedule.take()
        XCTAssertEqual("\(last.job.chain).\(last.job.group)", "1.1")
        XCTAssertEqual(last.start, 1)
    }

    /// The last group of a chain takes the build itself; the others share it (a copy on write).
    func testTheLastGroupTakesTheBuild() {
        final class Box: @unchecked Sendable {}
        let schedule = ChainSchedule<Box>(groupCounts: [2]) { _ in Box() }
        weak var built: Box?
        do {
            let first = schedule.take().start
            built = first
            XCTAssertNotNil(built)
            let second = schedule.take().start
            XCTAssertTrue(first === second)
        }
        // Neither take's copy is held now, and the schedule let go of the build when the last one took it.
        XCTAssertNil(built)
    }
}
