import LayoutSpec

/// Groups of a scene's cases that start from one build: the groups (`CaseGroup`) that resolve
/// under one size-class representative (`Scene.sizeClassRepresentatives`) with one direction
/// and generation of stack rules, whatever their state and content settings (scale, text
/// size, language, iOS version). Their scenes are often the same views and constraints with
/// other constants (intrinsic sizes, baselines, a state's spacing or constants), so the chain's
/// first case is built once (`start`), and every group takes a copy of that session, moved to
/// its own scene by changing constants (`CaseSession.retarget(to:resizedAs:)`) instead of
/// building it again: a scene of 10,000 measured labels in 3x phones and 2x iPads is built
/// once, not once per scale, and its groups still run side by side. A group whose rules differ
/// in shape (a state hides or repeats a view, a text size changes a proportion) is built fresh.
///
/// Chains depend only on the scene and the environments, as groups do, and every group starts
/// from its chain's first case, so the frames do not depend on which thread gets there first.
struct CaseChain: Sendable {
    /// In the order of their first environment.
    let groups: [CaseGroup]

    /// Every environment of the chain, group by group.
    var environmentIndices: [Int] { groups.flatMap(\.environmentIndices) }

    /// The session of the chain's first case, built (nil when the root is not installed there).
    func start(of scene: Scene, in environments: [Environment], sizes: SceneSizes) -> CaseSession? {
        let first = environments[groups[0].environmentIndices[0]]
        guard let sized = sizes.sized(for: first, stateIndex: groups[0].stateIndex) else { return nil }
        return CaseSession(scene: sized.scene, geometry: EnvironmentGeometry(first))
    }

    /// The chains of `scene` in `environments`: its groups (`CaseGroup.groups`), those of one
    /// size-class representative, direction and generation of stack rules together.
    static func chains(of scene: Scene, in environments: [Environment]) -> [CaseChain] {
        let representatives = scene.sizeClassRepresentatives
        return CaseGroup.groups(of: scene, in: environments)
            .grouped { CaseGroup.Key(environments[$0.environmentIndices[0]], representatives, content: false) }
            .map(CaseChain.init(groups:))
    }
}
