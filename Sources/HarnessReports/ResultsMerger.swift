import LayoutResults

/// Combines the results of several runs (the shards of `--shard I/N`) into
/// one, in the canonical order: specs by file path, scenes by their index in
/// the spec, cases by environment index then state index (base first).
/// Merging the shards of a run gives the unsharded run's results.
public enum ResultsMerger {
    /// Two inputs disagree about the same thing.
    public enum MergeError: Error, Equatable, CustomStringConvertible {
        /// The same case (file, scene, environment, state) with different results.
        case conflictingCase(file: String, scene: String, environment: String, state: String?)
        /// The same spec file under two different spec names.
        case conflictingSpecName(file: String, names: [String])
        /// Inputs of different results versions.
        case versionMismatch([Int])

        public var description: String {
            switch self {
            case let .conflictingCase(file, scene, environment, state):
                return "\(file): scene \(scene), environment \(environment)\(state.map { ", state \($0)" } ?? ""): shards disagree about this case"
            case let .conflictingSpecName(file, names):
                return "\(file): shards name the spec differently (\(names.joined(separator: ", ")))"
            case let .versionMismatch(versions):
                return "results of different versions: \(versions.map(String.init).joined(separator: ", "))"
            }
        }
    }

    /// Merges `parts`. Identical duplicates (a spec error every shard
    /// reports, a case run twice with the same result, in two parts or in
    /// one) are kept once; the same case with different results is an error,
    /// within one part too, so merging results with themselves gives what
    /// merging them alone gives. Run metadata: the earliest `startedAt`, the
    /// first hostname, the largest wall time (shards run side by side).
    public static func merge(_ parts: [HarnessResults]) throws -> HarnessResults {
        let versions = Set(parts.map(\.version))
        guard versions.count <= 1 else { throw MergeError.versionMismatch(versions.sorted()) }

        var specs: [String: SpecResult] = [:]
        for part in parts {
            for spec in part.specs {
                guard var merged = specs[spec.file] else {
                    // The first time a file is seen its errors are taken as they are.
                    var first = spec
                    first.scenes = []
                    specs[spec.file] = try adding(spec.scenes, to: first)
                    continue
                }
                guard merged.name == spec.name else {
                    throw MergeError.conflictingSpecName(file: spec.file, names: [merged.name, spec.name])
                }
                for error in spec.errors where !merged.errors.contains(error) { merged.errors.append(error) }
                for warning in spec.warnings where !merged.warnings.contains(warning) { merged.warnings.append(warning) }
                specs[spec.file] = try adding(spec.scenes, to: merged)
            }
        }
        let ordered = specs.values.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }.map(canonical)
        return HarnessResults(
            version: versions.first ?? HarnessResults.currentVersion,
            specs: ordered,
            startedAt: parts.compactMap(\.startedAt).min(),
            hostname: parts.compactMap(\.hostname).first,
            wallTime: parts.compactMap(\.wallTime).max()
        )
    }

    /// Reads results JSON files and merges them.
    public static func merge(jsonFiles paths: [String]) throws -> HarnessResults {
        try merge(paths.map { try JSONResultsReader.read(contentsOf: $0) })
    }

    /// A spec in canonical order: errors by line and column, scenes by
    /// index (then name), cases by environment index, then state index.
    public static func canonical(_ spec: SpecResult) -> SpecResult {
        var result = spec
        result.errors.sort { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
        result.warnings.sort { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
        result.scenes.sort { ($0.index, $0.name) < ($1.index, $1.name) }
        for i in result.scenes.indices {
            result.scenes[i].cases.sort {
                ($0.environmentIndex, $0.stateIndex, $0.environment, $0.state ?? "") < ($1.environmentIndex, $1.stateIndex, $1.environment, $1.state ?? "")
            }
        }
        return result
    }

    /// `scenes` added to `spec`: a scene of a name the spec has joins it
    /// (the smaller index); a case it has must be equal (kept once).
    private static func adding(_ scenes: [SceneResult], to spec: SpecResult) throws -> SpecResult {
        var merged = spec
        for scene in scenes {
            let i = merged.scenes.firstIndex { $0.name == scene.name } ?? merged.scenes.count
            if i == merged.scenes.count { merged.scenes.append(SceneResult(name: scene.name, index: scene.index)) }
            merged.scenes[i].index = min(merged.scenes[i].index, scene.index)
            try add(scene.cases, to: &merged.scenes[i], file: spec.file)
        }
        return merged
    }

    private static func add(_ cases: [CaseResult], to scene: inout SceneResult, file: String) throws {
        for item in cases {
            if let j = scene.cases.firstIndex(where: { $0.environment == item.environment && $0.state == item.state }) {
                guard scene.cases[j] == item else {
                    throw MergeError.conflictingCase(file: file, scene: scene.name, environment: item.environment, state: item.state)
                }
            } else {
                scene.cases.append(item)
            }
        }
    }
}
