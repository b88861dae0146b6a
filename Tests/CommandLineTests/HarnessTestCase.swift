import Dispatch
import Foundation
import XCTest

/// What the command-line tests share: a temporary folder with `Specs/` to run in, and the real
/// `layout-harness` binary (the one `swift test` built beside the tests) run as a process.
class HarnessTestCase: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "layout-harness-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Specs/nested", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: folder + "/Specs/" + name, atomically: true, encoding: .utf8)
    }

    /// The binary under test.
    var binary: URL {
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layout-harness")
        return FileManager.default.fileExists(atPath: sibling.path) ? sibling
            : URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug/layout-harness")
    }

    /// What a run of the binary gave.
    struct Run {
        var code: Int32
        /// Standard output and standard error, interleaved.
        var output: String
        /// True when the process was killed by a signal (`code` is the signal).
        var signalled: Bool
        var seconds: Double
    }

    /// Runs the harness in the temporary folder and returns its exit code and output; fails the
    /// test (and kills the process) if it takes longer than `timeout` seconds. `wrapper` is a
    /// command the harness is run through (`wrapper + [binary] + arguments`).
    @discardableResult
    func harness(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 60,
                 wrapper: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let process = harnessProcess(arguments, environment: environment.mapValues { $0 }, wrapper: wrapper)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let start = Date()
        try process.run()
        let collected = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var data = Data()
        DispatchQueue.global().async {
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            collected.signal()
        }
        if collected.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            XCTFail("layout-harness \(arguments.joined(separator: " ")) took more than \(timeout) s", file: file, line: line)
            _ = collected.wait(timeout: .now() + 10)
        }
        process.waitUntilExit()
        return Run(code: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                   signalled: process.terminationReason == .uncaughtSignal, seconds: Date().timeIntervalSince(start))
    }

    /// The binary set up to run in the temporary folder (`wrapper + [binary] + arguments`), not
    /// started: as CI runs it (`CI=true`, so `--record never` by default, and a test records
    /// baselines only when it asks to: `environment: ["CI": ""]` or `--record` with CI unset),
    /// without fault injection, `environment` set over the test's own (a nil value removes a variable).
    func harnessProcess(_ arguments: [String], environment: [String: String?] = [:], wrapper: [String] = []) -> Process {
        let process = Process()
        let command = wrapper + [binary.path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["CI"] = "true"
        env["LAYOUT_HARNESS_FAULT_INJECTION"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        return process
    }

    /// A spec with one scene named `scene`: a label pinned to the root's leading margin and
    /// safe-area top + `top`.
    func cardSpec(scene: String = "Card", top: Int = 8) -> String {
        """
        <spec>
          <scene name="\(scene)">
            <view id="root">
              <label id="title" intrinsicWidth="120" intrinsicHeight="21"/>
              <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top" constant="\(top)"/>
            </view>
          </scene>
        </spec>
        """
    }

    /// Runs a command through a shell line first: `["/bin/sh", "-c", "ulimit -f 64; exec \"$0\" \"$@\""]`.
    static func shell(_ line: String) -> [String] { ["/bin/sh", "-c", line + "; exec \"$0\" \"$@\""] }

    /// As user `nobody` when the tests run as root (who may read any file), else nothing;
    /// nil when root cannot switch (no `setpriv`).
    static var unprivileged: [String]? {
        guard geteuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }

    func read(_ path: String) -> String {
        (try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)) ?? ""
    }
}
