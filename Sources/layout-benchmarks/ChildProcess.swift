import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program to completion (posix_spawn, then wait4) and returns its exit status,
/// wall time and the kernel's `ru_maxrss`; its standard output and error are either inherited
/// or captured through temporary files.
///
/// `ru_maxrss` caveat (Linux): posix_spawn starts the child on the parent's address space
/// (vfork), and exec keeps that space's high-water mark, so the figure is never below this
/// process's own peak. A child's own peak comes from its VmHWM (see `PeakMemory`).
struct ChildProcess {
    /// What a finished child left.
    struct Outcome {
        /// The exit code, 128 + the signal number if a signal ended it, or -1 if it never started.
        var status: Int32 = -1
        var seconds = 0.0
        /// wait4's ru_maxrss in KiB (see the caveat above).
        var maxRSSKiB = 0
        /// Captured standard output and error (empty unless `capture`).
        var output = "", errorOutput = ""
        /// Why the child could not be started, if it was not.
        var launchError: String?

        var succeeded: Bool { launchError == nil && status == 0 }
    }

    /// This executable's own path (what `/proc/self/exe` points at).
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs `executable` (a path, or a name looked up in PATH) with `arguments`, the current
    /// environment plus `environment`, and waits for it.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    capture: Bool = false) -> Outcome {
        var outcome = Outcome()
        let stamp = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let outPath = NSTemporaryDirectory() + "layout-benchmarks-child-\(stamp).out"
        let errPath = NSTemporaryDirectory() + "layout-benchmarks-child-\(stamp).err"
        defer {
            if capture {
                unlink(outPath)
                unlink(errPath)
            }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if capture {
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        fflush(nil)  // keep this process's lines before the child's when it inherits stdout
        let clock = ContinuousClock(), start = clock.now
        var pid = pid_t()
        let spawned = executable.contains("/")
            ? posix_spawn(&pid, executable, &actions, nil, argv, envp)
            : posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            outcome.launchError = "cannot start \(executable): \(String(cString: strerror(spawned)))"
            return outcome
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                outcome.launchError = "wait4: \(String(cString: strerror(errno)))"
                return outcome
            }
        }
        let elapsed = clock.now - start
        outcome.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        outcome.status = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        outcome.maxRSSKiB = Int(usage.ru_maxrss)
        if capture {
            outcome.output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
            outcome.errorOutput = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        }
        return outcome
    }
}
