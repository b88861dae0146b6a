#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A switch for tests of the command line's crash isolation, and nothing else: with
/// `LAYOUT_HARNESS_FAULT_INJECTION` set, the engine fails on purpose when it solves a named spec,
/// the way a bug would, so that the tests can show that one such spec costs only itself.
///
/// The value is a comma-separated list of `fault:file`, where `file` is a spec's path as the run
/// names it or its last component (`trap:Broken.xml,hang:Specs/Slow.xml`), and `fault` is:
///
/// - `trap`: a Swift runtime trap (`fatalError`), as a failed precondition or an array index out
///   of range would give (SIGILL on x86-64, SIGTRAP on arm64);
/// - `abort`: `abort()` (SIGABRT);
/// - `hang`: never returns (sleeps, so that a test does not burn a core);
/// - `allocate`: allocates memory and touches it, without end, until an allocation fails.
///
/// The engine applies it when it lays out a spec (`LayoutEngine.run`, `explain`); `validate`,
/// which only loads, applies it after loading. Unset (always, outside tests), it costs one
/// comparison per spec.
public enum FaultInjection {
    /// The name of the environment variable.
    public static let variable = "LAYOUT_HARNESS_FAULT_INJECTION"

    /// The faults asked for, read once.
    private static let faults: [(fault: String, file: String)] = {
        guard let value = getenv(variable) else { return [] }
        return String(cString: value).split(separator: ",").compactMap { entry in
            guard let colon = entry.firstIndex(of: ":") else { return nil }
            return (String(entry[..<colon]), String(entry[entry.index(after: colon)...]))
        }
    }()

    /// Fails as asked when `file` is named by the environment variable; else returns at once.
    public static func apply(to file: String) {
        guard !faults.isEmpty else { return }
        let last = file.split(separator: "/").last.map(String.init) ?? file
        for (fault, name) in faults where name == file || name == last {
            switch fault {
            case "trap": fatalError("fault injection: a trap while solving \(file)")
            case "abort": abort()
            case "hang": while true { sleep(3600) }
            case "allocate": allocateWithoutEnd()
            default: continue
            }
        }
    }

    /// Keeps allocating 64 MiB blocks and writing to them until the process runs out of memory.
    private static func allocateWithoutEnd() -> Never {
        var blocks: [[UInt8]] = []
        while true {
            blocks.append([UInt8](repeating: UInt8(truncatingIfNeeded: blocks.count + 1), count: 64 << 20))
            withExtendedLifetime(blocks) {}
        }
    }
}
