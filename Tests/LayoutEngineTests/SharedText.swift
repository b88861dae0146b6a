import Foundation

/// A string set on one thread and read on another (the engine's threading tests).
final class SharedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    func set(_ text: String) { lock.withLock { value = text } }
    var text: String? { lock.withLock { value } }
}
