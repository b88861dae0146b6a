import LayoutEngine
import LayoutSpec
import LayoutResults

/// Small Interface Builder documents written for the tests, and helpers to import and lay them out.
enum IBFixtures {
    /// A storyboard `<document>` around `scenes`, on `device`.
    static func storyboard(_ scenes: String, device: String = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#,
                           resources: String = "", toolsVersion: String = "23504") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            \(device)
            <scenes>
        \(scenes)
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// One view controller scene whose view holds `subviews` and `constraints`.
    static func controllerScene(id: String = "VC1", title: String? = nil, rootID: String = "root",
                                size: (Double, Double) = (393, 852), subviews: String, constraints: String,
                                extra: String = "", controllerExtra: String = "") -> String {
        """
                <scene sceneID="S-\(id)">
                    <objects>
                        <viewController id="\(id)"\(title.map { " title=\"\($0)\"" } ?? "") sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(rootID)">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(rootID)-safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
        \(extra)
                            </view>
        \(controllerExtra)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FR-\(id)" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    static func load(_ text: String, path: String = "Fixture.storyboard") -> InterfaceBuilderImport {
        InterfaceBuilderLoader.importDocument(bytes: Array(text.utf8), path: path)
    }

    /// The case of `scene` in its design environment.
    static func designCase(_ scene: Scene) -> CaseResult? {
        guard let design = scene.ownEnvironments.first else { return nil }
        return LayoutEngine.cases(of: scene, in: [design]).first
    }

    static func frame(_ id: String, in result: CaseResult) -> Rect? {
        result.views.first { $0.id == id }?.frame
    }
}
