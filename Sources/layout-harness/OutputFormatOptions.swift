import ArgumentParser
import HarnessReports
import LayoutResults

/// `--format` and `--code-quality`: how a run prints its problems for the tool that reads its
/// output (docs/ci.md, "Annotations").
struct OutputFormatOptions: ParsableArguments {
    /// What reads the output.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        /// `file:line:column: error: kind: message`, as compilers print (Xcode, editors, log parsers).
        case plain
        /// GitHub Actions workflow commands (`::error file=…,line=…::…`): pull-request annotations.
        case github
        /// Plain output, and a GitLab Code Quality report (`--code-quality`) for merge requests.
        case gitlab
    }

    @Option(help: "How problems print: plain (file:line:column: error: kind: message), github (workflow commands that annotate a pull request), or gitlab (plain, and a Code Quality report at --code-quality).")
    var format: Format = .plain

    @Option(help: "Where --format gitlab writes its Code Quality report.")
    var codeQuality: String = "Reports/gl-code-quality-report.json"

    /// Writes what the format writes besides the terminal output (the Code Quality report).
    func writeFiles(_ results: HarnessResults) throws {
        if format == .gitlab { try GitLabCodeQuality.write(results, to: codeQuality) }
    }
}
