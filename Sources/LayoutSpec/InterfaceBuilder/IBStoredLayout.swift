/// What Interface Builder stored about one imported scene's views when the document was saved:
/// the frames it solved for the design device (root coordinates) and its own verdicts. Tests
/// use it as an oracle for the harness's layout in the design environment.
public struct IBStoredLayout: Hashable, Sendable {
    /// The scene's name in the imported spec.
    public var sceneName: String
    /// Whether the scene is a table or collection view cell (content laid out at run time by its table).
    public var isCell: Bool
    /// Each view's stored frame, converted to the root's coordinates, as the alignment rectangle
    /// Auto Layout places (the frame, except for a switch: 2 points narrower, its trailing side).
    public var frames: [String: Rect] = [:]
    /// Views IB marked `ambiguous="YES"`.
    public var ambiguous: Set<String> = []
    /// Views whose stored frame is stale: marked `misplaced` or `ambiguous`, or inside one that is.
    public var stale: Set<String> = []
    /// Views laid out by their autoresizing mask (a fixed frame), not by constraints.
    public var autoresizing: Set<String> = []
}

/// An Interface Builder document read as a spec, with what IB stored about its layout.
public struct InterfaceBuilderImport: Sendable {
    /// The spec and every diagnostic, as `SpecLoader.load` returns them.
    public var result: SpecLoadResult
    /// One entry per scene of the spec, in the same order.
    public var storedLayouts: [IBStoredLayout]
}
