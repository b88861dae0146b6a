import Synchronization

/// A small lock for the engine's parallel collectors (the engine does not use Foundation).
final class NSLockLike: Sendable {
    private let mutex = Mutex(())

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}
