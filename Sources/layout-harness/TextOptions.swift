import ArgumentParser
import LayoutEngine
import TextLayout

/// `--fonts`, shared by the commands that lay specs out (`run`, `explain`): where named fonts
/// come from. The system font is Inter (Debian's `fonts-inter`); without it every text is
/// measured with the box font, and the command says so once.
struct TextOptions: ParsableArguments {
    @Option(help: "A folder of .otf, .ttf, .ttc fonts for the named fonts of specs (font=\"Futura-Medium 16\"), searched with its subfolders.")
    var fonts: String?

    /// The fonts and measurement memo of the run; a fonts folder that cannot be read is a usage error.
    func tools() throws -> TextTools {
        guard let fonts else {
            if let problem = TextTools.systemFontProblem { TerminalOutput.warn(problem) }
            return .standard()
        }
        do {
            return TextTools(fonts: try FontLibrary(fontsFolder: fonts))
        } catch {
            // Inter missing is not the fonts folder's fault: keep the folder, box fonts for the system.
            do {
                let library = try FontLibrary(systemFont: .box, fontsFolder: fonts)
                TerminalOutput.warn("\(error.message); measuring the system font with the box font")
                return TextTools(fonts: library)
            } catch {
                throw ValidationError("--fonts: \(error.message)")
            }
        }
    }
}
