import Foundation

/// Peak memory of a benchmark run (the goal: under 1 GB for 10,000 views in 5 environments).
///
/// The same executable re-runs the suite in a child process, once per size. The child reports
/// its own peak resident set (VmHWM of /proc/self/status, KiB) into a file the parent names in
/// `LAYOUT_BENCHMARKS_PEAK_MEMORY_FILE` as it ends; exec gives the child a fresh address space,
/// so VmHWM counts the child alone. wait4's `ru_maxrss` is printed beside it as a check, but it
/// cannot go below the parent's own peak (see `ChildProcess`).
struct PeakMemory {
    static let fileVariable = "LAYOUT_BENCHMARKS_PEAK_MEMORY_FILE"
    static let limitKiB = 1024 * 1024

    /// What the child ran, as `layout-benchmarks` arguments.
    var command: [String]
    /// The child's own VmHWM, KiB (nil if it did not report one, e.g. it crashed).
    var peakKiB: Int?
    var outcome: ChildProcess.Outcome

    /// True in a child started by `measure`: such a child never starts children of its own.
    static var isChild: Bool { ProcessInfo.processInfo.environment[fileVariable] != nil }

    /// Runs `layout-benchmarks SUITE ARGUMENTS` in a child (its output goes to this process's
    /// standard output) and returns its peak. Nil in a child, so suites can call it freely.
    static func measure(suite: String, arguments: [String]) -> PeakMemory? {
        guard !isChild else { return nil }
        let file = NSTemporaryDirectory() + "layout-benchmarks-peak-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(file) }
        let command = [suite] + arguments
        print("peak memory: running `layout-benchmarks \(command.joined(separator: " "))` in a child process")
        let outcome = ChildProcess.run(ChildProcess.currentExecutable, command, environment: [fileVariable: file])
        let reported = (try? String(contentsOfFile: file, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return PeakMemory(command: command, peakKiB: reported, outcome: outcome)
    }

    /// One line: the child's peak against 1 GiB, its wall time, exit status and the wait4 check.
    var line: String {
        let mib = { (kib: Int) in BenchmarkSupport.format(Double(kib) / 1024, decimals: 1, width: 0) + " MiB" }
        let what = "peak memory of `layout-benchmarks \(command.joined(separator: " "))`: "
        if let error = outcome.launchError { return what + error }
        guard let peakKiB else {
            return what + "not reported (exit status \(outcome.status)); wait4 ru_maxrss \(mib(outcome.maxRSSKiB))"
        }
        return what + mib(peakKiB) + (peakKiB < Self.limitKiB ? " (under 1 GiB)" : " (OVER 1 GiB)")
            + ", wall \(BenchmarkSupport.format(outcome.seconds, decimals: 1, width: 0)) s, exit \(outcome.status)"
            + "; wait4 ru_maxrss \(mib(outcome.maxRSSKiB)), never below this process's own peak \(mib(Self.ownPeakKiB() ?? 0))"
    }

    /// This process's peak resident set so far (VmHWM), KiB.
    static func ownPeakKiB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// In a child started by `measure`: writes this process's VmHWM where the parent asked.
    /// main.swift calls it as the process ends.
    static func reportIfAsked() {
        guard let file = ProcessInfo.processInfo.environment[fileVariable], let peak = ownPeakKiB() else { return }
        try? "\(peak)\n".write(toFile: file, atomically: false, encoding: .utf8)
    }
}

extension BenchmarkSupport {
    /// Re-runs `layout-benchmarks SUITE ARGUMENTS` in a child process and prints its peak memory;
    /// does nothing inside such a child. For a suite's own code, e.g. at the end of a run:
    /// `BenchmarkSupport.printPeakMemory(suite: "end-to-end", arguments: ["--sizes", "10000", "--reps", "1"])`.
    static func printPeakMemory(suite: String, arguments: [String]) {
        if let peak = PeakMemory.measure(suite: suite, arguments: arguments) { print(peak.line) }
    }

    /// `SUITE … --peak-memory` (main.swift): the suite in a child per size of `--sizes` (one child
    /// when the suite has no sizes), each child's output as usual, then every child's peak.
    static func peakMemoryRuns(suite: String, arguments: [String]) {
        var runs: [[String]] = [arguments]
        if let index = arguments.firstIndex(of: "--sizes"), index + 1 < arguments.count {
            let sizes = arguments[index + 1].split(separator: ",").map(String.init)
            runs = sizes.map { size in
                var copy = arguments
                copy[index + 1] = size
                return copy
            }
        }
        var lines: [String] = []
        for run in runs {
            guard let peak = PeakMemory.measure(suite: suite, arguments: run) else { return }
            print(peak.line)
            lines.append(peak.line)
        }
        if lines.count > 1 {
            print("peak memory, every child (VmHWM of the child; limit 1 GiB):")
            for line in lines { print("  " + line) }
        }
    }
}
