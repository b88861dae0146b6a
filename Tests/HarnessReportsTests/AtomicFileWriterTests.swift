import Foundation
@testable import HarnessReports
import XCTest

final class AtomicFileWriterTests: XCTestCase {
    func testCreatesFoldersAndReplacesFilesLeavingNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        let path = folder + "/a/b/report.xml"
        try AtomicFileWriter.write("first", to: path)
        try AtomicFileWriter.write("second ✓", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second ✓")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/a/b"), ["report.xml"])
        try AtomicFileWriter.write("", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "")
    }

    func testAReaderNeverSeesAHalfWrittenFile() throws {
        let folder = try temporaryFolder()
        let path = folder + "/big.txt"
        let big = String(repeating: "0123456789", count: 200_000)
        try AtomicFileWriter.write("old", to: path)
        // The old file stays whole until the rename: an open handle reads it entirely.
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: path))
        try AtomicFileWriter.write(big, to: path)
        XCTAssertEqual(String(decoding: handle.readDataToEndOfFile(), as: UTF8.self), "old")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8).count, big.count)
    }

    func testFailureLeavesNothingBehind() throws {
        let folder = try temporaryFolder()
        try AtomicFileWriter.write("x", to: folder + "/file")
        XCTAssertThrowsError(try AtomicFileWriter.write("y", to: folder + "/file/inside.txt")) { error in
            XCTAssertTrue(error is AtomicFileWriter.WriteError, "\(error)")
        }
        // Renaming onto a folder fails after the temporary file was written: it is removed.
        try FileManager.default.createDirectory(atPath: folder + "/dir/child", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFileWriter.write("z", to: folder + "/dir"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["dir", "file"])
    }

    /// `--junit /dev/null` or a named pipe: the report is written into the stream. It was
    /// renamed over it, so a run as root replaced `/dev/null` with a regular file. The staged
    /// file is copied into the stream a chunk at a time: this report takes several, in order.
    func testAStreamIsWrittenIntoNotReplaced() throws {
        let folder = try temporaryFolder()
        let path = folder + "/junit.xml"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let received = Received()
        let reader = Thread {
            let fd = open(path, O_RDONLY)
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while fd >= 0 {
                let n = read(fd, &chunk, chunk.count)
                if n <= 0 { break }
                received.bytes.append(contentsOf: chunk[0..<n])
            }
            if fd >= 0 { close(fd) }
            received.done.signal()
        }
        reader.start()
        let report = (0..<200_000).map { "<case n=\"\($0)\"/>" }.joined()
        XCTAssertGreaterThan(report.utf8.count, 3 * ReportBytes.streamingCapacity)
        // Until the reader has the pipe open, a write finds no reader; retry for a moment.
        var attempts = 0
        while true {
            do {
                try AtomicFileWriter.write(report, to: path)
                break
            } catch let error as AtomicFileWriter.WriteError where error.reason == "no process reads the named pipe" && attempts < 200 {
                attempts += 1
                usleep(10_000)
            }
        }
        XCTAssertEqual(received.done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(received.bytes.count, report.utf8.count)
        XCTAssertTrue(received.bytes == Data(report.utf8), "the chunks arrive whole and in order")
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the named pipe is still there")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["junit.xml"])
    }

    /// A stream's temporary files are in the system's temporary folder, and a killed run's
    /// are removed from there; they were looked for beside the stream (in `/dev`) and stayed.
    func testAStreamsStaleTemporaryFilesAreRemovedFromTheTemporaryFolder() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        let tag = UInt32.random(in: 0...UInt32.max)
        let live = ProcessInfo.processInfo.processIdentifier
        let stale = folder.appendingPathComponent(".null.tmp-2147483646-\(tag)").path
        let kept = folder.appendingPathComponent(".null.tmp-\(live)-\(tag)").path
        for path in [stale, kept] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8))) }
        defer { for path in [stale, kept] { unlink(path) } }
        let removed = AtomicFileWriter.removeStaleTemporaries(for: "/dev/null")
        XCTAssertTrue(removed.contains(stale), "\(removed)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: kept), "a live process's file stays")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "/dev/null"))
    }

    func testANamedPipeWithoutAReaderIsAnErrorNotAWait() throws {
        let folder = try temporaryFolder()
        let path = folder + "/results.json"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        XCTAssertThrowsError(try AtomicFileWriter.write("{}", to: path)) { error in
            XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.description,
                           "cannot write \(path): no process reads the named pipe")
        }
    }
}

private final class Received: @unchecked Sendable {
    var bytes = Data()
    let done = DispatchSemaphore(value: 0)
}
