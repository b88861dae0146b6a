import Foundation
@testable import HarnessReports
import LayoutResults
import LayoutSpec
import XCTest

/// Reports rendered straight into their files (`AtomicFileWriter.stage(for:render:)`, a
/// `ReportBytes` with a `ReportSink`) are byte for byte the reports rendered in memory, however
/// small the buffer that streams them, and that buffer stays small however large the report.
final class StreamedReportTests: XCTestCase {
    /// Each report, rendered in memory and streamed.
    private struct Writer {
        let name: String
        let render: (HarnessResults, ReportSink?) -> ReportBytes
    }

    private let writers = [
        Writer(name: "junit") { JUnitWriter.renderBytes($0, sink: $1) },
        Writer(name: "junit-files") { JUnitWriter.renderBytes($0, options: JUnitWriter.Options(fileAttributes: true), sink: $1) },
        Writer(name: "json") { JSONResultsWriter.renderBytes($0, sink: $1) },
        Writer(name: "html") { HTMLReport.renderBytes($0, sink: $1) },
    ]

    /// Staged through buffers of 64 bytes upwards: every send of the released bytes, the rewrite
    /// of a JSON container kept on one line just after a send, and the long texts larger than
    /// the buffer land where the in-memory text has them.
    func testStreamedReportsEqualTheReportsInMemory() throws {
        let folder = try temporaryFolder()
        let sets = [SampleResults.all, SampleResults.fixture, HarnessResults(specs: []), ByteWriterTests.awkwardResults,
                    Self.large(views: 300, findings: 40)]
        for (s, results) in sets.enumerated() {
            for writer in writers {
                let expected = writer.render(results, nil).withUnsafeBytes { Data(buffer: $0) }
                for chunk in [64, 100, 257, 4096, ReportBytes.streamingCapacity] {
                    let path = folder + "/\(writer.name)-\(s)-\(chunk)"
                    let staged = try AtomicFileWriter.stage(for: path, chunk: chunk) { writer.render(results, $0) }
                    try AtomicFileWriter.commit(staged)
                    let written = try Data(contentsOf: URL(fileURLWithPath: path))
                    XCTAssertEqual(written.count, expected.count, "\(writer.name), set \(s), chunk \(chunk)")
                    XCTAssertTrue(written == expected, "\(writer.name), set \(s), chunk \(chunk): the streamed file differs")
                }
            }
        }
    }

    /// A report of two cases of 5,000 views and 2,000 findings goes through a buffer of what a
    /// writer holds back at once: a JSON container of scalars (a few chunks), a case's failure
    /// body in JUnit, a case's card (its drawing) in the HTML page.
    func testAStreamedReportNeedsLittleMemory() throws {
        let folder = try temporaryFolder()
        let results = Self.large(views: 5000, findings: 2000)
        let bounds = ["junit": 1 << 20, "junit-files": 1 << 20, "json": 64 * 1024, "html": 1 << 20]
        for writer in writers {
            var memory = 0
            let staged = try AtomicFileWriter.stage(for: folder + "/" + writer.name, chunk: 4096) { sink in
                let bytes = writer.render(results, sink)
                memory = bytes.capacity
                return bytes
            }
            try AtomicFileWriter.commit(staged)
            let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: folder + "/" + writer.name)[.size] as? Int)
            XCTAssertGreaterThan(size, 900_000, writer.name)
            XCTAssertLessThanOrEqual(memory, bounds[writer.name] ?? 0, "\(writer.name): \(size) bytes through a buffer of \(memory)")
        }
    }

    /// Positions stay those of the whole text once bytes are sent: bytes after the last
    /// release are read and rewritten in place, and the file gets every byte in order.
    func testPositionsCountTheBytesSent() throws {
        let folder = try temporaryFolder()
        let path = folder + "/bytes"
        let staged = try AtomicFileWriter.stage(for: path, chunk: 64) { sink in
            var out = ReportBytes(capacity: 1 << 20, sink: sink)
            for k in 0..<100 {
                let start = out.count
                out.append(verbatim: "<\(k)>abcdef")
                out.release(before: start)
                XCTAssertEqual(out.withBytes(from: start) { String(decoding: $0, as: UTF8.self) }, "<\(k)>abcdef")
                // Keeps the marker, drops the letters; the next item is then written after it.
                out.withMutableBytes(from: start) { $0.firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? 0 }
                XCTAssertEqual(out.count, start + "<\(k)>".utf8.count)
            }
            XCTAssertLessThanOrEqual(out.capacity, 128)
            return out
        }
        try AtomicFileWriter.commit(staged)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), (0..<100).map { "<\($0)>" }.joined())
    }

    /// A render that throws leaves no temporary file, and a sink whose writes fail makes the
    /// stage fail instead of leaving part of a report.
    func testFailuresLeaveNothingBehind() throws {
        struct Refused: Error {}
        let folder = try temporaryFolder()
        XCTAssertThrowsError(try AtomicFileWriter.stage(for: folder + "/a.json") { _ -> ReportBytes in throw Refused() })
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])

        let sink = ReportSink(descriptor: -1, chunk: 64)
        var out = ReportBytes(capacity: 0, sink: sink)
        for _ in 0..<10 {
            out.append("0123456789")
            out.release(before: out.count)
        }
        XCTAssertEqual(sink.failure, EBADF)
    }

    /// A write that fails halfway (the file-size limit of the process, here) fails the stage
    /// with the system's reason and removes the temporary file; so does one that fails on the
    /// last bytes, after the render. A stream target stages through the temporary folder and
    /// leaves nothing there.
    func testAFailedWriteFailsTheStageAndLeavesNoFile() throws {
        let folder = try temporaryFolder()
        let results = Self.large(views: 300, findings: 40)
        var saved = rlimit()
        XCTAssertEqual(getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &saved), 0)
        let handler = signal(SIGXFSZ, SIG_IGN)
        defer {
            _ = setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &saved)
            signal(SIGXFSZ, handler)
        }
        for (limit, chunk) in [(2_000, 64), (2_000, ReportBytes.streamingCapacity)] {
            var small = rlimit(rlim_cur: rlim_t(limit), rlim_max: saved.rlim_max)
            XCTAssertEqual(setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &small), 0)
            XCTAssertThrowsError(try AtomicFileWriter.stage(for: folder + "/r.json", chunk: chunk) {
                JSONResultsWriter.renderBytes(results, sink: $0)
            }) { error in
                XCTAssertEqual((error as? AtomicFileWriter.WriteError)?.reason, String(cString: strerror(EFBIG)), "chunk \(chunk)")
            }
            _ = setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &saved)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "chunk \(chunk)")
        }

        let before = try Self.temporaryFiles(named: "null")
        let staged = try AtomicFileWriter.stage(for: "/dev/null", chunk: 64) { JSONResultsWriter.renderBytes(results, sink: $0) }
        try AtomicFileWriter.commit(staged)
        XCTAssertEqual(try Self.temporaryFiles(named: "null"), before)
    }

    /// The temporary files of a report named `name` in the system's temporary folder.
    private static func temporaryFiles(named name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix(AtomicFileWriter.temporaryPrefix(for: name)) }.sorted()
    }

    /// One spec, one scene, two cases of `views` labels in a column, `findings` overflow
    /// findings each.
    static func large(views: Int, findings: Int) -> HarnessResults {
        func item(_ index: Int) -> CaseResult {
            var frames = [SampleResults.v("root", .view, nil, SampleResults.rect(0, 0, 390, 844), line: 2)]
            for k in 0..<views {
                frames.append(SampleResults.v("label\(k)", .label, "root", SampleResults.rect(16, 20.5 * Double(k), 358.25, 20.5), line: 3 + k))
            }
            let found = (0..<findings).map { k in
                Finding(kind: .overflow, items: ["label\(k)"], message: "'label\(k)' extends 12.5 pt past 'root' at the bottom",
                        line: 3 + k, column: 5)
            }
            return CaseResult(environment: "phone \(index)", environmentIndex: index, widthClass: .compact, heightClass: .regular,
                              width: 390, height: 844, safeArea: SampleResults.portraitInsets, state: nil, stateIndex: 0,
                              views: frames, findings: found, solveTime: 0.002)
        }
        let spec = SpecResult(file: "Specs/Long.xml", name: "Long", scenes: [SceneResult(name: "Main", index: 0, cases: [item(0), item(1)])])
        return HarnessResults(specs: [spec], startedAt: SampleResults.startedAt, hostname: "ci-runner-7")
    }
}
