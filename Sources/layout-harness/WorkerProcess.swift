import Foundation

/// One worker process and the supervisor's ends of its three pipes: requests (spec paths) go
/// in, framed replies come out, and its standard error is kept to explain a death.
///
/// Workers are forked from the supervisor, not started from the binary anew: a fork costs well
/// under a millisecond where starting the binary costs about 8 (docs/ci.md, "Crash
/// isolation"). That is safe because the supervisor has one thread while it forks: no lock
/// can be held by a thread the child would not have.
final class WorkerProcess {
    let pid: pid_t
    /// The supervisor writes request frames here; closing it tells the worker to finish.
    private(set) var requests: Int32
    /// Reply frames from the worker (non-blocking).
    private(set) var replies: Int32
    /// The worker's standard error (non-blocking).
    private(set) var errors: Int32
    /// The position of the file it works on, and since when.
    var current: Int?
    var startedAt = ContinuousClock.now
    var frames = FrameAssembler()
    /// The end of what it wrote to standard error for the current file.
    var errorTail: [UInt8] = []

    private init(pid: pid_t, requests: Int32, replies: Int32, errors: Int32) {
        self.pid = pid
        self.requests = requests
        self.replies = replies
        self.errors = errors
    }

    /// The supervisor's descriptors of this worker that are still open.
    var descriptors: [Int32] { [requests, replies, errors].filter { $0 >= 0 } }

    /// Starts a worker that runs `serve(requests, replies)` and exits. `inherited` are the
    /// supervisor's descriptors of other workers, which the child closes, so that a worker's
    /// pipes end when that worker ends.
    static func start(limits: WorkerLimits, inherited: [Int32],
                      serve: (_ requests: Int32, _ replies: Int32) -> Void) -> WorkerProcess? {
        assert(SupervisorThreads.isSingle, "the supervisor must have one thread when it forks")
        guard let request = makePipe() else { return nil }
        guard let reply = makePipe() else { closeAll(request); return nil }
        guard let error = makePipe() else { closeAll(request + reply); return nil }
        // What the worker inherits, for its memory cap (read here: the child is busy enough).
        let inheritedData = limits.memory == nil ? 0 : WorkerSetup.dataSize()
        // Whatever the supervisor has buffered would otherwise be written by both processes.
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            for fd in inherited + [request[1], reply[0], error[0]] { DescriptorIO.closeQuietly(fd) }
            _ = dup2(error[1], 2)
            DescriptorIO.closeQuietly(error[1])
            WorkerSetup.apply(limits, inheritedData: inheritedData)
            WorkerSetup.onThreadOfItsOwn { serve(request[0], reply[1]) }
            _exit(0)
        }
        closeAll([request[0], reply[1], error[1]])
        guard pid > 0 else {
            closeAll([request[1], reply[0], error[0]])
            return nil
        }
        // A larger pipe: a big spec's reply crosses in fewer, larger writes (Linux; ignored elsewhere).
        _ = fcntl(reply[0], 1031 /* F_SETPIPE_SZ */, 1 << 20)
        for fd in [reply[0], error[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return WorkerProcess(pid: pid, requests: request[1], replies: reply[0], errors: error[0])
    }

    /// Sends the path of file `index`; false when the worker is gone.
    func send(_ path: String, index: Int) -> Bool {
        current = index
        startedAt = .now
        errorTail.removeAll(keepingCapacity: true)
        return DescriptorIO.writeFrame(requests, Array(path.utf8))
    }

    /// Tells the worker there is no more work (it exits when it reads the end).
    func finish() {
        DescriptorIO.closeQuietly(requests)
        requests = -1
    }

    /// Keeps at most the last 16 KiB of what the worker wrote to standard error.
    func readErrors() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { DescriptorIO.readSome(errors, into: $0.baseAddress!, count: $0.count) }
            if n > 0 {
                errorTail += chunk[0..<n]
                if errorTail.count > 16 << 10 { errorTail.removeFirst(errorTail.count - (16 << 10)) }
                continue
            }
            if n == 0 {
                DescriptorIO.closeQuietly(errors)
                errors = -1
                return false
            }
            return true  // EAGAIN: nothing more for now
        }
    }

    /// Closes the supervisor's ends of a worker that was told to finish, without waiting for it.
    func detach() {
        finish()
        DescriptorIO.closeQuietly(errors)
        errors = -1
        closeReplies()
    }

    func closeReplies() {
        DescriptorIO.closeQuietly(replies)
        replies = -1
    }

    /// Stops the worker at once.
    func stop() { _ = kill(pid, SIGKILL) }

    /// Waits for the worker to end (after `finish`, `kill`, or the end of its replies), closes
    /// what is left, and returns its wait status and peak resident memory in bytes.
    func reap() -> (status: Int32, peakMemory: Int) {
        finish()
        while errors >= 0, readErrors() { _ = poll(nil, 0, 10) }
        closeReplies()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return (status, usage.ru_maxrss * 1024)
    }

    private static func makePipe() -> [Int32]? {
        var fds: [Int32] = [-1, -1]
        return pipe(&fds) == 0 ? fds : nil
    }

    private static func closeAll(_ fds: [Int32]) {
        for fd in fds { DescriptorIO.closeQuietly(fd) }
    }
}

/// How a worker process sets itself up after the fork.
enum WorkerSetup {
    static func apply(_ limits: WorkerLimits, inheritedData: Int) {
        // No core files in the folder a CI job runs in: the supervisor reports the crash.
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        if let memory = limits.memory {
            // The cap is on what the worker adds to what it inherited from the supervisor.
            let cap = rlim_t(clamping: memory &+ UInt64(inheritedData))
            var limit = rlimit(rlim_cur: cap, rlim_max: cap)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
        }
        // Swift's backtracer catches crashes to print a backtrace, which takes seconds and
        // pages of output; a worker dies at once, with its signal, unless SWIFT_BACKTRACE
        // asks for backtraces.
        if getenv("SWIFT_BACKTRACE") == nil {
            for crash in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS] { _ = signal(crash, SIG_DFL) }
        }
    }

    /// Runs `body` on a thread started here, and waits for it.
    ///
    /// The worker does its work off its main thread because that thread is a copy of the
    /// supervisor's: Swift's runtime locks on Linux (`swift_once`, behind every lazy global)
    /// cache each thread's id the first time it locks, and the copy keeps the supervisor's. When it
    /// then contends with another thread for such a lock (two threads measuring text both reach
    /// the line breaker's lazy global), the kernel's priority-inheritance futex names the wrong
    /// owner, the unlock is refused, and both threads wait for ever (the worker was stopped at
    /// its time limit). A thread started in the worker caches its own id.
    static func onThreadOfItsOwn(_ body: () -> Void) {
        #if os(Linux)
        withoutActuallyEscaping(body) { body in
            let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, nil, { context in
                guard let context else { return nil }
                Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            guard started == 0 else {
                // No thread to be had: the work on this one.
                Unmanaged<ThreadBody>.fromOpaque(context).release()
                body()
                return
            }
            pthread_join(thread, nil)
        }
        #else
        body()
        #endif
    }

    /// A closure handed to `pthread_create`.
    private final class ThreadBody {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Bytes of private data the process has now (`VmData` in /proc/self/status); 0 when unknown.
    static func dataSize() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmData:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }
}

/// Whether the process has one thread (Linux: the entries of /proc/self/task).
enum SupervisorThreads {
    static var isSingle: Bool {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return true }
        return tasks.count == 1
    }
}
