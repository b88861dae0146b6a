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
/// - `allocate`: allocates memory and touches it, without end, until an allocation fails;
/// - `contend`: not a fault but a drill that must pass: two threads contend for a lazy global
///   while it is being initialised (as two threads measuring text do), and the spec is then
///   laid out as usual.
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
            case "contend": contendForALazyGlobal()
            default: continue
            }
        }
    }

    /// This thread starts initialising a lazy global that takes 200 ms; a second thread asks for
    /// it 50 ms in, and waits for the first (`swift_once`); both then go on.
    private static func contendForALazyGlobal() {
        #if os(Linux)
        var other = pthread_t()
        let started = pthread_create(&other, nil, { _ in
            usleep(50_000)
            _ = SlowGlobal.value
            return nil
        }, nil)
        _ = SlowGlobal.value
        if started == 0 { pthread_join(other, nil) }
        #else
        _ = SlowGlobal.value
        #endif
    }

    /// A lazy global whose initialisation takes long enough for a second thread to wait on it.
    private enum SlowGlobal {
        static let value: Int = {
            usleep(200_000)
            return 1
        }()
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
