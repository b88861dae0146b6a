import ArgumentParser
import Foundation
import LayoutSpec

/// `layout-harness validate`: load specs only, print every diagnostic.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Load specs without solving them and print every problem as path:line:column: error: message.")

    @Argument(help: "Spec files or folders (default: Specs/).")
    var paths: [String] = []

    func run() throws {
        let files = try SpecDiscovery.specFiles(in: paths.isEmpty ? ["Specs"] : paths)
        var errors = 0
        for file in files {
            let load = SpecLoader.load(contentsOf: file)
            for diagnostic in load.diagnostics { print(diagnostic.description) }
            errors += load.errors.count
        }
        print("\(files.count) spec\(files.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")")
        throw errors > 0 ? HarnessExit.failed : HarnessExit.passed
    }
}
