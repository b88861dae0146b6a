import Foundation

/// Runs a few independent jobs at once, each on its own thread, and returns their results in
/// job order. For a handful of long jobs (the three reports), not for many small ones.
enum ConcurrentJobs {
    /// `job(0)`, …, `job(count - 1)`: job 0 on the calling thread, the others on threads of
    /// their own; returns when every job is done.
    static func run<Output: Sendable>(_ count: Int, _ job: @escaping @Sendable (Int) -> Output) -> [Output] {
        guard count > 1 else { return (0..<count).map(job) }
        let slots = Slots<Output>(count: count)
        let done = DispatchGroup()
        for index in 1..<count {
            done.enter()
            let thread = Thread {
                slots.store(job(index), at: index)
                done.leave()
            }
            // Room for the writers' recursion over the results (the default of a secondary
            // thread can be small).
            thread.stackSize = 8 << 20
            thread.start()
        }
        slots.store(job(0), at: 0)
        done.wait()
        return slots.all()
    }

    /// One slot per job, each written by one thread, read once every job is done.
    private final class Slots<Output>: @unchecked Sendable {
        private var slots: [Output?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func store(_ output: Output, at index: Int) { lock.withLock { slots[index] = output } }

        func all() -> [Output] { lock.withLock { slots.map { $0! } } }
    }
}
