import XCTest
@testable import LayoutSpec

/// The loader's plain buffers keep every element through growth, in malloc's memory and in
/// mapped memory alike (a megabyte and more).
final class PlainBufferTests: XCTestCase {
    func testKeepsElementsThroughGrowth() {
        for start in [1, 3, 300_000] {
            var buffer = PlainBuffer<Int32>(capacity: start)
            defer { buffer.free() }
            for n in 0..<700_000 { buffer.append(Int32(n)) }
            buffer[5] = -5
            XCTAssertEqual(buffer.count, 700_000)
            XCTAssertEqual(buffer[699_999], 699_999)
            XCTAssertEqual(buffer[5], -5)
            XCTAssertEqual(buffer.elements.reduce(0) { $0 + Int($1) }, (0..<700_000).reduce(0, +) - 10)
        }
    }

    func testAppendsRunsOfBytes() {
        var buffer = PlainBuffer<UInt8>(capacity: 2)
        defer { buffer.free() }
        let run = Array("constraint".utf8)
        for _ in 0..<200_000 { run.withUnsafeBufferPointer { buffer.append(contentsOf: $0) } }
        XCTAssertEqual(buffer.count, 2_000_000)
        XCTAssertEqual(Array(buffer.elements.suffix(10)), run)
        [UInt8]().withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        XCTAssertEqual(buffer.count, 2_000_000)
    }
}
