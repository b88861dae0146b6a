import Dispatch

/// Frees what a chain of cases leaves behind on a background queue, so that the results
/// return while it is freed.
///
/// The solver and constraints of a 10,000-view case are about a million small heap objects;
/// freeing them took 100 to 150 ms at the end of every chain, on the critical path of a run.
/// Released here, that work overlaps the next spec's
/// solving or the reports' writing; a process that exits first leaves it to the system.
enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "LayoutHarness.BackgroundRelease", qos: .utility)

    /// Holds a value until the queue drops it; the caller must keep no other reference.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: Value) { self.value = value }
    }

    /// Returns once everything handed over so far is freed.
    static func drain() { queue.sync {} }

    /// Takes `value` (the caller's variable is set to nil) and frees it on the queue.
    static func release<Value>(_ value: inout Value?) {
        guard let taken = value.take() else { return }
        let box = Box(taken)
        queue.async { box.value = nil }
    }
}
