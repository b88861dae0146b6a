/// A growable buffer of plain values (no references) in memory it manages itself: appending and
/// updating elements costs no reference counting and no uniqueness checks, and the memory can be
/// handed to a `RawDocument` without copying. Whoever owns one calls `take()` or `free()` once.
struct PlainBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    /// The element at `index`, which must be below `count` (indices are the buffer's own, never read from a file).
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "PlainBuffer index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "PlainBuffer index out of range")
            base[index] = newValue
        }
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if elements.count > capacity - count { grow(toHold: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Hands the elements over (the caller deallocates them); the buffer is empty afterwards.
    mutating func take() -> UnsafeMutableBufferPointer<Element> {
        let taken = UnsafeMutableBufferPointer(start: base, count: count)
        capacity = 1
        count = 0
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        return taken
    }

    /// Frees the memory; the buffer must not be used afterwards.
    mutating func free() {
        base.deallocate()
        count = 0
        capacity = 0
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
