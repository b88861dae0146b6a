import LayoutSpec

/// The sized scenes of one scene's run, made once per distinct (size classes, state, content
/// settings) and shared by every group of cases that needs them: environments that differ only
/// in their canvas share one, so a scene of 10,000 labels is measured once per display scale,
/// Dynamic Type size and language, not once per environment.
///
/// The size classes count as far as the scene's variations read them (`Scene.sizeClassRepresentatives`);
/// the content settings only when it measures content.
final class SceneSizes: @unchecked Sendable {
    private let scene: Scene
    private let tools: TextTools
    private let strings: StringTable
    /// Each size-class pair's representative (`Scene.sizeClassRepresentatives`): pairs with one
    /// resolve the scene alike, so they share its resolution and sizing.
    private let representatives: [SizeClassPair: SizeClassPair]
    private let contentMatters: Bool
    private let lock = NSLockLike()
    private let sizing = NSLockLike()
    private var slots: [Key: Slot] = [:]
    private var resolved: [ResolveKey: ResolvedScene?] = [:]

    /// One sized scene, made by the first chain that asks; the others wait for it rather than
    /// measure the same texts again beside it.
    private final class Slot: @unchecked Sendable {
        let lock = NSLockLike()
        var made = false
        var value: SizedScene?
    }

    private struct Key: Hashable {
        var resolve: ResolveKey
        /// nil when the scene measures nothing: every setting sizes it alike.
        var settings: ContentSettings?
    }

    private struct ResolveKey: Hashable {
        var sizeClasses: SizeClassPair
        var state: Int
    }

    init(scene: Scene, tools: TextTools, strings: StringTable = .empty) {
        self.scene = scene
        self.tools = tools
        self.strings = strings
        representatives = scene.sizeClassRepresentatives
        contentMatters = scene.measuresContent
    }

    /// The scene resolved for `environment` and the state at `stateIndex` (0 for the base
    /// layout, k for the k-th state), its content sized; nil when the root is not installed there.
    func sized(for environment: Environment, stateIndex: Int) -> SizedScene? {
        let resolveKey = ResolveKey(sizeClasses: representatives[environment.sizeClasses] ?? environment.sizeClasses, state: stateIndex)
        let key = Key(resolve: resolveKey, settings: contentMatters ? ContentSettings(environment) : nil)
        let slot = lock.withLock {
            if let known = slots[key] { return known }
            let made = Slot()
            slots[key] = made
            return made
        }
        return slot.lock.withLock {
            if !slot.made {
                // One sizing at a time: each measures on all cores already, and the next one
                // (another scale, say) then finds its texts in the memo instead of shaping
                // them again beside it.
                if contentMatters {
                    slot.value = sizing.withLock { base(resolveKey, environment).map { sizer(for: environment).size($0) } }
                } else {
                    // Nothing to measure: the resolved scene as it is.
                    slot.value = base(resolveKey, environment).map { SizedScene(scene: $0, base: $0, contents: [], warnings: []) }
                }
                slot.made = true
            }
            return slot.value
        }
    }

    /// The resolved scene (shared by every content setting of a state).
    private func base(_ key: ResolveKey, _ environment: Environment) -> ResolvedScene? {
        if let known = lock.withLock({ resolved[key] }) { return known }
        let made = scene.resolved(for: key.sizeClasses, state: key.state == 0 ? nil : scene.states[key.state - 1].name)
        lock.withLock { resolved[key] = made }
        return made
    }

    /// The sizer of an environment (multi-line texts are sized again with it, `TextPasses`).
    func sizer(for environment: Environment) -> ContentSizer {
        ContentSizer(tools: tools, settings: ContentSettings(environment),
                     texts: LocalizedTexts(language: environment.language, tables: strings))
    }
}

extension Scene {
    /// Whether any view of the scene may be measured: one of UIKit's controls, or a view given
    /// content (text, a font, …) by its attributes, a variation or a state. Its sizes then
    /// depend on the environment's content settings (`CaseGroup`).
    var measuresContent: Bool {
        let viewsMeasure = root.containsView { view in
            view.kind.isControl || !view.attributes.content.isEmpty || view.variations.contains { !$0.overrides.content.isEmpty }
        }
        return viewsMeasure || states.contains { state in
            state.changes.contains { change in
                if case .setView(_, let overrides, _) = change { return !overrides.content.isEmpty }
                return false
            }
        }
    }
}
