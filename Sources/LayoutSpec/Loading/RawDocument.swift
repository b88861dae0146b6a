/// One attribute as libxml2 read it, its value with entities and character references decoded.
struct RawAttribute {
    /// The qualified name as written (`prefix:local` for a namespaced attribute).
    let name: String
    /// The namespace URI, or nil when the attribute has none.
    let namespaceURI: String?
    let value: String

    var isNamespaced: Bool { namespaceURI != nil }
}

/// One element as libxml2 read it, stored in a `RawDocument` by its index.
struct RawNode {
    /// The local name (`prefix:local` when the prefix is not declared).
    let name: String
    /// The namespace URI, or nil when the element has none.
    let namespaceURI: String?
    var attributes: [RawAttribute] = []
    /// The indices of the child elements, in order.
    var children: [Int] = []
    /// The first text directly inside the element that is not only whitespace, trimmed.
    var text: String?
}

/// Every element of a document, in document order: the n-th node is the n-th start tag, so a
/// node's index is also its tag index in the `SourceMap`.
struct RawDocument {
    let nodes: [RawNode]

    /// Runs `body` on the root element (nil for a document without elements).
    func withRoot<Result>(_ body: (RawElement) throws -> Result) rethrows -> Result? {
        nodes.isEmpty ? nil : try body(RawElement(document: self, index: 0))
    }
}
