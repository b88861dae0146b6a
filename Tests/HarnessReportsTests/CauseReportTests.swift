import Foundation
@testable import HarnessReports
import XCTest
import LayoutResults

/// Findings folded by cause in JUnit and HTML (docs/reports.md, "One finding per cause"), and
/// the HTML report's structure: the summary table, the cause cards, failing cases first, drawn
/// large with the views their findings name highlighted.
final class CauseReportTests: XCTestCase {
    static let feedRun = HarnessResults(specs: [SampleResults.feed], startedAt: SampleResults.startedAt)
    static let se = "List · iPhone SE portrait · wC hR · 320×568"
    static let phone = "List · iPhone 13 portrait · wC hR · 390×844"
    static let pad = "List · iPad Pro 11in portrait · wR hR · 834×1194"

    func testAFindingOfSeveralEnvironmentsIsOneCause() {
        let causes = FindingCauses(SampleResults.feed).causes
        XCTAssertEqual(causes.map(\.finding.kind), [.conflict, .overflow, .ambiguity])
        XCTAssertEqual(causes.map(\.cases.count), [1, 2, 3])
        XCTAssertEqual(causes.map { FindingCauses.labels($0, in: SampleResults.feed) },
                       [[Self.pad], [Self.se, Self.phone], [Self.se, Self.phone, Self.pad]])
        // Where the finding is in each case (the HTML's case links point at it).
        XCTAssertEqual(causes.map(\.positions), [[0], [0, 0], [1, 1, 1]])
        // The terminal folds the same way: one line per cause.
        let terminal = TerminalSummary.render(Self.feedRun)
        XCTAssertEqual(terminal.components(separatedBy: ": error: ").count - 1, 3, terminal)
        XCTAssertTrue(terminal.contains("[\(Self.se); \(Self.phone); \(Self.pad)]"), terminal)
    }

    /// The results JSON keeps findings per case and lists the spec's causes once, each with
    /// the cases it is in (scene, environment, state).
    func testTheJSONListsEachCauseOnceWithItsCases() throws {
        let text = JSONResultsWriter.render(Self.feedRun)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let spec = try XCTUnwrap((root["specs"] as? [[String: Any]])?.first)
        let causes = try XCTUnwrap(spec["causes"] as? [[String: Any]])
        XCTAssertEqual(causes.map { $0["kind"] as? String }, ["conflict", "overflow", "ambiguity"])
        XCTAssertEqual(causes.map { ($0["cases"] as? [[String: Any]])?.count }, [1, 2, 3])
        let ambiguity = try XCTUnwrap(causes[2]["cases"] as? [[String: Any]])
        XCTAssertEqual(ambiguity.map { $0["environment"] as? String }.count, 3)
        XCTAssertEqual(Set(ambiguity.compactMap { $0["environment"] as? String }).count, 3)
        // Read back, the per-case findings are what they were; the causes are made again.
        XCTAssertEqual(try JSONResultsWriter.render(JSONResultsReader.parse(text)), text)
    }

    func testJUnitKeepsOneTestcaseACaseAndNamesTheOtherCasesOfACause() throws {
        let document = JUnitWriter.document(Self.feedRun)
        let suite = try XCTUnwrap(document.suites.first)
        XCTAssertEqual([suite.tests, suite.failures], [3, 3])
        XCTAssertEqual(suite.testcases.map { $0.results.first?.message }, [
            "'badge' extends past the trailing edge of 'row' [also in 1 other case] (+1 more)",
            "'badge' extends past the trailing edge of 'row' [also in 1 other case] (+1 more)",
            "unable to satisfy 3 required constraints together; broke photoHeight: photo.height == 300 @1000 (+1 more)",
        ])
        let body = try XCTUnwrap(suite.testcases[0].results.first?.body)
        XCTAssertTrue(body.contains("""
        Specs/Feed.xml:9:7: error: overflow: 'badge' extends past the trailing edge of 'row'
            'badge' extends 24 pt past the trailing edge of 'row'
            also in 1 other case: \(Self.phone)
        """), body)
        XCTAssertTrue(body.contains("""
            fix: add a top or centerY constraint for 'row'
            also in 2 other cases: \(Self.phone); \(Self.pad)
        """), body)
        // Each cause once in the suite's output, with every case it occurs in.
        XCTAssertEqual(suite.systemOut, """
        Specs/Feed.xml:11:7: error: conflict: unable to satisfy 3 required constraints together; broke photoHeight: photo.height == 300 @1000 [\(Self.pad)]
        Specs/Feed.xml:9:7: error: overflow: 'badge' extends past the trailing edge of 'row' [\(Self.se); \(Self.phone)]
        Specs/Feed.xml:6:5: error: ambiguity: the vertical position of 'row' is not fixed; it moves 'photo', 'caption' with it [\(Self.se); \(Self.phone); \(Self.pad)]
        """)
        // The file as written says the same (its bodies are written by another path).
        let xml = JUnitWriter.render(Self.feedRun)
        XCTAssertEqual(xml.components(separatedBy: "also in ").count - 1, 2 + 5, "2 messages, 5 findings of 3 bodies")
        XCTAssertTrue(xml.contains("also in 2 other cases: \(Self.se); \(Self.phone)</failure>"), xml)
        XCTAssertEqual(try JUnitParser.parse(xml), document)
        try JUnitWriterTests.assertValid(xml)
    }

    func testACauseOfManyCasesNamesTwoAndCountsTheRest() throws {
        let item = SampleResults.feed.scenes[0].cases[0]
        let cases = (0..<6).map { i -> CaseResult in
            var c = item
            c.environment = "E\(i)"
            c.environmentIndex = i
            return c
        }
        let run = HarnessResults(specs: [SpecResult(file: "Specs/Feed.xml", scenes: [SceneResult(name: "List", cases: cases)])])
        let suite = try XCTUnwrap(JUnitWriter.document(run).suites.first)
        XCTAssertEqual(suite.testcases.count, 6)
        let body = try XCTUnwrap(suite.testcases[2].results.first?.body)
        XCTAssertTrue(body.contains("also in 5 other cases: List · E0 · wC hR · 320×568; List · E1 · wC hR · 320×568; and 3 more cases"), body)
        XCTAssertEqual(suite.systemOut.components(separatedBy: "\n").count, 2, "two causes")
        XCTAssertEqual(suite.systemOut.components(separatedBy: "List · E").count - 1, 12, "each cause lists its six cases")
    }

    /// Cases whose labels are equal as `String`s (here a precomposed and a decomposed `é`) are
    /// named once in a cause's list, as `FindingCauses.labels` names them; the labels made once
    /// per spec (`CaseLabels`) give the same lists.
    func testCasesWithEqualLabelsAreNamedOnce() throws {
        let item = SampleResults.feed.scenes[0].cases[0]
        let cases = ["Caf\u{E9}", "Cafe\u{301}", "Other"].enumerated().map { i, name -> CaseResult in
            var c = item
            c.environment = name
            c.environmentIndex = i
            return c
        }
        let spec = SpecResult(file: "Specs/Feed.xml", scenes: [SceneResult(name: "List", cases: cases)])
        let causes = FindingCauses(spec).causes
        let labels = CaseLabels(spec)
        XCTAssertEqual(causes.map { labels.labels($0) }, causes.map { FindingCauses.labels($0, in: spec) })
        XCTAssertEqual(causes.map { labels.labels($0).count }, [2, 2])
        let suite = try XCTUnwrap(JUnitWriter.document(HarnessResults(specs: [spec])).suites.first)
        XCTAssertEqual(suite.systemOut.components(separatedBy: "\n").map { $0.components(separatedBy: "List · ").count - 1 }, [2, 2])
    }

    /// Many findings at one place (kind, line, column) with different messages: each message
    /// its own cause; messages equal as `String`s (a precomposed and a decomposed `é`) are one cause.
    func testFindingsAtOnePlaceFoldByMessage() throws {
        let item = SampleResults.feed.scenes[0].cases[0]
        func finding(_ message: String) -> Finding {
            Finding(kind: .overflow, items: ["row"], message: message, line: 7, column: 3)
        }
        for count in [3, 8, 9, 40] {
            var first = item, second = item
            first.findings = (0..<count).map { finding("row \($0) overflows") } + [finding("caf\u{E9}")]
            second.environment = "other"
            second.findings = (0..<count).reversed().map { finding("row \($0) overflows") } + [finding("cafe\u{301}"), finding("new")]
            let spec = SpecResult(file: "Specs/Feed.xml", scenes: [SceneResult(name: "List", cases: [first, second])])
            let causes = FindingCauses(spec).causes
            XCTAssertEqual(causes.count, count + 2, "\(count)")
            XCTAssertEqual(causes.map(\.finding.message), (0..<count).map { "row \($0) overflows" } + ["caf\u{E9}", "new"], "\(count)")
            XCTAssertEqual(causes.map(\.cases.count), Array(repeating: 2, count: count + 1) + [1], "\(count)")
            XCTAssertEqual(causes[0].positions, [0, count - 1], "\(count)")
            XCTAssertEqual(causes[count].positions, [count, count], "\(count)")
        }
    }

    func testTheSummaryTableCountsCausesAndCasesByKind() throws {
        let html = HTMLReport.render(SampleResults.fixture)
        let rows = Self.matches(#"<tr data-kind="([a-z]+)" data-causes="([0-9]+)" data-cases="([0-9]+)">"#, in: html)
        XCTAssertEqual(rows, [["conflict", "2", "2"], ["expectation", "1", "1"], ["regression", "1", "1"], ["overflow", "2", "3"], ["ambiguity", "2", "4"]])
        XCTAssertTrue(html.contains(#"<tfoot><tr><td>all</td><td class="n">8</td><td class="n">7</td>"#), html)
        // A row links to its causes' cards: overflow's are Feed's (2 cases) and Login's.
        XCTAssertTrue(html.contains(##"<td class="links"><a href="#cause-4" title="&#39;badge&#39; extends past the trailing edge of &#39;row&#39;">Feed.xml:9 ×2</a> "##
            + ##"<a href="#cause-5" title="&#39;login&#39; extends 12.5 pt past the trailing edge of &#39;form&#39;">Login.xml:12 ×1</a></td>"##), html)
    }

    func testOneCardPerCauseWithLinksToItsCases() throws {
        let html = HTMLReport.render(SampleResults.fixture)
        XCTAssertEqual(HTMLReportTests.count("<li class=\"cause ", in: html), 8)
        let cards = Self.matches(#"<li class="cause finding k-[a-z]+" id="(cause-[0-9]+)" data-kind="([a-z]+)" data-cases="([0-9]+)">"#, in: html)
        XCTAssertEqual(cards.map { $0[1] }, ["conflict", "conflict", "expectation", "regression", "overflow", "overflow", "ambiguity", "ambiguity"])
        XCTAssertEqual(cards.map { $0[2] }, ["1", "1", "1", "1", "2", "1", "3", "1"])
        // Feed's ambiguity: one card, three case links, each to the case's finding 1.
        let card = try XCTUnwrap(html.components(separatedBy: ##"id="cause-6""##).dropFirst().first?.components(separatedBy: "</li>").first)
        XCTAssertEqual(Self.matches(##"<a class="case-link" href="#(c[0-9]+)" data-f="([0-9]+)">"##, in: card), [["c0", "1"], ["c1", "1"], ["c2", "1"]])
        XCTAssertTrue(card.contains("<span class=\"count\">3 cases</span>"), card)
        XCTAssertTrue(card.contains("<div class=\"fix\">fix: add a top or centerY constraint for &#39;row&#39;</div>"), card)
        XCTAssertTrue(card.contains(">\(Self.pad)</a>"), card)
        // The feed alone: 7 findings of 3 cases are 3 cards with 6 case links.
        let feed = HTMLReport.render(Self.feedRun)
        XCTAssertEqual(HTMLReportTests.count("<li class=\"cause ", in: feed), 3)
        XCTAssertEqual(HTMLReportTests.count("<a class=\"case-link\"", in: feed), 6)
    }

    func testFailingCasesComeFirstDrawnAtLeast320PixelsWide() throws {
        let html = HTMLReport.render(SampleResults.fixture)
        let cards = Self.matches(#"<article class="case[^"]*" id="(c[0-9]+)"[^>]*data-kinds="([^"]*)""#, in: html)
        XCTAssertEqual(cards.map { $0[0] }, ["c0", "c1", "c2", "c4", "c5", "c6", "c9", "c3", "c7", "c8"])
        XCTAssertEqual(cards.map { !$0[1].isEmpty }, [true, true, true, true, true, true, true, false, false, false])
        XCTAssertTrue(html.contains(#"<section class="part" id="failing">"# + "\n" + #"<h2 class="part-title">Failing cases <span class="count">7</span></h2>"#))
        let widths = Dictionary(uniqueKeysWithValues: Self.matches(#"<svg class="drawing" data-case="(c[0-9]+)"[^>]*data-width="([0-9.]+)""#, in: html)
            .map { ($0[0], Double($0[1])!) })
        // Failing: the canvas at least 320 px wide (the SE's 320 points at 1 px per point, its
        // badge 8 points past the edge, and 3 px of margin on each side).
        XCTAssertEqual(widths["c0"], 334)
        XCTAssertEqual(widths["c2"], 511.2, "842 points (the badge 8 past the edge) at 0.6 px per point, and the margins")
        XCTAssertEqual(widths["c5"], 512.4, "the landscape phone's 844 points at 0.6 px per point")
        for id in ["c0", "c1", "c2", "c4", "c5", "c6", "c9"] { XCTAssertGreaterThanOrEqual(widths[id]!, 320, id) }
        // Passing: the scene's common scale (Onboarding's: 380 px for the 844-point height, so
        // 390 points are 175.6 px, and the margins).
        XCTAssertEqual(try XCTUnwrap(widths["c7"]), 181.6, accuracy: 0.05)
        XCTAssertEqual(SVGCaseDrawing.failingScale(for: SampleResults.loginIPad(), sceneScale: 0.7), 0.7, "never smaller than the scene's")
        XCTAssertEqual(SVGCaseDrawing.failingScale(for: SampleResults.loginPortrait(), sceneScale: 0.3), 320.0 / 390, accuracy: 1e-12)
        // A huge or very tall canvas is not enlarged past 1,200 × 2,400 px; the scene's scale stays.
        var huge = SampleResults.loginPortrait()
        huge.width = 1e12
        XCTAssertEqual(SVGCaseDrawing.failingScale(for: huge, sceneScale: 5e-10), 1.2e-9, accuracy: 1e-21)
        huge.width = 390
        huge.height = 10_000
        XCTAssertEqual(SVGCaseDrawing.failingScale(for: huge, sceneScale: 0.038), 0.24, accuracy: 1e-12)
        huge.height = .nan
        XCTAssertEqual(SVGCaseDrawing.failingScale(for: huge, sceneScale: 0.5), 320.0 / 390, accuracy: 1e-12)
    }

    func testTheViewsFindingsNameAreHighlightedConflictsIncluded() throws {
        let html = HTMLReport.render(SampleResults.fixture)
        func named(_ id: String) -> [[String]] {
            guard let svg = html.components(separatedBy: "<svg class=\"drawing\" data-case=\"\(id)\"").dropFirst().first?
                .components(separatedBy: "</svg>").first else { return [] }
            return Self.matches(#"<g class="nv k-([a-z]+)" data-id="([^"]+)"><path class="hl" d="[^"]+"/><text x="[0-9.-]+" y="[0-9.-]+">([^<]+)</text></g>"#, in: svg)
        }
        // The conflict's items are constraint ids; its equations name 'photo' (and the root, the canvas).
        XCTAssertEqual(named("c2"), [["ambiguity", "row", "row"], ["conflict", "photo", "photo"]])
        // The overflow names 'badge' and its container 'row', which the ambiguity is about.
        XCTAssertEqual(named("c0"), [["ambiguity", "row", "row"], ["overflow", "badge", "badge"]])
        XCTAssertEqual(named("c6"), [["conflict", "form", "form"]])
        XCTAssertEqual(named("c3"), [], "a passing case highlights nothing")
        // The conflict's mark outlines 'photo' (16, 0, 160, 120).
        XCTAssertTrue(html.contains(#"<g class="mark conflict" data-f="0"><path class="o" d="M16 0h160v120h-160z"/></g>"#), html)
        XCTAssertEqual(FindingViews.equationViews([
            ConstraintEquation(id: "r", name: nil, equation: "photo.height == 0.75 × photo.width + 0 @750", written: true),
            ConstraintEquation(id: "s", name: "UISV-spacing(bar)", equation: "cancel.leading == save.trailing + 8 @1000", written: false),
        ]), ["photo", "cancel", "save"])
    }

    /// An Interface Builder view is shown by its name (`userLabel`, else its text), not its
    /// generated id, in the drawing and its tag; the data, the tooltip and the JSON keep both.
    func testInterfaceBuilderViewsAreNamedByTheirUserLabel() throws {
        let item = CaseResult(
            environment: "Phone", widthClass: .compact, heightClass: .regular, width: 390, height: 844,
            views: [
                ViewFrame(id: "Vw1-aa-bb1", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844), name: "Profile"),
                ViewFrame(id: "Hd2-cc-dd2", kind: .view, parent: "Vw1-aa-bb1", frame: .init(x: 16, y: 100, width: 400, height: 80), name: "Header card"),
                ViewFrame(id: "Bt3-ee-ff3", kind: .view, parent: "Vw1-aa-bb1", frame: .init(x: 16, y: 300, width: 200, height: 80), name: "Footer"),
            ],
            findings: [Finding(kind: .overflow, items: ["Hd2-cc-dd2"], message: "'Hd2-cc-dd2' (Header card) leaves the canvas", line: 12, column: 9,
                               details: .overflow(.init(view: "Hd2-cc-dd2", edge: .right, amount: 26)))])
        let results = HarnessResults(specs: [SpecResult(file: "Specs/Profile.storyboard", scenes: [SceneResult(name: "Profile", cases: [item])])])
        let svg = SVGCaseDrawing.render(item, scale: 1, caseID: "c0", highlight: true)
        XCTAssertTrue(svg.contains(#"<g class="nv k-overflow" data-id="Hd2-cc-dd2"><path class="hl" d="M16 100h400v80h-400z"/><text x="16" y="97">Header card</text></g>"#), svg)
        XCTAssertTrue(svg.contains(#"<text class="c" x="116" y="340">Footer</text>"#), svg)
        XCTAssertFalse(svg.contains(">Bt3-ee-ff3<"), svg)
        let html = HTMLReport.render(results)
        XCTAssertTrue(html.contains(#"["Hd2-cc-dd2",0,16,100,400,80,0,0,0,"Header card"]"#), html)
        let json = JSONResultsWriter.render(results)
        XCTAssertTrue(json.contains(#"{"id": "Hd2-cc-dd2", "name": "Header card", "kind": "view", "parent": "Vw1-aa-bb1", "hidden": false}"#), json)
        XCTAssertEqual(try JSONResultsReader.parse(json).specs, results.specs)
    }

    func testBigRunsDrawLaterAndCapCardsAndHighlights() throws {
        let html = HTMLReport.render(SampleResults.fixture)
        // The first eight cards are drawn in the page; the last two are drawn by the script.
        XCTAssertEqual(HTMLReportTests.count("<span class=\"drawing-box lazy\"", in: html), 2)
        XCTAssertTrue(html.contains(#"<script type="text/x-drawing"><svg class="drawing" data-case="c7""#))
        XCTAssertTrue(html.contains(#"<script type="text/x-drawing"><svg class="drawing" data-case="c8""#))

        // 60 distinct overflows in one case: 50 cards and a line for the other 10; the drawing
        // highlights 40 views, and marks all 60 findings.
        let views = [ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 100, height: 100))]
            + (0..<60).map { ViewFrame(id: "v\($0)", kind: .label, parent: "root", frame: .init(x: Double($0), y: 0, width: 200, height: 10)) }
        let findings = (0..<60).map { Finding(kind: .overflow, items: ["v\($0)"], message: "v\($0) overflows", line: $0 + 1) }
        let item = CaseResult(environment: "E", widthClass: .compact, heightClass: .compact, width: 100, height: 100, views: views, findings: findings)
        let page = HTMLReport.render(HarnessResults(specs: [SpecResult(file: "S.xml", scenes: [SceneResult(name: "Main", cases: [item])])]))
        XCTAssertEqual(HTMLReportTests.count("<li class=\"cause ", in: page), HTMLCauseSection.shownCardsPerKind)
        XCTAssertTrue(page.contains(#"<li class="cause-more finding k-overflow" data-kind="overflow" data-more="10">and 10 more overflow causes"#), page)
        XCTAssertTrue(page.contains(#"<tr data-kind="overflow" data-causes="60" data-cases="1">"#))
        XCTAssertEqual(HTMLReportTests.count("<g class=\"nv ", in: page), SVGCaseDrawing.maxNamedViews)
        XCTAssertEqual(HTMLReportTests.count("<g class=\"mark overflow\"", in: page), 60)
    }

    /// The capture groups of every match of `pattern`.
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { m in
            (1..<m.numberOfRanges).map { Range(m.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }
}
