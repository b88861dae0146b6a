import Foundation
@testable import HarnessReports
import XCTest
import LayoutResults
import LayoutSpec

final class HTMLReportTests: XCTestCase {
    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    func testExactDrawingOfASmallCase() {
        let item = CaseResult(
            environment: "Phone", widthClass: .compact, heightClass: .regular, width: 100, height: 200,
            safeArea: .init(top: 20, left: 0, bottom: 10, right: 0),
            views: [
                ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 100, height: 200)),
                ViewFrame(id: "row", kind: .stackView, parent: "root", frame: .init(x: 10, y: 30, width: 80, height: 40)),
                ViewFrame(id: "b<1>", kind: .button, parent: "row", frame: .init(x: 60, y: 30, width: 50, height: 40), line: 7),
            ],
            findings: [Finding(kind: .overflow, items: ["b<1>"], message: "'b<1>' leaves 'row' & the canvas", line: 7,
                               details: .overflow(.init(view: "b<1>", edge: .right, amount: 20, container: "row")))]
        )
        // Views are one <rect> each, coloured by a class (the root is the canvas); a mark's
        // boxes are one <path> per role; a label's placement is a class (docs/reports.md).
        XCTAssertEqual(SVGCaseDrawing.render(item, scale: 1, caseID: "c0"),
            #"<svg class="drawing" data-case="c0" xmlns="http://www.w3.org/2000/svg" viewBox="-3 -3 116 206" width="116" height="206" data-width="116" data-height="206" role="img" aria-label="Phone · wC hR · 100×200">"#
            + #"<rect class="canvas" width="100" height="200"/>"#
            + #"<path class="safe" d="M0 0h100v20h-100zM0 190h100v10h-100z"/>"#
            + #"<g class="views">"#
            + #"<rect class="k-stackView" x="10" y="30" width="80" height="40"/>"#
            + #"<rect class="k-button" x="60" y="30" width="50" height="40" rx="6"/>"#
            + #"</g><g class="marks">"#
            + #"<g class="mark overflow" data-f="0"><path class="o" d="M60 30h50v40h-50z"/><path class="p" d="M90 30h20v40h-20z"/></g>"#
            + #"</g><g class="labels" font-size="10.5" stroke-width="3">"#
            + #"<text class="t" x="3" y="2">root</text>"#
            + #"<text class="t" x="13" y="32">row</text>"#
            + #"<text class="c" x="85" y="50">b&lt;1&gt;</text>"#
            + #"</g></svg>"#)
        XCTAssertEqual(SVGCaseDrawing.Layout(item, scale: 2).pixelWidth, 226)
    }

    /// Hidden views are faint (class `h`), an image view is crossed, and the
    /// script's data carries what the tooltips show: id, kind, frame, hidden,
    /// parent and line of every view, and every finding.
    func testHiddenViewsImageViewsAndTheEmbeddedData() throws {
        let item = CaseResult(
            environment: "Phone", widthClass: .compact, heightClass: .regular, width: 100, height: 100,
            views: [
                ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 100, height: 100), line: 2),
                ViewFrame(id: "pic", kind: .imageView, parent: "root", frame: .init(x: 10, y: 10, width: 40, height: 30)),
                ViewFrame(id: "gone", kind: .label, parent: "root", hidden: true, frame: .init(x: 10, y: 50, width: 80, height: 20.5), line: 4),
            ],
            findings: [Finding(kind: .ambiguity, items: ["gone"], message: "height of\n'gone' <varies>", line: 4, column: 3,
                               details: .ambiguity(.init(view: "gone", attribute: .y, range: 40...60, cause: .missingConstraints)))]
        )
        let svg = SVGCaseDrawing.render(item, scale: 1, caseID: "c3")
        XCTAssertTrue(svg.contains(#"<g class="views"><rect class="k-imageView" x="10" y="10" width="40" height="30"/><path class="x" d="M10 10l40 30m0 -30l-40 30"/><rect class="k-label h" x="10" y="50" width="80" height="20.5"/></g>"#), svg)
        XCTAssertTrue(svg.contains(#"<g class="mark ambiguity" data-f="0"><path class="o" d="M10 50h80v20.5h-80z"/><path class="r" d="M10 40h80v40.5h-80z"/></g>"#), svg)
        XCTAssertTrue(svg.contains(#"<text class="c h" x="50" y="60.25">gone</text>"#), svg)

        let results = HarnessResults(specs: [SpecResult(file: "S.xml", scenes: [SceneResult(name: "Main", cases: [item])])])
        let html = HTMLReport.render(results)
        let data = try XCTUnwrap(html.components(separatedBy: #"<script type="application/json" id="report-data">"#).last?
            .components(separatedBy: "</script>").first)
        XCTAssertEqual(data, #"{"version":1,"kinds":["view","label","button","imageView","textField","textView","stackView","scrollView","switch","slider","stepper","segmentedControl","activityIndicatorView","progressView","pageControl","searchBar","datePicker","pickerView","tableView","collectionView","containerView","webView","mapView","visualEffectView"],"#
            + #""scenes":[{"name":"Main","cases":[{"label":"Phone · wC hR · 100×100","w":100,"h":100,"#
            + #""views":[["root",0,0,0,100,100,0,-1,2],["pic",3,10,10,40,30,0,0,0],["gone",1,10,50,80,20.5,1,0,4]],"#
            + #""findings":[["ambiguity","S.xml:4:3","height of 'gone' \u003cvaries\u003e","y of 'gone' is not fixed (anywhere in 40…60); cause: missingConstraints"]]}]}]}"#)
    }

    /// A card lists its first findings; the rest come from the data on demand.
    func testACardListsItsFirstFindingsAndOffersTheRest() {
        let views = [ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 100, height: 100))]
            + (0..<40).map { ViewFrame(id: "v\($0)", kind: .label, parent: "root", frame: .init(x: Double($0), y: 0, width: 200, height: 10)) }
        let findings = (0..<40).map { Finding(kind: .overflow, items: ["v\($0)"], message: "v\($0) overflows") }
        let item = CaseResult(environment: "E", widthClass: .compact, heightClass: .compact, width: 100, height: 100, views: views, findings: findings)
        let html = HTMLReport.render(HarnessResults(specs: [SpecResult(file: "S.xml", scenes: [SceneResult(name: "Main", cases: [item])])]))
        XCTAssertEqual(Self.count("<li class=\"finding ", in: html), HTMLCaseCard.listedFindings)
        XCTAssertTrue(html.contains(#"<li class="more"><button type="button" class="more-findings">Show 10 more findings</button></li>"#))
        XCTAssertEqual(Self.count("<g class=\"mark overflow\"", in: html), 40, "every finding is marked on the drawing")
        XCTAssertTrue(html.contains(#"["overflow","S.xml","v39 overflows",null]"#))
    }

    func testPartsOutsideAContainer() {
        typealias B = Rect
        func parts(_ v: B, _ c: B) -> [[Double]] {
            let result = HTMLReportTests.outside(v, c)
            return result
        }
        XCTAssertEqual(parts(B(x: 0, y: 0, width: 10, height: 10), B(x: 0, y: 0, width: 20, height: 20)), [])
        XCTAssertEqual(parts(B(x: -5, y: 0, width: 10, height: 10), B(x: 0, y: 0, width: 20, height: 20)), [[-5, 0, 5, 10]])
        XCTAssertEqual(parts(B(x: 15, y: 15, width: 10, height: 10), B(x: 0, y: 0, width: 20, height: 20)), [[20, 15, 5, 10], [15, 20, 5, 5]])
        XCTAssertEqual(parts(B(x: 5, y: -4, width: 10, height: 30), B(x: 0, y: 0, width: 20, height: 20)), [[5, -4, 10, 4], [5, 20, 10, 6]])
    }

    /// The overflow parts `SVGCaseDrawing` draws, read back from its output
    /// (`<path class="p" d="Mx yhWvHh-Wz...">`).
    static func outside(_ view: Rect, _ container: Rect) -> [[Double]] {
        let item = CaseResult(environment: "E", widthClass: .compact, heightClass: .compact, width: 1000, height: 1000,
                              views: [ViewFrame(id: "c", kind: .view, parent: nil, frame: container),
                                      ViewFrame(id: "v", kind: .view, parent: "c", frame: view)],
                              findings: [Finding(kind: .overflow, items: ["v"], message: "m",
                                                 details: .overflow(.init(view: "v", edge: .top, amount: 1, container: "c")))])
        let svg = SVGCaseDrawing.render(item, scale: 1, caseID: "x")
        guard let d = svg.components(separatedBy: "<path class=\"p\" d=\"").dropFirst().first?.prefix(while: { $0 != "\"" }) else { return [] }
        return d.split(separator: "M").map { segment in
            let numbers = segment.split(whereSeparator: { " hvz".contains($0) }).map { Double($0)! }
            return [numbers[0], numbers[1], numbers[2], numbers[3]]
        }
    }

    func testPageIsSelfContainedAndComplete() {
        let html = HTMLReport.render(SampleResults.all)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" data-report-ready=\"no\">"))
        // Nothing is loaded from anywhere: the SVG namespace is the only URL.
        XCTAssertEqual(Self.count("http", in: html), Self.count("http://www.w3.org/2000/svg", in: html))
        for needle in ["<link", " src=", "@import", "url(http", "//cdn", "fetch(", "XMLHttpRequest"] {
            XCTAssertFalse(html.contains(needle), needle)
        }
        XCTAssertEqual(Self.count("<svg class=\"drawing\"", in: html), 7)
        XCTAssertEqual(Self.count("<article class=\"case", in: html), 7)
        XCTAssertEqual(Self.count("<aside class=\"morph\"", in: html), 2, "Login/Main and Onboarding/Welcome have 2+ cases")
        XCTAssertEqual(Self.count("<g class=\"mark ", in: html), 5)
        for kind in Finding.Kind.allCases {
            // The samples have one finding of each kind but `truncated` (TextReportTests has it) and an overlap.
            XCTAssertEqual(Self.count("<g class=\"mark \(kind.rawValue)\"", in: html), [.truncated, .overlap].contains(kind) ? 0 : 1, kind.rawValue)
            XCTAssertTrue(html.contains("data-filter=\"\(kind.rawValue)\""))
        }
        XCTAssertEqual(Self.count("<li class=\"finding ", in: html), 5)
        XCTAssertTrue(html.contains("data-kinds=\"overflow ambiguity\""))
        XCTAssertTrue(html.contains("<span class=\"verdict failed\">FAILED · 4 of 7 cases · 1 spec with errors</span>"))
        XCTAssertEqual(Self.count("<script", in: html), 2)
        XCTAssertEqual(Self.count("</script>", in: html), 2)
        XCTAssertTrue(html.contains("data-report-ready', 'ok'"))
        // The morph defaults to the first case with the other orientation.
        XCTAssertTrue(html.contains("<select class=\"morph-to\"><option value=\"0\">iPhone 13 portrait · wC hR · 390×844</option><option value=\"1\">iPhone 13 portrait · wC hR · 390×844 · state: expanded</option><option value=\"2\" selected>"))
    }

    func testUserTextIsEscapedEverywhere() {
        let html = HTMLReport.render(SampleResults.all)
        XCTAssertTrue(html.contains("<h3><span>Edit &lt;Sheet&gt; &amp; &quot;quotes&quot; &#39;apos&#39;</span>"))
        XCTAssertFalse(html.contains("<Sheet>"))
        XCTAssertFalse(html.contains("<name>"))
        XCTAssertTrue(html.contains("[\"\\u003cname\\u003e\",1,"), "the view's id in the data, escaped for <script>")
        XCTAssertTrue(html.contains("\\u003cSheet\\u003e"), "names inside the embedded JSON are escaped for <script>")
        XCTAssertTrue(html.contains("frame of &#39;card&amp;co&#39; changed: y 100 → 140 \\u{1}\\u{1B}[0m"))
        XCTAssertFalse(html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // A hostile spec name cannot close the script or inject markup.
        var hostile = SampleResults.passing
        hostile.specs[0].name = "</script><script>alert(1)</script>"
        hostile.specs[0].scenes[0].name = "<img src=x onerror=alert(1)>"
        let page = HTMLReport.render(hostile)
        XCTAssertEqual(Self.count("</script>", in: page), 2)
        XCTAssertFalse(page.contains("<img"))
    }

    func testEmptyAndPassingRuns() {
        let empty = HTMLReport.render(HarnessResults(specs: []))
        XCTAssertTrue(empty.contains("No specs were checked."))
        XCTAssertTrue(empty.contains("<span class=\"verdict passed\">PASSED</span>"))
        let passing = HTMLReport.render(SampleResults.passing)
        XCTAssertEqual(Self.count("✓ passes", in: passing), 2)
        XCTAssertEqual(Self.count("<g class=\"mark ", in: passing), 0)
    }
}
