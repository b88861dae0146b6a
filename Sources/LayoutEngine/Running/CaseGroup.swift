import LayoutSpec

/// Cases of a scene that one solver lays out one after the other: one state, and the
/// environments in which the scene resolves alike and lays out alike but for constants (the
/// same direction, the same generation of stack rules (`StackTextWidthRules`), the same size-class
/// representative (`Scene.sizeClassRepresentatives`: the size classes its variations read), and, when the scene measures texts or
/// controls, the same content settings (`ContentSettings`: scale, text size, language, iOS
/// version), which give every measured view its size). Moving from one to the next changes
/// only the canvas constants (`CaseSession.retarget`).
///
/// Groups depend only on the scene and the environments, never on the machine, so every
/// machine moves through the same cases in the same order and gives the same frames.
struct CaseGroup: Sendable {
    let stateIndex: Int
    /// Indices into the run's environments, in order.
    let environmentIndices: [Int]

    /// The name of the group's state in `scene`; nil for the base layout.
    func state(of scene: Scene) -> String? { stateIndex == 0 ? nil : scene.states[stateIndex - 1].name }

    /// The groups of `scene` in `environments`, state by state, each in the order of its first environment.
    static func groups(of scene: Scene, in environments: [Environment]) -> [CaseGroup] {
        let representatives = scene.sizeClassRepresentatives, contentMatters = scene.measuresContent
        let members = environments.indices.grouped { Key(environments[$0], representatives, content: contentMatters) }
        return (0...scene.states.count).flatMap { state in members.map { CaseGroup(stateIndex: state, environmentIndices: $0) } }
    }

    /// What the environments of a group share; without the content settings, what the groups
    /// of a chain share (`CaseChain`).
    struct Key: Hashable {
        var sizeClasses: SizeClassPair
        var direction: LayoutDirection
        var legacyStackRules: Bool
        /// Everything that sizes content (`ContentSettings`), when the scene measures any.
        var content: ContentSettings?

        init(_ environment: Environment, _ representatives: [SizeClassPair: SizeClassPair], content: Bool) {
            sizeClasses = representatives[environment.sizeClasses] ?? environment.sizeClasses
            direction = environment.layoutDirection
            legacyStackRules = StackTextWidthRules.isLegacy(environment.systemVersion)
            self.content = content ? ContentSettings(environment) : nil
        }
    }
}

extension Sequence {
    /// The elements grouped by `key`: each group in order, the groups in the order of their first element.
    func grouped<Key: Hashable>(by key: (Element) -> Key) -> [[Element]] {
        var groups: [[Element]] = [], position: [Key: Int] = [:]
        for element in self {
            let k = key(element)
            if let at = position[k] {
                groups[at].append(element)
            } else {
                position[k] = groups.count
                groups.append([element])
            }
        }
        return groups
    }
}
