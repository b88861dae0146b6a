import CLibXML2

/// Names libxml2 interns in its dictionary (element and attribute names, namespace URIs), each
/// converted to a `String` once: a small open-addressing table keyed by the interned pointer
/// (names are few, so this is cheaper than hashing strings).
struct InternedNames {
    struct Entry {
        /// Index in `names`.
        var id: Int32
        var name: String
        /// The name's entry in `Vocabulary.attributeNames`, or `Vocabulary.unknownCode`.
        var code: UInt8
        var viewKind: ViewKind?
    }
    private var keys = [UnsafeRawPointer?](repeating: nil, count: 256)
    private var slots = [Int](repeating: -1, count: 256)
    private var entries: [Entry] = []
    private var overflow: [UnsafeRawPointer: Int] = [:]

    /// Every name met so far, by id.
    var names: [String] { entries.map(\.name) }

    /// The entry of a name interned in libxml2's dictionary (equal names, equal pointers).
    mutating func entry(_ pointer: UnsafePointer<xmlChar>) -> Entry {
        let key = UnsafeRawPointer(pointer)
        var slot = (Int(bitPattern: key) >> 4) & 255
        for _ in 0..<8 {
            if let existing = keys[slot] {
                if existing == key { return entries[slots[slot]] }
                slot = (slot + 1) & 255
            } else {
                let index = add(pointer)
                keys[slot] = key
                slots[slot] = index
                return entries[index]
            }
        }
        if let index = overflow[key] { return entries[index] }
        let index = add(pointer)
        overflow[key] = index
        return entries[index]
    }

    private mutating func add(_ pointer: UnsafePointer<xmlChar>) -> Int {
        let name = String(cString: pointer)
        entries.append(Entry(id: Int32(entries.count), name: name, code: Vocabulary.attributeCodes[name] ?? Vocabulary.unknownCode,
                             viewKind: ViewKind.named(name)))
        return entries.count - 1
    }
}
