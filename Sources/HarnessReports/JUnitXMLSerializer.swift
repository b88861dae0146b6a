/// Writes a `JUnitDocument` as XML in the widest-compatible shape
/// ("portable-strict"): a `<testsuites>` root with no attributes; each
/// `<testsuite>` with name, package, id, counts, time, timestamp and
/// hostname; `<properties>`, the testcases, then `<system-out>` and
/// `<system-err>`. Valid against the Ant (windyroad), xUnit junit-10 and
/// Jenkins junit-4 schemas.
public enum JUnitXMLSerializer {
    /// The XML text, ending in a newline.
    public static func render(_ document: JUnitDocument) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for suite in document.suites { write(suite, into: &out) }
        out += "</testsuites>\n"
        return out
    }

    private static func attr(_ name: String, _ value: String) -> String {
        " \(name)=\"\(XMLEscaping.attribute(value))\""
    }

    private static func write(_ suite: JUnitDocument.Suite, into out: inout String) {
        out += "  <testsuite"
            + attr("name", suite.name)
            + attr("package", suite.package)
            + attr("id", String(suite.id))
            + attr("tests", String(suite.tests))
            + attr("failures", String(suite.failures))
            + attr("errors", String(suite.errors))
            + attr("skipped", String(suite.skipped))
            + attr("time", ReportNumber.seconds(milliseconds: suite.timeMilliseconds))
            + attr("timestamp", suite.timestamp)
            + attr("hostname", suite.hostname)
            + ">\n"
        if suite.properties.isEmpty {
            out += "    <properties></properties>\n"
        } else {
            out += "    <properties>\n"
            for property in suite.properties {
                out += "      <property" + attr("name", property.name) + attr("value", property.value) + "/>\n"
            }
            out += "    </properties>\n"
        }
        for testcase in suite.testcases { write(testcase, into: &out) }
        out += "    <system-out>" + XMLEscaping.text(suite.systemOut) + "</system-out>\n"
        out += "    <system-err>" + XMLEscaping.text(suite.systemErr) + "</system-err>\n"
        out += "  </testsuite>\n"
    }

    private static func write(_ testcase: JUnitDocument.TestCase, into out: inout String) {
        out += "    <testcase"
            + attr("classname", testcase.classname)
            + attr("name", testcase.name)
            + attr("time", ReportNumber.seconds(milliseconds: testcase.timeMilliseconds))
        if let file = testcase.file { out += attr("file", file) }
        if let line = testcase.line { out += attr("line", String(line)) }
        if testcase.results.isEmpty {
            out += "/>\n"
            return
        }
        out += ">\n"
        for result in testcase.results {
            out += "      <" + result.element.rawValue
            if let type = result.type { out += attr("type", type) }
            if let message = result.message { out += attr("message", message) }
            out += ">" + XMLEscaping.text(result.body) + "</" + result.element.rawValue + ">\n"
        }
        out += "    </testcase>\n"
    }
}
