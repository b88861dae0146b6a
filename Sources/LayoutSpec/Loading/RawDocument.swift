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
    var attributeStart: Int
    var attributeCount: Int
    var firstChild = -1
    var nextSibling = -1
    var childCount = 0
    /// The first text directly inside the element that is not only whitespace, trimmed: an index
    /// in `RawDocument.texts`, or -1.
    var textID: Int32 = -1
}

/// Every element and attribute of a document, in document order: the n-th node is the n-th start
/// tag, so a node's index is also its tag index in the `SourceMap`.
///
/// Attribute values are bytes the document owns; `AttributeBytes`s point into them, so a document must
/// outlive the values read from it (`SpecLoader` keeps it alive while the builder runs).
final class RawDocument {
    let nodes: [RawNode]
    let attributes: [RawAttribute]
    /// Element and attribute names and namespace URIs, by id.
    let names: [String]
    /// Element texts, by `RawNode.textID`.
    let texts: [String]
    private let values: UnsafeMutableBufferPointer<UInt8>

    init(nodes: [RawNode], attributes: [RawAttribute], names: [String], texts: [String], values: [UInt8]) {
        self.nodes = nodes
        self.attributes = attributes
        self.names = names
        self.texts = texts
        self.values = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, values.count))
        _ = self.values.initialize(from: values)
    }

    deinit { values.deallocate() }

    func name(_ id: Int32) -> String {
        id >= 0 && Int(id) < names.count ? names[Int(id)] : ""
    }

    /// The bytes of an attribute's value (empty if its range is not in the document).
    func value(_ attribute: RawAttribute) -> AttributeBytes {
        let start = Int(attribute.valueStart)
        let count = Int(attribute.valueCount)
        guard start >= 0, count > 0, count <= values.count - start, let base = values.baseAddress else { return AttributeBytes(bytes: .init(start: nil, count: 0)) }
        return AttributeBytes(bytes: UnsafeBufferPointer(start: base + start, count: count))
    }

    var root: RawElement? { nodes.isEmpty ? nil : RawElement(document: self, index: 0) }
}
