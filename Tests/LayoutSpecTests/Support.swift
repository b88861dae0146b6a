import XCTest
@testable import LayoutSpec

/// Paths of the test fixtures and of the repository, found from this file's path (no Package.swift resources).
enum Fixtures {
    static let testsDirectory: String = {
        let file = "\(#filePath)"
        return String(file[..<(file.range(of: "/Support.swift")?.lowerBound ?? file.endIndex)])
    }()
    static let directory = testsDirectory + "/Fixtures"
    static let repositoryRoot: String = {
        var parts = testsDirectory.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/")
    }()

    static func path(_ relative: String) -> String { directory + "/" + relative }
}
