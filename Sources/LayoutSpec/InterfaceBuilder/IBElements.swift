/// Readers over `RawElement` for the shapes Interface Builder writes: children by element name
/// and `key`, and the `<rect>`, `<size>` and inset elements.
extension RawElement {
    /// The first child element without a namespace named `name` (and with this `key`, if given).
    func child(_ name: String, key: String? = nil) -> RawElement? {
        for child in children where child.namespaceURI == nil && child.name == name {
            if let key, child.string("key") != key { continue }
            return child
        }
        return nil
    }

    /// Every child element without a namespace named `name`, in order.
    func children(named name: String) -> [RawElement] {
        children.filter { $0.namespaceURI == nil && $0.name == name }
    }

    /// The first child element (of any name) with this `key`.
    func child(key: String) -> RawElement? {
        children.first { $0.namespaceURI == nil && $0.string("key") == key }
    }

    /// Whether the attribute is `YES` (IB's spelling) or `true`.
    func flag(_ name: String) -> Bool {
        guard let value = string(name)?.trimmingXMLSpace() else { return false }
        return value == "YES" || value == "true"
    }

    /// The element's `id`, trimmed, if it has one.
    var objectID: String? { string("id")?.trimmingXMLSpace() }
}
