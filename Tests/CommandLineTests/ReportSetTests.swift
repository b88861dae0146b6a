import Foundation
import HarnessReports
import XCTest

/// The three reports are replaced as a set, and what a killed run left is cleaned up.
final class ReportSetTests: HarnessTestCase {
    private let names = ["junit.xml", "results.json", "index.html"]

    private func reports() -> [String] { names.map { read("Reports/" + $0) } }

    private func hiddenFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/Reports")) ?? []).filter { $0.hasPrefix(".") }.sorted()
    }

    /// Killed while it writes the HTML report (the largest: a file-size limit stops the process
    /// there), a run leaves the previous three reports as they were; the next run removes the
    /// temporary files the killed one left and writes a new set. The three reports are written
    /// at once, so the JUnit and JSON files may or may not have been staged by then.
    func testAKillWhileWritingTheHTMLReportLeavesTheOldSet() throws {
        try write("Card.xml", cardSpec(top: 8))
        XCTAssertEqual(try harness([]).code, 0)
        let old = reports()
        XCTAssertTrue(old[1].contains("\"title\": [63, 8, 120, 21]"), old[1])
        let sizes = names.map { (try? FileManager.default.attributesOfItem(atPath: folder + "/Reports/" + $0)[.size] as? Int) ?? 0 }
        // The limit in blocks (512 bytes for dash, 1024 for bash): above the JUnit and JSON
        // files, below the HTML file, for either size of block.
        let limit = (max(sizes[0], sizes[1]) + 4096) / 512
        XCTAssertLessThan(limit * 1024, sizes[2], "\(sizes)")

        try write("Card.xml", cardSpec(top: 20))
        let killed = try harness([], wrapper: Self.shell("ulimit -f \(limit)"))
        XCTAssertTrue(killed.signalled, "killed by SIGXFSZ: \(killed.code) \(killed.output)")
        XCTAssertEqual(killed.code, SIGXFSZ)
        XCTAssertEqual(reports(), old, "the old set is intact")
        let left = hiddenFiles()
        XCTAssertTrue((1...3).contains(left.count), "the killed run's temporary files: \(left)")
        XCTAssertTrue(left.contains { $0.hasPrefix(".index.html.tmp-") }, "\(left)")
        XCTAssertTrue(left.allSatisfy { $0.contains(".tmp-") }, "\(left)")

        XCTAssertEqual(try harness([]).code, 0)
        XCTAssertEqual(hiddenFiles(), [], "the stale temporary files are gone")
        XCTAssertTrue(read("Reports/results.json").contains("\"title\": [63, 20, 120, 21]"))
        XCTAssertTrue(read("Reports/junit.xml").contains("testsuite"))
        XCTAssertNotEqual(read("Reports/index.html"), old[2])
    }

    /// A report that cannot be written (its folder is a file) fails the run before any report
    /// is replaced.
    func testAFailedWriteReplacesNoReport() throws {
        try write("Card.xml", cardSpec(top: 8))
        let targets = ["--junit", "out/junit.xml", "--json", "out/results.json", "--html", "html/index.html"]
        XCTAssertEqual(try harness(targets).code, 0)
        let junit = read("out/junit.xml"), json = read("out/results.json")
        try FileManager.default.removeItem(atPath: folder + "/html")
        try "not a folder".write(toFile: folder + "/html", atomically: true, encoding: .utf8)
        try write("Card.xml", cardSpec(top: 20))
        let failed = try harness(targets)
        XCTAssertNotEqual(failed.code, 0)
        XCTAssertTrue(failed.output.contains("cannot write html/index.html"), failed.output)
        XCTAssertEqual(read("out/junit.xml"), junit)
        XCTAssertEqual(read("out/results.json"), json)
        XCTAssertEqual(((try? FileManager.default.contentsOfDirectory(atPath: folder + "/out")) ?? []).sorted(), ["junit.xml", "results.json"])
    }

    /// Temporary files of a process that is gone are removed; those of a live one (which may
    /// still be writing) and files that only look alike are kept.
    func testOnlyStaleTemporaryFilesAreRemoved() throws {
        try write("Card.xml", cardSpec())
        try FileManager.default.createDirectory(atPath: folder + "/Reports", withIntermediateDirectories: true)
        let live = ProcessInfo.processInfo.processIdentifier
        let files = [".junit.xml.tmp-2147483646-17", ".index.html.tmp-2147483645-3", ".results.json.tmp-\(live)-5",
                     ".junit.xml.tmp-notes", ".other.xml.tmp-2147483646-1"]
        for name in files { try "partial".write(toFile: folder + "/Reports/" + name, atomically: false, encoding: .utf8) }
        XCTAssertEqual(try harness([]).code, 0)
        XCTAssertEqual(hiddenFiles(), [".junit.xml.tmp-notes", ".other.xml.tmp-2147483646-1", ".results.json.tmp-\(live)-5"])
    }
}
