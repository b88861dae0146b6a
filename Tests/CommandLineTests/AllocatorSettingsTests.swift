import Foundation
import XCTest
@testable import layout_harness

/// Large specs run under glibc's allocator tuned by `GLIBC_TUNABLES` (`AllocatorSettings`):
/// the binary starts itself again with the tunables, and leaves a user's own allocator
/// settings alone.
final class AllocatorSettingsTests: HarnessTestCase {
    func testTheTunablesAreAddedToWhatTheUserSetUnlessTheySetTheAllocator() {
        let tunables = AllocatorSettings.tunables
        XCTAssertEqual(tunables, "glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=33554432"
                       + ":glibc.malloc.top_pad=67108864:glibc.malloc.trim_threshold=4294967296")
        XCTAssertEqual(AllocatorSettings.environmentValue(current: nil), tunables)
        XCTAssertEqual(AllocatorSettings.environmentValue(current: ""), tunables)
        XCTAssertEqual(AllocatorSettings.environmentValue(current: "glibc.cpu.hwcaps=-AVX2"), "glibc.cpu.hwcaps=-AVX2:" + tunables)
        XCTAssertNil(AllocatorSettings.environmentValue(current: "glibc.malloc.hugetlb=0"))
        XCTAssertNil(AllocatorSettings.environmentValue(current: "glibc.cpu.hwcaps=-AVX2:glibc.malloc.arena_max=2"))
        // Restarted once, the process finds its own settings and goes on.
        XCTAssertNil(AllocatorSettings.environmentValue(current: tunables))
    }

    /// The environment the running command was started with (`/proc/PID/environ`), read while
    /// it watches `Specs/`: a restart replaces it under the same process id. (A user's other
    /// tunables before ours hide whether ours were added: `environmentValue` is tested alone.)
    private func watchedEnvironment(_ environment: [String: String]) throws -> [String: String] {
        var settings: [String: String?] = ["GLIBC_TUNABLES": nil]
        for (key, value) in environment { settings.updateValue(value, forKey: key) }
        let process = harnessProcess(["--watch", "--no-reports"], environment: settings)
        let output = folder + "/watch.out"
        FileManager.default.createFile(atPath: output, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(60)
        while !read("watch.out").contains("watching Specs for changes") && Date() < deadline { usleep(20_000) }
        XCTAssertTrue(read("watch.out").contains("watching Specs for changes"), read("watch.out"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/environ"))
        var found: [String: String] = [:]
        for entry in bytes.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            found[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return found
    }

    func testALargeSpecRestartsTheCommandUnderTheTunedAllocator() throws {
        // 300 KB, most of it a comment: the size decides, not the views.
        let padding = "<!-- " + String(repeating: "padding ", count: 300 * 1024 / 8) + " -->\n"
        try write("Card.xml", padding + cardSpec())
        // glibc's loader cuts the process's first copy of the variable at its first tunable
        // (the copy `getenv` returns stays whole): the first tunable is enough to tell.
        XCTAssertEqual(try watchedEnvironment([:])["GLIBC_TUNABLES"]?.hasPrefix("glibc.malloc.hugetlb=1"), true)
        // The user's own allocator settings stand.
        XCTAssertEqual(try watchedEnvironment(["GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"])["GLIBC_TUNABLES"],
                       "glibc.malloc.hugetlb=0")
    }

    func testSmallSpecsRunWithoutARestart() throws {
        try write("Card.xml", cardSpec())
        try write("Other.xml", cardSpec(scene: "Other"))
        XCTAssertNil(try watchedEnvironment([:])["GLIBC_TUNABLES"])
    }

    /// The restarted command checks the spec as the first one would: same arguments, same results.
    func testARestartedRunGivesTheResultsOfOneWithoutIt() throws {
        let padding = "<!-- " + String(repeating: "padding ", count: 300 * 1024 / 8) + " -->\n"
        try write("Card.xml", padding + cardSpec().replacingOccurrences(of: "</view>", with: """
          <constraint firstItem="title" firstAttribute="width" constant="100"/>
          <constraint firstItem="title" firstAttribute="width" constant="200"/>
        </view>
        """))
        let restarted = try harness(["--json", "restarted.json", "--quiet"])
        let asIs = try harness(["--json", "as-is.json", "--quiet"], environment: ["GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"])
        XCTAssertEqual(restarted.code, 1, restarted.output)
        XCTAssertEqual(asIs.code, 1, asIs.output)
        // The same text but for the summary's time.
        func untimed(_ text: String) -> String { text.replacingOccurrences(of: #"[0-9.]+s\n"#, with: "Ns\n", options: .regularExpression) }
        XCTAssertEqual(untimed(restarted.output), untimed(asIs.output))
        XCTAssertTrue(restarted.output.contains("FAILED: 8 of 8 cases failed"), restarted.output)
        func findings(_ path: String) throws -> [String] {
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(read(path).utf8)) as? [String: Any])
            let specs = try XCTUnwrap(json["specs"] as? [[String: Any]])
            return specs.flatMap { spec in (spec["scenes"] as? [[String: Any]] ?? []).flatMap { scene in
                (scene["cases"] as? [[String: Any]] ?? []).flatMap { item in
                    (item["findings"] as? [[String: Any]] ?? []).map { "\($0["kind"] ?? "") \($0["line"] ?? ""):\($0["column"] ?? "") \($0["message"] ?? "")" }
                }
            } }
        }
        let found = try findings("restarted.json")
        XCTAssertEqual(found.count, 16, "a conflict and an overflow in each of the 8 default environments")
        XCTAssertEqual(found, try findings("as-is.json"))
        XCTAssertTrue(found.contains("conflict \(9):3 unable to satisfy 2 required constraints together; broke title.width == 200 @1000"), "\(found)")
    }
}
