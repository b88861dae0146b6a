import XCTest
@testable import LayoutEngine

/// The chunked list a session keeps its constraints in (`ChunkedList`) reads and writes as an
/// array does, across chunk boundaries, and a copy stays what it was when the other side
/// writes, however many chunks the two still share.
final class ChunkedListTests: XCTestCase {
    private let size = ChunkedList<Int>.chunkSize * 3 + 17

    func testReadsAndWritesAsAnArrayDoes() {
        var list = ChunkedList<Int>()
        var array: [Int] = []
        list.reserveCapacity(size)
        for k in 0..<size {
            list.append(k * 7)
            array.append(k * 7)
        }
        XCTAssertEqual(list.count, size)
        XCTAssertEqual(Array(list), array)
        for k in stride(from: 0, to: size, by: 97) {
            list[k] += 1
            array[k] += 1
        }
        let boundary = ChunkedList<Int>.chunkSize
        list[boundary - 1] = -1
        list[boundary] = -2
        array[boundary - 1] = -1
        array[boundary] = -2
        XCTAssertEqual(Array(list), array)
        XCTAssertEqual(list.indices, 0..<size)
        XCTAssertEqual(Array(list[boundary - 2..<boundary + 2]), Array(array[boundary - 2..<boundary + 2]))
        list.append(contentsOf: [1, 2, 3])
        XCTAssertEqual(Array(list.suffix(4)), [array.last!, 1, 2, 3])
        XCTAssertEqual(Array(ChunkedList(array)), array)
        XCTAssertEqual(Array([5, 6] as ChunkedList<Int>), [5, 6])
        XCTAssertTrue(ChunkedList<Int>().isEmpty)
    }

    func testACopyKeepsItsValuesWhenEitherSideWrites() {
        let original = ChunkedList(0..<size)
        var moved = original
        // One chunk written on one side, another on the other, and one element appended.
        moved[3] = -3
        var other = original
        other[2 * ChunkedList<Int>.chunkSize + 5] = -5
        moved.append(99)
        XCTAssertEqual(Array(original), Array(0..<size))
        XCTAssertEqual(moved[3], -3)
        XCTAssertEqual(moved.count, size + 1)
        XCTAssertEqual(moved[2 * ChunkedList<Int>.chunkSize + 5], 2 * ChunkedList<Int>.chunkSize + 5)
        XCTAssertEqual(other[3], 3)
        XCTAssertEqual(other[2 * ChunkedList<Int>.chunkSize + 5], -5)
        XCTAssertEqual(other.count, size)
        XCTAssertEqual(Array(moved.prefix(3)), [0, 1, 2])
    }

    func testAClassElementIsSharedUntilItsSlotIsWritten() {
        final class Box { let value: Int; init(_ value: Int) { self.value = value } }
        let first = Box(1)
        var list = ChunkedList<Box>([first, Box(2)])
        let copy = list
        list[0] = Box(10)
        XCTAssertTrue(copy[0] === first)
        XCTAssertTrue(copy[1] === list[1])
        XCTAssertEqual(list[0].value, 10)
    }
}
