import Dispatch

/// Lets go of large values on a background thread. A solved case's session holds the cells of
/// every row and column of its solver; at 10,000 views freeing them takes tens of milliseconds,
/// and at the end of a chain's last case that wait came before the spec's results could go out
/// (docs/performance.md, "Building a case").
enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "LayoutEngine.BackgroundRelease", qos: .utility)

    /// Returns once everything handed over so far is freed.
    static func drain() { queue.sync {} }

    /// Drops `value` on the background thread: the caller's copy must be the last one, else
    /// only a reference count changes there.
    static func drop<Value>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.value = nil }
    }

    /// The value, handed to the background thread once and read by no other.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }
}
