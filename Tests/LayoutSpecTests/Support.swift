import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LayoutSpec

/// Paths of the test fixtures and of the repository, found from this file's path (no Package.swift resources).
enum Fixtures {
    static let testsDirectory: String = {
        let file = "\(#filePath)"
        return String(file[..<(file.range(of: "/Support.swift")?.lowerBound ?? file.endIndex)])
    }()
    static let repositoryRoot: String = {
        var parts = testsDirectory.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/")
    }()
    /// Tests/Fixtures/Specs: outside the test target's folder, so SwiftPM needs no `exclude:` for them.
    static let directory = repositoryRoot + "/Tests/Fixtures/Specs"
    static let schemaPath = repositoryRoot + "/Schemas/layout-spec.xsd"

    static func path(_ relative: String) -> String { directory + "/" + relative }

    /// The `.xml` files directly in a directory, sorted (none if it does not exist).
    static func xmlFiles(in directory: String, recursive: Bool = false) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var files: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            if name.hasSuffix(".xml") {
                files.append(path)
            } else if recursive, entry.pointee.d_type == UInt8(DT_DIR) {
                files += xmlFiles(in: path, recursive: true)
            }
        }
        return files.sorted()
    }

    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a temporary file and returns its path.
    static func temporaryFile(_ bytes: [UInt8], name: String = "spec.xml") -> String {
        var template = Array((NSTemporaryDirectory() + "/layoutspec-test-XXXXXX").utf8CString)
        let directory = template.withUnsafeMutableBufferPointer { buffer -> String in
            guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return NSTemporaryDirectory() }
            return String(cString: result)
        }
        let path = directory + "/" + name
        if let file = fopen(path, "wb") {
            _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
        return path
    }

    /// The compiled schema (compiled once).
    static let validator: SchemaValidator? = SchemaValidator.load(path: schemaPath).validator
}

extension XCTestCase {
    /// `Fixtures.temporaryFile`, its folder removed when the test ends.
    func temporaryFile(_ bytes: [UInt8], name: String = "spec.xml") -> String {
        let path = Fixtures.temporaryFile(bytes, name: name)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        // Never the temporary directory itself (where the file goes if no folder could be made).
        if folder.lastPathComponent.hasPrefix("layoutspec-test-") {
            addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        }
        return path
    }
}

/// Loads a spec from a string.
func load(_ text: String, path: String = "Test.xml") -> SpecLoadResult {
    SpecLoader.load(bytes: Array(text.utf8), path: path)
}

/// `line:column: severity: message` lines, the format of the `.expected` files.
func rendered(_ diagnostics: [SpecDiagnostic]) -> [String] {
    diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
}
