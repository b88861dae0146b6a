@_implementationOnly import CLibXML2

/// Validates XML against an XSD with libxml2's schema validator (the
/// tests check every JUnit report against the Ant, xUnit junit-10 and
/// Jenkins junit-4 schemas with it; a command could offer it too).
///
/// libxml2 is imported `@_implementationOnly` and no libxml2 type appears in
/// any declaration or stored property, so clients that import Foundation are
/// not exposed to the clash between Foundation's bundled ICU headers and the
/// system ICU headers libxml2's `encoding.h` includes. This file uses no
/// Foundation for the same reason.
public final class XMLSchemaValidator {
    /// One problem libxml2 reported: the line in the document and its message.
    public struct Issue: Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Why a schema could not be loaded.
    public struct SchemaError: Error, CustomStringConvertible {
        public var path: String
        public var issues: [Issue]
        public var description: String { "cannot load schema \(path): \(issues.map(\.description).joined(separator: "; "))" }
    }

    private final class IssueBox {
        var issues: [Issue] = []
    }

    /// The parsed schema (`xmlSchemaPtr` is an opaque pointer in Swift).
    private let schema: OpaquePointer
    /// The schema file this validator checks against.
    public let schemaPath: String

    /// Loads the XSD at `path`.
    public init(schemaPath path: String) throws {
        let box = IssueBox()
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        guard let parser = xmlSchemaNewParserCtxt(path) else {
            throw SchemaError(path: path, issues: [Issue(line: 0, message: "cannot create a schema parser")])
        }
        defer { xmlSchemaFreeParserCtxt(parser) }
        xmlSchemaSetParserStructuredErrors(parser, XMLSchemaValidator.collect, unmanaged.toOpaque())
        guard let schema = xmlSchemaParse(parser) else {
            throw SchemaError(path: path, issues: box.issues)
        }
        self.schema = schema
        self.schemaPath = path
    }

    deinit { xmlSchemaFree(schema) }

    /// Validates XML text; returns the problems (empty when valid). A
    /// document that is not well-formed gives its parse errors.
    public func validate(_ text: String, name: String = "document.xml") -> [Issue] {
        let box = IssueBox()
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        let bytes = Array(text.utf8)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let parsed: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), name, "UTF-8", options)
            }
        }
        guard let doc = parsed else {
            var message = "not well-formed XML"
            var line = 0
            if let error = xmlGetLastError() {
                if let text = error.pointee.message { message = XMLSchemaValidator.trim(String(cString: text)) }
                line = Int(error.pointee.line)
            }
            return [Issue(line: line, message: message)]
        }
        defer { xmlFreeDoc(doc) }
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            return [Issue(line: 0, message: "cannot create a validation context")]
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        xmlSchemaSetValidStructuredErrors(context, XMLSchemaValidator.collect, unmanaged.toOpaque())
        let result = xmlSchemaValidateDoc(context, doc)
        if result != 0 && box.issues.isEmpty {
            box.issues.append(Issue(line: 0, message: "invalid (libxml2 code \(result))"))
        }
        return box.issues
    }

    private static let collect: xmlStructuredErrorFunc = { userData, error in
        guard let userData, let error else { return }
        let box = Unmanaged<IssueBox>.fromOpaque(userData).takeUnretainedValue()
        let message = error.pointee.message.map { trim(String(cString: $0)) } ?? "unknown error"
        box.issues.append(Issue(line: Int(error.pointee.line), message: message))
    }

    private static func trim(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last == "\n" || last == " " { result.removeLast() }
        return String(result)
    }
}
