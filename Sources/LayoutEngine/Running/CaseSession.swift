import LayoutSolver
import LayoutSpec

/// One resolved scene laid out in a solver, kept alive across the cases of a scene that
/// share its size classes and direction (`retarget`): moving to another environment or
/// state changes in place only what differs, and the solver re-optimises from its current
/// basis instead of starting again.
struct CaseSession {
    var solver = Solver()
    var scene: ResolvedScene
    var table: LayoutViewTable
    var geometry: EnvironmentGeometry
    /// Every constraint the session has held, indexed by its solver tag (`.number(index)`).
    /// Constraints taken out by `retarget` stay, with a `removed` handle.
    var constraints = ConstraintList()
    var handles: [Slot] = []
    /// The slots of the constraints in the solver, in the order the rule families generated
    /// them for the current case (`ConstraintMatching` pairs the next state's list with it).
    var generatedOrder: [Int] = []
    /// Where each rule unit (`RuleUnits`) ends in `generatedOrder`, so that a state move can
    /// generate again only the units it changes. Empty when the solver refused a constraint
    /// of the build: a state move then starts again.
    var unitEnds: [Int32] = []
    /// The slots of the canvas constraints in the solver (`retargetCanvas`).
    var canvasSlots: [Int] = []
    /// Rejected constraint index and the indices of its irreducible conflicting set.
    var conflicts: [(rejected: Int, members: [Int])] = []
    /// What the rule families noticed that is not a finding (`EngineWarning`).
    var warnings: [EngineWarning] = []
    /// The constraints a failed `retarget` generated for its target case, for the fresh
    /// build that follows; nil otherwise.
    var abandonedConstraints: Generated?

    /// The constraints of a case in generation order, and where each rule unit ends in them
    /// (`RuleFamilies.generate`).
    typealias Generated = (list: ConstraintList, unitEnds: [Int32])

    /// A constraint's place in the solver.
    enum Slot {
        case active(ConstraintHandle)
        /// Refused when added: it conflicted with the constraints before it.
        case rejected
        /// Taken out when the session moved to another state.
        case removed

        var handle: ConstraintHandle? {
            if case .active(let handle) = self { return handle }
            return nil
        }
    }

    /// Builds the solver for `scene` in `geometry`. `generated` spares generating the
    /// constraints again when a retarget to the same case generated them and gave up
    /// (`abandonedConstraints`): a fresh table makes the same variables.
    init(scene: ResolvedScene, geometry: EnvironmentGeometry, generated reused: Generated? = nil) {
        self.scene = scene
        self.geometry = geometry
        var solver = Solver()
        table = LayoutViewTable(root: scene.root, solver: &solver)
        self.solver = solver
        let (generated, generatedEnds) = reused ?? Self.generateUnits(scene, table, geometry)
        warnings = Self.warnings(scene, table, geometry)
        constraints = generated
        self.solver.reserveCapacity(constraints: generated.count, variables: self.solver.variableCount)
        handles.reserveCapacity(generated.count)
        generatedOrder.reserveCapacity(generated.count)
        // One batch: tie-break preferences are weighed once the whole case is in
        // (docs/solver.md, "Termination").
        self.solver.beginBatch()
        // By index, and only the solver's part: a copy of each whole constraint retained and
        // released what it holds (its description and stack view), far apart in memory at
        // 10,000 views.
        for index in generated.indices {
            switch add(generated[index].solverConstraint, tag: index) {
            case .success(let handle):
                handles.append(.active(handle))
                generatedOrder.append(index)
            case .failure(let refusal):
                handles.append(.rejected)
                if let members = refusal.members { conflicts.append((index, members)) }
            }
        }
        self.solver.endBatch()
        canvasSlots = Self.canvasSlots(constraints, handles, table, geometry)
        // Every constraint went in (the usual case), so the units end where they do in the list.
        if generatedOrder.count == generated.count { unitEnds = generatedEnds }
    }

    /// The slots of the held canvas constraints, found once per build or state move. The
    /// canvas rules come first (`RuleFamilies`), so the search stops once it has found as
    /// many as `table` has (`CanvasRules`): reading every constraint to the end of the list
    /// read 15 MB at 10,000 views, from memory.
    static func canvasSlots(_ constraints: ConstraintList, _ handles: [Slot], _ table: LayoutViewTable,
                            _ geometry: EnvironmentGeometry) -> [Int] {
        let expected = CanvasRules.constraints(table, geometry).count
        var slots: [Int] = []
        for index in handles.indices where handles[index].handle != nil && constraints[index].origin == .canvas {
            slots.append(index)
            if slots.count == expected { break }
        }
        return slots
    }

    /// Gives this copy storage of its own now (`Solver.separate`): a piece of a cut chain
    /// that starts from the shared session with a move calls it first, so the piece that
    /// starts at the shared session's own case keeps the original without copying it.
    /// Only the solver: an environment move changes nothing else (`retargetCanvas`), and a
    /// state move copies what it changes when it changes it.
    mutating func separate() {
        solver.separate()
    }

    /// The constraints in the solver now, with their tags, in the order they were added.
    var activeConstraints: [(index: Int, constraint: EngineConstraint)] {
        constraints.indices.compactMap { handles[$0].handle == nil ? nil : ($0, constraints[$0]) }
    }

    /// Adds one constraint under `tag`; on a conflict, the tags of its irreducible set (nil
    /// when the solver refused it for another reason).
    mutating func add(_ constraint: LayoutSolver.Constraint, tag: Int) -> Result<ConstraintHandle, Refusal> {
        var tagged = constraint
        tagged.tag = .number(tag)
        do {
            return .success(try solver.add(tagged))
        } catch {
            guard case .unsatisfiable(let conflict) = error else { return .failure(Refusal(members: nil)) }
            return .failure(Refusal(members: conflict.constraints.compactMap { tag -> Int? in
                if case .number(let n) = tag { return n }
                return nil
            }))
        }
    }

    struct Refusal: Error {
        var members: [Int]?
    }

    static func generate(_ scene: ResolvedScene, _ table: LayoutViewTable, _ geometry: EnvironmentGeometry) -> [EngineConstraint] {
        Array(generateUnits(scene, table, geometry).list)
    }

    /// The constraints of a case, and where each rule unit ends; only the units `including`
    /// picks when it is given (`RuleFamilies.generate`).
    static func generateUnits(_ scene: ResolvedScene, _ table: LayoutViewTable, _ geometry: EnvironmentGeometry,
                              including: ((Int) -> Bool)? = nil) -> Generated {
        let context = RuleContext(scene: scene, table: table, geometry: geometry,
                                  expressions: AttributeExpressions(table: table, geometry: geometry))
        return RuleFamilies.generate(in: context, including: including)
    }

    static func warnings(_ scene: ResolvedScene, _ table: LayoutViewTable, _ geometry: EnvironmentGeometry) -> [EngineWarning] {
        let context = RuleContext(scene: scene, table: table, geometry: geometry,
                                  expressions: AttributeExpressions(table: table, geometry: geometry))
        return RuleFamilies.warnings(in: context)
    }
}
