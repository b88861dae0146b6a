import XCTest
@testable import LayoutSpec

final class SmokeTests: XCTestCase {
    func testPrintAlbum() {
        let result = SpecLoader.load(contentsOf: Fixtures.path("Valid/Album.xml"))
        for d in result.diagnostics { print(d) }
        XCTAssertNotNil(result.spec)
    }
}
