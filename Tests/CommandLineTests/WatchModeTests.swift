import Foundation
import XCTest

/// `layout-harness --watch` in the real binary: a save reruns the spec and prints only what
/// changed in its findings; a sidecar's change reruns the specs beside it.
final class WatchModeTests: HarnessTestCase {
    /// The binary running with `--watch`, its output read as it comes.
    final class Watcher: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var text = ""

        init(binary: URL, folder: String, arguments: [String]) throws {
            process.executableURL = binary
            process.arguments = ["--watch", "--no-reports"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            var environment = ProcessInfo.processInfo.environment
            environment["CI"] = "true"
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                self.text += String(decoding: data, as: UTF8.self)
                self.lock.unlock()
            }
            try process.run()
        }

        var output: String {
            lock.lock()
            defer { lock.unlock() }
            return text
        }

        /// Waits up to 30 s for `needle` to appear after `offset` characters of output; the output after `offset`.
        func wait(for needle: String, after offset: Int = 0) -> String? {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let now = output
                let tail = String(now.dropFirst(offset))
                if tail.contains(needle) { return tail }
                usleep(20_000)
            }
            return nil
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    func testASaveReprintsOnlyWhatChanged() throws {
        try write("Card.xml", cardSpec())
        try write("Other.xml", cardSpec(scene: "Other"))
        let watcher = try Watcher(binary: binary, folder: folder, arguments: [])
        defer { watcher.process.terminate() }
        XCTAssertNotNil(watcher.wait(for: "watching Specs for changes"), watcher.output)
        var offset = watcher.output.count

        // Two required widths that cannot both hold: a conflict, and the label compressed below
        // its intrinsic width, in all 8 default environments.
        try write("Card.xml", cardSpec().replacingOccurrences(of: "</view>", with: """
          <constraint firstItem="title" firstAttribute="width" constant="100"/>
          <constraint firstItem="title" firstAttribute="width" constant="200"/>
        </view>
        """))
        let broken = try XCTUnwrap(watcher.wait(for: "Specs/Card.xml: 2 new (8 cases,", after: offset), watcher.output)
        XCTAssertTrue(broken.contains("  + Specs/Card.xml:8:3: conflict: unable to satisfy 2 required constraints together; broke title.width == 200 @1000 [8 cases: Card · iPhone 13 portrait · wC hR · 390×844; "), broken)
        XCTAssertTrue(broken.contains("  + Specs/Card.xml:4:7: overflow: 'title' is compressed 20 pt below its intrinsic width (120 pt) [8 cases:"), broken)
        XCTAssertTrue(broken.contains("; and 5 more]"), broken)
        XCTAssertFalse(broken.contains("Other.xml"), "an unchanged spec is not checked again: \(broken)")
        offset = watcher.output.count

        try write("Card.xml", cardSpec())
        let fixed = try XCTUnwrap(watcher.wait(for: "Specs/Card.xml: 2 gone (8 cases,", after: offset), watcher.output)
        XCTAssertTrue(fixed.contains("  - Specs/Card.xml:8:3: conflict: "), fixed)
        offset = watcher.output.count

        try write("Card.xml", cardSpec(top: 9))
        XCTAssertNotNil(watcher.wait(for: "Specs/Card.xml: findings unchanged (8 cases,", after: offset), watcher.output)

        // SIGTERM (as Ctrl-C's SIGINT) ends the watch; the exit code is the last results'.
        watcher.process.terminate()
        watcher.process.waitUntilExit()
        XCTAssertEqual(watcher.process.terminationStatus, 0, watcher.output)
        XCTAssertNotNil(watcher.wait(for: "stopped watching"), watcher.output)
    }

    func testAStringsTableChangeRerunsTheSpecsThatMayReadIt() throws {
        let folder = self.folder + "/Specs/Strings/de.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #""greeting" = "Hallo";"#.write(toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
        try write("Card.xml", cardSpec())
        try write("Other.xml", cardSpec(scene: "Other"))
        let watcher = try Watcher(binary: binary, folder: self.folder, arguments: ["Specs"])
        defer { watcher.process.terminate() }
        XCTAssertNotNil(watcher.wait(for: "watching Specs for changes"), watcher.output)
        let offset = watcher.output.count
        try #""greeting" = "Guten Tag";"#.write(toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
        let rerun = try XCTUnwrap(watcher.wait(for: "Specs/Other.xml: findings unchanged (8 cases,", after: offset), watcher.output)
        XCTAssertTrue(rerun.contains("Specs/Card.xml: findings unchanged (8 cases,"), rerun)
    }

    func testWatchDoesNotTakeAShard() throws {
        let run = try harness(["--watch", "--shard", "1/2"])
        XCTAssertEqual(run.code, 2, run.output)
        XCTAssertTrue(run.output.contains("--watch checks every spec it is given; it does not take --shard"), run.output)
    }
}
