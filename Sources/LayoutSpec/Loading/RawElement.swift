/// A handle on one element of a `RawDocument`. It points into the document's memory without
/// retaining it: use it only while the document lives (inside `RawDocument.withRoot`).
struct RawElement {
    private let storage: UnsafePointer<RawDocumentStorage>
    let index: Int

    init(storage: UnsafePointer<RawDocumentStorage>, index: Int) {
        self.storage = storage
        self.index = index
    }

    private var node: RawNode {
        precondition(index >= 0 && index < storage.pointee.nodes.count, "RawElement index out of range")
        return storage.pointee.nodes[index]
    }

    var name: String { storage.pointee.name(node.nameID) }
    /// The view kind when the element is a view element without a namespace (set only then).
    var viewKind: ViewKind? { node.viewKind }
    var namespaceURI: String? {
        let id = node.namespaceID
        return id >= 0 ? storage.pointee.name(id) : nil
    }
    var text: String? {
        let id = Int(node.textID)
        guard id >= 0 else { return nil }
        return id < storage.pointee.texts.count ? storage.pointee.texts[id] : nil
    }
    /// The index of the element's start tag in the `SourceMap`.
    var tag: Int { index }
    /// Whether every attribute value of the document is ASCII.
    var documentValuesAreASCII: Bool { storage.pointee.valuesAreASCII }
    /// How many elements the document has (this one's index is below it).
    var documentElementCount: Int { storage.pointee.nodes.count }

    /// Whether this is the format's element with this code in `Vocabulary.allElements` (so without a namespace).
    func isElement(_ code: UInt8) -> Bool { node.elementCode == code }

    var attributes: UnsafeBufferPointer<RawAttribute> {
        let node = self.node
        let all = storage.pointee.attributes.elements
        let start = Int(node.attributeStart)
        let count = Int(node.attributeCount)
        guard start >= 0, count >= 0, count <= all.count - start else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: all[start..<(start + count)])
    }

    var children: RawChildren {
        let node = self.node
        return RawChildren(storage: storage, first: Int(node.firstChild), count: Int(node.childCount))
    }

    /// The attribute without a namespace named `name`.
    func attribute(_ name: String) -> RawAttribute? {
        if let code = Vocabulary.attributeCodes[name] { return attribute(code: code) }
        return attributes.first { !$0.isNamespaced && storage.pointee.name($0.nameID) == name }
    }

    /// The name of one of this element's attributes, as written.
    func name(of attribute: RawAttribute) -> String { storage.pointee.name(attribute.nameID) }

    /// The namespace URI of one of this element's attributes, nil if it has none.
    func namespace(of attribute: RawAttribute) -> String? { attribute.isNamespaced ? storage.pointee.name(attribute.namespaceID) : nil }

    /// The value of the attribute without a namespace whose name has this code, read in place.
    func value(code: UInt8) -> AttributeBytes? { attribute(code: code).map { storage.pointee.value($0) } }

    /// An attribute's value, read in place.
    func value(of attribute: RawAttribute) -> AttributeBytes { storage.pointee.value(attribute) }

    /// An attribute's value as a string.
    func string(of attribute: RawAttribute) -> String { storage.pointee.value(attribute).string }

    /// The value of the attribute without a namespace named `name`, as a string.
    func string(_ name: String) -> String? { attribute(name).map { string(of: $0) } }

    /// The attribute without a namespace whose name has this vocabulary code (no string comparison).
    func attribute(code: UInt8) -> RawAttribute? {
        for attribute in attributes where attribute.code == code && !attribute.isNamespaced { return attribute }
        return nil
    }
}

/// The child elements of a `RawElement`, in order.
struct RawChildren: Sequence {
    let storage: UnsafePointer<RawDocumentStorage>
    let first: Int
    let count: Int

    var isEmpty: Bool { count == 0 }

    struct Iterator: IteratorProtocol {
        let storage: UnsafePointer<RawDocumentStorage>
        var upcoming: Int

        mutating func next() -> RawElement? {
            guard upcoming >= 0, upcoming < storage.pointee.nodes.count else { return nil }
            let element = RawElement(storage: storage, index: upcoming)
            upcoming = Int(storage.pointee.nodes[upcoming].nextSibling)
            return element
        }
    }

    func makeIterator() -> Iterator { Iterator(storage: storage, upcoming: first) }
    var underestimatedCount: Int { count }
}
