import Foundation

/// Finds spec files: the `.xml` files under the folders given (recursively), and files given
/// by name; sorted by path, without duplicates, so every run sees them in the same order.
enum SpecDiscovery {
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path): no such file or folder" }
    }

    static func specFiles(in paths: [String]) throws -> [String] {
        var found = Set<String>()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
            if !isDirectory.boolValue {
                found.insert(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".xml") else { continue }
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var nestedIsDirectory: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &nestedIsDirectory), !nestedIsDirectory.boolValue {
                    found.insert(full)
                }
            }
        }
        return found.sorted()
    }

    /// The files of shard `index` (1-based) of `count`: every count-th file, by sorted path.
    static func shard(_ files: [String], index: Int, count: Int) -> [String] {
        files.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
