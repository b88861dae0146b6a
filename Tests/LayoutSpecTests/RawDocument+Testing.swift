@testable import LayoutSpec

/// What the reader tests look at in a read document.
extension RawDocument {
    /// Runs `body` on every element, in document order.
    func withElements<Result>(_ body: ([RawElement]) throws -> Result) rethrows -> Result {
        try body(nodes.indices.map { RawElement(document: self, index: $0) })
    }

    /// Every attribute value, in document order.
    var attributeValues: [String] { nodes.flatMap { $0.attributes.map(\.value) } }

    /// Every element text, in document order.
    var texts: [String] { nodes.compactMap(\.text) }
}
