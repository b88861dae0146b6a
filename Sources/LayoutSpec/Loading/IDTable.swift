/// The ids of one scene, each with what it names. An id is found from its bytes (a reference read
/// in place needs no `String`) or from a `String`, and the table keeps each id's `String` for reuse.
/// Open addressing over Swift's per-process seeded `Hasher`, so crafted ids cannot make lookups slow.
///
/// Comparing bytes is exact only for ASCII: Swift compares strings by canonical equivalence
/// ("\u{212A}" equals "K"). So a table for a document whose values are not all ASCII keeps a
/// `String` dictionary too and answers from it, as the loader always did.
struct IDTable<Value> {
    /// Each id, in the order added, and what it names.
    private(set) var ids: [String] = []
    private(set) var values: [Value] = []
    private var hashes: [Int] = []
    /// Each id's UTF-8 bytes, one after the other.
    private var keyBytes: [UInt8] = []
    private var keyStarts: [Int] = [0]
    /// A power of two long, at most half full: 0 for a free slot, else the entry index plus one in
    /// the low 32 bits and the high 32 bits of its hash above them (most mismatches are decided
    /// without reading the entry).
    private var slots: [UInt64]
    /// Every id, when ids are compared as strings (values not all ASCII).
    private var strings: [String: Int]?

    init(capacity: Int = 0, bytesAreExact: Bool) {
        if !bytesAreExact { strings = [:] }
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        ids.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        keyStarts.reserveCapacity(capacity + 1)
    }

    var count: Int { ids.count }

    /// Whether ids are compared by their bytes (all ASCII) rather than as strings.
    var comparesBytes: Bool { strings == nil }

    /// The index of the entry for these bytes, if any.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if let strings { return strings[String(decoding: bytes, as: UTF8.self)] }
        return byteIndex(of: bytes)
    }

    private func byteIndex(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(bytes)
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let value = slots[slot]
            if value == 0 { return nil }
            if value & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(value & 0xFFFF_FFFF) - 1
                if keyEquals(entry, bytes) { return entry }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The index of the entry for `id`, if any.
    func index(of id: String) -> Int? {
        if let strings { return strings[id] }
        var id = id
        return id.withUTF8 { byteIndex(of: $0) }
    }

    /// Adds `id` with `value` unless it is already there; returns the index of the entry already
    /// there (which stays as it is), or nil when `id` was added.
    mutating func insert(_ id: String, _ value: Value) -> Int? {
        if strings != nil {
            if let existing = strings?[id] { return existing }
            strings?[id] = ids.count
            ids.append(id)
            values.append(value)
            return nil
        }
        var key = id
        return key.withUTF8 { bytes -> Int? in
            if let existing = byteIndex(of: bytes) { return existing }
            if 2 * (ids.count + 1) > slots.count { grow() }
            let hash = Self.hash(bytes)
            let entry = ids.count
            ids.append(id)
            values.append(value)
            hashes.append(hash)
            keyBytes.append(contentsOf: bytes)
            keyStarts.append(keyBytes.count)
            place(entry, hash: hash)
            return nil
        }
    }

    /// The high 32 bits of a hash, where a slot keeps them.
    private static func tag(_ hash: Int) -> UInt64 { UInt64(bitPattern: Int64(hash)) & 0xFFFF_FFFF_0000_0000 }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }

    private func keyEquals(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = keyStarts[entry]
        guard keyStarts[entry + 1] - start == bytes.count else { return false }
        var i = 0
        while i < bytes.count {
            if keyBytes[start + i] != bytes[i] { return false }
            i += 1
        }
        return true
    }

    private mutating func place(_ entry: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Self.tag(hash) | UInt64(UInt32(clamping: entry + 1))
    }

    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        for entry in hashes.indices { place(entry, hash: hashes[entry]) }
    }
}
