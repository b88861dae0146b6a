import LayoutSpec

/// Groups of a scene's cases that start from one build: the groups of one state that differ
/// only in their content settings (`CaseGroup`: scale, text size, language, iOS version). Their
/// scenes are the same views and constraints with other intrinsic sizes and baselines, so the
/// chain's first case is built once (`start`), and every group takes a copy of that session,
/// moved to its own sizes by changing constants (`CaseSession.retarget(to:resizedAs:)`) instead
/// of building the scene again: a scene of 10,000 measured labels in 3x phones and 2x iPads is
/// built once, not once per scale, and its groups still run side by side.
///
/// A scene that measures nothing has one group per chain. Chains depend only on the scene and
/// the environments, as groups do, and every group starts from its chain's first case, so the
/// frames do not depend on which thread gets there first.
struct CaseChain: Sendable {
    /// In the order of their first environment.
    let groups: [CaseGroup]

    var stateIndex: Int { groups[0].stateIndex }

    /// Every environment of the chain, group by group.
    var environmentIndices: [Int] { groups.flatMap(\.environmentIndices) }

    /// The session of the chain's first case, built (nil when the root is not installed there).
    func start(of scene: Scene, in environments: [Environment], sizes: SceneSizes) -> CaseSession? {
        let first = environments[groups[0].environmentIndices[0]]
        guard let sized = sizes.sized(for: first, stateIndex: stateIndex) else { return nil }
        return CaseSession(scene: sized.scene, geometry: EnvironmentGeometry(first))
    }

    /// The chains of `scene` in `environments`: its groups (`CaseGroup.groups`), those of one
    /// state, size classes (when they matter), direction and generation of stack rules together.
    static func chains(of scene: Scene, in environments: [Environment]) -> [CaseChain] {
        let sizeClassesMatter = scene.hasSizeClassVariations
        var keys: [Key] = []
        var members: [[CaseGroup]] = []
        for group in CaseGroup.groups(of: scene, in: environments) {
            let first = environments[group.environmentIndices[0]]
            let key = Key(state: group.stateIndex, sizeClasses: sizeClassesMatter ? first.sizeClasses : nil,
                          direction: first.layoutDirection,
                          legacyStackRules: StackTextWidthRules.isLegacy(first.systemVersion))
            if let known = keys.firstIndex(of: key) {
                members[known].append(group)
            } else {
                keys.append(key)
                members.append([group])
            }
        }
        return members.map(CaseChain.init(groups:))
    }

    /// What the groups of a chain share.
    private struct Key: Hashable {
        var state: Int
        var sizeClasses: SizeClassPair?
        var direction: LayoutDirection
        var legacyStackRules: Bool
    }
}
