import Dispatch
import LayoutSolver

/// The ambiguity memo of a shared start's case (`SharedStarts`), handed from the piece that
/// analyses that case to the piece that moves from it to another environment.
///
/// Both pieces of a cut chain begin at the same tableau; a move to another environment
/// changes constants only, so the memo of the start case usually holds for the other
/// piece's first case too (`AmbiguityMemo.holds` checks it). Without it, that piece ran
/// the full analysis while the first piece ran the same one: at 10,000 cards 33 ms, against
/// 2 ms with the memo, on the critical path of the run.
///
/// Waiting is bounded (`wait(upTo:)`): the analysis is the same with or without the memo,
/// only slower without it, so a piece that waits too long goes on without.
final class StartMemo: @unchecked Sendable {
    private let lock = NSLockLike()
    private let ready = DispatchSemaphore(value: 0)
    private var memo: AmbiguityMemo?
    private var isPublished = false

    /// Hands over the start case's memo (nil: there is none); only the first call counts.
    func publish(_ memo: AmbiguityMemo?) {
        let first = lock.withLock {
            if isPublished { return false }
            isPublished = true
            self.memo = memo
            return true
        }
        if first { ready.signal() }
    }

    /// The published memo, waiting for it at most `limit`; nil when there is none by then.
    func wait(upTo limit: Duration) -> AmbiguityMemo? {
        // In Double, clamped: a limit of any length converts without overflowing.
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) * 1e-18
        let nanoseconds = Int(min(max(0, seconds * 1e9), 1e15))
        if ready.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success {
            ready.signal()  // for any other piece that waits
        }
        return lock.withLock { memo }
    }
}
