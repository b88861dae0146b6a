import LayoutEngine
import LayoutSpec
import TextLayout
import LayoutResults

/// Loads and lays out spec files in worker processes (`WorkerPool`), `jobs` at a time; results
/// come back in input order. A spec whose worker crashes, hangs past the time budget or runs
/// out of memory becomes a spec error; the others are unaffected.
struct SupervisedSpecRunner {
    var jobs: Int
    var limits: WorkerLimits
    /// The environments of a spec file given to `--environments`, replacing every spec's own.
    var replacementEnvironments: [Environment]?
    /// `--environment`: only these (empty: all).
    var environmentNames: [String] = []
    /// `--filter`: only scenes whose name contains one of these (empty: all).
    var sceneFilters: [String] = []
    /// The fonts and measurement memo texts are sized with (`--fonts`).
    var text: TextTools = .standard()
    /// `--content-size-categories`: every environment at each (empty: as the specs say).
    var contentSizeCategories: [ContentSizeCategory] = []
    /// `--languages`: every environment in each (nil: the spec's own texts; empty: as the specs say).
    var languages: [Language?] = []
    /// `--strings`: string tables for every spec.
    var strings: StringTable = .empty
    /// Called after each spec with (specs done, specs total, cases done so far).
    var progress: ((Int, Int, Int) -> Void)?

    func run(_ files: [String]) -> [SpecReply] {
        var replies = [SpecReply?](repeating: nil, count: files.count)
        // The replies being received, by file; a part that cannot be read spoils its reply.
        var readers: [Int: SpecReply.Reader] = [:]
        var spoiled: [Int: Error] = [:]
        var done = 0, cases = 0
        let pool = WorkerPool(jobs: jobs, limits: limits) { file, send in
            let reply = self.check(file)
            reply.send(send)
            return reply
        }
        pool.run(files) { index, event in
            let reply: SpecReply
            switch event {
            case .part(let bytes):
                guard spoiled[index] == nil else { return }
                do {
                    // In place: the reader's arrays grow without being copied.
                    try readers[index, default: SpecReply.Reader()].add(bytes)
                } catch {
                    spoiled[index] = error
                    readers[index] = nil
                }
                return
            case .finished:
                do {
                    if let error = spoiled.removeValue(forKey: index) { throw error }
                    reply = try (readers.removeValue(forKey: index) ?? SpecReply.Reader()).finish()
                } catch {
                    reply = Self.failed(files[index], "internal error while solving: \(error); please report it with this spec")
                }
            case .failed(let failure):
                readers[index] = nil
                spoiled[index] = nil
                reply = Self.failed(files[index], failure.message(while: "solving"))
            }
            replies[index] = reply
            done += 1
            cases += reply.result.scenes.reduce(0) { $0 + $1.cases.count }
            progress?(done, files.count, cases)
        }
        return files.indices.map { replies[$0] ?? Self.failed(files[$0], "internal error: no result; please report it with this spec") }
    }

    /// In the worker: load, lay out every case, and name what the spec offers.
    private func check(_ file: String) -> SpecReply {
        var load = SpecLoader.load(contentsOf: file)
        var replacementEnvironments = replacementEnvironments
        let names = environmentNames, filters = sceneFilters, categories = contentSizeCategories, languages = languages
        // Every environment, the scenes' own too, at each text size and in each language.
        let varies = !categories.isEmpty || !languages.isEmpty
        let varied: (Environment) -> [Environment] = { environment in
            var copies = [environment]
            if !categories.isEmpty { copies = copies.flatMap { $0.varying(contentSizeCategories: categories) } }
            if !languages.isEmpty { copies = copies.flatMap { $0.varying(languages: languages) } }
            return copies
        }
        // The names of the scenes' own environments (an Interface Builder scene's design device):
        // they run beside the matrix, and `--environment` picks among them too.
        var own: [String] = []
        if var spec = load.spec {
            // A base-localized storyboard runs in its folders' languages: `--languages` replaces them
            // (back to the base copies, then varied), a replacement matrix runs in them too.
            let baseCopies = !spec.localizations.isEmpty && !languages.isEmpty
            if baseCopies {
                spec.environments.removeAll { $0.language != nil }
            } else if !spec.localizations.isEmpty, let replacement = replacementEnvironments {
                let values: [Language?] = [nil] + spec.localizations.map { .code($0) }
                replacementEnvironments = replacement.flatMap { $0.varying(languages: values) }
            }
            for index in spec.scenes.indices {
                var environments = spec.scenes[index].ownEnvironments
                if baseCopies { environments.removeAll { $0.language != nil } }
                own += environments.map(\.name)
                if !names.isEmpty { environments.removeAll { !names.contains($0.name) } }
                spec.scenes[index].ownEnvironments = varies ? environments.flatMap(varied) : environments
            }
            load.spec = spec
        }
        let matrix = load.spec.map { replacementEnvironments ?? $0.environments } ?? []
        let chosen: [Environment]? = names.isEmpty && replacementEnvironments == nil
            ? nil : matrix.filter { names.isEmpty || names.contains($0.name) }
        let filter: ((String) -> Bool)? = filters.isEmpty ? nil : { name in filters.contains { name.contains($0) } }
        let result = LayoutEngine.run(load, file: file, environments: varies ? (chosen ?? matrix).flatMap(varied) : chosen,
                                      sceneFilter: filter, options: LayoutEngine.Options(text: text, strings: strings))
        var offered = matrix.map(\.name)
        for name in own where !offered.contains(name) { offered.append(name) }
        return SpecReply(result: result, loaded: load.spec != nil, environments: offered,
                         scenes: load.spec?.scenes.map(\.name) ?? [])
    }

    /// A spec that has no result but an error at its first line.
    static func failed(_ file: String, _ message: String) -> SpecReply {
        SpecReply(result: SpecResult(file: file, errors: [.init(line: 1, column: 1, message: message)]),
                  loaded: false, environments: [], scenes: [])
    }
}
