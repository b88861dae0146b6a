import Foundation
import HarnessReports
import XCTest

/// `--devices` and a file of environments alone given to `--environments`.
final class DeviceOptionTests: HarnessTestCase {
    func testDevicesReplaceTheMatrix() throws {
        try write("Card.xml", cardSpec())
        let run = try harness(["--devices", "iPhone SE (3rd generation), iPad Pro (11-inch) (4th generation) landscape one-third",
                               "--json", "r.json", "--no-color"])
        XCTAssertEqual(run.code, 0, run.output)
        let cases = try JSONResultsReader.read(contentsOf: folder + "/r.json").specs[0].scenes[0].cases
        XCTAssertEqual(cases.map(\.environment), ["iPhone SE (3rd generation) portrait", "iPhone SE (3rd generation) landscape",
                                                  "iPad Pro (11-inch) (4th generation) landscape one-third"])
        XCTAssertEqual(cases.map { [$0.width, $0.height] }, [[375, 667], [667, 375], [375, 834]])
        // The label sits 8 below the safe area's top, after the leading margin.
        XCTAssertEqual(cases.map { $0.view("title")?.frame.array ?? [] }, [[16, 28, 120, 21], [16, 8, 120, 21], [16, 32, 120, 21]])

        let unknown = try harness(["--devices", "iPhone 99"])
        XCTAssertEqual(unknown.code, 2, unknown.output)
        XCTAssertTrue(unknown.output.contains("--devices: 'iPhone 99' is no device of the catalogue"), unknown.output)
    }

    func testAFileOfEnvironmentsAloneIsAnEnvironmentsFile() throws {
        try write("Card.xml", cardSpec())
        try """
        <environments>
          <environment device="iPhone SE (3rd generation)" orientation="landscape"/>
          <environment name="tall" width="320" height="900" widthClass="compact" heightClass="regular"/>
        </environments>
        """.write(toFile: folder + "/devices.xml", atomically: true, encoding: .utf8)
        let run = try harness(["--environments", "devices.xml", "--devices", "iPhone 16 Pro landscape", "--json", "r.json"])
        XCTAssertEqual(run.code, 0, run.output)
        let cases = try JSONResultsReader.read(contentsOf: folder + "/r.json").specs[0].scenes[0].cases
        XCTAssertEqual(cases.map(\.environment), ["iPhone SE (3rd generation) landscape", "tall", "iPhone 16 Pro landscape"])
        XCTAssertEqual(cases.last?.safeArea, .init(top: 0, left: 62, bottom: 21, right: 62))

        try "<environments><environment device=\"iPhone 13\" width=\"1\"/></environments>"
            .write(toFile: folder + "/bad.xml", atomically: true, encoding: .utf8)
        let bad = try harness(["--environments", "bad.xml"])
        XCTAssertEqual(bad.code, 2, bad.output)
        XCTAssertTrue(bad.output.contains("bad.xml:1:47: error: 'width' is given by the device"), bad.output)
    }
}
