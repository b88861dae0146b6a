import LayoutEngine
@testable import LayoutSpec
import TextLayout
import XCTest
import LayoutResults

/// Views: kinds, IB's default priorities, intrinsic sizes, stack attributes, variations and masks.
final class ImportViewTests: XCTestCase {
    private func scene(_ subviews: String, _ constraints: String = "", resources: String = "", extra: String = "") throws -> Scene {
        let imported = IBFixtures.load(IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: constraints, extra: extra),
                                                             resources: resources))
        return try XCTUnwrap(imported.result.spec?.scenes.first, "\(imported.result.diagnostics)")
    }

    func testKindsPrioritiesAndIntrinsicSizes() throws {
        let subviews = """
            <label opaque="NO" text="Plain" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
            </label>
            <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" verticalCompressionResistancePriority="751" text="Hugs" translatesAutoresizingMaskIntoConstraints="NO" id="hugs">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </label>
            <switch opaque="NO" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="0" y="0" width="51" height="31"/>
            </switch>
            <imageView userInteractionEnabled="NO" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                <rect key="frame" x="0" y="0" width="24" height="20"/>
            </imageView>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="0" y="0" width="100" height="10"/>
            </view>
            <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
            </wkWebView>
            """
        let scene = try scene(subviews, resources: #"<image name="star" width="24" height="20"/>"#)
        func view(_ id: String) throws -> View { try XCTUnwrap(scene.view(withID: id)) }

        let plain = try view("plain")
        XCTAssertEqual(plain.kind, .label)
        XCTAssertEqual([plain.attributes.horizontalHuggingPriority, plain.attributes.verticalHuggingPriority], [250, 250],
                       "a priority IB omits is 250 for every kind")
        // A label's text and font are the model's: the engine measures them in every environment.
        XCTAssertEqual(plain.attributes.content, ViewContent(text: "Plain", font: .labelDefault, numberOfLines: 1, lineBreakMode: .tailTruncation))
        XCTAssertNil(plain.attributes.intrinsicWidth)
        let design = try XCTUnwrap(IBFixtures.designCase(scene))
        let fonts = try FontLibrary()
        let body = fonts.resolve(.labelDefault).font
        XCTAssertEqual(IBFixtures.frame("plain", in: design)?.width, TextLayouter.measure("Plain", font: body, scale: 3).width)
        XCTAssertEqual(IBFixtures.frame("plain", in: design)?.height, 21, "whole points on the 3x canvas of Xcode 11 and later")

        let hugs = try view("hugs")
        XCTAssertEqual([hugs.attributes.horizontalHuggingPriority, hugs.attributes.verticalCompressionResistancePriority], [251, 751])
        XCTAssertEqual(hugs.attributes.content.font, .textStyle(.headline))
        let headline = fonts.resolve(.textStyle(.headline)).font
        XCTAssertEqual(IBFixtures.frame("hugs", in: design)?.width, TextLayouter.measure("Hugs", font: headline, scale: 3).width)

        let toggle = try view("toggle")
        XCTAssertEqual(toggle.kind, .view)
        XCTAssertEqual(toggle.attributes.horizontalHuggingPriority, 750)
        XCTAssertEqual(toggle.attributes.intrinsicWidth, 49, "a switch's alignment rectangle up to iOS 18")
        XCTAssertEqual(toggle.attributes.intrinsicHeight, 31)

        let star = try view("star")
        XCTAssertEqual([star.attributes.intrinsicWidth, star.attributes.intrinsicHeight], [24, 20])

        let custom = try view("custom")
        XCTAssertEqual(custom.attributes.intrinsicWidth, 100)
        XCTAssertNil(custom.attributes.intrinsicHeight)

        let web = try view("web")
        XCTAssertEqual(web.kind, .view)
        XCTAssertNil(web.attributes.intrinsicWidth)
    }

    func testLabelHeightsFollowTheCanvasOfTheXcodeThatSavedTheDocument() throws {
        let label = """
            <label opaque="NO" text="Plain" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
            </label>
            """
        func height(toolsVersion: String, device: String) throws -> Double? {
            let text = IBFixtures.storyboard(IBFixtures.controllerScene(subviews: label, constraints: ""),
                                             device: "<device id=\"\(device)\" orientation=\"portrait\"/>", toolsVersion: toolsVersion)
            let scene = try XCTUnwrap(IBFixtures.load(text).result.spec?.scenes.first)
            return try IBFixtures.frame("plain", in: XCTUnwrap(IBFixtures.designCase(scene)))?.height
        }
        XCTAssertEqual(try XCTUnwrap(height(toolsVersion: "14113", device: "retina5_5")), 61.0 / 3, accuracy: 1e-6, "Xcode 9, 3x: the pixel")
        XCTAssertEqual(try height(toolsVersion: "16097", device: "retina6_5"), 21, "Xcode 11, 3x: whole points")
        XCTAssertEqual(try height(toolsVersion: "23504", device: "retina6_1"), 20.5, "2x: the pixel")
        XCTAssertEqual(try height(toolsVersion: "10116", device: "retina4_7"), 20, "Xcode 7: the nearest point (20.287)")
        XCTAssertEqual(try height(toolsVersion: "11762", device: "retina4_7"), 20.5, "Xcode 8, 2x: the pixel")
    }

    /// From iOS 13 a segmented control's frame reaches a point below its alignment rectangle:
    /// Auto Layout places 31 points of a 32-point frame (the next view of a stack with a spacing
    /// of 10 is 9 points below the frame), also when its autoresizing mask keeps its frame; to
    /// iOS 12 the frame is the rectangle (29).
    func testSegmentedControlsPlaceTheirAlignmentRectangle() throws {
        func layout(_ toolsVersion: String, height: Double) throws -> (CaseResult, IBStoredLayout) {
            let subviews = """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="100" width="335" height="\(height + 10 + 20)"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="\(height)"/>
                            <segments><segment title="One"/><segment title="Two"/></segments>
                        </segmentedControl>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                            <rect key="frame" x="0.0" y="\(height + 9)" width="335" height="20"/>
                            <constraints><constraint firstAttribute="height" constant="20" id="belowHeight"/></constraints>
                        </view>
                    </subviews>
                </stackView>
                <segmentedControl opaque="NO" contentMode="scaleToFill" fixedFrame="YES" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                    <rect key="frame" x="20" y="300" width="200" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <segments><segment title="A"/><segment title="B"/></segments>
                </segmentedControl>
                """
            let constraints = """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="335" id="s3"/>
                """
            let text = IBFixtures.storyboard(IBFixtures.controllerScene(size: (375, 667), subviews: subviews, constraints: constraints),
                                             device: #"<device id="retina4_7" orientation="portrait"/>"#, toolsVersion: toolsVersion)
            let imported = IBFixtures.load(text)
            let scene = try XCTUnwrap(imported.result.spec?.scenes.first)
            return (try XCTUnwrap(IBFixtures.designCase(scene)), try XCTUnwrap(imported.storedLayouts.first))
        }
        let (modern, modernStored) = try layout("16097", height: 32)
        XCTAssertEqual(IBFixtures.frame("segments", in: modern)?.array, [20, 100, 335, 31])
        XCTAssertEqual(IBFixtures.frame("below", in: modern)?.array, [20, 141, 335, 20], "9 points below the 32-point frame")
        XCTAssertEqual(IBFixtures.frame("fixed", in: modern)?.array, [20, 300, 200, 31])
        XCTAssertEqual(modernStored.frames["segments"], Rect(x: 20, y: 100, width: 335, height: 31))
        XCTAssertEqual(modernStored.frames["fixed"], Rect(x: 20, y: 300, width: 200, height: 31))

        let (classic, classicStored) = try layout("14113", height: 29)
        XCTAssertEqual(IBFixtures.frame("segments", in: classic)?.array, [20, 100, 335, 29])
        XCTAssertEqual(IBFixtures.frame("below", in: classic)?.array, [20, 139, 335, 20])
        XCTAssertEqual(classicStored.frames["fixed"], Rect(x: 20, y: 300, width: 200, height: 29))
    }

    /// Xcode 13's canvas shows text styles at the extra-small size: a Body label is 14 points
    /// there (a 16.7-point line, 17 at 2x) and 17 points (20.5) everywhere else and in other Xcodes.
    func testXcode13CanvasShowsTextStylesAtTheExtraSmallSize() throws {
        let label = """
            <label opaque="NO" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="0" y="0" width="40" height="17"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """
        func design(_ toolsVersion: String) throws -> (Environment, Double?) {
            let text = IBFixtures.storyboard(IBFixtures.controllerScene(size: (375, 667), subviews: label, constraints: ""),
                                             device: #"<device id="retina4_7" orientation="portrait"/>"#, toolsVersion: toolsVersion)
            let scene = try XCTUnwrap(IBFixtures.load(text).result.spec?.scenes.first)
            return (try XCTUnwrap(scene.ownEnvironments.first), try IBFixtures.frame("body", in: XCTUnwrap(IBFixtures.designCase(scene)))?.height)
        }
        let (xcode13, height13) = try design("18122")
        XCTAssertEqual(xcode13.contentSizeCategory, .extraSmall)
        XCTAssertEqual(height13, 17)
        let (xcode14, height14) = try design("21225")
        XCTAssertEqual(xcode14.contentSizeCategory, .large)
        XCTAssertEqual(height14, 20.5)
    }

    /// Xcode 7's canvases store a label's height rounded to the nearest point: 18 for a 15-point
    /// line (17.9), 30 for 25 points (29.83), 41 for two 17-point lines (40.57).
    func testXcode7CanvasRoundsLabelHeightsToTheNearestPoint() throws {
        let subviews = """
            <label opaque="NO" text="Small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                <rect key="frame" x="0" y="0" width="40" height="18"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </label>
            <label opaque="NO" text="Large" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                <rect key="frame" x="0" y="0" width="40" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="25"/>
            </label>
            <label opaque="NO" text="One&#10;Two" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                <rect key="frame" x="0" y="0" width="40" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let text = IBFixtures.storyboard(IBFixtures.controllerScene(size: (600, 600), subviews: subviews, constraints: ""),
                                         device: "", toolsVersion: "9532")
        let scene = try XCTUnwrap(IBFixtures.load(text).result.spec?.scenes.first)
        let design = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("small", in: design)?.height, 18)
        XCTAssertEqual(IBFixtures.frame("large", in: design)?.height, 30)
        XCTAssertEqual(IBFixtures.frame("two", in: design)?.height, 41)
        // Every other environment keeps UIKit's pixel: 17.9 → 18 at 2x and 3x, 29.83 → 30 at 2x.
        let other = try XCTUnwrap(LayoutEngine.cases(of: scene, in: [Environment.defaultMatrix[0]]).first)
        XCTAssertEqual(try XCTUnwrap(IBFixtures.frame("two", in: other)?.height), 122.0 / 3, accuracy: 1e-6)
    }

    /// An IB label is measured by the engine in each environment: a multi-line one takes its
    /// height from its solved width (two passes), a single-line one too narrow for its text is
    /// a `truncated` finding, and text styles follow the environment's text size.
    func testLabelsAreMeasuredInEveryEnvironmentWithTwoPassesAndTruncation() throws {
        let words = "The quick brown fox jumps over the lazy dog again and again"
        let subviews = """
            <label opaque="NO" text="\(words)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="20" y="100" width="353" height="41"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label opaque="NO" text="\(words)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="20" y="200" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
            <constraint firstItem="body" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="b2"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b3"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t1"/>
            <constraint firstItem="title" firstAttribute="width" constant="100" id="t2"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="t3"/>
            """
        let scene = try scene(subviews, constraints)
        XCTAssertEqual(scene.view(withID: "body")?.attributes.content.numberOfLines, 0)
        let phone = Environment(name: "phone", width: 390, height: 844, widthClass: .compact, heightClass: .regular, scale: 3)
        var large = phone
        large.name = "phone AX5"
        large.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        let cases = LayoutEngine.cases(of: scene, in: [phone, large])
        let fonts = try FontLibrary()
        for (result, category) in zip(cases, [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge]) {
            let body = fonts.resolve(.textStyle(.body), category: category).font
            let wrapped = TextLayouter.measure(words, font: body, scale: 3, numberOfLines: 0, width: 350)
            XCTAssertGreaterThan(wrapped.lines.count, 1, result.environment)
            // Frames are reported to a millionth of a point.
            let height = (wrapped.height * 1e6).rounded() / 1e6
            XCTAssertEqual(IBFixtures.frame("body", in: result), Rect(x: 20, y: 100, width: 350, height: height), result.environment)
            let truncated = result.findings.filter { $0.kind == .truncated }
            XCTAssertEqual(truncated.map(\.items), [["title"]], result.environment)
            XCTAssertTrue(truncated.first?.message.contains("in 'title' is truncated") == true, truncated.first?.message ?? "")
        }
    }

    func testStackAttributesAndExplicitMarginsArrangeInsideThem() throws {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="100" width="200" height="110"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="70" y="20" width="40" height="30"/>
                        <constraints><constraint firstAttribute="width" constant="40" id="aw"/></constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="80" y="60" width="20" height="30"/>
                        <constraints><constraint firstAttribute="width" constant="20" id="bw"/></constraints>
                    </view>
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="10" bottom="20" trailing="10"/>
                <variation key="heightClass=compact" axis="horizontal" spacingType="standard"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="stack" firstAttribute="width" constant="200" id="c3"/>
            <constraint firstItem="stack" firstAttribute="height" constant="110" id="c4"/>
            """
        let scene = try scene(subviews, constraints)
        let stack = try XCTUnwrap(scene.view(withID: "stack"))
        XCTAssertEqual(stack.attributes.axis, .vertical)
        XCTAssertEqual(stack.attributes.distribution, .fillEqually)
        XCTAssertEqual(stack.attributes.alignment, .center)
        XCTAssertEqual(stack.attributes.spacing, .points(10))
        XCTAssertEqual(stack.attributes.layoutMargins, EdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
        XCTAssertTrue(stack.attributes.layoutMarginsRelativeArrangement, "IB arranges a stack inside explicit margins")
        let compact = stack.effectiveAttributes(in: SizeClassPair(width: .compact, height: .compact))
        XCTAssertEqual(compact.axis, .horizontal)
        XCTAssertEqual(compact.spacing, .standard)
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("a", in: result), Rect(x: 96, y: 120, width: 40, height: 30))
        XCTAssertEqual(IBFixtures.frame("b", in: result), Rect(x: 106, y: 160, width: 20, height: 30))
    }

    func testDefaultVariationsAndMasksInstallAndRemove() throws {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w">
                        <variation key="widthClass=regular" constant="300"/>
                    </constraint>
                    <constraint firstAttribute="height" constant="100" id="h"/>
                    <constraint firstAttribute="height" constant="50" id="short"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="short"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <include reference="short"/>
                        <exclude reference="h"/>
                    </mask>
                </variation>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="extra">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            """
        let extra = """
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="subviews">
                    <exclude reference="extra"/>
                </mask>
            </variation>
            <variation key="userInterfaceIdiom=mac">
                <mask key="subviews">
                    <exclude reference="box"/>
                </mask>
            </variation>
            """
        let imported = IBFixtures.load(IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: "", extra: extra)))
        let scene = try XCTUnwrap(imported.result.spec?.scenes.first, "\(imported.result.diagnostics)")
        let short = try XCTUnwrap(scene.constraint(withID: "short"))
        let height = try XCTUnwrap(scene.constraint(withID: "h"))
        let width = try XCTUnwrap(scene.constraint(withID: "w"))
        let portrait = SizeClassPair(width: .compact, height: .regular), landscape = SizeClassPair(width: .compact, height: .compact)
        let pad = SizeClassPair(width: .regular, height: .regular)
        XCTAssertFalse(short.effectiveAttributes(in: portrait).installed)
        XCTAssertTrue(short.effectiveAttributes(in: landscape).installed)
        XCTAssertTrue(height.effectiveAttributes(in: portrait).installed)
        XCTAssertFalse(height.effectiveAttributes(in: landscape).installed)
        XCTAssertEqual(width.effectiveAttributes(in: pad).constant, 300)
        XCTAssertEqual(width.effectiveAttributes(in: portrait).constant, 100)
        let extraView = try XCTUnwrap(scene.view(withID: "extra"))
        XCTAssertFalse(extraView.effectiveAttributes(in: pad).installed)
        XCTAssertTrue(extraView.effectiveAttributes(in: portrait).installed)
        XCTAssertTrue(try XCTUnwrap(scene.view(withID: "box")).effectiveAttributes(in: pad).installed, "idiom variations are not applied")
        let warning = try XCTUnwrap(imported.result.diagnostics.first { $0.message.contains("userInterfaceIdiom=mac") })
        XCTAssertEqual(warning.message, "installation under 'userInterfaceIdiom=mac' is not applied: the harness varies size classes only")
    }

    /// Two `<variation>`s with the same key (spelt either way round) both apply, the later on top.
    func testVariationsWithTheSameKeyAddUp() throws {
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="100" width="200" height="110"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="sw">
                        <variation key="heightClass=compact-widthClass=regular" constant="300"/>
                        <variation key="widthClass=regular-heightClass=compact" priority="750"/>
                    </constraint>
                </constraints>
                <variation key="heightClass=compact" axis="horizontal" spacing="8"/>
                <variation key="heightClass=compact" spacing="4"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="stack" firstAttribute="height" constant="110" id="c4"/>
            """
        let scene = try scene(subviews, constraints)
        let stack = try XCTUnwrap(scene.view(withID: "stack"))
        let compact = stack.effectiveAttributes(in: SizeClassPair(width: .compact, height: .compact))
        XCTAssertEqual([stack.attributes.axis, compact.axis], [.vertical, .horizontal])
        XCTAssertEqual([stack.attributes.spacing, compact.spacing], [.points(10), .points(4)])
        let width = try XCTUnwrap(scene.constraint(withID: "sw"))
        let landscape = width.effectiveAttributes(in: SizeClassPair(width: .regular, height: .compact))
        XCTAssertEqual([width.attributes.constant, landscape.constant], [200, 300])
        XCTAssertEqual([width.attributes.priority, landscape.priority], [1000, 750])
    }

    func testAutoresizingSubviewsFollowTheirMask() throws {
        // A view keeping its autoresizing mask: fixed left margin and height, flexible width and top.
        let subviews = """
            <view contentMode="scaleToFill" id="bar">
                <rect key="frame" x="20" y="752" width="353" height="60"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
            </view>
            """
        let scene = try scene(subviews)
        let design = try XCTUnwrap(scene.ownEnvironments.first)
        XCTAssertEqual(IBFixtures.frame("bar", in: try XCTUnwrap(IBFixtures.designCase(scene))), Rect(x: 20, y: 752, width: 353, height: 60))
        var wider = design
        wider.width = 493
        wider.height = 952
        let result = try XCTUnwrap(LayoutEngine.cases(of: scene, in: [wider]).first)
        XCTAssertEqual(IBFixtures.frame("bar", in: result), Rect(x: 20, y: 852, width: 453, height: 60))
        XCTAssertEqual(IBFixtures.load(IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: "")))
                        .storedLayouts.first?.autoresizing, ["bar"])
    }

    func testUserLabelsAndTextsNameViewsInFindings() throws {
        // A view IB's outline calls "Card" overflows the root; a label is known by its text.
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ab1-cD-2ef" userLabel="Card">
                <rect key="frame" x="0" y="0" width="500" height="100"/>
            </view>
            <label opaque="NO" text="Sign in
                 now" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0" y="0" width="40" height="20"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="Ab1-cD-2ef" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="Ab1-cD-2ef" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstAttribute="width" secondItem="Ab1-cD-2ef" secondAttribute="width" multiplier="0.5" id="c3"/>
            <constraint firstItem="Ab1-cD-2ef" firstAttribute="height" constant="100" id="c4"/>
            """
        let scene = try scene(subviews, constraints)
        XCTAssertEqual(scene.view(withID: "Ab1-cD-2ef")?.displayName, "Card")
        XCTAssertEqual(scene.view(withID: "lbl")?.displayName, "Sign in now")
        XCTAssertNil(scene.view(withID: "plain")?.displayName)
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        let overflow = try XCTUnwrap(result.findings.first { $0.kind == .overflow && $0.items == ["Ab1-cD-2ef"] }, "\(result.findings)")
        XCTAssertTrue(overflow.message.hasPrefix("'Ab1-cD-2ef' (Card) extends 393 pt beyond the right edge of 'root'"), overflow.message)
    }

    func testAViewWithAFixedFrameKeepsItByItsMask() throws {
        // IB writes fixedFrame="YES" (and translatesAutoresizingMaskIntoConstraints="NO") on a view it
        // gave no constraints; it keeps its frame by its autoresizing mask, and so does a fixed-frame
        // stack view's subview inside a fixed-frame scroll view.
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
                <rect key="frame" x="151" y="536" width="113" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <state key="normal" title="Menu"/>
            </button>
            <scrollView contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="94" width="393" height="684"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </stackView>
                </subviews>
            </scrollView>
            """
        let scene = try scene(subviews)
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("menu", in: result), Rect(x: 151, y: 536, width: 113, height: 30))
        XCTAssertEqual(IBFixtures.frame("scroll", in: result), Rect(x: 0, y: 94, width: 393, height: 684))
        XCTAssertEqual(IBFixtures.frame("stack", in: result), Rect(x: 0, y: 94, width: 393, height: 200))
        XCTAssertFalse(result.findings.contains { $0.kind == .ambiguity }, "\(result.findings)")
    }

    func testControlsStoredFramesAreComparedAsTheirAlignmentRectangles() throws {
        // IB stores a control's frame; Auto Layout places its alignment rectangle: a switch's is 2
        // points narrower on the trailing side, a slider's (to iOS 18) 2 points in from each side
        // and 1 point up from the bottom.
        let subviews = """
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="328" y="100" width="51" height="31"/>
            </switch>
            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                <rect key="frame" x="14" y="200" width="128" height="31"/>
                <constraints>
                    <constraint firstAttribute="width" constant="124" id="w1"/>
                </constraints>
            </slider>
            """
        let constraints = """
            <constraint firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="c1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="level" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
            <constraint firstItem="level" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
            """
        let imported = IBFixtures.load(IBFixtures.storyboard(IBFixtures.controllerScene(subviews: subviews, constraints: constraints),
                                                             toolsVersion: "17506"))
        let stored = try XCTUnwrap(imported.storedLayouts.first)
        XCTAssertEqual(stored.frames["toggle"], Rect(x: 328, y: 100, width: 49, height: 31))
        XCTAssertEqual(stored.frames["level"], Rect(x: 16, y: 200, width: 124, height: 30))
        let scene = try XCTUnwrap(imported.result.spec?.scenes.first)
        XCTAssertEqual(scene.view(withID: "level")?.attributes.intrinsicHeight, 30)
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("toggle", in: result), Rect(x: 328, y: 100, width: 49, height: 31))
        XCTAssertEqual(IBFixtures.frame("level", in: result), Rect(x: 16, y: 200, width: 124, height: 30))
    }
}
