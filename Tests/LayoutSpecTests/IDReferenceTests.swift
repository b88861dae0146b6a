import XCTest
@testable import LayoutSpec

/// Ids and references are compared as Swift compares strings (by canonical equivalence).
final class IDReferenceTests: XCTestCase {
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
