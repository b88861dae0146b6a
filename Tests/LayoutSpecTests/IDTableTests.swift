import XCTest
@testable import LayoutSpec

/// The scene id table: found from bytes or strings, ids compared as Swift compares strings.
final class IDTableTests: XCTestCase {
    private func index(_ table: IDTable<Int>, _ text: String) -> Int? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { table.index(of: $0) }
    }

    func testFindsIdsByBytesAndByStringAndKeepsTheFirstDeclaration() {
        for bytesAreExact in [true, false] {
            var table = IDTable<Int>(bytesAreExact: bytesAreExact)
            for n in 0..<1000 { XCTAssertNil(table.insert("id\(n)", n)) }
            XCTAssertEqual(table.insert("id7", -1), 7, "a second declaration finds the first")
            XCTAssertEqual(table.values[7], 7)
            XCTAssertEqual(table.count, 1000)
            XCTAssertEqual(index(table, "id999"), 999)
            XCTAssertEqual(table.index(of: "id0"), 0)
            XCTAssertNil(index(table, "id1000"))
            XCTAssertNil(table.index(of: ""))
            XCTAssertEqual(table.ids[42], "id42")
        }
    }

    func testIdsAreComparedAsStringsWhenValuesAreNotAllASCII() {
        var table = IDTable<Int>(bytesAreExact: false)
        XCTAssertNil(table.insert("K", 0))
        XCTAssertNil(table.insert("caf\u{E9}", 1))
        // Canonically equivalent strings are equal in Swift, as in the dictionary the loader used.
        XCTAssertEqual(index(table, "\u{212A}"), 0)
        XCTAssertEqual(table.index(of: "cafe\u{301}"), 1)
        XCTAssertEqual(table.insert("cafe\u{301}", 2), 1)
    }

    func testReferencesMatchDeclarationsAsStringsThroughTheLoader() {
        // A Kelvin sign refers to the view "K"; the reference keeps its own spelling.
        let kelvin = load("""
        <spec><scene name="S"><view id="K"><label id="x"><constraint firstAttribute="width" secondItem="\u{212A}"/></label></view></scene></spec>
        """)
        XCTAssertEqual(kelvin.diagnostics, [])
        XCTAssertEqual(kelvin.spec?.scenes.first?.allConstraints.first?.attributes.secondItem?.viewID, "\u{212A}")
        // Composed and decomposed spellings of one id are one id.
        let twice = load("<spec><scene name=\"S\"><view id=\"caf\u{E9}\"><label id=\"cafe\u{301}\"/></view></scene></spec>")
        XCTAssertEqual(rendered(twice.diagnostics), ["1:50: error: duplicate id 'café': declared at lines 1 and 1"])
        // In an all-ASCII document, the reference's string is the declared one.
        let ascii = load("<spec><scene name=\"S\"><view id=\"root\"><label id=\"a\"><constraint firstAttribute=\"top\" secondItem=\"root.safeArea\"/></label></view></scene></spec>")
        XCTAssertEqual(ascii.diagnostics, [])
        XCTAssertEqual(ascii.spec?.scenes.first?.allConstraints.first?.attributes.secondItem, ItemReference(viewID: "root", isSafeArea: true))
    }
}
