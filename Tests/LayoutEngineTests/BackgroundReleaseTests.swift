import Foundation
import XCTest
@testable import LayoutEngine

/// `BackgroundRelease` frees what it is given on another thread, and only what it holds the
/// last copy of.
final class BackgroundReleaseTests: XCTestCase {
    /// Says which thread its last copy is let go on.
    private final class Watched: @unchecked Sendable {
        let onFree: @Sendable (String) -> Void
        init(_ onFree: @escaping @Sendable (String) -> Void) { self.onFree = onFree }
        deinit { onFree(Thread.current.description) }
    }

    func testTheLastCopyIsFreedOnAnotherThread() {
        let freed = expectation(description: "freed"), freedOn = SharedText()
        // The background queue held until this thread's copy is gone: a debug build may keep the
        // local below until its scope ends, and a queue that ran first would leave this thread
        // the last release (the test then failed now and then on a busy machine).
        let gate = DispatchSemaphore(value: 0)
        BackgroundRelease.drop(Watched { _ in gate.wait() })
        do {
            // An array holding the object, as a session's arrays hold its solver's cells.
            let value = [Watched { freedOn.set($0); freed.fulfill() }]
            BackgroundRelease.drop(value)
        }
        gate.signal()
        wait(for: [freed], timeout: 10)
        XCTAssertNotNil(freedOn.text)
        XCTAssertNotEqual(freedOn.text, Thread.current.description)
    }

    func testACopyStillHeldIsNotFreed() {
        let freedOn = SharedText(), done = DispatchSemaphore(value: 0)
        let kept = [Watched { freedOn.set($0) }]
        BackgroundRelease.drop(kept)
        // The background queue runs in order: once this is done, the drop above is too.
        BackgroundRelease.drop(Watched { _ in done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertNil(freedOn.text)
        XCTAssertEqual(kept.count, 1)
    }
}
