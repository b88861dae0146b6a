/// Many short lists, numbered from 0, kept in one buffer: the cells of each row
/// (`Solver.rowCells`) and the rows of each column (`Solver.columns`).
///
/// One buffer instead of an array per list (docs/solver.md, "Storage"):
/// - copying a solver copies each kind of list in one go, and freeing it is one free, where
///   a 10,000-view tableau had about 400,000 small arrays to retain, copy and free;
/// - lists made one after another lie one after another, so walking the rows (`values()`,
///   the ambiguity analysis) reads memory in order, and appending to a column touches no
///   array header of its own.
///
/// A list that outgrows its room moves to the end of the buffer, with room to grow by half
/// again, and leaves a hole. Once holes make up more than half of the buffer, the lists are
/// packed again in list order.
struct PooledLists<Element> {
    /// Where a list is: `count` elements from `start`, with room for `capacity`.
    struct Span {
        var start = 0
        var count: Int32 = 0
        var capacity: Int32 = 0

        var range: Range<Int> { start ..< start + Int(count) }
    }

    private(set) var storage: [Element] = []
    private(set) var spans: [Span] = []
    /// Elements in the buffer that no list holds.
    private(set) var holes = 0
    /// How many times the lists were packed.
    private(set) var packs = 0
    /// Fewer holes than this are never worth a pass (tests lower it).
    var minimumHolesToPack = 4096
    /// Written into room that is not used yet.
    private let fillers: [Element]

    init(filler: Element) { fillers = Array(repeating: filler, count: 64) }

    /// How many lists there are.
    var count: Int { spans.count }

    subscript(list: Int32) -> ArraySlice<Element> { storage[spans[Int(list)].range] }

    /// Adds an empty list; returns its number.
    @discardableResult
    mutating func appendList() -> Int32 {
        spans.append(Span())
        return Int32(spans.count - 1)
    }

    /// Replaces the elements of `list`: in place when they fit, otherwise at the end.
    /// `elements` must not be a slice of this pool.
    mutating func replace<C: Collection>(_ list: Int32, with elements: C) where C.Element == Element {
        let l = Int(list)
        let count = elements.count
        if count <= Int(spans[l].capacity) {
            let start = spans[l].start
            storage.withUnsafeMutableBufferPointer { buffer in
                var k = start
                for element in elements {
                    buffer[k] = element
                    k += 1
                }
            }
            spans[l].count = Int32(count)
            return
        }
        moveToEnd(l, replacedBy: elements)
    }

    /// Replaces the elements of `list` by a copy of `elements`, which must not point into this
    /// pool: in place when they fit, otherwise at the end. The same as `replace(_:with:)`, one
    /// block copy instead of an element at a time (a row written by every substitution).
    mutating func replace(_ list: Int32, copying elements: UnsafeBufferPointer<Element>) {
        let l = Int(list)
        let count = elements.count
        if count <= Int(spans[l].capacity) {
            let start = spans[l].start
            if let source = elements.baseAddress {
                storage.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    (base + start).update(from: source, count: count)
                }
            }
            spans[l].count = Int32(count)
            return
        }
        moveToEnd(l, replacedBy: elements)
    }

    /// Puts `elements` at the end of the buffer as the new elements of list `l`, with room to
    /// grow by half again (none for a list that had no room), and leaves its old room a hole:
    /// the old elements are not copied, the new ones go straight to the end.
    private mutating func moveToEnd<C: Collection>(_ l: Int, replacedBy elements: C) where C.Element == Element {
        let count = elements.count
        let capacity = spans[l].capacity > 0 ? count + count / 2 : count
        packIfMostlyHoles()
        holes += Int(spans[l].capacity)
        let start = storage.count
        storage.append(contentsOf: elements)
        appendRoom(capacity - count)
        spans[l] = Span(start: start, count: Int32(count), capacity: Int32(capacity))
    }

    /// Calls `body` with the elements of `list`. `body` must not write this pool (the pointer
    /// would not outlive a move); it reads them without a slice or a bounds check each.
    func withList<R>(_ list: Int32, _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        let range = spans[Int(list)].range
        return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends `element` to `list`.
    mutating func append(_ element: Element, to list: Int32) {
        let l = Int(list)
        if spans[l].count == spans[l].capacity {
            moveToEnd(l, capacity: max(4, Int(spans[l].capacity) * 2))
        }
        storage[spans[l].start + Int(spans[l].count)] = element
        spans[l].count += 1
    }

    /// Empties `list`, keeping its room.
    mutating func removeAll(_ list: Int32) { spans[Int(list)].count = 0 }

    /// Empties `list` and gives its room back.
    mutating func release(_ list: Int32) {
        holes += Int(spans[Int(list)].capacity)
        spans[Int(list)] = Span()
        packIfMostlyHoles()
    }

    /// Gives `list` room for `capacity` elements at the end, its elements copied there.
    private mutating func moveToEnd(_ l: Int, capacity: Int) {
        packIfMostlyHoles()
        let old = spans[l]
        let start = storage.count
        appendRoom(capacity)
        storage.withUnsafeMutableBufferPointer { buffer in
            for k in 0 ..< Int(old.count) { buffer[start + k] = buffer[old.start + k] }
        }
        spans[l] = Span(start: start, count: old.count, capacity: Int32(capacity))
        holes += Int(old.capacity)
    }

    /// Unused room at the end, copied from a block of fillers (`repeatElement` takes a slow
    /// generic path).
    private mutating func appendRoom(_ count: Int) {
        var left = count
        while left > 0 {
            let n = min(left, fillers.count)
            storage.append(contentsOf: fillers[0 ..< n])
            left -= n
        }
    }

    /// Packs the lists in list order, without holes, once holes are more than half.
    private mutating func packIfMostlyHoles() {
        guard holes > minimumHolesToPack && holes > storage.count / 2 else { return }
        pack()
    }

    /// Packs the lists in list order, each with room for just its elements.
    mutating func pack() {
        var packed: [Element] = []
        // Room to grow as much again: packed to the byte, the next move would copy it all.
        packed.reserveCapacity(2 * (storage.count - holes))
        for l in spans.indices {
            let span = spans[l]
            spans[l] = Span(start: packed.count, count: span.count, capacity: span.count)
            packed.append(contentsOf: storage[span.range])
        }
        storage = packed
        holes = 0
        packs += 1
    }
}
