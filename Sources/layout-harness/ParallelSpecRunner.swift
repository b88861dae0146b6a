import Dispatch
import Foundation
import LayoutEngine
import LayoutSpec

/// Loads and lays out spec files on several threads; results come back in input order,
/// whatever the scheduling. One spec's errors never stop the others.
struct ParallelSpecRunner {
    var jobs: Int
    /// The environments to use for a spec (nil: the spec's own, or the default matrix).
    var environments: (@Sendable (Spec) -> [Environment])?
    var sceneFilter: (@Sendable (String) -> Bool)?
    /// Called after each spec with (specs done, specs total, cases done so far).
    var progress: (@Sendable (Int, Int, Int) -> Void)?

    func run(_ files: [String]) -> [SpecResult] {
        let slots = ResultSlots(count: files.count)
        let environments = self.environments, filter = self.sceneFilter, progress = self.progress
        let workers = max(1, min(jobs, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.nextIndex() {
                let file = files[index]
                let load = SpecLoader.load(contentsOf: file)
                let chosen = load.spec.flatMap { spec in environments?(spec) }
                let result = LayoutEngine.run(load, file: file, environments: chosen, sceneFilter: filter)
                let (done, cases) = slots.store(result, at: index)
                progress?(done, files.count, cases)
            }
        }
        return slots.results()
    }
}

/// Thread-safe storage for results by index, and the shared work counter.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [SpecResult?]
    private var next = 0
    private var done = 0
    private var cases = 0

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < storage.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: SpecResult, at index: Int) -> (Int, Int) {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = result
        done += 1
        cases += result.scenes.reduce(0) { $0 + $1.cases.count }
        return (done, cases)
    }

    func results() -> [SpecResult] {
        lock.lock()
        defer { lock.unlock() }
        return storage.compactMap { $0 }
    }
}
