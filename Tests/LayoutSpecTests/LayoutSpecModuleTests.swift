import XCTest
@testable import LayoutSpec

final class LayoutSpecModuleTests: XCTestCase {
    func testModuleLoads() {
        XCTAssertEqual(String(describing: LayoutSpecModule.self), "LayoutSpecModule")
    }
}
