import XCTest
@testable import LayoutSpec

/// What the loader takes from libxml2's SAX2 events: the same elements, attribute values, texts
/// and XML diagnostics as when it read libxml2's tree through xmlTextReader.
final class XMLReaderTests: XCTestCase {
    private func read(_ text: String) -> XMLReader.Output {
        let bytes = Array(text.utf8)
        let scan = bytes.withUnsafeBufferPointer { InputScanner.scan($0, maxDepth: 100) }
        return bytes.withUnsafeBufferPointer { XMLReader.read($0, url: "t.xml", tags: scan.tags, maxDepth: 100) }
    }

    func testAttributeValuesHaveEntitiesAndReferencesDecoded() throws {
        let output = read("<spec name=\"a&amp;b&#38;c&lt;d&#x3E;e&quot;f&apos;g&#65;\" id=\"x\n\ty\" n=\"&amp;#38;\" e=\"\"/>")
        let document = try XCTUnwrap(output.document)
        XCTAssertEqual(document.attributeValues, ["a&b&c<d>e\"f'gA", "x  y", "&#38;", ""])
        XCTAssertEqual(document.withRoot { root in root.attributes.map(\.name) }, ["name", "id", "n", "e"])
        XCTAssertTrue(output.errors.isEmpty)
        XCTAssertTrue(output.positionsAligned)
    }

    func testElementsChildrenAndNamespaces() throws {
        let output = read("""
        <spec xmlns:p="urn:p"><scene name="S"><p:view p:id="1" id="2"/><view id="r"><label id="a"/></view></scene></spec>
        """)
        let document = try XCTUnwrap(output.document)
        document.withElements { elements in
            XCTAssertEqual(elements.map(\.name), ["spec", "scene", "view", "view", "label"])
            XCTAssertEqual(elements.map(\.namespaceURI), [nil, nil, "urn:p", nil, nil])
            XCTAssertEqual(elements.map { $0.isElement("view") }, [false, false, false, true, false])
            XCTAssertEqual(elements.map(\.viewKind), [nil, nil, nil, .view, .label])
            XCTAssertEqual(elements[0].children.map(\.index), [1])
            XCTAssertEqual(elements[1].children.map(\.index), [2, 3])
            let prefixed = elements[2]
            XCTAssertEqual(prefixed.attributes.map(\.name), ["p:id", "id"])
            XCTAssertEqual(prefixed.attributes.map(\.namespaceURI), ["urn:p", nil])
            XCTAssertEqual(prefixed.string("id"), "2")
        }
        XCTAssertTrue(output.positionsAligned)
    }

    func testAnElementsTextIsItsFirstTextNodeThatIsNotBlank() {
        func text(_ content: String) -> String? { read("<spec>\(content)</spec>").document?.withRoot(\.text) ?? nil }
        XCTAssertNil(text("  \n\t "))
        XCTAssertEqual(text("  hello &amp; world  "), "hello & world")
        XCTAssertEqual(text("a<![CDATA[<b>]]>c"), "a<b>c")
        // Comments and processing instructions end a text node; the first one that is not blank wins.
        XCTAssertEqual(text("a<!-- c -->b"), "a")
        XCTAssertEqual(text("  <!-- c --> b <?pi?> c"), "b")
        XCTAssertEqual(text("<scene/> after"), "after")
        XCTAssertEqual(read("<spec><scene>inner</scene>outer</spec>").document?.withElements { $0.map(\.text) }, ["outer", "inner"])
    }

    func testXMLIDValuesAreCheckedAsLibxml2sTreeBuilderDid() {
        let messages = { (text: String) in self.read(text).errors.map { "\($0.line):\($0.column): \($0.message)" } }
        XCTAssertEqual(messages("<spec xml:id=\"1a\"/>"), ["1:18: xml:id : attribute value 1a is not an NCName"])
        XCTAssertEqual(messages("<spec xml:id=\"\"/>"), ["1:16: xml:id : attribute value  is not an NCName"])
        XCTAssertEqual(messages("<spec xml:id=\"a\">\n<scene xml:id=\"b\"/>\n<scene xml:id=\"a\"/></spec>"), ["3:18: ID a already defined"])
        // The empty value is never registered, so never a duplicate.
        XCTAssertEqual(messages("<spec xml:id=\"\"><scene xml:id=\"\"/></spec>"),
                       ["1:16: xml:id : attribute value  is not an NCName", "1:33: xml:id : attribute value  is not an NCName"])
        let long = String(repeating: "1", count: 70_000)
        XCTAssertEqual(messages("<spec xml:id=\"\(long)\"/>"), ["1:70016: xml:id : attribute value " + String(repeating: "1", count: 124)])
    }

    func testADocumentTypeDeclarationStopsTheParser() {
        let output = read("<!DOCTYPE spec [<!ENTITY e \"x\">]>\n<spec name=\"&e;\"/>")
        XCTAssertEqual(output.errors.map(\.message), ["DTDs and entities are not allowed in a spec"])
        XCTAssertEqual(output.document?.nodes.count, 0)
    }

    func testErrorsArePlacedAsWhenLibxml2ReadTheFileIn512ByteChunks() {
        // libxml2 reports an unterminated comment where its input ends; xmlTextReader handed it
        // 512 bytes at a time, and so does the loader.
        let text = "<spec><scene name=\"S\"><view id=\"r\"><!-- a --->\n" + String(repeating: "<label id=\"x\"/>\n", count: 40)
            + "</view></scene></spec>"
        XCTAssertEqual(rendered(load(text).diagnostics), [
            "1:43: error: XML: Double hyphen within comment: <!-- a",
            "31:6: error: XML: Comment not terminated",
        ])
    }
}
