import Foundation
import FuzzSupport
import HarnessReports
import LayoutEngine
import LayoutResults

/// libFuzzer target: the bytes are a JUnit file when they start with `<`
/// (after spaces), else a results JSON or a baseline. Whatever reads is
/// merged with itself, written as every report and checked
/// (`ReportChecks.all`, `JUnitChecks.mergedWritesBack`). A file that does not
/// read must give an error, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    if first == UInt8(ascii: "<") {
        if let document = try? JUnitParser.parse(bytes, name: "fuzz.xml") {
            JUnitChecks.mergedWritesBack(document)
        }
        return 0
    }
    let data = Data(bytes)
    if let results = try? JSONResultsReader.parse(data, file: "fuzz.json") {
        // Shards of the same run merged: a file with two specs of one path under two names is an error, not a trap.
        if let merged = try? ResultsMerger.merge([results, results]) {
            ReportChecks.all(merged)
        }
        ReportChecks.all(results)
    }
    if let baseline = try? BaselineStore.parse(data, file: "fuzz.baseline.json") {
        let text = BaselineStore.render(baseline)
        guard let again = try? BaselineStore.parse(Data(text.utf8), file: "written.baseline.json") else {
            FuzzFailure.fail("a baseline written from one that read does not read back")
        }
        FuzzFailure.require(BaselineStore.render(again) == text, "a baseline read and written again differs")
    }
    return 0
}
