import CLibXML2

/// Names libxml2 interns in its dictionary (element and attribute names, namespace URIs), each
/// converted to a `String` once. Equal names have equal pointers, so a name is found by its
/// pointer in a small open-addressing table (a load and a compare for the few names of a spec), with
/// a dictionary behind it for names that find no free slot near theirs. A name's id indexes `names`.
struct InternedNames {
    private static var slotCount: Int { 1024 }
    /// The table: `keys[slot]` is the pointer whose id is `ids[slot]`. Freed by `free()`.
    private let keys: UnsafeMutablePointer<UnsafeRawPointer?>
    private let ids: UnsafeMutablePointer<Int32>
    private var overflow: [UnsafeRawPointer: Int32] = [:]

    /// Every name met so far, by id.
    private(set) var names: [String] = []
    /// Each name's entry in `Vocabulary.attributeNames`, or `Vocabulary.unknownCode`.
    private(set) var attributeCodes: [UInt8] = []
    /// Each name's entry in `Vocabulary.allElements`, or `Vocabulary.unknownCode`.
    private(set) var elementCodes: [UInt8] = []
    /// The view kind each name names, if any.
    private(set) var viewKinds: [ViewKind?] = []

    init() {
        keys = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: Self.slotCount)
        keys.initialize(repeating: nil, count: Self.slotCount)
        ids = UnsafeMutablePointer<Int32>.allocate(capacity: Self.slotCount)
        ids.initialize(repeating: -1, count: Self.slotCount)
    }

    /// Frees the table; the names stay.
    func free() {
        keys.deallocate()
        ids.deallocate()
    }

    /// The id of a name interned in libxml2's dictionary.
    mutating func id(_ pointer: UnsafePointer<xmlChar>) -> Int32 {
        let key = UnsafeRawPointer(pointer)
        var slot = (Int(bitPattern: key) >> 3) & (Self.slotCount - 1)
        for _ in 0..<4 {
            if keys[slot] == key { return ids[slot] }
            if keys[slot] == nil {
                let id = add(pointer)
                keys[slot] = key
                ids[slot] = id
                return id
            }
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
