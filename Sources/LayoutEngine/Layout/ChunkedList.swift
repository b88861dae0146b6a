/// A list kept in chunks of 1,024 elements, each its own copy-on-write array: a copy of the
/// list shares every chunk, and writing an element copies only the chunk that holds it.
///
/// The constraint list of a session (`ConstraintList`) is shared by the two pieces of a cut
/// chain (`SharedStarts`). As one array, the first state move of the piece that moves first
/// copied all of it: 130,000 constraints at 10,000 views, with a retain for every reference
/// each holds, 14 to 16 ms against 0.35 at 1,000 views.
/// A move writes the constraints of the units it generates again, which lie together in the
/// list, so it now copies those chunks and the array of chunk references.
struct ChunkedList<Element> {
    /// Elements per chunk (a power of two: an index splits by shift and mask).
    static var chunkSize: Int { 1 << chunkShift }
    private static var chunkShift: Int { 10 }
    private static var chunkMask: Int { chunkSize - 1 }

    /// Every chunk full but the last, which is not empty.
    private var chunks: [[Element]] = []
    private(set) var count = 0

    init() {}

    init<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Takes `element` over (`consuming`): borrowed, it was copied in and its references
    /// retained, and the caller's copy released, for each of 130,000 constraints.
    mutating func append(_ element: consuming Element) {
        if count & Self.chunkMask == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Room for `capacity` elements in the array of chunk references (the chunks themselves
    /// are made full size as they are started).
    mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + Self.chunkMask) >> Self.chunkShift)
    }
}

extension ChunkedList: RandomAccessCollection, MutableCollection {
    typealias Index = Int
    typealias Indices = Range<Int>

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var indices: Range<Int> { 0..<count }

    /// Out of range traps in the arrays' own bounds checks: past `count` is past the last
    /// chunk's end or past the last chunk.
    subscript(position: Int) -> Element {
        get { chunks[position >> Self.chunkShift][position & Self.chunkMask] }
        _modify { yield &chunks[position >> Self.chunkShift][position & Self.chunkMask] }
    }
}

extension ChunkedList: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedList: Sendable where Element: Sendable {}

/// The constraints of a case in generation order (`RuleFamilies.generate`), as a session holds them.
typealias ConstraintList = ChunkedList<EngineConstraint>
