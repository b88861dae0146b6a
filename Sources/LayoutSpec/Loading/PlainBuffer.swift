#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable buffer of plain values (no references) in memory it manages itself: appending and
/// updating elements costs no reference counting and no uniqueness checks, and a `RawDocument`
/// can own the buffers the collector filled. Whoever owns one calls `free()` once.
///
/// Buffers of a megabyte or more are mapped straight from the kernel with their pages populated in
/// one call. Through malloc, the same memory comes and goes with the top of the heap: once glibc has
/// given it back to the kernel, the next large spec pays a page fault for every page of it again.
struct PlainBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    private var isMapped: Bool

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        (base, isMapped) = Self.allocate(self.capacity)
    }

    /// The elements, valid until the buffer grows or is freed.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

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

    /// Frees the memory; the buffer must not be used afterwards.
    mutating func free() {
        Self.deallocate(base, capacity: capacity, isMapped: isMapped)
        count = 0
        capacity = 0
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let (grown, grownIsMapped) = Self.allocate(newCapacity)
        grown.initialize(from: base, count: count)
        Self.deallocate(base, capacity: capacity, isMapped: isMapped)
        (base, capacity, isMapped) = (grown, newCapacity, grownIsMapped)
    }

    private static var mappingThreshold: Int { 1 << 20 }

    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<Element>, isMapped: Bool) {
        let (size, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        #if os(Linux)
        if !overflow, size >= mappingThreshold {
            let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
            if let memory, memory != MAP_FAILED {
                return (memory.bindMemory(to: Element.self, capacity: capacity), true)
            }
        }
        #endif
        return (UnsafeMutablePointer<Element>.allocate(capacity: capacity), false)
    }

    private static func deallocate(_ base: UnsafeMutablePointer<Element>, capacity: Int, isMapped: Bool) {
        guard isMapped else {
            base.deallocate()
            return
        }
        munmap(base, capacity * MemoryLayout<Element>.stride)
    }
}
