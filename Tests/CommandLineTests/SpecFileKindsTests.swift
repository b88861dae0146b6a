import Foundation
import HarnessReports
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Entries of a specs folder that are not spec files (a named pipe, a socket, a device, a
/// folder named `*.xml`, links that loop or lead nowhere, a file that cannot be read) are each
/// a located error, found without blocking; the other specs run.
final class SpecFileKindsTests: HarnessTestCase {
    /// Makes one entry of every kind this process can make; returns (name, expected message).
    private func makeOddEntries() throws -> [(String, String)] {
        let specs = folder + "/Specs/"
        var entries: [(String, String)] = []
        XCTAssertEqual(mkfifo(specs + "fifo.xml", 0o644), 0)
        entries.append(("fifo.xml", "not a regular file: a named pipe (FIFO)"))
        try makeSocket(at: specs + "socket.xml")
        entries.append(("socket.xml", "not a regular file: a socket"))
        try FileManager.default.createDirectory(atPath: specs + "folder.xml", withIntermediateDirectories: false)
        try write("folder.xml/Inside.xml", cardSpec(scene: "Inside"))
        entries.append(("folder.xml", "not a regular file: a folder"))
        XCTAssertEqual(symlink("/dev/null", specs + "device.xml"), 0)
        entries.append(("device.xml", "not a regular file: a character device"))
        XCTAssertEqual(symlink("loop-b.xml", specs + "loop-a.xml"), 0)
        XCTAssertEqual(symlink("loop-a.xml", specs + "loop-b.xml"), 0)
        entries.append(("loop-a.xml", "cannot open the file: Too many levels of symbolic links"))
        entries.append(("loop-b.xml", "cannot open the file: Too many levels of symbolic links"))
        XCTAssertEqual(symlink("nowhere.xml", specs + "dangling.xml"), 0)
        entries.append(("dangling.xml", "cannot open the file: No such file or directory"))
        if geteuid() == 0 {
            // Root opens any file whatever its mode; this one opens, is a regular file, and
            // fails when read (reading a process's memory at address 0).
            XCTAssertEqual(symlink("/proc/self/mem", specs + "unreadable.xml"), 0)
            entries.append(("unreadable.xml", "cannot read the file: Input/output error"))
        } else {
            try write("unreadable.xml", cardSpec())
            XCTAssertEqual(chmod(specs + "unreadable.xml", 0), 0)
            entries.append(("unreadable.xml", "cannot open the file: Permission denied"))
        }
        return entries.sorted { $0.0 < $1.0 }
    }

    private func makeSocket(at path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try XCTSkipIf(bytes.count >= MemoryLayout.size(ofValue: address.sun_path), "socket path too long")
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (k, byte) in bytes.enumerated() { raw[k] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, String(cString: strerror(errno)))
    }

    func testOddEntriesAreLocatedErrorsAndTheOtherSpecsRun() throws {
        try write("Card.xml", cardSpec())
        let entries = try makeOddEntries()
        let run = try harness(["--json", "r.json", "--junit", "j.xml", "--html", "i.html"], timeout: 30)
        XCTAssertEqual(run.code, 1, run.output)
        for (name, message) in entries {
            XCTAssertTrue(run.output.contains("Specs/\(name):1:1: error: \(message)"), "\(name): \(run.output)")
        }
        let results = try JSONResultsReader.read(contentsOf: folder + "/r.json")
        XCTAssertEqual(results.specs.map(\.file), (["Card.xml"] + entries.map(\.0)).sorted().map { "Specs/" + $0 })
        for spec in results.specs where spec.file != "Specs/Card.xml" {
            XCTAssertEqual(spec.errors.map(\.line), [1], spec.file)
            XCTAssertEqual(spec.errors.map(\.column), [1], spec.file)
            XCTAssertEqual(spec.scenes.count, 0, spec.file)
        }
        let card = results.specs.first { $0.file == "Specs/Card.xml" }
        XCTAssertEqual(card?.errors, [])
        XCTAssertEqual(card?.scenes.first?.cases.count, 8)
        // A folder named `*.xml` is reported, not searched.
        XCTAssertFalse(results.specs.contains { $0.file.contains("Inside") })
    }

    func testValidateReportsThemWithoutBlocking() throws {
        try write("Card.xml", cardSpec())
        let entries = try makeOddEntries()
        let run = try harness(["validate", "Specs"], timeout: 30)
        XCTAssertEqual(run.code, 1, run.output)
        for (name, message) in entries {
            XCTAssertTrue(run.output.contains("Specs/\(name):1:1: error: \(message)"), "\(name): \(run.output)")
        }
        XCTAssertTrue(run.output.hasSuffix("\(entries.count + 1) specs, \(entries.count) errors\n"), run.output)
    }

    /// A named pipe given by name, not found by searching, does not block either.
    func testANamedPipeGivenByNameDoesNotBlock() throws {
        XCTAssertEqual(mkfifo(folder + "/Specs/pipe.xml", 0o644), 0)
        let run = try harness(["validate", "Specs/pipe.xml"], timeout: 30)
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(run.output.contains("Specs/pipe.xml:1:1: error: not a regular file: a named pipe (FIFO)"), run.output)
    }

    /// Links to folders inside a specs folder are not followed (as `find` does not), so a
    /// link back to the folder cannot make the search endless.
    func testLinksToFoldersAreNotFollowed() throws {
        try write("Card.xml", cardSpec())
        XCTAssertEqual(symlink("..", folder + "/Specs/nested/up"), 0)
        let run = try harness(["validate"], timeout: 30)
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.hasSuffix("1 spec, 0 errors\n"), run.output)
    }

    /// A folder that cannot be listed and a file that cannot be opened are errors of their own
    /// (run as `nobody` when the tests run as root, who may read anything).
    func testUnreadableFoldersAndFilesAreErrors() throws {
        guard let unprivileged = Self.unprivileged else { throw XCTSkip("root, and no setpriv to run as another user") }
        try write("Card.xml", cardSpec())
        try write("Locked.xml", cardSpec())
        try write("nested/Hidden.xml", cardSpec())
        XCTAssertEqual(chmod(folder + "/Specs/nested", 0), 0)
        XCTAssertEqual(chmod(folder + "/Specs/Locked.xml", 0), 0)
        XCTAssertEqual(chmod(folder, 0o755), 0)
        defer { chmod(folder + "/Specs/nested", 0o755) }
        let run = try harness(["--no-reports"], timeout: 30, wrapper: unprivileged)
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(run.output.contains("Specs/nested:1:1: error: cannot read the folder: Permission denied"), run.output)
        XCTAssertTrue(run.output.contains("Specs/Locked.xml:1:1: error: cannot open the file: Permission denied"), run.output)
        XCTAssertTrue(run.output.contains("FAILED: 0 of 8 cases failed, 2 specs with errors"), run.output)
    }
}
