import Foundation

/// The files `--watch` looks at under the paths given, with what tells a save: modification
/// time, size and inode (an editor that saves by renaming a new file over the old one changes
/// the inode). Spec files, Interface Builder documents and the string tables specs read
/// (`.strings`, `.stringsdict`, `.xcstrings`) count; baselines and the run's own reports do
/// not, since the run writes them.
struct WatchedFiles: Equatable {
    struct Stamp: Equatable {
        var modified: Int64
        var size: Int64
        var inode: UInt64
    }

    private(set) var stamps: [String: Stamp] = [:]

    /// Every watched file under `paths` now; `excluded` are paths the run writes.
    init(paths: [String], excluding excluded: Set<String>) {
        let excluded = Set(excluded.map(Self.normal))
        for path in paths { visit(path, excluded: excluded, depth: 0) }
    }

    /// `./Reports/junit.xml` and `Reports/junit.xml` are one file.
    static func normal(_ path: String) -> String { (path as NSString).standardizingPath }

    /// Files added, changed or removed since `old`, sorted.
    func changes(since old: WatchedFiles) -> [String] {
        var changed = Set<String>()
        for (path, stamp) in stamps where old.stamps[path] != stamp { changed.insert(path) }
        for path in old.stamps.keys where stamps[path] == nil { changed.insert(path) }
        return changed.sorted()
    }

    /// Whether a file's name makes it one `--watch` looks at.
    static func isWatched(_ name: String) -> Bool {
        if name.hasPrefix(".") || name.hasSuffix(".baseline.json") { return false }
        return SpecDiscovery.isSpecFile(name) || [".strings", ".stringsdict", ".xcstrings"].contains { name.hasSuffix($0) }
    }

    private mutating func visit(_ path: String, excluded: Set<String>, depth: Int) {
        // Deep enough for any project; stops a walk that symlinks send in circles.
        guard depth < 32 else { return }
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names where !name.hasPrefix(".") {
                visit(path.hasSuffix("/") ? path + name : path + "/" + name, excluded: excluded, depth: depth + 1)
            }
        } else if status.st_mode & S_IFMT == S_IFREG, depth == 0 || Self.isWatched((path as NSString).lastPathComponent),
                  !excluded.contains(Self.normal(path)) {
            stamps[path] = Stamp(modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                                 size: Int64(status.st_size), inode: UInt64(status.st_ino))
        }
    }
}
