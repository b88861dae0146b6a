import XCTest
@testable import LayoutEngine

final class LayoutEngineModuleTests: XCTestCase {
    func testModuleLoads() {
        XCTAssertEqual(String(describing: LayoutEngineModule.self), "LayoutEngineModule")
    }
}
