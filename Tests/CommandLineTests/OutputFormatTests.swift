import Foundation
import XCTest

/// `--format plain|github|gitlab` on the real binary.
final class OutputFormatTests: HarnessTestCase {
    private let spec = """
    <spec>
      <environments>
        <environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular"/>
      </environments>
      <scene name="Card">
        <view id="root">
          <label id="title" intrinsicWidth="120" intrinsicHeight="21"/>
          <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top"/>
        </view>
      </scene>
    </spec>
    """

    func testPlainGitHubAndGitLab() throws {
        try write("Card.xml", spec)
        let plain = try harness(["--no-reports", "--no-color"])
        XCTAssertEqual(plain.code, 1, plain.output)
        XCTAssertTrue(plain.output.hasPrefix(
            "Specs/Card.xml:7:7: error: overflow: 'title' extends 30 pt beyond the right edge of 'root' [Card · phone · wC hR · 390×844]\n"),
                      plain.output)

        let github = try harness(["--no-reports", "--format", "github"])
        XCTAssertEqual(github.code, 1, github.output)
        XCTAssertTrue(github.output.hasPrefix("::error file=Specs/Card.xml,line=7,col=7,title=overflow::"
            + "'title' extends 30 pt beyond the right edge of 'root'%0A    'title' extends 30 pt past the right edge of 'root'%0Acase: Card · phone · wC hR · 390×844\n\nspecs"),
                      github.output)
        XCTAssertFalse(github.output.contains("error: overflow"), github.output)

        let gitlab = try harness(["--no-reports", "--format", "gitlab", "--code-quality", "out/quality.json"])
        XCTAssertEqual(gitlab.code, 1, gitlab.output)
        XCTAssertTrue(gitlab.output.contains("reports: out/quality.json"), gitlab.output)
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(read("out/quality.json").utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, 1)
        XCTAssertEqual(issues.first?["check_name"] as? String, "layout-harness/overflow")
        XCTAssertEqual(issues.first?["severity"] as? String, "major")

        let unknown = try harness(["--format", "teamcity"])
        XCTAssertEqual(unknown.code, 2, unknown.output)
    }
}
