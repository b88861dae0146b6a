import LayoutEngine
import LayoutSpec
import XCTest

/// Scenes, names and design environments: view controllers, cells, xib views, simulated bars.
final class ImportSceneTests: XCTestCase {
    func testScenesAreNamedByTitleUserLabelCustomClassThenSceneID() throws {
        let scenes = [
            IBFixtures.controllerScene(id: "A", title: "Login", rootID: "ra", subviews: "", constraints: ""),
            IBFixtures.controllerScene(id: "B", rootID: "rb", subviews: "", constraints: "")
                .replacingOccurrences(of: #"<viewController id="B""#, with: #"<viewController id="B" userLabel="Settings""#),
            IBFixtures.controllerScene(id: "C", rootID: "rc", subviews: "", constraints: "")
                .replacingOccurrences(of: #"<viewController id="C""#, with: #"<viewController id="C" customClass="ProfileViewController""#),
            IBFixtures.controllerScene(id: "D", rootID: "rd", subviews: "", constraints: ""),
            IBFixtures.controllerScene(id: "E", title: "Login", rootID: "re", subviews: "", constraints: ""),
        ].joined(separator: "\n")
        let imported = IBFixtures.load(IBFixtures.storyboard(scenes), path: "Specs/Main.storyboard")
        let spec = try XCTUnwrap(imported.result.spec, "\(imported.result.diagnostics)")
        XCTAssertEqual(spec.name, "Main")
        XCTAssertEqual(spec.scenes.map(\.name), ["Login", "Settings", "ProfileViewController", "S-D", "Login (E)"])
        XCTAssertEqual(spec.environments, Environment.defaultMatrix)
        XCTAssertEqual(imported.storedLayouts.map(\.sceneName), spec.scenes.map(\.name))
        let design = try XCTUnwrap(spec.scenes.first?.ownEnvironments.first)
        XCTAssertEqual(design.name, "retina6_12 (design)")
        XCTAssertEqual([design.width, design.height], [393, 852])
        XCTAssertEqual(design.sizeClasses, SizeClassPair(width: .compact, height: .regular))
        XCTAssertEqual(design.safeArea, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    func testNavigationAndTabBarsAddToTheDesignSafeArea() throws {
        let navigation = """
                <scene sceneID="S-N">
                    <objects>
                        <navigationController id="N" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="VC1" kind="relationship" relationship="rootViewController" id="sg1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S-T">
                    <objects>
                        <tabBarController id="T" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar"/>
                            <connections>
                                <segue destination="N" kind="relationship" relationship="viewControllers" id="sg0"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        """
        let imported = IBFixtures.load(IBFixtures.storyboard(navigation + IBFixtures.controllerScene(title: "Home", subviews: "", constraints: "")))
        let scene = try XCTUnwrap(imported.result.spec?.scene(named: "Home"))
        XCTAssertEqual(scene.ownEnvironments.first?.safeArea, EdgeInsets(top: 59 + 44, left: 0, bottom: 34 + 49, right: 0))
        let warning = try XCTUnwrap(imported.result.diagnostics.first { $0.message.hasPrefix("scene 'Home'") })
        XCTAssertEqual(warning.message, "scene 'Home': Interface Builder draws a navigation bar (44 pt) and a tab bar (49 pt) over it; "
                       + "only 'retina6_12 (design)' adds them to the safe area")
        XCTAssertEqual(warning.severity, .warning)
    }

    func testPrototypeCellIsASceneRootedAtItsContentView() throws {
        let table = """
                <scene sceneID="S-TV">
                    <objects>
                        <tableViewController id="TV" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="ItemCell" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                                    <rect key="frame" x="16" y="11" width="22" height="22"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="22" id="dw"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                                <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="dot" secondAttribute="bottom" id="c3"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
        """
        let imported = IBFixtures.load(IBFixtures.storyboard(table))
        let spec = try XCTUnwrap(imported.result.spec, "\(imported.result.diagnostics)")
        XCTAssertEqual(spec.scenes.map(\.name), ["ItemCell"])
        let scene = try XCTUnwrap(spec.scenes.first)
        XCTAssertEqual(scene.root.id, "content")
        XCTAssertEqual(scene.root.attributes.layoutMargins, EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        let design = try XCTUnwrap(scene.ownEnvironments.first)
        XCTAssertEqual([design.width, design.height], [393, 44])
        XCTAssertEqual(design.safeArea, .zero)
        XCTAssertEqual(imported.storedLayouts.first?.isCell, true)
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("dot", in: result), Rect(x: 16, y: 11, width: 22, height: 22))
        // In every environment the cell is as wide as the table (the canvas), at its stored height.
        let cases = LayoutEngine.run(spec).scenes[0].cases
        XCTAssertEqual(cases.map(\.environment), Environment.defaultMatrix.map(\.name) + ["retina6_12 (design)"])
        XCTAssertEqual(cases.map(\.width), [390, 844, 926, 834, 375, 375, 1194, 375, 393])
        XCTAssertEqual(Set(cases.map(\.height)), [44])
        XCTAssertEqual(Set(cases.map(\.safeArea.top)), [0])
        XCTAssertEqual(cases.first.flatMap { IBFixtures.frame("dot", in: $0) }, Rect(x: 16, y: 11, width: 22, height: 22))
    }

    func testConstraintsNamingACellWithAnAccessoryReachItsEdges() throws {
        // A disclosure indicator narrows the content view to 359.67 of the cell's 393; a
        // constraint standing in the cell (firstItem omitted: the cell) pins the field 34 points
        // in from the cell's trailing edge, which is beyond the content view's.
        let table = """
                <scene sceneID="S-TV">
                    <objects>
                        <tableViewController id="TV" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" reuseIdentifier="TagCell" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="359.66666666666669" height="44"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                                    <rect key="frame" x="125" y="10" width="234" height="24"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="125" id="c1"/>
                                                <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c2"/>
                                                <constraint firstAttribute="bottom" secondItem="field" secondAttribute="bottom" constant="10" id="c3"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <constraints>
                                            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="34" id="c4"/>
                                        </constraints>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
        """
        let imported = IBFixtures.load(IBFixtures.storyboard(table))
        let scene = try XCTUnwrap(imported.result.spec?.scenes.first, "\(imported.result.diagnostics)")
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("field", in: result), Rect(x: 125, y: 10, width: 234, height: 24))
        let trailing = try XCTUnwrap(scene.root.constraints.first { $0.id == "c4" })
        XCTAssertEqual(trailing.attributes.firstItem.viewID, "content")
        XCTAssertEqual(trailing.attributes.constant, 34 - (393 - 359.66666666666669), accuracy: 0.001)
    }

    func testXibTopLevelViewKeepsItsOwnSize() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BannerOwner"/>
                <view contentMode="scaleToFill" id="banner" customClass="BannerView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                            <rect key="frame" x="16" y="0" width="288" height="80"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="fill" firstAttribute="leading" secondItem="banner" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="fill" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="fill" firstAttribute="top" secondItem="banner" secondAttribute="top" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="fill" secondAttribute="bottom" id="c4"/>
                    </constraints>
                    <connections>
                        <outlet property="fill" destination="fill" id="o1"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
        let imported = IBFixtures.load(xib, path: "Banner.xib")
        let spec = try XCTUnwrap(imported.result.spec, "\(imported.result.diagnostics)")
        XCTAssertEqual(spec.name, "Banner")
        XCTAssertEqual(spec.scenes.map(\.name), ["BannerView"])
        let scene = try XCTUnwrap(spec.scenes.first)
        let design = try XCTUnwrap(scene.ownEnvironments.first)
        XCTAssertEqual([design.width, design.height], [320, 80])
        XCTAssertEqual(design.safeArea, .zero, "a phone without a sensor housing gives a xib view no safe area")
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("fill", in: result), Rect(x: 16, y: 0, width: 288, height: 80))
        XCTAssertTrue(imported.result.diagnostics.isEmpty, "outlets and colours are ignored silently: \(imported.result.diagnostics)")
    }

    func testACollectionCellsContentViewWithoutAnIdIsTheCell() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <collectionViewCell opaque="NO" contentMode="center" id="tile" customClass="TileCell">
                    <rect key="frame" x="0.0" y="0.0" width="150" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="150" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="thumb">
                                <rect key="frame" x="10" y="10" width="130" height="80"/>
                            </view>
                        </subviews>
                    </view>
                    <viewLayoutGuide key="safeArea" id="tile-safe"/>
                    <constraints>
                        <constraint firstItem="thumb" firstAttribute="leading" secondItem="tile" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="thumb" secondAttribute="trailing" constant="10" id="c2"/>
                        <constraint firstItem="thumb" firstAttribute="top" secondItem="tile-safe" secondAttribute="top" constant="10" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="thumb" secondAttribute="bottom" constant="10" id="c4"/>
                    </constraints>
                </collectionViewCell>
            </objects>
        </document>
        """
        let imported = IBFixtures.load(xib, path: "Tile.xib")
        let scene = try XCTUnwrap(imported.result.spec?.scenes.first, "\(imported.result.diagnostics)")
        XCTAssertEqual(scene.name, "TileCell")
        XCTAssertEqual(scene.root.id, "tile")
        XCTAssertEqual(scene.allConstraints.count, 4)
        XCTAssertEqual(scene.root.attributes.layoutMargins, EdgeInsets(all: 8))
        let result = try XCTUnwrap(IBFixtures.designCase(scene))
        XCTAssertEqual(IBFixtures.frame("thumb", in: result), Rect(x: 10, y: 10, width: 130, height: 80))
    }

    func testAShowSegueFromACellCarriesTheNavigationBar() throws {
        let scenes = """
                <scene sceneID="S-N">
                    <objects>
                        <navigationController id="N" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="List" kind="relationship" relationship="rootViewController" id="sg1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S-L">
                    <objects>
                        <tableViewController id="List" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="row">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="row" id="rowContent">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="VC1" kind="show" id="sg2"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
        """
        let imported = IBFixtures.load(IBFixtures.storyboard(scenes + IBFixtures.controllerScene(title: "Detail", subviews: "", constraints: "")))
        let detail = try XCTUnwrap(imported.result.spec?.scene(named: "Detail"))
        XCTAssertEqual(detail.ownEnvironments.first?.safeArea, EdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
    }
}
