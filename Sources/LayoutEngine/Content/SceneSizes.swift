import LayoutSpec

/// The sized scenes of one scene's run, made once per distinct (size classes, state, content
/// settings) and shared by every chain that needs them: environments that differ only in
/// their canvas share one, so a scene of 10,000 labels is measured once per display scale,
/// Dynamic Type size and language, not once per environment.
///
/// The size classes count only when the scene has size-class variations (else it resolves
/// alike in all of them).
final class SceneSizes: @unchecked Sendable {
    private let scene: Scene
    private let states: [String?]
    private let tools: TextTools
    private let strings: StringTable
    private let sizeClassesMatter: Bool
    private let lock = NSLockLike()
    private var sized: [Key: SizedScene?] = [:]
    private var resolved: [ResolveKey: ResolvedScene?] = [:]

    private struct Key: Hashable {
        var resolve: ResolveKey
        var settings: ContentSettings
    }

    private struct ResolveKey: Hashable {
        var sizeClasses: SizeClassPair?
        var state: Int
    }

    init(scene: Scene, states: [String?], tools: TextTools, strings: StringTable = .empty) {
        self.scene = scene
        self.states = states
        self.tools = tools
        self.strings = strings
        sizeClassesMatter = scene.hasSizeClassVariations
    }

    /// The scene resolved for `environment` and the state at `stateIndex`, its content sized;
    /// nil when the root is not installed there.
    func sized(for environment: Environment, stateIndex: Int) -> SizedScene? {
        let resolveKey = ResolveKey(sizeClasses: sizeClassesMatter ? environment.sizeClasses : nil, state: stateIndex)
        let key = Key(resolve: resolveKey, settings: ContentSettings(environment))
        if let known = lock.withLock({ sized[key] }) { return known }
        let base: ResolvedScene?
        if let known = lock.withLock({ resolved[resolveKey] }) {
            base = known
        } else {
            base = scene.resolved(for: environment.sizeClasses, state: states[stateIndex])
            lock.withLock { resolved[resolveKey] = base }
        }
        let made = base.map { sizer(for: environment).size($0) }
        return lock.withLock {
            if let raced = sized[key] { return raced }
            sized[key] = made
            return made
        }
    }

    /// The sizer of an environment (multi-line texts are sized again with it, `TextPasses`).
    func sizer(for environment: Environment) -> ContentSizer {
        ContentSizer(tools: tools, settings: ContentSettings(environment),
                     texts: LocalizedTexts(language: environment.language, tables: strings))
    }

    /// Hands what the cache holds to `BackgroundRelease` (called once every chain is done).
    func release() {
        var held: ([Key: SizedScene?], [ResolveKey: ResolvedScene?])? = lock.withLock {
            defer { sized = [:]; resolved = [:] }
            return (sized, resolved)
        }
        BackgroundRelease.release(&held)
    }
}
