#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system questions font lookup asks, without Foundation (whose bundled ICU
/// would clash with the system ICU this module imports).
enum FontFiles {
    /// The extensions of font files TextLayout can load.
    static let extensions = ["otf", "ttf", "ttc", "otc"]

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isReadableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }

    /// Font files under a folder and its subfolders (to a depth of 4), sorted by path so lookups
    /// do not depend on the directory's order.
    static func fontFiles(under folder: String, depth: Int = 4) -> [String] {
        guard depth >= 0, let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(".") { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if isDirectory(path) {
                found += fontFiles(under: path, depth: depth - 1)
            } else if extensions.contains(fileExtension(name).lowercased()) {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// "Futura-Medium.ttf" -> "ttf".
    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// "/fonts/Futura-Medium.ttf" -> "Futura-Medium".
    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
