import Foundation
import HarnessReports
import XCTest
import LayoutResults

final class BaselineTests: XCTestCase {
    static let card = SpecResult(file: "Specs/Card.xml", scenes: [
        SceneResult(name: "Card", cases: [
            CaseResult(environment: "Phone", widthClass: .compact, heightClass: .regular, width: 390, height: 844,
                       views: [
                           ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844), line: 3, column: 3),
                           ViewFrame(id: "title", kind: .label, parent: "root", frame: .init(x: 16, y: 84, width: 358, height: 21), line: 4, column: 5),
                           ViewFrame(id: "body", kind: .textView, parent: "root", frame: .init(x: 16, y: 113.25, width: 358, height: 200), line: 5, column: 5),
                       ]),
            CaseResult(environment: "Phone", widthClass: .compact, heightClass: .regular, width: 390, height: 844, state: "empty", stateIndex: 1,
                       views: [ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844))]),
        ]),
    ])

    func testPathSitsNextToTheSpec() {
        XCTAssertEqual(BaselineStore.path(forSpecFile: "Specs/Foo.xml"), "Specs/Foo.baseline.json")
        XCTAssertEqual(BaselineStore.path(forSpecFile: "/abs/Bar.v2.xml"), "/abs/Bar.v2.baseline.json")
        XCTAssertEqual(BaselineStore.path(forSpecFile: "noext"), "noext.baseline.json")
    }

    func testExactBaselineFile() {
        XCTAssertEqual(BaselineStore.render(BaselineStore.record(Self.card)), """
        {
          "version": 2,
          "spec": "Card",
          "file": "Specs/Card.xml",
          "scenes": [
            {
              "name": "Card",
              "cases": [
                {
                  "environment": "Phone",
                  "state": null,
                  "device": {
                    "size": [390, 844],
                    "safeArea": [0, 0, 0, 0],
                    "sizeClasses": ["compact", "regular"],
                    "direction": "leftToRight"
                  },
                  "frames": {
                    "root": [0, 0, 390, 844],
                    "title": [16, 84, 358, 21],
                    "body": [16, 113.25, 358, 200]
                  },
                  "order": ["root", "title", "body"]
                },
                {
                  "environment": "Phone",
                  "state": "empty",
                  "device": {
                    "size": [390, 844],
                    "safeArea": [0, 0, 0, 0],
                    "sizeClasses": ["compact", "regular"],
                    "direction": "leftToRight"
                  },
                  "frames": {
                    "root": [0, 0, 390, 844]
                  },
                  "order": ["root"]
                }
              ]
            }
          ]
        }

        """)
    }

    func testRecordWriteReadRoundTrip() throws {
        let folder = try temporaryFolder()
        var spec = Self.card
        spec.file = folder + "/Specs/Card.xml"
        let path = BaselineStore.path(forSpecFile: spec.file)
        try AtomicFileWriter.write(BaselineStore.render(BaselineStore.record(spec)), to: path)
        XCTAssertEqual(path, folder + "/Specs/Card.baseline.json")
        XCTAssertEqual(try BaselineStore.read(contentsOf: path), BaselineStore.record(spec))
        XCTAssertThrowsError(try BaselineStore.read(contentsOf: folder + "/missing.baseline.json"))
        XCTAssertThrowsError(try BaselineStore.parse(Data("{\"version\": 7}".utf8)))
    }

    func testUnchangedFramesGiveNoRegression() {
        let comparison = BaselineStore.compare(Self.card, to: BaselineStore.record(Self.card))
        XCTAssertEqual(comparison.regressions, 0)
        XCTAssertEqual(comparison.spec, Self.card)
        XCTAssertEqual(comparison.unrecorded, [])
        XCTAssertEqual(comparison.diff, "")
    }

    func testMovesBeyondTheToleranceAreRegressionsWithADiff() throws {
        let baseline = BaselineStore.record(Self.card)
        var moved = Self.card
        moved.scenes[0].cases[0].views[1].frame.y = 88            // 4 pt: a regression
        moved.scenes[0].cases[0].views[1].frame.height = 25
        moved.scenes[0].cases[0].views[2].frame.x = 16.4          // 0.4 pt: within 0.5
        let comparison = BaselineStore.compare(moved, to: baseline)
        XCTAssertEqual(comparison.regressions, 1)
        let findings = comparison.spec.scenes[0].cases[0].findings
        XCTAssertEqual(findings, [Finding(
            kind: .regression, items: ["title"],
            message: "frame of 'title' in 'root' changed: y 84 → 88, height 21 → 25; if intended, record the baseline again (layout-harness --record failed)",
            line: 4, column: 5,
            details: .regression(.init(view: "title", old: .init(x: 16, y: 84, width: 358, height: 21), new: .init(x: 16, y: 88, width: 358, height: 25)))
        )])
        XCTAssertEqual(comparison.diff, """
        Specs/Card.xml: Card · Phone · wC hR · 390×844
          title            (16, 84, 358, 21)            → (16, 88, 358, 25)

        """)
        // A tighter tolerance catches the small move too.
        XCTAssertEqual(BaselineStore.compare(moved, to: baseline, tolerance: 0.1).regressions, 2)
    }

    func testNewGoneAndUnrecorded() {
        var baseline = BaselineStore.record(Self.card)
        baseline.cases.removeLast()                              // the "empty" state was never recorded
        var changed = Self.card
        changed.scenes[0].cases[0].views.remove(at: 2)            // body is gone
        changed.scenes[0].cases[0].views.append(ViewFrame(id: "footer", kind: .label, parent: "root",
                                                          frame: .init(x: 16, y: 800, width: 358, height: 21), line: 9, column: 5))
        let comparison = BaselineStore.compare(changed, to: baseline)
        XCTAssertEqual(comparison.regressions, 2)
        XCTAssertEqual(comparison.spec.scenes[0].cases[0].findings.map(\.message), [
            "view 'footer' is not in the baseline (now (16, 800, 358, 21)); if intended, record the baseline again (layout-harness --record failed)",
            "view 'body' of the baseline is gone (was (16, 113.25, 358, 200)); if intended, record the baseline again (layout-harness --record failed)",
        ])
        XCTAssertEqual(comparison.unrecorded, ["Card · Phone · wC hR · 390×844 · state: empty"])
        XCTAssertEqual(comparison.spec.scenes[0].cases[0].worstKind, .regression)
    }

    /// An 8-point change of spacing above a card moves the card and everything in it: one
    /// regression, for the card, whose own frame changed; its subviews moved with it, and a
    /// hidden view that moved is nobody's concern.
    func testOnlyViewsWhoseOwnFrameChangedAreRegressions() {
        func card(top: Double) -> SpecResult {
            SpecResult(file: "Specs/List.xml", scenes: [SceneResult(name: "List", cases: [
                CaseResult(environment: "Phone", widthClass: .compact, heightClass: .regular, width: 390, height: 844, views: [
                    ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844)),
                    ViewFrame(id: "header", kind: .label, parent: "root", frame: .init(x: 16, y: 60, width: 358, height: 21)),
                    ViewFrame(id: "card", kind: .view, parent: "root", frame: .init(x: 16, y: top, width: 358, height: 80), line: 5, column: 5),
                    ViewFrame(id: "title", kind: .label, parent: "card", frame: .init(x: 24, y: top + 8, width: 200, height: 21)),
                    ViewFrame(id: "subtitle", kind: .label, parent: "card", frame: .init(x: 24, y: top + 37, width: 200, height: 18)),
                    ViewFrame(id: "badge", kind: .label, parent: "title", frame: .init(x: 30, y: top + 10, width: 10, height: 10)),
                    ViewFrame(id: "spinner", kind: .view, parent: "card", hidden: true, frame: .init(x: 180, y: top + 30, width: 20, height: 20)),
                ]),
            ])])
        }
        let comparison = BaselineStore.compare(card(top: 100), to: BaselineStore.record(card(top: 108)))
        XCTAssertEqual(comparison.regressions, 1)
        XCTAssertEqual(comparison.spec.scenes[0].cases[0].findings.map(\.message), [
            "frame of 'card' in 'root' changed: y 108 → 100; 3 subviews move with it; if intended, record the baseline again (layout-harness --record failed)",
        ])
        XCTAssertEqual(comparison.spec.scenes[0].cases[0].findings.first?.items, ["card"])
    }
}
