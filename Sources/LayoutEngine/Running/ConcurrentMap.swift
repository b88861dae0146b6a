import Dispatch

extension Array where Element: Sendable {
    /// `transform` applied to every element, on as many threads as the machine has cores;
    /// the results in the order of the elements.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { results.store(transform(self[$0]), at: $0) }
        return results.all()
    }
}

/// One slot per element, each written by one thread only, read once every thread is done.
private final class ResultSlots<Result>: @unchecked Sendable {
    private var slots: [Result?]
    private let lock = NSLockLike()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) { lock.withLock { slots[index] = result } }

    func all() -> [Result] { lock.withLock { slots.compactMap { $0 } } }
}
