/// One attribute as libxml2 read it (entities and character references decoded). Names are
/// indices into `RawDocument.names`, so copying an attribute retains one string, its value.
struct RawAttribute {
    /// The qualified name as written (`prefix:local` for a namespaced attribute), in `RawDocument.names`.
    var nameID: Int32
    /// The namespace URI in `RawDocument.names`, or -1 when the attribute has none.
    var namespaceID: Int32
    /// The name's entry in `Vocabulary.attributeNames`, or `Vocabulary.unknownCode`.
    var code: UInt8
    var value: String

    var isNamespaced: Bool { namespaceID >= 0 }
}

/// One element as libxml2 read it, stored flat in a `RawDocument` (no allocation per element).
struct RawNode {
    var name: String
    var viewKind: ViewKind?
    var namespaceURI: String?
    var attributeStart: Int
    var attributeCount: Int
    var firstChild = -1
    var nextSibling = -1
    var childCount = 0
    /// The first non-whitespace text directly inside the element, if any.
    var text: String?
}

/// Every element and attribute of a document, in document order: the n-th node is the n-th start
/// tag, so a node's index is also its tag index in the `SourceMap`.
final class RawDocument {
    let nodes: [RawNode]
    let attributes: [RawAttribute]
    /// Attribute names and namespace URIs, by id.
    let names: [String]

    init(nodes: [RawNode], attributes: [RawAttribute], names: [String]) {
        self.nodes = nodes
        self.attributes = attributes
        self.names = names
    }

    func name(_ id: Int32) -> String {
        id >= 0 && Int(id) < names.count ? names[Int(id)] : ""
    }

    var root: RawElement? { nodes.isEmpty ? nil : RawElement(document: self, index: 0) }
}

/// A handle on one element of a `RawDocument`.
struct RawElement {
    let document: RawDocument
    let index: Int

    var name: String { document.nodes[index].name }
    /// The view kind when the element is a view element without a namespace (set only then).
    var viewKind: ViewKind? { document.nodes[index].viewKind }
    var namespaceURI: String? { document.nodes[index].namespaceURI }
    var text: String? { document.nodes[index].text }
    /// The index of the element's start tag in the `SourceMap`.
    var tag: Int { index }

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

    /// Whether the element has the attribute without a namespace whose name has this code.
    func has(code: UInt8) -> Bool {
        var i = document.nodes[index].attributeStart
        let end = i + document.nodes[index].attributeCount
        while i < end {
            if document.attributes[i].code == code, !document.attributes[i].isNamespaced { return true }
            i += 1
        }
        return false
    }

    /// The attribute without a namespace whose name has this vocabulary code (no string comparison).
    func attribute(code: UInt8) -> RawAttribute? {
        var i = document.nodes[index].attributeStart
        let end = i + document.nodes[index].attributeCount
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

