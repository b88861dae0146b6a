import ArgumentParser

/// `--shard I/N`: the I-th of N shards (1 ≤ I ≤ N), every N-th spec by sorted path
/// (`SpecDiscovery.shard`). Merge the shards' reports with `merge`.
struct Shard: ExpressibleByArgument, Equatable, CustomStringConvertible {
    let index: Int
    let count: Int

    init?(argument: String) { try? self.init(parsing: argument) }

    /// `I/N`, or an error that says what the option takes.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, e.g. 2/4: shard I of N, both whole numbers (got '\(text)')")
        }
        self.index = index
        self.count = count
    }

    var description: String { "\(index)/\(count)" }
}
