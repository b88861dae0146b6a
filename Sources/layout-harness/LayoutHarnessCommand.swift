import ArgumentParser

/// The `layout-harness` command line: loads specs, solves every trait environment, writes reports.
@main
struct LayoutHarnessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-harness",
        abstract: "Checks adaptive Auto Layout specs in every trait environment.",
        discussion: """
        Loads storyboard-like XML specs (views, stack views, constraints, size-class \
        variations), solves each scene in every environment, and reports conflicts, \
        ambiguity and overflow.
        """,
        version: HarnessVersion.string
    )

    @Argument(help: "Spec files or folders to check (default: Specs/).")
    var paths: [String] = []

    func run() throws {
        print(Self.helpMessage())
    }
}
