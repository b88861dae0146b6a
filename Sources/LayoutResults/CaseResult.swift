import LayoutSpec
/// One solved case: a scene in one trait environment and one state, with the
/// frame of every view and what is wrong with the layout.
public struct CaseResult: Sendable, Hashable {
    /// The environment's name (`iPhone 13 portrait`).
    public var environment: String
    /// The environment's position in the run's matrix (0-based); orders cases.
    public var environmentIndex: Int
    /// The horizontal size class.
    public var widthClass: SizeClass
    /// The vertical size class.
    public var heightClass: SizeClass
    /// The canvas width in points.
    public var width: Double
    /// The canvas height in points.
    public var height: Double
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection
    /// The environment's safe area insets.
    public var safeArea: EdgeInsets
    /// Axes along which the root took its compressed fitting size (`<scene height="fitting">`):
    /// `width`/`height` are then the root's fitted size, not the canvas's.
    public var fitted: FittingAxes = []
    /// The state's name, or nil for the base layout.
    public var state: String?
    /// The state's position among the scene's states: 0 for the base layout,
    /// 1 for the first `<state>`, and so on; orders cases.
    public var stateIndex: Int
    /// Every view of the resolved tree, in tree order (pre-order: a view
    /// before its subviews, subviews in order), frames in root coordinates.
    public var views: [ViewFrame]
    /// What is wrong with this case; empty when it passes.
    public var findings: [Finding]
    /// Seconds spent solving the case.
    public var solveTime: Double
    /// Questionable things that do not fail the case.
    public var warnings: [CaseWarning]

    public init(
        environment: String,
        environmentIndex: Int = 0,
        widthClass: SizeClass,
        heightClass: SizeClass,
        width: Double,
        height: Double,
        layoutDirection: LayoutDirection = .leftToRight,
        safeArea: EdgeInsets = .zero,
        state: String? = nil,
        stateIndex: Int = 0,
        views: [ViewFrame] = [],
        findings: [Finding] = [],
        solveTime: Double = 0,
        warnings: [CaseWarning] = [],
        fitted: FittingAxes = []
    ) {
        self.environment = environment
        self.environmentIndex = environmentIndex
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.width = width
        self.height = height
        self.layoutDirection = layoutDirection
        self.safeArea = safeArea
        self.state = state
        self.stateIndex = stateIndex
        self.views = views
        self.findings = findings
        self.solveTime = solveTime
        self.warnings = warnings
        self.fitted = fitted
    }

    /// A case fails when it has at least one finding that no `<expectFinding>` declares.
    public var failed: Bool { findings.indices.contains { findings[$0].expectedAt == nil } }

    /// The most severe kind among the findings that fail the case, or nil when it passes.
    public var worstKind: Finding.Kind? {
        // By position: a finding read in place, not copied (a case can have thousands).
        var worst: Finding.Kind?
        for i in findings.indices where findings[i].expectedAt == nil {
            if worst.map({ findings[i].kind > $0 }) ?? true { worst = findings[i].kind }
        }
        return worst
    }

    /// How many findings are expected (declared by `<expectFinding>`): shown, not failing.
    public var expectedFindings: Int { findings.indices.reduce(0) { $0 + (findings[$1].expectedAt == nil ? 0 : 1) } }

    /// The findings ordered most severe first, then by line, column and message.
    public var findingsBySeverity: [Finding] { findings.sorted(by: Finding.severityOrder) }

    /// The view with the given id, if the case has it.
    public func view(_ id: String) -> ViewFrame? { views.first { $0.id == id } }
}
