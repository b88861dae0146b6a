import Foundation
import HarnessReports
import XCTest

final class AtomicFileWriterTests: XCTestCase {
    func testCreatesFoldersAndReplacesFilesLeavingNoTemporaryFile() throws {
        let folder = try TestPaths.temporaryFolder()
        let path = folder + "/a/b/report.xml"
        try AtomicFileWriter.write("first", to: path)
        try AtomicFileWriter.write("second ✓", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second ✓")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/a/b"), ["report.xml"])
        try AtomicFileWriter.write("", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "")
    }

    func testAReaderNeverSeesAHalfWrittenFile() throws {
        let folder = try TestPaths.temporaryFolder()
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
        let folder = try TestPaths.temporaryFolder()
        try AtomicFileWriter.write("x", to: folder + "/file")
        XCTAssertThrowsError(try AtomicFileWriter.write("y", to: folder + "/file/inside.txt")) { error in
            XCTAssertTrue(error is AtomicFileWriter.WriteError, "\(error)")
        }
        // Renaming onto a folder fails after the temporary file was written: it is removed.
        try FileManager.default.createDirectory(atPath: folder + "/dir/child", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFileWriter.write("z", to: folder + "/dir"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["dir", "file"])
    }
}
