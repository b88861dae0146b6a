import XCTest
@testable import LayoutSpec

/// Valid specs load to exactly the expected model.
final class ValidSpecTests: XCTestCase {
    func loadFixture(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Spec {
        let result = SpecLoader.load(contentsOf: Fixtures.path("Valid/" + name))
        XCTAssertEqual(result.diagnostics, [], file: file, line: line)
        return try XCTUnwrap(result.spec, file: file, line: line)
    }

    func testAlbumLoadsToTheExpectedModel() throws {
        let path = Fixtures.path("Valid/Album.xml")
        let spec = try loadFixture("Album.xml")
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: path, line: line, column: column) }

        XCTAssertEqual(spec.name, "Album")
        XCTAssertEqual(spec.file, path)
        XCTAssertEqual(spec.location, at(3, 1))
        XCTAssertTrue(spec.declaresEnvironments)
        XCTAssertEqual(spec.environments, [
            Environment(name: "iPhone portrait", width: 393, height: 852, widthClass: .compact, heightClass: .regular,
                        safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), location: at(6, 5)),
            Environment(name: "iPad RTL", width: 834, height: 1194, widthClass: .regular, heightClass: .regular,
                        layoutDirection: .rightToLeft, location: at(8, 5)),
        ])
        XCTAssertEqual(spec.scenes.count, 1)
        let scene = spec.scenes[0]
        XCTAssertEqual(scene.name, "Album")
        XCTAssertEqual(scene.location, at(11, 3))

        let root = scene.root
        XCTAssertEqual(root.kind, .view)
        XCTAssertEqual(root.id, "root")
        XCTAssertEqual(root.location, at(12, 5))
        XCTAssertNil(root.attributes.layoutMargins, "the root's margins are the system's")
        XCTAssertEqual(root.subviews.map(\.id), ["info", "scroll"])

        let info = root.subviews[0]
        var infoAttributes = ViewAttributes.defaults(for: .stackView)
        infoAttributes.axis = .vertical
        infoAttributes.alignment = .center
        infoAttributes.spacing = .points(10)
        infoAttributes.layoutMargins = EdgeInsets(all: 4)
        infoAttributes.layoutMarginsRelativeArrangement = true
        XCTAssertEqual(info.attributes, infoAttributes)
        XCTAssertEqual(info.location, at(13, 7))
        var compactHeight = ViewOverrides()
        compactHeight.axis = .horizontal
        compactHeight.alignment = .leading
        var regularWidth = ViewOverrides()
        regularWidth.spacing = .standard
        XCTAssertEqual(info.variations, [
            Variation(key: .heightClass(.compact), overrides: compactHeight, location: at(15, 9)),
            Variation(key: .widthClass(.regular), overrides: regularWidth, location: at(16, 9)),
        ])
        XCTAssertEqual(info.subviews.map(\.kind), [.imageView, .label, .button, .textField, .textView])
        XCTAssertEqual(info.subviews.map(\.id), ["cover", "title", "play", "search", "notes"])

        let cover = info.subviews[0]
        XCTAssertEqual(cover.attributes.intrinsicWidth, 300)
        XCTAssertEqual(cover.attributes.intrinsicHeight, 300)
        XCTAssertEqual(cover.attributes.horizontalHuggingPriority, 251)
        XCTAssertEqual(cover.attributes.layoutMargins, EdgeInsets(all: 8))
        XCTAssertEqual(cover.constraints.count, 2)
        var constant200 = ConstraintOverrides()
        constant200.constant = 200
        var uninstalled = ConstraintOverrides()
        uninstalled.installed = false
        XCTAssertEqual(cover.constraints[0], Constraint(
            id: "w", owner: "cover",
            attributes: ConstraintAttributes(firstItem: ItemReference(viewID: "cover"), firstAttribute: .width, constant: 120),
            variations: [
                Variation(key: .widthClass(.regular), overrides: constant200, location: at(19, 13)),
                Variation(key: .both(SizeClassPair(width: .regular, height: .compact)), overrides: uninstalled, location: at(20, 13)),
            ],
            location: at(18, 11)))
        XCTAssertEqual(cover.constraints[1].attributes, ConstraintAttributes(
            firstItem: ItemReference(viewID: "cover"), firstAttribute: .width, secondItem: ItemReference(viewID: "cover"),
            secondAttribute: .height, multiplier: 4.0 / 3.0, priority: 750))

        let title = info.subviews[1]
        XCTAssertEqual(title.attributes.spacingAfter, 4)
        XCTAssertEqual(title.attributes.verticalCompressionResistancePriority, 751)
        XCTAssertEqual(title.attributes.horizontalCompressionResistancePriority, 750)
        XCTAssertEqual(title.attributes.intrinsicHeight, 20.5)
        XCTAssertEqual(title.attributes.firstBaseline(for: .label), .offset(16))
        XCTAssertEqual(title.attributes.lastBaseline(for: .label), .offset(16))
        XCTAssertTrue(info.subviews[2].attributes.hidden)
        XCTAssertEqual(info.subviews[2].attributes.horizontalHuggingPriority, 250)
        XCTAssertEqual(info.subviews[3].attributes.firstBaseline, 22)
        XCTAssertEqual(info.subviews[3].attributes.firstBaseline(for: .textField), .offset(22))
        XCTAssertEqual(info.subviews[3].attributes.lastBaseline(for: .textField), .offset(22.75))
        XCTAssertNil(info.subviews[4].attributes.intrinsicWidth)
        XCTAssertEqual(info.subviews[4].attributes.lastBaseline(for: .textView), .offset(56.5))

        let scroll = root.subviews[1]
        XCTAssertEqual(scroll.kind, .scrollView)
        XCTAssertEqual(scroll.subviews.map(\.id), ["content"])
        XCTAssertEqual(scroll.subviews[0].attributes.layoutMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        var notInstalled = ViewOverrides()
        notInstalled.installed = false
        XCTAssertEqual(scroll.subviews[0].variations,
                       [Variation(key: .both(SizeClassPair(width: .compact, height: .regular)), overrides: notInstalled, location: at(32, 11))])

        XCTAssertEqual(root.constraints.count, 3)
        XCTAssertEqual(root.constraints[0], Constraint(
            id: "top", owner: "root",
            attributes: ConstraintAttributes(firstItem: ItemReference(viewID: "info"), firstAttribute: .top, relation: .greaterThanOrEqual,
                                             secondItem: ItemReference(viewID: "root", isSafeArea: true), secondAttribute: .top,
                                             constant: 8, priority: 999.5),
            location: at(36, 9)))
        XCTAssertEqual(root.constraints[1].attributes.secondAttribute, .leadingMargin)
        XCTAssertNil(root.constraints[1].id)
        XCTAssertEqual(root.constraints[2].attributes.secondAttribute, .centerX, "secondAttribute defaults to firstAttribute")

        XCTAssertEqual(scene.states.count, 1)
        var playVisible = ViewOverrides()
        playVisible.hidden = false
        var constant40 = ConstraintOverrides()
        constant40.constant = 40
        XCTAssertEqual(scene.states[0], SceneState(name: "expanded", changes: [
            .setView(id: "play", overrides: playVisible, location: at(43, 7)),
            .setConstraint(id: "w", overrides: constant40, location: at(44, 7)),
            .repeatView(id: "title", count: 3, location: at(45, 7)),
        ], location: at(42, 5)))

        XCTAssertEqual(scene.expectations, [
            Expectation(item: "title", x: 16, y: 100, width: 358, height: 21, environment: "iPhone portrait", location: at(47, 5)),
            Expectation(item: "cover", width: 120, tolerance: 0.5, location: at(48, 5)),
            Expectation(item: "title#3", height: 20.5, state: "expanded", location: at(49, 5)),
        ])
        XCTAssertEqual(scene.expectations[0].frame, Rect(x: 16, y: 100, width: 358, height: 21))
        XCTAssertEqual(scene.expectations[1].tolerance, 0.5)
        XCTAssertEqual(scene.expectations[2].tolerance, 0.001)
    }

    func testMinimalSpecGetsTheDefaultMatrixAndItsFileName() throws {
        let spec = try loadFixture("Minimal.xml")
        XCTAssertEqual(spec.name, "Minimal")
        XCTAssertFalse(spec.declaresEnvironments)
        XCTAssertEqual(spec.environments.map(\.name), [
            "iPhone 13 portrait", "iPhone 13 landscape", "iPhone 13 Pro Max landscape", "iPad Pro 11in portrait", "iPad Pro 11in split one-third",
            "iPhone SE portrait", "iPad Pro 11in landscape", "iPhone SE portrait AX5",
        ])
        XCTAssertEqual(spec.environments.map(\.scale), [3, 3, 3, 2, 2, 2, 2, 2])
        XCTAssertEqual(spec.environments.map(\.contentSizeCategory), Array(repeating: .large, count: 7) + [.accessibilityExtraExtraExtraLarge])
        XCTAssertEqual(spec.environments[5].safeArea, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual([spec.environments[5].width, spec.environments[5].height, spec.environments[5].scale], [375, 667, 2])
        XCTAssertEqual([spec.environments[6].width, spec.environments[6].height], [1194, 834])
        XCTAssertEqual(spec.environments[6].sizeClasses, SizeClassPair(width: .regular, height: .regular))
        XCTAssertEqual([spec.environments[7].width, spec.environments[7].height], [375, 667])
        XCTAssertEqual(Set(spec.environments.map(\.sizeClasses)), Set(SizeClassPair.all))
        XCTAssertEqual(spec.environments[1].safeArea, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(spec.environments[2].width, 926)
        XCTAssertEqual(spec.scenes[0].root, View(kind: .view, id: "root", attributes: .defaults(for: .view, isRoot: true),
                                                 location: SourceLocation(file: Fixtures.path("Valid/Minimal.xml"), line: 3, column: 5)))
    }

    func testDefaultsOfEveryKind() throws {
        let spec = try loadFixture("Defaults.xml")
        let root = spec.scenes[0].root
        XCTAssertNil(root.attributes.layoutMargins)
        let kinds = root.subviews.map(\.kind)
        XCTAssertEqual(kinds, [.view, .label, .button, .imageView, .textField, .textView, .stackView, .scrollView])
        XCTAssertEqual(root.subviews.map(\.attributes.horizontalHuggingPriority), [250, 251, 250, 251, 250, 250, 250, 250])
        XCTAssertEqual(root.subviews.map(\.attributes.verticalHuggingPriority), [250, 251, 250, 251, 250, 250, 250, 250])
        XCTAssertEqual(Set(root.subviews.map(\.attributes.horizontalCompressionResistancePriority)), [750])
        XCTAssertEqual(Set(root.subviews.map(\.attributes.verticalCompressionResistancePriority)), [750])
        XCTAssertEqual(root.subviews.map(\.attributes.layoutMargins), [
            EdgeInsets(all: 8), EdgeInsets(all: 8), EdgeInsets(all: 8), EdgeInsets(all: 8),
            EdgeInsets(all: 8), EdgeInsets(all: 8), EdgeInsets(all: 0), EdgeInsets(all: 8),
        ])
        for view in root.subviews {
            XCTAssertNil(view.attributes.intrinsicWidth)
            XCTAssertNil(view.attributes.intrinsicHeight)
            XCTAssertFalse(view.attributes.hidden)
            XCTAssertTrue(view.attributes.installed)
            XCTAssertNil(view.attributes.spacingAfter)
        }
        let inner = root.subviews[6].attributes
        XCTAssertEqual(inner.axis, .horizontal)
        XCTAssertEqual(inner.distribution, .fill)
        XCTAssertEqual(inner.alignment, .fill)
        XCTAssertEqual(inner.spacing, .points(0))
        XCTAssertFalse(inner.layoutMarginsRelativeArrangement)
        XCTAssertFalse(inner.baselineRelativeArrangement)
        // Baselines: text kinds without an intrinsic height have none; stacks vend an arranged subview's.
        XCTAssertEqual(root.subviews.map { $0.attributes.firstBaseline(for: $0.kind) },
                       [.none, .none, .none, .none, .none, .none, .arrangedSubview, .none])
    }

    func testInterfaceBuilderSpellings() throws {
        let spec = try loadFixture("IBSpellings.xml")
        XCTAssertEqual(spec.name, "IB & friends")
        let scene = spec.scenes[0]
        XCTAssertEqual(scene.name, "Edit 📝")
        let root = scene.root
        XCTAssertEqual(root.id, "FDF-Nb-3Aw")
        XCTAssertEqual(root.attributes.layoutMargins, EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        let stack = root.subviews[0]
        XCTAssertEqual(stack.attributes.distribution, .equalSpacing)
        XCTAssertEqual(stack.attributes.alignment, .firstBaseline)
        XCTAssertEqual(stack.attributes.spacing, .standard)
        XCTAssertEqual(stack.attributes.spacing.value, 8)
        XCTAssertTrue(stack.attributes.layoutMarginsRelativeArrangement)
        XCTAssertFalse(stack.attributes.baselineRelativeArrangement)
        XCTAssertEqual(stack.subviews[0].attributes.horizontalCompressionResistancePriority, 751)
        XCTAssertEqual(stack.subviews[1].attributes.spacingAfter, 12)
        XCTAssertNil(stack.subviews[1].attributes.intrinsicWidth)
        XCTAssertEqual(root.constraints.map(\.attributes.priority), [750, 50, 250, 1000, 999.5])
        XCTAssertEqual(root.constraints[0].id, "w-1")
        XCTAssertEqual(root.constraints[0].attributes.firstItem, ItemReference(viewID: "FDF-Nb-3Aw"))
        XCTAssertEqual(root.constraints[1].attributes.multiplier, 45.0 / 55.0)
        XCTAssertEqual(root.constraints[1].attributes.constant, 20)
        XCTAssertEqual(root.constraints[3].attributes.secondItem, ItemReference(viewID: "FDF-Nb-3Aw", isSafeArea: true))
        XCTAssertEqual(root.constraints[3].attributes.relation, .lessThanOrEqual)
        XCTAssertEqual(root.constraints[3].attributes.constant, -8)
        XCTAssertEqual(root.constraints[4].attributes.secondAttribute, .firstBaseline)
        XCTAssertEqual(scene.allConstraints.count, 5)
        XCTAssertEqual(scene.allViews.map(\.id), ["FDF-Nb-3Aw", "GMZ-99-S0M", "OJ4-qu-MF2", "tUx-0W-3lm"])
    }

    func testLineEndingsAndByteOrderMark() {
        let text = "\u{FEFF}<spec>\r\n  <scene name=\"S\">\r\n    <view id=\"root\" bogus=\"1\"/>\r\n  </scene>\r\n</spec>\r\n"
        XCTAssertEqual(rendered(load(text).diagnostics), ["3:21: error: unknown attribute 'bogus' on <view>"])
        let tabs = "<spec>\n\t<scene name=\"S\">\n\t\t<view id=\"root\" bogus=\"1\"/>\n\t</scene>\n</spec>\n"
        XCTAssertEqual(rendered(load(tabs).diagnostics), ["3:19: error: unknown attribute 'bogus' on <view>"])
        let wide = "<spec name=\"é😀\">\n  <scene name=\"ü\"><view id=\"é\" bogus=\"1\"/></scene>\n</spec>\n"
        XCTAssertEqual(rendered(load(wide).diagnostics), ["2:32: error: unknown attribute 'bogus' on <view>"])
    }

    func testMultiLineStartTagsPointAtTheAttribute() {
        let text = """
        <spec>
          <scene name="S">
            <stackView id="root"
                       axis="vertical"
                       alignment="middle"/>
          </scene>
        </spec>
        """
        XCTAssertEqual(rendered(load(text).diagnostics), [
            "5:27: error: invalid value 'middle' for 'alignment'; expected one of: fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline",
        ])
    }
}
