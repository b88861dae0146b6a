import Foundation
import LayoutSpec

/// Why a worker gave no answer for a file, in words a spec error can carry:
/// `internal error while solving: signal 4 (SIGILL): …; please report it with this spec`.
enum WorkerFailure: Equatable {
    /// Killed after the time budget.
    case timedOut(seconds: Double)
    /// Ran out of the memory a spec may use.
    case outOfMemory(cap: UInt64, detail: String)
    /// Killed by a signal, or exited without answering.
    case crashed(String)
    /// No worker process could be started.
    case cannotStart(String)

    /// The reason, for a worker that ended with `status` (from `wait4`) while it had a file.
    static func ended(status: Int32, peakMemory: Int, errorOutput: [UInt8], limits: WorkerLimits) -> WorkerFailure {
        let message = fatalMessage(in: errorOutput)
        var what: String
        let signalled = status & 0x7F != 0 && status & 0x7F != 0x7F
        if signalled {
            let number = status & 0x7F
            what = "signal \(number) (\(signalName(number)))"
            if number == SIGALRM, let timeout = limits.timeout { return .timedOut(seconds: timeout) }
            // Not sent by the supervisor (it reports its own kills as time-outs): most often the
            // system's out-of-memory killer.
            if number == SIGKILL { what += " from outside the harness; the system may have run out of memory" }
        } else {
            let code = (status >> 8) & 0xFF
            what = code == 0 ? "the worker ended without an answer" : "the worker exited with status \(code)"
        }
        if let message { what += ": " + message }
        if let cap = limits.memory {
            let text = message?.lowercased() ?? ""
            let allocationFailed = ["allocate", "out of memory", "bad_alloc", "cannot allocate"].contains { text.contains($0) }
            if allocationFailed || Double(peakMemory) >= 0.9 * Double(cap) { return .outOfMemory(cap: cap, detail: what) }
        }
        return .crashed(what)
    }

    /// The spec error's message; `stage` is what the worker was doing (`solving`, `loading`).
    func message(while stage: String) -> String {
        let report = "please report it with this spec"
        switch self {
        case .timedOut(let seconds):
            return "internal error while \(stage): no result within the \(DecimalText.string(seconds)) s a spec may take (--spec-timeout); the worker was stopped; \(report)"
        case .outOfMemory(let cap, let detail):
            return "internal error while \(stage): out of memory: the spec needed more than the \(Self.size(cap)) a spec may use (--spec-memory); \(detail); \(report)"
        case .crashed(let detail):
            return "internal error while \(stage): \(detail); \(report)"
        case .cannotStart(let reason):
            return "cannot start a worker process: \(reason)"
        }
    }

    /// The last line a Swift runtime failure or C++ abort printed, trimmed; nil when none.
    static func fatalMessage(in output: [UInt8]) -> String? {
        let text = String(decoding: output, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Could not allocate", "terminate called", "what():"]
        guard let line = lines.last(where: { line in markers.contains { line.contains($0) } }) ?? lines.last else { return nil }
        let visible = String(line.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return visible.count > 300 ? String(visible.prefix(300)) + "…" : visible
    }

    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
            SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGSYS: "SIGSYS",
        ]
        let name = names[number] ?? "SIG\(number)"
        guard let description = strsignal(number) else { return name }
        return name + ", " + String(cString: description).lowercased()
    }

    /// Bytes as the option takes them: `4 GiB`, `512 MiB`.
    static func size(_ bytes: UInt64) -> String {
        for (unit, shift) in [("TiB", 40), ("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << UInt64(shift) {
            let value = Double(bytes) / Double(UInt64(1) << UInt64(shift))
            return (value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)) + " " + unit
        }
        return "\(bytes) bytes"
    }
}
