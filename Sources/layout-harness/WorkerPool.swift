import Foundation

/// Runs a job on every file in worker processes, so that a fault nobody foresaw (a trap, an
/// abort, a hang, memory exhaustion) costs only the file it happened on.
///
/// `jobs` workers are forked at the start; each is given one file at a time and answers with
/// parts (`work`, run in the worker, sends them as it goes, so that the supervisor reads one
/// part while the worker writes the next). A worker that dies, or takes longer than the time
/// budget (it is then killed), costs the file it was on: that file's last event is a
/// `WorkerFailure`, and a new worker takes the files left. The supervisor is one thread
/// waiting in `poll` on the workers' pipes, which is what lets it fork again at any time.
struct WorkerPool {
    var jobs: Int
    var limits: WorkerLimits
    /// In the worker: the answer for one file, sent in parts with `send`. It returns what the
    /// answer was made from (or nil), which is let go only when the worker is given another
    /// file: freeing a large spec's results takes tens of milliseconds, which the supervisor
    /// would otherwise wait for, and a worker told to finish exits without it.
    var work: (_ file: String, _ send: (UnsafeRawBufferPointer) -> Void) -> Any?

    /// What the supervisor hears about a file.
    enum Event {
        /// A part of the worker's answer (the bytes are valid during the callback only).
        case part(UnsafeRawBufferPointer)
        /// The answer is complete.
        case finished
        /// The worker ended without finishing it: whatever parts came are to be dropped.
        case failed(WorkerFailure)
    }

    /// Runs every file; `deliver(index, event)` is called with its parts, then once with
    /// `.finished` or `.failed`, on the calling thread. Returns when every file is done,
    /// without waiting for the workers to exit (they exit on their own).
    func run(_ files: [String], deliver: (Int, Event) -> Void) {
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
        func finishFile(_ index: Int, _ event: Event) {
            left -= 1
            deliver(index, event)
        }
        /// Ends a worker; its file, if any, fails with `failure`, or with how the worker ended.
        func retire(_ worker: WorkerProcess, _ failure: WorkerFailure? = nil) {
            worker.frames.release()
            let (status, peak) = worker.reap()
            workers.removeAll { $0 === worker }
            if let index = worker.current {
                let reason = failure ?? .ended(status: status, peakMemory: peak, errorOutput: worker.errorTail, limits: limits)
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
                // Standard error first: what a worker wrote before it answered goes with that file.
                for fd in [worker.errors, worker.replies] where fd >= 0 {
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
                let progress = worker.frames.read(worker.replies) { kind, bytes in
                    guard let index = worker.current else { return }
                    guard kind == .end else { return deliver(index, .part(bytes)) }
                    worker.current = nil
                    Self.forward(worker.errorTail)
                    finishFile(index, .finished)
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
                retire(worker)
            }
            // Past its time budget: stopped, and its file fails.
            if let timeout = limits.timeout {
                let now = ContinuousClock.now
                for worker in workers where worker.current != nil && now - worker.startedAt >= .seconds(timeout) {
                    worker.stop()
                    retire(worker, .timedOut(seconds: timeout))
                }
            }
        }
        // The workers left have been told to finish; their exit (freeing what they used)
        // is not waited for. Whatever they have not yet exited is reaped by the system.
        for worker in workers {
            worker.frames.release()
            worker.detach()
        }
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

    /// The worker's loop: read a path, answer it, until the supervisor closes the requests;
    /// then the worker exits.
    private static func serve(requests: Int32, replies: Int32, limits: WorkerLimits,
                              work: (String, (UnsafeRawBufferPointer) -> Void) -> Any?) -> Never {
        // Should the supervisor be gone, the worker still stops (the supervisor stops it sooner).
        let alarmSeconds = limits.timeout.map { UInt32(min(($0 + 5).rounded(.up), 4_000_000_000)) }
        // The last answer is let go when the next file comes: a worker told to finish exits
        // without freeing it.
        var answer: Any?
        while let request = DescriptorIO.readFrame(requests, limit: 1 << 20) {
            answer = nil
            let path = String(decoding: request, as: UTF8.self)
            if let alarmSeconds { alarm(alarmSeconds) }
            answer = work(path) { part in
                // The supervisor is gone: nobody is left to answer.
                if !DescriptorIO.writeFrame(replies, kind: FrameAssembler.Kind.part.rawValue, part) { _exit(0) }
            }
            alarm(0)
            guard DescriptorIO.writeFrame(replies, kind: FrameAssembler.Kind.end.rawValue, UnsafeRawBufferPointer(start: nil, count: 0)) else { break }
        }
        // Here, not on return: returning would free the last answer first.
        withExtendedLifetime(answer) { _exit(0) }
    }
}
