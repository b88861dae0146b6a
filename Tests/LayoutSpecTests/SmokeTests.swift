import XCTest
@testable import LayoutSpec

final class SmokeTests: XCTestCase {
    func testPrintAlbum() {
        let result = SpecLoader.load(contentsOf: Fixtures.path("Valid/Album.xml"))
        for d in result.diagnostics { print(d) }
        XCTAssertNotNil(result.spec)
        let (validator, problems) = SchemaValidator.load(path: Fixtures.repositoryRoot + "/Schemas/layout-spec.xsd")
        print(problems)
        if let validator { print(validator.validate(fileAt: Fixtures.path("Valid/Album.xml"))) }
    }
}
