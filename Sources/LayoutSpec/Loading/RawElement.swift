/// A handle on one element of a `RawDocument`.
struct RawElement {
    let document: RawDocument
    let index: Int

    var name: String { document.name(document.nodes[index].nameID) }
    /// The view kind when the element is a view element without a namespace (set only then).
    var viewKind: ViewKind? { document.nodes[index].viewKind }
    var namespaceURI: String? {
        let id = document.nodes[index].namespaceID
        return id >= 0 ? document.name(id) : nil
    }
    var text: String? {
        let id = Int(document.nodes[index].textID)
        return id >= 0 && id < document.texts.count ? document.texts[id] : nil
    }
    /// The index of the element's start tag in the `SourceMap`.
    var tag: Int { index }

    /// Whether this is the format's element with this code in `Vocabulary.allElements` (so without a namespace).
    func isElement(_ code: UInt8) -> Bool { document.nodes[index].elementCode == code }

    var attributes: ArraySlice<RawAttribute> {
        let start = document.nodes[index].attributeStart
        return document.attributes[start..<(start + document.nodes[index].attributeCount)]
    }

    var children: RawChildren {
        RawChildren(document: document, first: document.nodes[index].firstChild, count: document.nodes[index].childCount)
    }

    /// The attribute without a namespace named `name`.
    func attribute(_ name: String) -> RawAttribute? {
        if let code = Vocabulary.attributeCodes[name] { return attribute(code: code) }
        return attributes.first { !$0.isNamespaced && document.name($0.nameID) == name }
    }

    /// The name of one of this element's attributes, as written.
    func name(of attribute: RawAttribute) -> String { document.name(attribute.nameID) }

    /// The namespace URI of one of this element's attributes, nil if it has none.
    func namespace(of attribute: RawAttribute) -> String? { attribute.isNamespaced ? document.name(attribute.namespaceID) : nil }

    /// The value of the attribute without a namespace whose name has this code, read in place.
    func value(code: UInt8) -> AttributeBytes? { attribute(code: code).map { document.value($0) } }

    /// An attribute's value, read in place.
    func value(of attribute: RawAttribute) -> AttributeBytes { document.value(attribute) }

    /// An attribute's value as a string.
    func string(of attribute: RawAttribute) -> String { document.value(attribute).string }

    /// The value of the attribute without a namespace named `name`, as a string.
    func string(_ name: String) -> String? { attribute(name).map { string(of: $0) } }

    /// Whether the element has the attribute without a namespace whose name has this code.
    func has(code: UInt8) -> Bool { attribute(code: code) != nil }

    /// The attribute without a namespace whose name has this vocabulary code (no string comparison).
    func attribute(code: UInt8) -> RawAttribute? {
        let node = document.nodes[index]
        var i = node.attributeStart
        let end = i + node.attributeCount
        while i < end {
            let attribute = document.attributes[i]
            if attribute.code == code, !attribute.isNamespaced { return attribute }
            i += 1
        }
        return nil
    }
}

/// The child elements of a `RawElement`, in order.
struct RawChildren: Sequence {
    let document: RawDocument
    let first: Int
    let count: Int

    var isEmpty: Bool { count == 0 }

    struct Iterator: IteratorProtocol {
        let document: RawDocument
        var upcoming: Int

        mutating func next() -> RawElement? {
            guard upcoming >= 0, upcoming < document.nodes.count else { return nil }
            let element = RawElement(document: document, index: upcoming)
            upcoming = document.nodes[upcoming].nextSibling
            return element
        }
    }

    func makeIterator() -> Iterator { Iterator(document: document, upcoming: first) }
    var underestimatedCount: Int { count }
}
