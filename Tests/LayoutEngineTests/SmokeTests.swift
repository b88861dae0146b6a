import XCTest
import LayoutSpec
@testable import LayoutEngine

final class SmokeTests: XCTestCase {
    func testPinnedLabel() {
        let result = layOut("""
        <spec>
          <environments>\(environment(safeArea: "47 0 34 0"))</environments>
          <scene name="S">
            <view id="root">
              <label id="title" intrinsicWidth="100" intrinsicHeight="21"/>
              <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top" constant="8"/>
            </view>
          </scene>
        </spec>
        """)
        let phone = result.case("phone")
        print(phone?.views.map { "\($0.id) \($0.frame.array)" } ?? [], phone?.findings.map(\.message) ?? [])
        XCTAssertFrame(phone, "root", [0, 0, 390, 844])
        XCTAssertFrame(phone, "title", [16, 55, 100, 21])
        XCTAssertEqual(phone?.findings, [])
    }
}
