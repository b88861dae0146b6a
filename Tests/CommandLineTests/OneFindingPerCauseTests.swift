import Foundation
import XCTest

/// A run prints one line per cause: a missing constraint in every environment is one
/// ambiguity, on the topmost view it leaves free, naming the cases.
final class OneFindingPerCauseTests: HarnessTestCase {
    func testAMissingTopConstraintIsOneLine() throws {
        try write("Card.xml", """
        <spec>
          <scene name="Card">
            <view id="root">
              <view id="card">
                <label id="title" intrinsicWidth="100" intrinsicHeight="20"/>
                <label id="subtitle" intrinsicWidth="100" intrinsicHeight="20"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="topMargin"/>
                <constraint firstItem="subtitle" firstAttribute="leading" secondItem="title" secondAttribute="leading"/>
                <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="4"/>
                <constraint firstItem="subtitle" firstAttribute="bottom" secondItem="card" secondAttribute="bottomMargin"/>
              </view>
              <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="card" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
            </view>
          </scene>
        </spec>
        """)
        let run = try harness(["--no-reports", "--no-color"])
        XCTAssertEqual(run.code, 1, run.output)
        let lines = run.output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(lines, [
            "Specs/Card.xml:4:7: error: ambiguity: 'card': y not fixed by its constraints (missing constraints); 2 subviews 'title', 'subtitle' "
                + "move with it [Card · iPhone 13 portrait · wC hR · 390×844; Card · iPhone 13 landscape · wC hC · 844×390; and 6 more cases]",
        ])
    }
}
