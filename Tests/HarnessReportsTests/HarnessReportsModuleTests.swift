import XCTest
@testable import HarnessReports

final class HarnessReportsModuleTests: XCTestCase {
    func testModuleLoads() {
        XCTAssertEqual(String(describing: HarnessReportsModule.self), "HarnessReportsModule")
    }
}
