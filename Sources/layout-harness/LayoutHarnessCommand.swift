import ArgumentParser
import Foundation

/// The `layout-harness` command line: loads specs, solves every trait environment, writes reports.
@main
struct LayoutHarnessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-harness",
        abstract: "Checks adaptive Auto Layout specs in every trait environment.",
        discussion: """
        Loads storyboard-like XML specs (views, stack views, constraints, size-class \
        variations, states), solves each scene in every environment and state, and reports \
        conflicts, ambiguity and overflow as JUnit XML, JSON and an HTML report.

        Exit codes: 0 every case passed; 1 findings or spec errors (a spec whose worker \
        crashed, ran out of memory or time included); 2 usage error (an unknown option value, \
        a missing path, an --environment or --filter that matches nothing).
        """,
        version: HarnessVersion.string,
        subcommands: [RunCommand.self, ValidateCommand.self, ExplainCommand.self, MergeCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Parses, runs, and maps errors to the documented exit codes (usage errors are 2).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let usage as UsageError {
            FileHandle.standardError.write(Data(("error: " + usage.description + "\n").utf8))
            Foundation.exit(HarnessExit.usage.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure || code.rawValue == 64 ? HarnessExit.usage.rawValue : code.rawValue)
        }
    }
}

/// The exit codes the harness documents.
enum HarnessExit {
    static let passed = ExitCode(0)
    static let failed = ExitCode(1)
    static let usage = ExitCode(2)
}
