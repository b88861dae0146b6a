import Foundation
import LayoutSpec

/// Finds spec files: the `.xml` entries under the folders given (recursively), Interface Builder
/// documents (`.storyboard`, `.xib`) among them, and files given by name; sorted by path,
/// without duplicates, so every run sees them in the same order.
///
/// Nothing is opened here but folders. Every entry whose name ends in `.xml` (or an IB extension) is a spec,
/// whatever it is: the loader refuses a folder, a named pipe, a socket, a device, a broken
/// link or a loop of links with a located error, so none of them is skipped in silence and none
/// can block the run. Links to folders are not followed inside a folder (as `find` and `git`
/// do not); a folder given by name may be a link. A folder that cannot be read is a problem
/// the run reports like a spec error.
enum SpecDiscovery {
    /// What was found.
    struct Found {
        var files: [String] = []
        /// Folders that could not be read: (path, message).
        var problems: [(path: String, message: String)] = []
    }

    static func specFiles(in paths: [String], defaulted: Bool = false) throws -> Found {
        var files = Set<String>()
        var problems: [(path: String, message: String)] = []
        for path in paths {
            var status = stat()
            guard lstat(path, &status) == 0 else {
                throw UsageError(missing(path, reason: errno, defaulted: defaulted, kind: ".xml"))
            }
            var target = stat()
            if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR {
                walk(path, files: &files, problems: &problems)
            } else {
                files.insert(path)
            }
        }
        return Found(files: files.sorted(), problems: problems.sorted { $0.path < $1.path })
    }

    private static func walk(_ folder: String, files: inout Set<String>, problems: inout [(path: String, message: String)]) {
        guard let directory = opendir(folder) else {
            problems.append((folder, "cannot read the folder: \(String(cString: strerror(errno)))"))
            return
        }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { problems.append((folder, "cannot read the folder: \(String(cString: strerror(errno)))")) }
                break
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted() {
            let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if isSpecFile(name) {
                files.insert(full)
                continue
            }
            var status = stat()
            if lstat(full, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                walk(full, files: &files, problems: &problems)
            }
        }
    }

    /// Whether a file name is a spec's: `.xml`, `.storyboard` or `.xib`.
    static func isSpecFile(_ name: String) -> Bool {
        name.hasSuffix(".xml") || InterfaceBuilderLoader.reads(name)
    }

    /// `Specs/Logn.xml: no such file or folder; did you mean 'Specs/Login.xml'? Specs/ holds: …`,
    /// naming the folders and the files ending in `kind` beside the path.
    static func missing(_ path: String, reason: Int32 = ENOENT, defaulted: Bool = false, kind: String) -> String {
        let what = reason == ENOENT || reason == ENOTDIR ? "no such file or folder" : String(cString: strerror(reason))
        if defaulted {
            return "\(path): \(what) (checked when no paths are given); give spec files or folders"
        }
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { String(trimmed[..<$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        let shownFolder = folder.isEmpty ? (trimmed.hasPrefix("/") ? "/" : "") : folder + "/"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? (trimmed.hasPrefix("/") ? "/" : ".") : folder) else {
            return "\(path): \(what)"
        }
        let candidates = entries.filter { !$0.hasPrefix(".") }.sorted().map { entry -> String in
            var isFolder: ObjCBool = false
            let full = shownFolder + entry
            return FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) && isFolder.boolValue ? entry + "/" : entry
        }.filter { $0.hasSuffix("/") || $0.hasSuffix(kind) || (kind == ".xml" && InterfaceBuilderLoader.reads($0)) }
        var message = "\(path): \(what)"
        if let close = Suggestions.closest(to: name, in: candidates.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }) {
            message += "; did you mean '\(shownFolder + close)'?"
        } else if !candidates.isEmpty {
            message += "."
        }
        let place = shownFolder.isEmpty ? "The current folder" : shownFolder
        message += candidates.isEmpty ? " (\(place) holds no \(kind) files or folders)" : " \(place) holds: " + NameList.text(candidates)
        return message
    }

    /// The files of shard `index` (1-based) of `count`: every count-th file, by sorted path.
    static func shard(_ files: [String], index: Int, count: Int) -> [String] {
        files.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// A usage mistake found while running (a missing path, a name that matches nothing): exit 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Names listed in a message: all of them up to 20, then how many more.
enum NameList {
    static func text(_ names: [String], limit: Int = 20) -> String {
        let quoted = names.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > limit ? quoted + " and \(names.count - limit) more" : quoted
    }
}
