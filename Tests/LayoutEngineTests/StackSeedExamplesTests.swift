import XCTest
import Foundation
import LayoutSpec
import LayoutSolver
@testable import LayoutEngine
import LayoutResults

/// The seeds' worked examples that need whole screens: the Cookbook's
/// Nested Stack Views and the GOTO book detail, loaded from `Specs/`, checked for the property
/// each one demonstrates in every default environment; and sessions reused across environments.
final class StackSeedExamplesTests: XCTestCase {
    private func load(_ name: String, replacing: [(String, String)] = []) throws -> SpecResult {
        let url = ExampleSpecsTests.specs.appendingPathComponent(name)
        var text = try String(contentsOf: url, encoding: .utf8)
        for (old, new) in replacing {
            XCTAssertTrue(text.contains(old), old)
            text = text.replacingOccurrences(of: old, with: new)
        }
        let load = SpecLoader.load(bytes: Array(text.utf8), path: url.path)
        XCTAssertEqual(load.errors.map(\.description), [])
        return LayoutEngine.run(load, file: url.path)
    }

    func testNestedStackViewsEqualFieldsAndASquarePhotoThatShrinksAt48() throws {
        let result = try load("CookbookNestedStackViews.xml")
        let cases = try XCTUnwrap(result.scenes.first?.cases)
        XCTAssertEqual(cases.count, 8)
        for c in cases {
            let fields = ["firstField", "middleField", "lastField"].compactMap { c.view($0)?.frame }
            XCTAssertEqual(fields.count, 3)
            for field in fields {
                XCTAssertEqual(field.width, fields[0].width, accuracy: 0.001, c.environment)
                XCTAssertEqual(field.x, fields[0].x, accuracy: 0.001, "fields line up: \(c.environment)")
            }
            let labels = ["firstLabel", "middleLabel", "lastLabel"].compactMap { c.view($0)?.frame.width }
            XCTAssertEqual(labels, [52, 52, 52], "the labels take the widest label's width (\"Middle\")")
            let photo = try XCTUnwrap(c.view("photo")?.frame)
            let names = try XCTUnwrap(c.view("nameFields")?.frame)
            XCTAssertEqual(photo.width, photo.height, accuracy: 0.001)
            XCTAssertEqual(photo.height, names.height, accuracy: 0.001, "as tall as the name fields")
            XCTAssertEqual(photo.height, 100.63, accuracy: 0.001, "shrunk from 160 at compression resistance 48")
            let buttons = ["save", "cancel", "clear"].compactMap { c.view($0)?.frame.width }
            XCTAssertEqual(Set(buttons).count, 1, "fillEqually")
        }
        // At compression resistance 750 the photo keeps its 160 points and the rows grow instead.
        let firm = try load("CookbookNestedStackViews.xml", replacing: [
            ("verticalCompressionResistancePriority=\"48\"", "verticalCompressionResistancePriority=\"750\""),
        ])
        let phone = firm.case("iPhone 13 portrait")
        XCTAssertFrame(phone, "photo", [16, 67, 160, 160])
        XCTAssertFrame(phone, "nameFields", [184, 67, 190, 160])
    }

    func testBookDetailSwitchesAxisAndAlignmentWithTheHeightClass() throws {
        let result = try load("BookDetail.xml")
        for c in try XCTUnwrap(result.scenes.first?.cases) where c.state == nil {
            let cover = try XCTUnwrap(c.view("cover")?.frame), info = try XCTUnwrap(c.view("info")?.frame)
            let title = try XCTUnwrap(c.view("title")?.frame), author = try XCTUnwrap(c.view("author")?.frame)
            if c.heightClass == .compact {
                XCTAssertEqual(info.x, cover.x + 160 + 20, accuracy: 0.001, "side by side: \(c.environment)")
                XCTAssertEqual(info.y, cover.y, accuracy: 0.001, "top aligned")
                XCTAssertEqual(author.x, title.x, accuracy: 0.001, "leading aligned")
            } else {
                XCTAssertEqual(info.y, cover.y + 240 + 16, accuracy: 0.001, "stacked: \(c.environment)")
                XCTAssertEqual(cover.x + 80, info.x + info.width / 2, accuracy: 0.001, "centred")
                XCTAssertEqual(author.x + author.width / 2, title.x + title.width / 2, accuracy: 0.001, "centred")
            }
            XCTAssertEqual(c.findings, [])
        }
    }

    /// Sessions are reused across environments of the same size classes by changing constants
    /// only: every stack rule must generate the same variables and terms in each of them.
    func testStackSessionsRetargetAcrossEnvironmentsAndMatchFreshSessions() throws {
        for name in ["CookbookNestedStackViews.xml", "CookbookDynamicStackView.xml", "BookDetail.xml"] {
            let url = ExampleSpecsTests.specs.appendingPathComponent(name)
            let spec = try XCTUnwrap(SpecLoader.load(contentsOf: url.path).spec)
            let scene = try XCTUnwrap(spec.scenes.first)
            for state in [nil] + scene.states.map(\.name) as [String?] {
                let portrait = EnvironmentGeometry(Environment.defaultMatrix[0])      // compact / regular
                let split = EnvironmentGeometry(Environment.defaultMatrix[4])         // compact / regular
                let resolved = try XCTUnwrap(scene.resolved(for: portrait.sizeClasses, state: state))
                var session = CaseSession(scene: resolved, geometry: portrait)
                XCTAssertTrue(session.retarget(to: split), "\(name) \(state ?? "-")")
                let fresh = CaseSession(scene: resolved, geometry: split)
                let reused = CaseLayout(session).viewFrames(), built = CaseLayout(fresh).viewFrames()
                XCTAssertEqual(reused.map(\.id), built.map(\.id))
                for (a, b) in zip(reused, built) {
                    for (x, y) in zip(a.frame.array, b.frame.array) { XCTAssertEqual(x, y, accuracy: 0.001, "\(name) \(a.id)") }
                }
            }
        }
        // A root stack arranged inside its (environment-given) margins retargets too.
        let xml = """
        <spec><scene name="S">
          <stackView id="root" axis="vertical" layoutMarginsRelativeArrangement="YES" distribution="equalSpacing">
            <label id="a" intrinsicWidth="50" intrinsicHeight="20"/>
            <label id="b" intrinsicWidth="50" intrinsicHeight="20"/>
          </stackView>
        </scene></spec>
        """
        let scene = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "T.xml").spec?.scenes.first)
        let resolved = try XCTUnwrap(scene.resolved(for: Environment.defaultMatrix[0].sizeClasses))
        var session = CaseSession(scene: resolved, geometry: EnvironmentGeometry(Environment.defaultMatrix[0]))
        XCTAssertTrue(session.retarget(to: EnvironmentGeometry(Environment.defaultMatrix[4])))
        let frames = CaseLayout(session)
        XCTAssertFrame(CaseResult(environment: "split", widthClass: .compact, heightClass: .regular, width: 375, height: 834,
                                  views: frames.viewFrames()), "b", [16, 794, 343, 20])
    }
}
