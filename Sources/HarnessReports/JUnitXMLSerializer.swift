/// Writes a `JUnitDocument` as XML in the widest-compatible shape
/// ("portable-strict"): a `<testsuites>` root with no attributes; each
/// `<testsuite>` with name, package, id, counts, time, timestamp and
/// hostname; `<properties>`, the testcases, then `<system-out>` and
/// `<system-err>`. Valid against the Ant (windyroad), xUnit junit-10 and
/// Jenkins junit-4 schemas.
public enum JUnitXMLSerializer {
    /// The XML text, ending in a newline.
    public static func render(_ document: JUnitDocument) -> String {
        renderBytes(document) { _, _, _ in false }.string
    }

    /// The XML text as UTF-8 bytes; `body(suite, testcase, &out)` may write a
    /// result's body (escaped) itself and return true, else `body` is used. With a `sink`, the
    /// text streams into it as it is written (`ReportBytes`).
    static func renderBytes(_ document: JUnitDocument, extraCapacity: Int = 0, sink: ReportSink? = nil,
                            body: (Int, Int, inout ReportBytes) -> Bool) -> ReportBytes {
        let bodies = document.suites.reduce(0) { $0 + $1.testcases.reduce(0) { $0 + 256 + ($1.results.first?.body.utf8.count ?? 0) } }
        var out = ReportBytes(capacity: 1024 + bodies + bodies / 8 + extraCapacity, sink: sink)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n")
        for (s, suite) in document.suites.enumerated() {
            write(suite, into: &out) { t, out in body(s, t, &out) }
        }
        out.append("</testsuites>\n")
        return out
    }

    private static func attribute(_ name: StaticString, _ value: String, into out: inout ReportBytes) {
        out.append(UInt8(ascii: " "))
        out.append(name)
        out.append("=\"")
        out.append(xmlAttribute: value)
        out.append(UInt8(ascii: "\""))
    }

    private static func attribute(_ name: StaticString, _ value: Int, into out: inout ReportBytes) {
        attribute(name, String(value), into: &out)
    }

    private static func time(_ milliseconds: Int, into out: inout ReportBytes) {
        out.append(" time=\"")
        out.append(seconds: milliseconds)
        out.append(UInt8(ascii: "\""))
    }

    private static func write(_ suite: JUnitDocument.Suite, into out: inout ReportBytes, body: (Int, inout ReportBytes) -> Bool) {
        out.append("  <testsuite")
        attribute("name", suite.name, into: &out)
        attribute("package", suite.package, into: &out)
        attribute("id", suite.id, into: &out)
        attribute("tests", suite.tests, into: &out)
        attribute("failures", suite.failures, into: &out)
        attribute("errors", suite.errors, into: &out)
        attribute("skipped", suite.skipped, into: &out)
        time(suite.timeMilliseconds, into: &out)
        attribute("timestamp", suite.timestamp, into: &out)
        attribute("hostname", suite.hostname, into: &out)
        out.append(">\n")
        if suite.properties.isEmpty {
            out.append("    <properties></properties>\n")
        } else {
            out.append("    <properties>\n")
            for property in suite.properties {
                out.append("      <property")
                attribute("name", property.name, into: &out)
                attribute("value", property.value, into: &out)
                out.append("/>\n")
            }
            out.append("    </properties>\n")
        }
        for (t, testcase) in suite.testcases.enumerated() {
            write(testcase, into: &out) { out in body(t, &out) }
            // Written front to back: nothing before the end is read again.
            out.release(before: out.count)
        }
        out.append("    <system-out>")
        out.append(xmlText: suite.systemOut)
        out.append("</system-out>\n    <system-err>")
        out.append(xmlText: suite.systemErr)
        out.append("</system-err>\n  </testsuite>\n")
    }

    private static func write(_ testcase: JUnitDocument.TestCase, into out: inout ReportBytes, body: (inout ReportBytes) -> Bool) {
        out.append("    <testcase")
        attribute("classname", testcase.classname, into: &out)
        attribute("name", testcase.name, into: &out)
        time(testcase.timeMilliseconds, into: &out)
        if let file = testcase.file { attribute("file", file, into: &out) }
        if let line = testcase.line { attribute("line", line, into: &out) }
        if testcase.results.isEmpty {
            out.append("/>\n")
            return
        }
        out.append(">\n")
        for result in testcase.results {
            out.append("      <")
            out.append(verbatim: result.element.rawValue)
            if let type = result.type { attribute("type", type, into: &out) }
            if let message = result.message { attribute("message", message, into: &out) }
            out.append(UInt8(ascii: ">"))
            if !body(&out) { out.append(xmlText: result.body) }
            out.append("</")
            out.append(verbatim: result.element.rawValue)
            out.append(">\n")
        }
        out.append("    </testcase>\n")
    }
}
