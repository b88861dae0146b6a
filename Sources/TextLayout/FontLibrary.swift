import Synchronization

/// Resolves `FontDescriptor`s to measurable `Font`s: the system font is Inter with SF's vertical
/// metrics and tracking; named fonts come from a fonts folder the caller gives. One library
/// serves a whole run and is shared between threads; font files are loaded once, on first use.
public final class FontLibrary: Sendable {
    /// Where the system font's files are.
    public enum SystemFont: Sendable, Hashable {
        /// Inter's static cuts (`Inter-Regular.otf`, `Inter-SemiBold.otf`, …) in this folder.
        case inter(folder: String)
        /// The deterministic box font for every descriptor (named fonts too), at the descriptor's size.
        case box
    }

    /// Folders searched for Inter when the caller names none: where Debian's `fonts-inter`
    /// installs it, then common local font folders.
    public static let interSearchFolders = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/inter",
        "/usr/local/share/fonts/inter",
        "/usr/local/share/fonts",
    ]

    /// The system font in use.
    public let systemFont: SystemFont
    /// The fonts folder named fonts are looked up in, if any.
    public let fontsFolder: String?

    /// Named font files by PostScript name and by file name without extension.
    private let namedFaces: [String: FaceLocation]
    private let loadedFaces: Mutex<[FaceLocation: OpenTypeFace]>

    private struct FaceLocation: Hashable, Sendable {
        var path: String
        var index: Int
    }

    /// A library using Inter from `interFolder` (or the first of `interSearchFolders` that holds
    /// `Inter-Regular`), with named fonts from `fontsFolder`. Throws when Inter cannot be found
    /// or the fonts folder is not a readable folder.
    public convenience init(interFolder: String? = nil, fontsFolder: String? = nil) throws(FontLibraryError) {
        let candidates = interFolder.map { [$0] } ?? FontLibrary.interSearchFolders
        guard let folder = candidates.first(where: { FontLibrary.interFile(.regular, in: $0) != nil }) else {
            throw FontLibraryError(interFolder.map { "no Inter-Regular.otf or .ttf in '\($0)'" }
                ?? "the system font Inter was not found in \(FontLibrary.interSearchFolders.joined(separator: ", ")): "
                + "install Debian's fonts-inter (apt-get install fonts-inter) or name Inter's folder")
        }
        try self.init(systemFont: .inter(folder: folder), fontsFolder: fontsFolder)
    }

    /// A library with an explicit system font (`.box` for tests) and optional fonts folder,
    /// whose font files are indexed by PostScript name and file name. Throws when the fonts
    /// folder is not a readable folder.
    public convenience init(systemFont: SystemFont, fontsFolder: String? = nil) throws(FontLibraryError) {
        var named: [String: FaceLocation] = [:]
        if let fontsFolder {
            guard FontFiles.isDirectory(fontsFolder) else {
                throw FontLibraryError("the fonts folder '\(fontsFolder)' is not a readable folder")
            }
            for path in FontFiles.fontFiles(under: fontsFolder) {
                let stem = FontFiles.stem(path)
                if named[stem] == nil { named[stem] = FaceLocation(path: path, index: 0) }
                for index in 0..<min(OpenTypeFace.faceCount(path: path), 64) {
                    if let name = OpenTypeFace(path: path, faceIndex: index)?.postScriptName, named[name] == nil {
                        named[name] = FaceLocation(path: path, index: index)
                    }
                }
            }
        }
        self.init(systemFont: systemFont, fontsFolder: fontsFolder, namedFaces: named)
    }

    private init(systemFont: SystemFont, fontsFolder: String?, namedFaces: [String: FaceLocation]) {
        self.systemFont = systemFont
        self.fontsFolder = fontsFolder
        self.namedFaces = namedFaces
        self.loadedFaces = Mutex([:])
    }

    /// A library where every font is the box font (no font files involved).
    public static func boxFonts() -> FontLibrary {
        FontLibrary(systemFont: .box, fontsFolder: nil, namedFaces: [:])
    }

    /// The names a named font can be given by: PostScript names and file names in the fonts folder.
    public var availableFontNames: [String] {
        namedFaces.keys.sorted()
    }

    /// Resolves a descriptor at a content size category: text styles take their size and weight
    /// from Apple's Dynamic Type table; a missing named font gives the system font at the same
    /// size and a warning.
    public func resolve(_ descriptor: FontDescriptor, category: ContentSizeCategory = .default) -> ResolvedFont {
        switch descriptor {
        case .textStyle(let style):
            return systemFont(size: style.pointSize(for: category), weight: style.weight)
        case .system(let size, let weight):
            return systemFont(size: size, weight: weight)
        case .named(let name, let size):
            if case .box = systemFont { return ResolvedFont(font: .box(pointSize: size), warnings: []) }
            if let location = namedFaces[name], let face = face(at: location) {
                return ResolvedFont(font: .named(face: face, pointSize: size), warnings: [])
            }
            let fallback = systemFont(size: size, weight: .regular)
            let place = fontsFolder.map { "in the fonts folder '\($0)'" } ?? "(no fonts folder was given)"
            let warning = FontWarning("font '\(name)' not found \(place); measuring with the system font at \(size) pt")
            return ResolvedFont(font: fallback.font, warnings: [warning] + fallback.warnings)
        }
    }

    private func systemFont(size: Double, weight: FontWeight) -> ResolvedFont {
        guard case .inter(let folder) = systemFont else {
            return ResolvedFont(font: .box(pointSize: size), warnings: [])
        }
        if let path = FontLibrary.interFile(weight, in: folder),
           let face = face(at: FaceLocation(path: path, index: 0)) {
            return ResolvedFont(font: .system(face: face, pointSize: size, weight: weight), warnings: [])
        }
        if weight != .regular, let path = FontLibrary.interFile(.regular, in: folder),
           let face = face(at: FaceLocation(path: path, index: 0)) {
            let warning = FontWarning("no Inter-\(weight.interStyleName) in '\(folder)'; measuring \(weight.rawValue) text with Inter-Regular")
            return ResolvedFont(font: .system(face: face, pointSize: size, weight: .regular), warnings: [warning])
        }
        let warning = FontWarning("Inter could not be loaded from '\(folder)'; measuring with the box font")
        return ResolvedFont(font: .box(pointSize: size), warnings: [warning])
    }

    private func face(at location: FaceLocation) -> OpenTypeFace? {
        if let loaded = loadedFaces.withLock({ $0[location] }) { return loaded }
        guard let face = OpenTypeFace(path: location.path, faceIndex: location.index) else { return nil }
        return loadedFaces.withLock { faces in
            if let raced = faces[location] { return raced }
            faces[location] = face
            return face
        }
    }

    /// `Inter-<Style>.otf` (or `.ttf`) for a weight in a folder, if present.
    private static func interFile(_ weight: FontWeight, in folder: String) -> String? {
        let base = (folder.hasSuffix("/") ? folder : folder + "/") + "Inter-" + weight.interStyleName
        return ["otf", "ttf"].map { base + "." + $0 }.first(where: FontFiles.isReadableFile)
    }
}

/// A resolved font and what the user should be told about how it was resolved.
public struct ResolvedFont: Sendable, Hashable {
    /// The font to measure with.
    public let font: Font
    /// Fallbacks taken (a named font missing, a weight missing), as sentences.
    public let warnings: [FontWarning]
}

/// A font that could not be used as asked, and what was used instead.
public struct FontWarning: Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The system font or the fonts folder cannot be used at all (a setup error for the whole run).
public struct FontLibraryError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
