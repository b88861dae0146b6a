import LayoutSpec

/// Which cases of a scene share a solver, one after the other (a chain), and how the chains
/// spread over the cores (docs/engine.md, "Reuse across environments and states").
///
/// Cases chain when they lay out alike but for constants: the same direction, the same
/// generation of stack rules (`StackTextWidthRules`), and the same size classes, or any size
/// classes when the scene has no size-class variation (it then resolves alike everywhere; the
/// canvas, safe area and margins are constants). A chain
/// runs its cases state by state, each environment of a state in turn. While there are
/// fewer chains than cores, the longest is cut in two, so that both cores of a 2-core
/// machine have work: a chain pays one fresh build, and each case after it only a retarget.
/// The pieces of a cut chain share that build (`SharedStarts`): each starts from the
/// session of the chain's first case.
enum CaseChains {
    typealias Case = (environmentIndex: Int, stateIndex: Int)

    /// The chains, and for each the chain it was cut from (its own index when it was not cut).
    struct Plan {
        var chains: [[Case]]
        var origin: [Int]
    }

    /// The cores chains are cut for: 2, the CI machine's, whatever this machine has. Where a
    /// layout leaves a choice, a moved session and a fresh one may settle on different
    /// points of the same optimal face; a fixed cut keeps every machine's frames the same.
    static let cores = 2

    /// With `contentMatters` (the scene measures texts or controls), cases also chain only
    /// when their content settings agree (`ContentSettings`: scale, text size, language, iOS
    /// version): moving a session to other text sizes changes the size of every text, which
    /// costs more than a fresh build beside it (the 10,000-label tree: 3.8 s against 1.3 s).
    static func plan(environments: [Environment], stateCount: Int, sizeClassesMatter: Bool, cores: Int,
                     contentMatters: Bool = false) -> Plan {
        var chains: [[Case]] = []
        var chainOfKey: [String: Int] = [:]
        for (environmentIndex, environment) in environments.enumerated() {
            let settings = ContentSettings(environment)
            let key = (sizeClassesMatter ? "\(environment.sizeClasses)|" : "") + environment.layoutDirection.rawValue
                + (StackTextWidthRules.isLegacy(environment.systemVersion) ? "|legacy" : "")
                + (contentMatters ? "|\(settings.scale)|\(settings.category)|\(settings.language.map(String.init(describing:)) ?? "-")|\(settings.systemVersion)" : "")
            let chain: Int
            if let known = chainOfKey[key] {
                chain = known
            } else {
                chain = chains.count
                chainOfKey[key] = chain
                chains.append([])
            }
            for stateIndex in 0..<stateCount { chains[chain].append((environmentIndex, stateIndex)) }
        }
        for c in chains.indices { chains[c].sort { ($0.stateIndex, $0.environmentIndex) < ($1.stateIndex, $1.environmentIndex) } }
        var origin = Array(chains.indices)
        while chains.count < cores, let longest = chains.indices.max(by: { chains[$0].count < chains[$1].count }),
              chains[longest].count >= 2 {
            let half = (chains[longest].count + 1) / 2
            chains.append(Array(chains[longest][half...]))
            origin.append(origin[longest])
            chains[longest].removeLast(chains[longest].count - half)
        }
        return Plan(chains: chains, origin: origin)
    }
}
