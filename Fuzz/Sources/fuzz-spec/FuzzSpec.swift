import Foundation
import FuzzSupport
import HarnessReports
import LayoutEngine
import LayoutSpec
import LayoutResults

/// libFuzzer target: the bytes are a spec file. It is loaded, every case of
/// every scene is laid out, and every report is written to memory and checked
/// (`ReportChecks.all`). A trap, a sanitizer report, a hang past `-timeout`,
/// memory past `-rss_limit_mb` or a broken check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let file = "Specs/fuzz.xml"
    let load = SpecLoader.load(bytes: bytes, path: file)
    let spec = LayoutEngine.run(load, file: file)
    let results = HarnessResults(specs: [spec], startedAt: Date(timeIntervalSince1970: 1_735_732_800), hostname: "fuzz", wallTime: 0.25)
    ReportChecks.all(results)
    // What the run left to be freed in the background is freed before the next input.
    LayoutEngine.waitForBackgroundRelease()
    return 0
}
