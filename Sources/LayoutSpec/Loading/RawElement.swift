/// One element of a `RawDocument`.
struct RawElement {
    let document: RawDocument
    let index: Int

    var name: String { document.nodes[index].name }
    var namespaceURI: String? { document.nodes[index].namespaceURI }
    /// The view kind when the element is a view element without a namespace.
    var viewKind: ViewKind? { namespaceURI == nil ? ViewKind(rawValue: name) : nil }
    var text: String? { document.nodes[index].text }
    /// The index of the element's start tag in the `SourceMap`.
    var tag: Int { index }

    /// Whether this is the format's element named `name` (so without a namespace).
    func isElement(_ name: String) -> Bool { namespaceURI == nil && self.name == name }

    var attributes: [RawAttribute] { document.nodes[index].attributes }

    /// The child elements, in order.
    var children: LazyMapCollection<[Int], RawElement> {
        let document = self.document
        return document.nodes[index].children.lazy.map { RawElement(document: document, index: $0) }
    }

    /// The attribute without a namespace named `name`.
    func attribute(_ name: String) -> RawAttribute? { attributes.first { !$0.isNamespaced && $0.name == name } }

    /// The value of the attribute without a namespace named `name`.
    func string(_ name: String) -> String? { attribute(name)?.value }
}
