/// One attribute as libxml2 read it. Plain data: names are ids in `RawDocument.names`, and the
/// value (entities and character references decoded) is a range of `RawDocument`'s value bytes.
struct RawAttribute {
    /// The qualified name as written (`prefix:local` for a namespaced attribute), in `RawDocument.names`.
    var nameID: Int32
    /// The namespace URI in `RawDocument.names`, or -1 when the attribute has none.
    var namespaceID: Int32
    /// The name's entry in `Vocabulary.attributeNames`, or `Vocabulary.unknownCode`.
    var code: UInt8
    /// Where the value's bytes start in `RawDocument`'s value bytes, and how many there are.
    var valueStart: Int32
    var valueCount: Int32

    var isNamespaced: Bool { namespaceID >= 0 }
}

/// A view kind is plain data, so nodes that hold one can live in a `PlainBuffer`.
extension ViewKind: BitwiseCopyable {}

/// One element as libxml2 read it, stored flat in a `RawDocument` (plain data, no allocation per element).
struct RawNode {
    /// The local name in `RawDocument.names` (`prefix:local` when the prefix is not declared).
    var nameID: Int32
    /// The namespace URI in `RawDocument.names`, or -1 when the element has none.
    var namespaceID: Int32
    /// The view kind when the element is a view element without a namespace (set only then).
    var viewKind: ViewKind?
    /// The name's index in `Vocabulary.allElements` when the element has no namespace, else `Vocabulary.unknownCode`.
    var elementCode: UInt8
    // 32-bit indices keep a node in half the memory (the loader refuses files over 2 GiB).
    var attributeStart: Int32
    var attributeCount: Int32
    var firstChild: Int32 = -1
    var nextSibling: Int32 = -1
    var childCount: Int32 = 0
    /// The first text directly inside the element that is not only whitespace, trimmed: an index
    /// in `RawDocument.texts`, or -1.
    var textID: Int32 = -1
}

/// What elements read: the plain buffers and the two string tables of a `RawDocument`, at an
/// address that stays put while the document lives.
struct RawDocumentStorage {
    var nodes: PlainBuffer<RawNode>
    var attributes: PlainBuffer<RawAttribute>
    /// The attribute values' bytes, one after the other.
    var values: PlainBuffer<UInt8>
    /// Element and attribute names and namespace URIs, by id.
    let names: [String]
    /// Element texts, by `RawNode.textID`.
    let texts: [String]
    /// Whether every value byte is ASCII (so values are equal exactly when their bytes are).
    let valuesAreASCII: Bool

    func name(_ id: Int32) -> String {
        id >= 0 && Int(id) < names.count ? names[Int(id)] : ""
    }

    /// The bytes of an attribute's value (empty if its range is not in the document).
    func value(_ attribute: RawAttribute) -> AttributeBytes {
        let start = Int(attribute.valueStart)
        let count = Int(attribute.valueCount)
        let values = self.values.elements
        guard start >= 0, count > 0, count <= values.count - start, let base = values.baseAddress else {
            return AttributeBytes(bytes: UnsafeBufferPointer(start: nil, count: 0))
        }
        return AttributeBytes(bytes: UnsafeBufferPointer(start: base + start, count: count))
    }
}

/// Every element and attribute of a document, in document order: the n-th node is the n-th start
/// tag, so a node's index is also its tag index in the `SourceMap`.
///
/// Nodes, attributes and value bytes are plain memory the document owns and frees. `RawElement`s
/// and `AttributeBytes` point into it without retaining the document (walking 50,000 elements
/// would otherwise retain and release it hundreds of thousands of times), so they must not outlive
/// it: read a document inside `withRoot`, which keeps it alive.
final class RawDocument {
    private let storage: UnsafeMutablePointer<RawDocumentStorage>

    /// Takes ownership of the three buffers (and frees them).
    init(nodes: PlainBuffer<RawNode>, attributes: PlainBuffer<RawAttribute>, values: PlainBuffer<UInt8>, names: [String], texts: [String]) {
        storage = UnsafeMutablePointer<RawDocumentStorage>.allocate(capacity: 1)
        storage.initialize(to: RawDocumentStorage(nodes: nodes, attributes: attributes, values: values, names: names, texts: texts,
                                                  valuesAreASCII: Self.isASCII(values.elements)))
    }

    deinit {
        storage.pointee.nodes.free()
        storage.pointee.attributes.free()
        storage.pointee.values.free()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    var nodeCount: Int { storage.pointee.nodes.count }

    /// Runs `body` on the root element (nil for a document without elements), keeping the
    /// document alive while it runs.
    func withRoot<Result>(_ body: (RawElement) throws -> Result) rethrows -> Result? {
        try withExtendedLifetime(self) {
            nodeCount == 0 ? nil : try body(RawElement(storage: storage, index: 0))
        }
    }

    /// Runs `body` on every element, in document order, keeping the document alive while it runs.
    func withElements<Result>(_ body: ([RawElement]) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) {
            try body((0..<nodeCount).map { RawElement(storage: storage, index: $0) })
        }
    }

    /// Whether no byte has its high bit set (eight bytes at a time).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var combined: UInt64 = 0
        var i = 0
        let raw = UnsafeRawPointer(base)
        while i + 8 <= bytes.count {
            combined |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < bytes.count {
            combined |= UInt64(bytes[i])
            i += 1
        }
        return combined & 0x8080_8080_8080_8080 == 0
    }

    /// Every attribute value, as strings, in document order.
    var attributeValues: [String] {
        storage.pointee.attributes.elements.map { storage.pointee.value($0).string }
    }

    /// Every element text, in document order.
    var texts: [String] { storage.pointee.texts }
}
