import XCTest
@testable import LayoutSpec

/// Effective attributes per size-class pair and state: the spec format's precedence (docs/spec-format.md).
final class ResolutionTests: XCTestCase {
    let compactRegular = SizeClassPair(width: .compact, height: .regular)
    let compactCompact = SizeClassPair(width: .compact, height: .compact)
    let regularCompact = SizeClassPair(width: .regular, height: .compact)
    let regularRegular = SizeClassPair(width: .regular, height: .regular)

    func spec(_ name: String) throws -> Spec {
        try XCTUnwrap(SpecLoader.load(contentsOf: Fixtures.path("Valid/" + name)).spec)
    }

    func testVariationPrecedence() throws {
        let info = try XCTUnwrap(spec("Variations.xml").scenes[0].view(withID: "info"))
        let base = info.effectiveAttributes(in: compactRegular)
        XCTAssertEqual(base, info.attributes, "no variation matches compact width, regular height")
        XCTAssertEqual(base.axis, .vertical)
        XCTAssertEqual(base.alignment, .center)
        XCTAssertEqual(base.spacing, .points(10))

        let wide = info.effectiveAttributes(in: regularRegular)
        XCTAssertEqual(wide.axis, .horizontal)
        XCTAssertEqual(wide.spacing, .points(20))
        XCTAssertEqual(wide.alignment, .center)

        let short = info.effectiveAttributes(in: compactCompact)
        XCTAssertEqual(short.axis, .vertical)
        XCTAssertEqual(short.alignment, .leading)
        XCTAssertEqual(short.spacing, .points(10))

        // Both one-class variations match; the two-class variation beats them.
        let both = info.effectiveAttributes(in: regularCompact)
        XCTAssertEqual(both.axis, .horizontal)
        XCTAssertEqual(both.spacing, .points(20))
        XCTAssertEqual(both.alignment, .leading)
        XCTAssertEqual(both.distribution, .fillEqually)
    }

    func testConstraintVariationsAndInstalled() throws {
        let scene = try spec("Variations.xml").scenes[0]
        let w = try XCTUnwrap(scene.constraint(withID: "w"))
        XCTAssertEqual(w.effectiveAttributes(in: compactRegular).constant, 120)
        XCTAssertEqual(w.effectiveAttributes(in: regularRegular).constant, 200)
        XCTAssertEqual(w.effectiveAttributes(in: regularCompact).constant, 200)
        XCTAssertFalse(w.effectiveAttributes(in: regularCompact).installed)
        XCTAssertTrue(w.effectiveAttributes(in: compactCompact).installed)
        let title = try XCTUnwrap(scene.view(withID: "title"))
        XCTAssertTrue(title.effectiveAttributes(in: compactCompact).hidden)
        XCTAssertFalse(title.effectiveAttributes(in: compactRegular).hidden)
    }

    func testResolvedSceneDropsUninstalledViewsAndTheirConstraints() throws {
        let scene = try spec("Variations.xml").scenes[0]
        let phone = try XCTUnwrap(scene.resolved(for: compactRegular))
        XCTAssertEqual(phone.root.subviews.map(\.id), ["info"])
        XCTAssertEqual(phone.root.subviews[0].subviews.map(\.id), ["title"])
        XCTAssertEqual(phone.constraints.map(\.id), ["w"])
        XCTAssertEqual(phone.constraints[0].attributes.constant, 120)
        XCTAssertNil(phone.root.attributes.layoutMargins, "root margins stay the system's")

        let pad = try XCTUnwrap(scene.resolved(for: regularRegular))
        XCTAssertEqual(pad.root.subviews[0].subviews.map(\.id), ["title", "badge"])
        XCTAssertEqual(pad.constraints.map(\.id), ["w", "pin", "badgeSize"])
        XCTAssertEqual(pad.constraints[0].attributes.constant, 200)
        XCTAssertEqual(pad.constraints[0].owner, "root")
        XCTAssertEqual(pad.constraints[2].owner, "badge")

        let landscape = try XCTUnwrap(scene.resolved(for: regularCompact))
        XCTAssertEqual(landscape.constraints.map(\.id), [], "w is uninstalled, badge is not installed")
        XCTAssertEqual(landscape.root.subviews[0].attributes.distribution, .fillEqually)
    }

    func testStatesSetAndRepeat() throws {
        let scene = try spec("States.xml").scenes[0]
        let base = try XCTUnwrap(scene.resolved(for: compactRegular))
        XCTAssertNil(base.state)
        XCTAssertEqual(base.root.subviews.map(\.id), ["entry", "footer"])
        XCTAssertTrue(base.root.subviews[1].attributes.hidden)
        XCTAssertEqual(base.constraints.map(\.id), ["entryHeight", "footerHeight", "nameWidth"])

        let long = try XCTUnwrap(scene.resolved(for: compactRegular, state: "long"))
        XCTAssertEqual(long.state, "long")
        XCTAssertEqual(long.root.subviews.map(\.id), ["entry#1", "entry#2", "entry#3", "footer"])
        XCTAssertEqual(long.root.subviews.map(\.sourceID), ["entry", "entry", "entry", "footer"])
        XCTAssertEqual(long.root.subviews[1].subviews.map(\.id), ["name#2", "value#2"])
        XCTAssertEqual(long.root.subviews[1].attributes.spacing, .points(4))
        XCTAssertFalse(long.root.subviews[3].attributes.hidden, "the state's set beats the own attribute")
        XCTAssertEqual(long.constraints.map(\.id), ["entryHeight#1", "entryHeight#2", "entryHeight#3", "footerHeight",
                                                     "nameWidth#1", "nameWidth#2", "nameWidth#3"])
        XCTAssertEqual(long.constraints[1].attributes.firstItem, ItemReference(viewID: "entry#2"))
        XCTAssertEqual(long.constraints[1].attributes.constant, 60)
        XCTAssertEqual(long.constraints[1].attributes.priority, 999)
        XCTAssertEqual(long.constraints[1].owner, "root")
        XCTAssertEqual(long.constraints[3].attributes.firstItem, ItemReference(viewID: "footer"))
        XCTAssertEqual(long.constraints[5].attributes.firstItem, ItemReference(viewID: "name#2"))
        XCTAssertEqual(long.constraints[5].attributes.secondItem, ItemReference(viewID: "value#2"))
        XCTAssertEqual(long.constraints[5].owner, "entry#2")
        XCTAssertEqual(long.root.subviews[0].subviews[0].firstBaseline, .offset(16))

        let empty = try XCTUnwrap(scene.resolved(for: compactRegular, state: "empty"))
        XCTAssertEqual(empty.root.subviews.map(\.id), ["footer"])
        XCTAssertEqual(empty.constraints.map(\.id), ["footerHeight"])

        XCTAssertNil(scene.resolved(for: compactRegular, state: "missing"))
    }

    func testBaselineDefaults() {
        XCTAssertEqual(Baseline.defaultFirst(kind: .label, intrinsicHeight: 20.5), .offset(16))
        XCTAssertEqual(Baseline.defaultLast(kind: .label, intrinsicHeight: 61), .offset(56.5))
        XCTAssertEqual(Baseline.defaultFirst(kind: .label, intrinsicHeight: 61), .offset(16))
        XCTAssertEqual(Baseline.defaultFirst(kind: .textView, intrinsicHeight: 10), .offset(5.5))
        XCTAssertEqual(Baseline.defaultFirst(kind: .button, intrinsicHeight: 30), .offset(20.75))
        XCTAssertEqual(Baseline.defaultLast(kind: .button, intrinsicHeight: 30), .offset(20.75))
        XCTAssertEqual(Baseline.defaultFirst(kind: .textField, intrinsicHeight: 34), .offset(22.75))
        XCTAssertEqual(Baseline.defaultFirst(kind: .label, intrinsicHeight: nil), Baseline.none)
        XCTAssertEqual(Baseline.defaultFirst(kind: .view, intrinsicHeight: 20), Baseline.none)
        XCTAssertEqual(Baseline.defaultFirst(kind: .imageView, intrinsicHeight: 20), Baseline.none)
        XCTAssertEqual(Baseline.defaultLast(kind: .stackView, intrinsicHeight: nil), .arrangedSubview)
    }

    func testOverridesApplyField(){
        var overrides = ViewOverrides()
        overrides.intrinsicWidth = .some(nil)
        overrides.intrinsicHeight = 30
        var attributes = ViewAttributes.defaults(for: .label)
        attributes.intrinsicWidth = 100
        let applied = attributes.applying(overrides)
        XCTAssertNil(applied.intrinsicWidth, ".some(nil) sets none")
        XCTAssertEqual(applied.intrinsicHeight, 30)
        XCTAssertEqual(overrides.setAttributes.map(\.name), [.intrinsicWidth, .intrinsicHeight])
        XCTAssertEqual(overrides.setAttributes.map(\.value), ["none", "30"])

        var constraint = ConstraintOverrides()
        constraint.secondItem = ItemReference(viewID: "other")
        let width = ConstraintAttributes(firstItem: ItemReference(viewID: "a"), firstAttribute: .width, constant: 10)
        XCTAssertEqual(width.applying(constraint).secondAttribute, .width, "a new second item takes the first attribute")
    }

    func testVariationKeys() {
        XCTAssertEqual(VariationKey(ibKey: "widthClass=compact"), .widthClass(.compact))
        XCTAssertEqual(VariationKey(ibKey: "heightClass=regular"), .heightClass(.regular))
        XCTAssertEqual(VariationKey(ibKey: "heightClass=compact-widthClass=regular"), .both(SizeClassPair(width: .regular, height: .compact)))
        XCTAssertNil(VariationKey(ibKey: "widthClass=regular-heightClass=compact"))
        XCTAssertNil(VariationKey(ibKey: "default"))
        XCTAssertNil(VariationKey(ibKey: "heightClass=compact-widthClass=regular-x"))
        XCTAssertEqual(VariationKey.allKeys.count, 8)
        XCTAssertTrue(VariationKey.heightClass(.compact).matches(regularCompact))
        XCTAssertFalse(VariationKey.widthClass(.compact).matches(regularCompact))
        XCTAssertEqual(VariationKey.both(regularCompact).description, "heightClass=compact-widthClass=regular")
    }
}
