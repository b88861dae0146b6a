import CLibXML2

/// Names libxml2 interns in its dictionary (element and attribute names, namespace URIs), each
/// converted to a `String` once and looked up by the interned pointer in a small open-addressing
/// table (names are few, so this is cheaper than hashing strings). A name's id indexes `names`.
struct InternedNames {
    private static let slotCount = 256
    private var keys = [UnsafeRawPointer?](repeating: nil, count: slotCount)
    private var slots = [Int32](repeating: -1, count: slotCount)
    private var overflow: [UnsafeRawPointer: Int32] = [:]

    /// Every name met so far, by id.
    private(set) var names: [String] = []
    /// Each name's entry in `Vocabulary.attributeNames`, or `Vocabulary.unknownCode`.
    private(set) var attributeCodes: [UInt8] = []
    /// Each name's entry in `Vocabulary.allElements`, or `Vocabulary.unknownCode`.
    private(set) var elementCodes: [UInt8] = []
    /// The view kind each name names, if any.
    private(set) var viewKinds: [ViewKind?] = []

    /// The id of a name interned in libxml2's dictionary (equal names, equal pointers).
    mutating func id(_ pointer: UnsafePointer<xmlChar>) -> Int32 {
        let key = UnsafeRawPointer(pointer)
        var slot = (Int(bitPattern: key) >> 4) & (Self.slotCount - 1)
        for _ in 0..<8 {
            guard let existing = keys[slot] else {
                let id = add(pointer)
                keys[slot] = key
                slots[slot] = id
                return id
            }
            if existing == key { return slots[slot] }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        if let id = overflow[key] { return id }
        let id = add(pointer)
        overflow[key] = id
        return id
    }

    private mutating func add(_ pointer: UnsafePointer<xmlChar>) -> Int32 {
        let name = String(cString: pointer)
        names.append(name)
        attributeCodes.append(Vocabulary.attributeCodes[name] ?? Vocabulary.unknownCode)
        elementCodes.append(Vocabulary.elementCodes[name] ?? Vocabulary.unknownCode)
        viewKinds.append(ViewKind.named(name))
        return Int32(names.count - 1)
    }
}
