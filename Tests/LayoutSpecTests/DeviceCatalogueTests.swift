import XCTest
@testable import LayoutSpec

/// The device catalogue, `<environment device="…">`, `--devices` lists and environments files.
final class DeviceCatalogueTests: XCTestCase {
    private func environment(_ device: String, _ orientation: Device.Orientation, _ split: Device.Split = .full) throws -> Environment {
        try XCTUnwrap(DeviceCatalogue.device(named: device)?.environment(orientation, split: split))
    }

    private func assert(_ e: Environment, _ name: String, _ size: [Double], _ classes: (SizeClass, SizeClass), _ safe: [Double],
                        scale: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(e.name, name, file: file, line: line)
        XCTAssertEqual([e.width, e.height], size, file: file, line: line)
        XCTAssertEqual(e.sizeClasses, SizeClassPair(width: classes.0, height: classes.1), file: file, line: line)
        XCTAssertEqual([e.safeArea.top, e.safeArea.left, e.safeArea.bottom, e.safeArea.right], safe, file: file, line: line)
        XCTAssertEqual(e.scale, scale, file: file, line: line)
    }

    func testPhonesInBothOrientations() throws {
        assert(try environment("iPhone SE (3rd generation)", .portrait), "iPhone SE (3rd generation) portrait",
               [375, 667], (.compact, .regular), [20, 0, 0, 0], scale: 2)
        assert(try environment("iPhone SE (3rd generation)", .landscape), "iPhone SE (3rd generation) landscape",
               [667, 375], (.compact, .compact), [0, 0, 0, 0], scale: 2)
        assert(try environment("iPhone 13 mini", .landscape), "iPhone 13 mini landscape", [812, 375], (.compact, .compact), [0, 50, 21, 50], scale: 3)
        assert(try environment("iPhone 15", .portrait), "iPhone 15 portrait", [393, 852], (.compact, .regular), [47, 0, 34, 0], scale: 3)
        assert(try environment("iPhone 16", .portrait), "iPhone 16 portrait", [393, 852], (.compact, .regular), [59, 0, 34, 0], scale: 3)
        assert(try environment("iPhone 16 Pro", .portrait), "iPhone 16 Pro portrait", [402, 874], (.compact, .regular), [62, 0, 34, 0], scale: 3)
        assert(try environment("iPhone 16 Pro Max", .landscape), "iPhone 16 Pro Max landscape",
               [956, 440], (.regular, .compact), [0, 62, 21, 62], scale: 3)
        assert(try environment("iPhone 14 Plus", .landscape), "iPhone 14 Plus landscape", [926, 428], (.regular, .compact), [0, 47, 21, 47], scale: 3)
    }

    func testIPadsAndTheirSplitViews() throws {
        assert(try environment("iPad Pro (11-inch) (4th generation)", .landscape), "iPad Pro (11-inch) (4th generation) landscape",
               [1194, 834], (.regular, .regular), [24, 0, 20, 0], scale: 2)
        assert(try environment("iPad Pro (11-inch) (4th generation)", .landscape, .oneThird),
               "iPad Pro (11-inch) (4th generation) landscape one-third", [375, 834], (.compact, .regular), [24, 0, 20, 0], scale: 2)
        assert(try environment("iPad Pro (12.9-inch) (6th generation)", .landscape, .oneHalf),
               "iPad Pro (12.9-inch) (6th generation) landscape one-half", [678, 1024], (.regular, .regular), [24, 0, 20, 0], scale: 2)
        assert(try environment("iPad (9th generation)", .portrait, .twoThirds), "iPad (9th generation) portrait two-thirds",
               [480, 1080], (.compact, .regular), [20, 0, 0, 0], scale: 2)
        assert(try environment("iPad mini (6th generation)", .portrait), "iPad mini (6th generation) portrait",
               [744, 1133], (.regular, .regular), [24, 0, 20, 0], scale: 2)
        XCTAssertNil(DeviceCatalogue.device(named: "iPad mini (6th generation)")?.environment(.portrait, split: .oneThird))
        XCTAssertNil(DeviceCatalogue.device(named: "iPad Pro (11-inch) (4th generation)")?.environment(.portrait, split: .oneHalf))
    }

    /// The catalogue holds together: unique names, portrait screens, splits that with the
    /// 10-point divider fill the screen, the smallest phone the SE.
    func testTheCatalogueIsConsistent() {
        let all = DeviceCatalogue.all
        XCTAssertEqual(all.count, 26)
        XCTAssertEqual(Set(all.map(\.name)).count, all.count)
        for device in all {
            XCTAssertLessThan(device.width, device.height, device.name)
            XCTAssertEqual(device.scale, device.idiom == .phone && device.name != "iPhone SE (3rd generation)" ? 3 : 2, device.name)
            for orientation in Device.Orientation.allCases {
                let full = device.environment(orientation)?.width ?? 0
                let widths = Dictionary(uniqueKeysWithValues: device.splits.filter { $0.orientation == orientation }.map { ($0.split, $0.width) })
                if let third = widths[.oneThird], let twoThirds = widths[.twoThirds] { XCTAssertEqual(third + twoThirds + 10, full, device.name) }
                if let half = widths[.oneHalf] { XCTAssertEqual(2 * half + 10, full, device.name) }
            }
        }
        XCTAssertEqual(all.filter { $0.idiom == .phone }.min { $0.width * $0.height < $1.width * $1.height }?.name, "iPhone SE (3rd generation)")
    }

    /// The default matrix: the five of the format, the smallest phone, an iPad in landscape and
    /// the smallest phone at the largest text size, each the catalogue's device under its own name.
    func testTheDefaultMatrixComesFromTheCatalogue() throws {
        XCTAssertEqual(Environment.defaultMatrix.map(\.name), [
            "iPhone 13 portrait", "iPhone 13 landscape", "iPhone 13 Pro Max landscape", "iPad Pro 11in portrait",
            "iPad Pro 11in split one-third", "iPhone SE portrait", "iPad Pro 11in landscape", "iPhone SE portrait AX5",
        ])
        XCTAssertEqual(Environment.defaultMatrix.map(\.device), [
            "iPhone 13", "iPhone 13", "iPhone 13 Pro Max", "iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch) (4th generation)",
            "iPhone SE (3rd generation)", "iPad Pro (11-inch) (4th generation)", "iPhone SE (3rd generation)",
        ])
        XCTAssertEqual(Environment.defaultMatrix.map(\.contentSizeCategory), Array(repeating: .large, count: 7) + [.accessibilityExtraExtraExtraLarge])
        XCTAssertEqual(Environment.defaultMatrix[4].width, 375)
        XCTAssertEqual(Environment.defaultMatrix[4].height, 834)
    }

    /// Editors complete `device` from the schema: its list is the catalogue's.
    /// The Interface Builder importer's design devices (`IBDevice`, keyed by IB's `<device id>`)
    /// and the catalogue are two tables; where they describe the same screen they agree on its
    /// size, scale, safe areas and size classes in both orientations.
    func testInterfaceBuilderDesignDevicesAgreeWithTheCatalogue() throws {
        let same = [
            "retina4_7": "iPhone SE (3rd generation)", "retina5_4": "iPhone 13 mini", "retina6_0": "iPhone 13",
            "retina6_7": "iPhone 13 Pro Max", "retina6_12": "iPhone 14 Pro", "retina6_72": "iPhone 14 Pro Max",
            "retina6_3": "iPhone 16 Pro", "retina6_9": "iPhone 16 Pro Max", "ipad8_3": "iPad mini (6th generation)",
            "ipad10_2": "iPad (9th generation)", "ipad10_9rounded": "iPad (10th generation)",
            "ipad11": "iPad Pro (11-inch) (4th generation)", "ipad11_0rounded": "iPad Pro (11-inch) (4th generation)",
            "ipad12_9rounded": "iPad Pro (12.9-inch) (6th generation)", "ipad13_0rounded": "iPad Pro 13-inch (M4)",
        ]
        for (id, name) in same.sorted(by: { $0.key < $1.key }) {
            let ib = try XCTUnwrap(IBDevice.named(id), id)
            for orientation in Device.Orientation.allCases {
                let landscape = orientation == .landscape
                let catalogue = try environment(name, orientation)
                let canvas = ib.canvas(landscape: landscape)
                let label = "\(id) / \(name) \(orientation.rawValue)"
                XCTAssertEqual([canvas.width, canvas.height], [catalogue.width, catalogue.height], label)
                XCTAssertEqual(ib.scale, catalogue.scale, label)
                XCTAssertEqual(ib.safeArea(landscape: landscape, systemMajor: 18), catalogue.safeArea, label)
                XCTAssertEqual(ib.sizeClasses(landscape: landscape), catalogue.sizeClasses, label)
            }
        }
    }

    func testTheSchemaListsEveryDevice() throws {
        let schema = try XCTUnwrap(Fixtures.read(Fixtures.schemaPath))
        let start = try XCTUnwrap(schema.range(of: "<xs:simpleType name=\"device\">"))
        let end = try XCTUnwrap(schema.range(of: "</xs:simpleType>", range: start.upperBound..<schema.endIndex))
        let values = schema[start.upperBound..<end.lowerBound].components(separatedBy: "<xs:enumeration value=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(values, DeviceCatalogue.all.map(\.name))
    }

    func testASpecNamesDevices() throws {
        let spec = try XCTUnwrap(SpecLoader.load(contentsOf: Fixtures.path("Valid/Devices.xml")).spec)
        XCTAssertEqual(spec.environments.map(\.name), ["iPhone SE (3rd generation) landscape", "iPad third RTL", "custom"])
        assert(spec.environments[1], "iPad third RTL", [375, 834], (.compact, .regular), [24, 0, 20, 0], scale: 2)
        XCTAssertEqual(spec.environments[1].layoutDirection, .rightToLeft)
        XCTAssertEqual(spec.environments[1].location?.line, 5)
        // An environment given by sizes has the default scale (2) unless it names one.
        XCTAssertEqual(spec.environments[2].scale, Environment.defaultScale)
        XCTAssertNil(spec.environments[2].device)
    }

    func testDeviceListsOfTheCommandLine() throws {
        XCTAssertEqual(try DeviceSelection.environments("iPhone SE (3rd generation), iPad Pro (11-inch) (4th generation) landscape one-third").map(\.name), [
            "iPhone SE (3rd generation) portrait", "iPhone SE (3rd generation) landscape", "iPad Pro (11-inch) (4th generation) landscape one-third",
        ])
        XCTAssertEqual(try DeviceSelection.environments("iPhone 13 Pro landscape").map(\.name), ["iPhone 13 Pro landscape"])
        func problem(_ text: String) -> String {
            do { _ = try DeviceSelection.environments(text); return "" } catch { return error.description }
        }
        XCTAssertTrue(problem("iPhone SE").hasPrefix("--devices: 'iPhone SE' is no device of the catalogue; did you mean 'iPhone SE (3rd generation)'? The devices are: iPhone SE (3rd generation), iPhone 13 mini,"))
        XCTAssertEqual(problem("iPhone 13 sideways"), "--devices: 'iPhone 13 sideways': after the device name comes portrait or landscape, then one-third, one-half or two-thirds (got 'sideways')")
        XCTAssertEqual(problem("iPhone 13 landscape one-third"), "--devices: iPhone 13 has no one-third split view in landscape")
        XCTAssertEqual(problem("iPhone 13, iPhone 13 portrait"), "--devices names 'iPhone 13 portrait' twice")
        XCTAssertEqual(problem(" , "), "--devices needs at least one device name")
    }

    func testAFileOfEnvironmentsAlone() {
        func load(_ text: String) -> EnvironmentsLoadResult { SpecLoader.loadEnvironments(bytes: Array(text.utf8), path: "e.xml") }
        XCTAssertEqual(load("""
        <environments>
          <environment device="iPhone SE (3rd generation)" orientation="landscape"/>
          <environment name="wide" width="1000" height="500" widthClass="regular" heightClass="compact"/>
        </environments>
        """).environments?.map(\.name), ["iPhone SE (3rd generation) landscape", "wide"])
        XCTAssertEqual(load("<spec><environments><environment device=\"iPhone 16\"/></environments></spec>").environments?.map(\.name),
                       ["iPhone 16 portrait"])
        XCTAssertEqual(load("<spec name=\"x\"><scene name=\"S\"><view id=\"root\"/></scene></spec>").errors.map(\.description),
                       ["e.xml:1:1: error: declares no <environments>"])
        XCTAssertEqual(load("<environments><scene name=\"S\"/></environments>").errors.map(\.description),
                       ["e.xml:1:15: error: <scene> is not allowed in <environments>; allowed: environment"])
        XCTAssertEqual(load("<view/>").errors.map(\.description),
                       ["e.xml:1:1: error: the root element is <view>; an environments file has an <environments> root element, or is a <spec> with <environments>"])
        XCTAssertEqual(load(" ").errors.map(\.description),
                       ["e.xml:1:1: error: the file is empty; an environments file has an <environments> root element"])
    }
}
