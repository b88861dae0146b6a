/// One element of a `RawDocument`.
struct RawElement {
    let document: RawDocument
    let index: Int

    var name: String { document.nodes[index].name }
    var namespaceURI: String? { document.nodes[index].namespaceURI }
    /// The view kind when the element is a view element without a namespace.
    var viewKind: ViewKind? { document.nodes[index].viewKind }
    var text: String? { document.nodes[index].text }
    /// The index of the element's start tag in the `SourceMap`.
    var tag: Int { index }

    /// Whether this is the format's element with this code in `Vocabulary.allElements` (so without a namespace).
    func isElement(_ code: UInt8) -> Bool { document.nodes[index].elementCode == code }

    var attributes: [RawAttribute] { document.nodes[index].attributes }

    /// The child elements, in order.
    var children: LazyMapCollection<[Int], RawElement> {
        let document = self.document
        return document.nodes[index].children.lazy.map { RawElement(document: document, index: $0) }
    }

    /// The attribute without a namespace named `name`.
    func attribute(_ name: String) -> RawAttribute? { attributes.first { !$0.isNamespaced && $0.name == name } }

    /// The name of one of this element's attributes, as written.
    func name(of attribute: RawAttribute) -> String { attribute.name }

    /// The namespace URI of one of this element's attributes, nil if it has none.
    func namespace(of attribute: RawAttribute) -> String? { attribute.namespaceURI }

    /// The value of the attribute without a namespace whose name has this code.
    func value(code: UInt8) -> String? { attribute(code: code)?.value }

    /// An attribute's value.
    func value(of attribute: RawAttribute) -> String { attribute.value }

    /// An attribute's value as a string.
    func string(of attribute: RawAttribute) -> String { attribute.value }

    /// The value of the attribute without a namespace named `name`.
    func string(_ name: String) -> String? { attribute(name)?.value }

    /// The attribute without a namespace whose name has this vocabulary code.
    func attribute(code: UInt8) -> RawAttribute? { attributes.first { $0.code == code && !$0.isNamespaced } }
}
