internal import CLibXML2
#if canImport(Glibc)
import Glibc
import LayoutResults
#endif

/// Reads JUnit XML files into `JUnitDocument` with libxml2's tree API (no
/// network, no entity expansion). Accepts a `<testsuites>` or a
/// `<testsuite>` root and nested suites (flattened). Counts in the file are
/// ignored: they are recomputed from the testcases. Testcase-level
/// `<system-out>`/`<system-err>` and unknown elements are not kept. The
/// numbers kept (`time`, `line`, suite `id`) are range-checked
/// (`ResultRanges`): a bad one is an error naming the file and its line.
/// libxml2 is imported `internal` and no libxml2 type appears in a declaration, so
/// clients that import Foundation do not meet the clash between Foundation's bundled ICU headers
/// and the system ICU headers libxml2's `encoding.h` includes.
public enum JUnitParser {
    /// A file that is not well-formed XML or not JUnit.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Parses the file at `path`.
    public static func parse(contentsOf path: String) throws -> JUnitDocument {
        guard let bytes = readFile(path) else {
            throw ParseError(file: path, line: 0, message: "cannot read the file")
        }
        return try parse(bytes, name: path)
    }

    /// Parses JUnit XML text; `name` is used in error messages.
    public static func parse(_ text: String, name: String = "junit.xml") throws -> JUnitDocument {
        try parse(Array(text.utf8), name: name)
    }

    /// Parses JUnit XML bytes; `name` is used in error messages.
    /// (This file uses no Foundation: its ICU headers clash with libxml2's.)
    public static func parse(_ data: [UInt8], name: String = "junit.xml") throws -> JUnitDocument {
        // libxml2 takes the length as a C int.
        guard data.count <= Int(Int32.max) else {
            throw ParseError(file: name, line: 0, message: "the file is larger than 2 GiB")
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let parsed: xmlDocPtr? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
            return xmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), name, "UTF-8", options)
        }
        guard let doc = parsed else {
            var message = "not well-formed XML"
            var line = 0
            if let error = xmlGetLastError() {
                if let text = error.pointee.message {
                    message = String(String(cString: text).split(separator: "\n").first ?? "")
                }
                line = Int(error.pointee.line)
            }
            throw ParseError(file: name, line: line, message: message)
        }
        defer { xmlFreeDoc(doc) }
        guard let root = xmlDocGetRootElement(doc) else {
            throw ParseError(file: name, line: 0, message: "empty document")
        }
        var suites: [JUnitDocument.Suite] = []
        switch elementName(root) {
        case "testsuites":
            for child in elements(root) where elementName(child) == "testsuite" {
                try collect(child, into: &suites, file: name)
            }
        case "testsuite":
            try collect(root, into: &suites, file: name)
        default:
            throw ParseError(file: name, line: Int(xmlGetLineNo(root)), message: "root element <\(elementName(root))> is not <testsuites> or <testsuite>")
        }
        return JUnitDocument(suites: suites)
    }

    private static func collect(_ node: xmlNodePtr, into suites: inout [JUnitDocument.Suite], file: String) throws {
        let attributes = self.attributes(node)
        var suite = JUnitDocument.Suite(
            name: attributes["name"] ?? "",
            package: attributes["package"] ?? "",
            id: try wholeNumber(attributes["id"], "id", node, file: file) ?? suites.count,
            timestamp: attributes["timestamp"] ?? "",
            hostname: attributes["hostname"] ?? ""
        )
        var nested: [xmlNodePtr] = []
        for child in elements(node) {
            switch elementName(child) {
            case "properties":
                for property in elements(child) where elementName(property) == "property" {
                    let a = self.attributes(property)
                    suite.properties.append(.init(name: a["name"] ?? "", value: a["value"] ?? ""))
                }
            case "testcase":
                suite.testcases.append(try testCase(child, file: file))
            case "system-out":
                suite.systemOut += text(child)
            case "system-err":
                suite.systemErr += text(child)
            case "testsuite":
                nested.append(child)
            default:
                continue
            }
        }
        suites.append(suite)
        for child in nested { try collect(child, into: &suites, file: file) }
    }

    private static func testCase(_ node: xmlNodePtr, file: String) throws -> JUnitDocument.TestCase {
        let a = attributes(node)
        guard let name = a["name"] else {
            throw ParseError(file: file, line: Int(xmlGetLineNo(node)), message: "<testcase> without a name")
        }
        var testcase = JUnitDocument.TestCase(
            classname: a["classname"] ?? "",
            name: name,
            timeMilliseconds: ReportNumber.milliseconds(try seconds(a["time"], node, file: file)),
            file: a["file"],
            line: try wholeNumber(a["line"], "line", node, file: file)
        )
        for child in elements(node) {
            guard let element = JUnitDocument.Result.Element(rawValue: elementName(child)) else { continue }
            let r = attributes(child)
            testcase.results.append(.init(element: element, type: r["type"], message: r["message"], body: text(child)))
        }
        return testcase
    }

    // MARK: - Numbers

    /// A `time` attribute in seconds (0 when missing or empty), within `ResultRanges.maxSeconds`.
    private static func seconds(_ text: String?, _ node: xmlNodePtr, file: String) throws -> Double {
        guard let text else { return 0 }
        let trimmed = ResultRanges.trimmingASCIISpaces(text)
        if trimmed.isEmpty { return 0 }
        guard let value = Double(trimmed) else {
            throw ParseError(file: file, line: line(node), message: "time=\"\(text)\" is not a number of seconds")
        }
        if let problem = ResultRanges.secondsProblem(value) {
            throw ParseError(file: file, line: line(node), message: "time=\"\(text)\": \(problem)")
        }
        return value
    }

    /// A whole-number attribute (nil when missing or empty), within `0...ResultRanges.maxWholeNumber`.
    private static func wholeNumber(_ text: String?, _ name: String, _ node: xmlNodePtr, file: String) throws -> Int? {
        guard let text, !ResultRanges.trimmingASCIISpaces(text).isEmpty else { return nil }
        guard let value = ResultRanges.wholeNumber(text) else {
            throw ParseError(file: file, line: line(node), message: "\(name)=\"\(text)\": " + ResultRanges.wholeNumberExpected)
        }
        return value
    }

    /// The element's line in the file.
    private static func line(_ node: xmlNodePtr) -> Int { Int(xmlGetLineNo(node)) }

    // MARK: - libxml2 tree helpers (no allocations to free)

    private static func elementName(_ node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func elements(_ node: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { result.append(current) }
            child = current.pointee.next
        }
        return result
    }

    private static func attributes(_ node: xmlNodePtr) -> [String: String] {
        var result: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name {
                result[String(cString: name)] = text(children: current.pointee.children)
            }
            attribute = current.pointee.next
        }
        return result
    }

    private static func text(_ node: xmlNodePtr) -> String {
        text(children: node.pointee.children)
    }

    private static func text(children first: xmlNodePtr?) -> String {
        var result = ""
        var child = first
        while let current = child {
            let type = current.pointee.type
            if type == XML_TEXT_NODE || type == XML_CDATA_SECTION_NODE, let content = current.pointee.content {
                result += String(cString: content)
            }
            child = current.pointee.next
        }
        return result
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
}
