import Foundation
import HarnessReports
import LayoutEngine
import XCTest

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
        XCTAssertEqual(SVGCaseDrawing.render(item, scale: 1, caseID: "c0"),
            #"<svg class="drawing" data-case="c0" xmlns="http://www.w3.org/2000/svg" viewBox="-3 -3 116 206" width="116" height="206" data-width="116" data-height="206" role="img" aria-label="Phone · wC hR · 100×200">"#
            + #"<rect class="canvas" x="0" y="0" width="100" height="200"/>"#
            + #"<rect class="safe" x="0" y="0" width="100" height="20"/><rect class="safe" x="0" y="190" width="100" height="10"/>"#
            + #"<g class="views">"#
            + #"<g class="v kind-view root" data-id="root"><title>root · view · (0, 0, 100, 200)</title></g>"#
            + #"<g class="v kind-stackView" data-id="row"><title>row · stackView · (10, 30, 80, 40)</title><rect class="box" x="10" y="30" width="80" height="40"/></g>"#
            + #"<g class="v kind-button" data-id="b&lt;1&gt;"><title>b&lt;1&gt; · button · (60, 30, 50, 40) · line 7</title><rect class="box" x="60" y="30" width="50" height="40" rx="6"/></g>"#
            + #"</g><g class="marks">"#
            + #"<g class="mark mark-overflow" data-kind="overflow" data-finding="0"><title>overflow: &#39;b&lt;1&gt;&#39; leaves &#39;row&#39; &amp; the canvas</title>"#
            + #"<rect class="outline" x="60" y="30" width="50" height="40"/><rect class="part" x="90" y="30" width="20" height="40"/></g>"#
            + #"</g><g class="labels" font-size="10.5" stroke-width="3">"#
            + #"<text class="lbl" x="3" y="2" dominant-baseline="hanging">root</text>"#
            + #"<text class="lbl" x="13" y="32" dominant-baseline="hanging">row</text>"#
            + #"<text class="lbl" x="85" y="50" text-anchor="middle" dominant-baseline="central">b&lt;1&gt;</text>"#
            + #"</g></svg>"#)
        XCTAssertEqual(SVGCaseDrawing.pixelSize(of: item, scale: 2).width, 226)
    }

    func testPartsOutsideAContainer() {
        typealias B = FrameRect
        func parts(_ v: B, _ c: B) -> [[Double]] {
            let result = HTMLReportTests.outside(v, c)
            return result
        }
        XCTAssertEqual(parts(B(x: 0, y: 0, width: 10, height: 10), B(x: 0, y: 0, width: 20, height: 20)), [])
        XCTAssertEqual(parts(B(x: -5, y: 0, width: 10, height: 10), B(x: 0, y: 0, width: 20, height: 20)), [[-5, 0, 5, 10]])
        XCTAssertEqual(parts(B(x: 15, y: 15, width: 10, height: 10), B(x: 0, y: 0, width: 20, height: 20)), [[20, 15, 5, 10], [15, 20, 5, 5]])
        XCTAssertEqual(parts(B(x: 5, y: -4, width: 10, height: 30), B(x: 0, y: 0, width: 20, height: 20)), [[5, -4, 10, 4], [5, 20, 10, 6]])
    }

    /// The overflow parts `SVGCaseDrawing` draws, read back from its output.
    static func outside(_ view: FrameRect, _ container: FrameRect) -> [[Double]] {
        let item = CaseResult(environment: "E", widthClass: .compact, heightClass: .compact, width: 1000, height: 1000,
                              views: [ViewFrame(id: "c", kind: .view, parent: nil, frame: container),
                                      ViewFrame(id: "v", kind: .view, parent: "c", frame: view)],
                              findings: [Finding(kind: .overflow, items: ["v"], message: "m",
                                                 details: .overflow(.init(view: "v", edge: .top, amount: 1, container: "c")))])
        let svg = SVGCaseDrawing.render(item, scale: 1, caseID: "x")
        return svg.components(separatedBy: "<rect class=\"part\" ").dropFirst().map { chunk in
            let attributes = chunk.prefix { $0 != "/" }
            return ["x", "y", "width", "height"].map { name in
                let start = attributes.range(of: "\(name)=\"")!.upperBound
                return Double(attributes[start...].prefix { $0 != "\"" })!
            }
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
        XCTAssertEqual(Self.count("<g class=\"mark mark-", in: html), 5)
        for kind in Finding.Kind.allCases {
            XCTAssertEqual(Self.count("<g class=\"mark mark-\(kind.rawValue)\"", in: html), 1, kind.rawValue)
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
        XCTAssertTrue(html.contains("data-id=\"&lt;name&gt;\""))
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
        XCTAssertEqual(Self.count("<g class=\"mark mark-", in: passing), 0)
    }
}
