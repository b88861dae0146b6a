import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a job on every file in worker processes, so that a fault nobody foresaw (a trap, an
/// abort, a hang, memory exhaustion) costs only the file it happened on.
///
/// `jobs` workers are forked at the start; each is given one file at a time and answers with
/// one frame of bytes (`work`, run in the worker). A worker that dies, or takes longer than
/// the time budget (it is then killed), costs the file it was on: that file's outcome is a
/// `WorkerFailure`, and a new worker takes the files left. The supervisor is one thread
/// waiting in `poll` on the workers' pipes, which is what lets it fork again at any time.
struct WorkerPool {
    var jobs: Int
    var limits: WorkerLimits
    /// In the worker: the answer for one file.
    var work: (String) -> [UInt8]

    /// What became of one file.
    enum Outcome {
        /// The worker's answer (valid during the callback only).
        case answer(UnsafeRawBufferPointer)
        case failed(WorkerFailure)
    }

    /// Runs every file; `deliver(index, outcome)` is called once per file, in the order the
    /// files finish, on the calling thread.
    func run(_ files: [String], deliver: (Int, Outcome) -> Void) {
        guard !files.isEmpty else { return }
        // A worker that died must not take the supervisor with it when it is written to.
        signal(SIGPIPE, SIG_IGN)
        var workers: [WorkerProcess] = []
        var next = 0
        var left = files.count

        func startWorker() -> WorkerProcess? {
            let inherited = workers.flatMap(\.descriptors)
            return WorkerProcess.start(limits: limits, inherited: inherited) { requests, replies in
                Self.serve(requests: requests, replies: replies, limits: limits, work: work)
            }
        }
        /// Gives `worker` the next file, or tells it to finish.
        func feed(_ worker: WorkerProcess) {
            guard next < files.count else {
                worker.current = nil
                worker.finish()
                return
            }
            next += 1
            // A failed send shows as the end of its replies, handled below.
            _ = worker.send(files[next - 1], index: next - 1)
        }
        func finishFile(_ index: Int, _ outcome: Outcome) {
            left -= 1
            deliver(index, outcome)
        }
        /// Ends a worker; its file, if any, fails with `failure(status, peak memory)`.
        func retire(_ worker: WorkerProcess, _ failure: ((Int32, Int) -> WorkerFailure)?) {
            worker.frames.discard()
            let (status, peak) = worker.reap()
            workers.removeAll { $0 === worker }
            if let index = worker.current {
                let reason = failure?(status, peak) ?? WorkerFailure.ended(status: status, peakMemory: peak,
                                                                           errorOutput: worker.errorTail, limits: limits)
                finishFile(index, .failed(reason))
            }
            if next < files.count { replace() }
        }
        /// A new worker for the files left; when none can be started, they fail.
        func replace() {
            if let worker = startWorker() {
                workers.append(worker)
                feed(worker)
            } else if workers.isEmpty {
                while next < files.count {
                    next += 1
                    finishFile(next - 1, .failed(.cannotStart(String(cString: strerror(errno)))))
                }
            }
        }

        for _ in 0..<max(1, min(jobs, files.count)) {
            guard let worker = startWorker() else { break }
            workers.append(worker)
            feed(worker)
        }
        if workers.isEmpty { replace() }

        while left > 0, !workers.isEmpty {
            var fds: [pollfd] = []
            var owners: [WorkerProcess] = []
            for worker in workers {
                for fd in [worker.replies, worker.errors] where fd >= 0 {
                    fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
                    owners.append(worker)
                }
            }
            let ready = poll(&fds, nfds_t(fds.count), Self.pollTimeout(workers, limits: limits))
            if ready < 0, errno != EINTR { break }

            var ended: [WorkerProcess] = []
            for (k, entry) in fds.enumerated() where entry.revents != 0 {
                let worker = owners[k]
                if entry.fd == worker.errors {
                    _ = worker.readErrors()
                    continue
                }
                let progress = worker.frames.read(worker.replies) { bytes in
                    guard let index = worker.current else { return }
                    worker.current = nil
                    Self.forward(worker.errorTail)
                    finishFile(index, .answer(bytes))
                    feed(worker)
                }
                switch progress {
                case .more: break
                case .ended: ended.append(worker)
                case .malformed:
                    worker.stop()
                    ended.append(worker)
                }
            }
            for worker in ended where workers.contains(where: { $0 === worker }) {
                retire(worker, nil)
            }
            // Past its time budget: stopped, and its file fails.
            if let timeout = limits.timeout {
                let now = ContinuousClock.now
                for worker in workers where worker.current != nil && now - worker.startedAt >= .seconds(timeout) {
                    worker.stop()
                    retire(worker) { _, _ in .timedOut(seconds: timeout) }
                }
            }
        }
        for worker in workers { _ = worker.reap() }
    }

    /// Milliseconds until the earliest time budget of a busy worker ends (-1: no limit).
    private static func pollTimeout(_ workers: [WorkerProcess], limits: WorkerLimits) -> Int32 {
        guard let timeout = limits.timeout else { return -1 }
        let now = ContinuousClock.now
        var earliest: Duration?
        for worker in workers where worker.current != nil {
            let left = worker.startedAt + .seconds(timeout) - now
            earliest = min(earliest ?? left, left)
        }
        guard let earliest else { return -1 }
        let milliseconds = earliest.components.seconds * 1000 + earliest.components.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: max(0, milliseconds))
    }

    /// What a worker wrote to standard error for a file it finished: passed on, not hidden.
    private static func forward(_ text: [UInt8]) {
        guard !text.isEmpty else { return }
        text.withUnsafeBytes { _ = DescriptorIO.writeAll(2, $0) }
    }

    /// The worker's loop: read a path, answer it, until the supervisor closes the requests.
    private static func serve(requests: Int32, replies: Int32, limits: WorkerLimits, work: (String) -> [UInt8]) {
        // Should the supervisor be gone, the worker still stops (the supervisor stops it sooner).
        let alarmSeconds = limits.timeout.map { UInt32(min(($0 + 5).rounded(.up), 4_000_000_000)) }
        while let request = DescriptorIO.readFrame(requests, limit: 1 << 20) {
            let path = String(decoding: request, as: UTF8.self)
            if let alarmSeconds { alarm(alarmSeconds) }
            let answer = work(path)
            alarm(0)
            guard DescriptorIO.writeFrame(replies, answer) else { return }
        }
    }
}
