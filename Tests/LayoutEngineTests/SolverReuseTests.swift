import XCTest
@testable import LayoutEngine
import LayoutSolver
import LayoutSpec
import SolverWorkloads

/// The cases of a scene reuse one solver across environments and states,
/// and give what solving each case from scratch gives.
final class SolverReuseTests: XCTestCase {
    private func results(_ spec: Spec, reusing: Bool) -> SpecResult {
        LayoutEngine.run(spec, options: .init(reusesSolvers: reusing))
    }

    private func assertSame(_ a: SpecResult, _ b: SpecResult, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.scenes.count, b.scenes.count, name, file: file, line: line)
        for (x, y) in zip(a.scenes, b.scenes) {
            XCTAssertEqual(x.cases.count, y.cases.count, name, file: file, line: line)
            for (p, q) in zip(x.cases, y.cases) {
                let label = "\(name) \(x.name) \(p.environment) \(p.state ?? "-")"
                XCTAssertEqual(p.views.map(\.id), q.views.map(\.id), label, file: file, line: line)
                for (u, v) in zip(p.views, q.views) {
                    for (s, t) in [(u.frame.x, v.frame.x), (u.frame.y, v.frame.y), (u.frame.width, v.frame.width),
                                   (u.frame.height, v.frame.height)] {
                        XCTAssertEqual(s, t, accuracy: 0.001, "\(label) \(u.id)", file: file, line: line)
                    }
                }
                XCTAssertEqual(p.findings.map(\.kind), q.findings.map(\.kind), label, file: file, line: line)
                XCTAssertEqual(p.findings.map(\.items), q.findings.map(\.items), label, file: file, line: line)
                XCTAssertEqual(p.findings.map(\.message), q.findings.map(\.message), label, file: file, line: line)
                XCTAssertEqual(p.warnings, q.warnings, label, file: file, line: line)
            }
        }
    }

    /// Every spec of `Specs/`, and the generated stack specs at 40 views with their three states.
    private func exampleAndGeneratedSpecs() throws -> [(String, Spec)] {
        var specs: [(String, Spec)] = []
        for file in ExampleSpecsTests.specFiles() {
            if let spec = SpecLoader.load(contentsOf: file.path).spec { specs.append((file.lastPathComponent, spec)) }
        }
        for (name, generate) in [("row", GeneratedStackSpecs.row), ("tree", GeneratedStackSpecs.tree),
                                 ("cards", GeneratedStackSpecs.cards)] {
            specs.append((name, try XCTUnwrap(SpecLoader.load(bytes: Array(generate(40).utf8), path: name + ".xml").spec)))
        }
        return specs
    }

    /// Every spec of `Specs/` and the generated stack specs (with their three states), in the
    /// five default environments: reused and fresh solvers agree on frames and findings.
    func testReusedSolversGiveWhatFreshOnesGive() throws {
        let specs = try exampleAndGeneratedSpecs()
        XCTAssertGreaterThanOrEqual(specs.count, 12)
        for (name, spec) in specs { assertSame(results(spec, reusing: true), results(spec, reusing: false), name) }
    }

    /// A state that hides a view in the middle or changes the spacing moves the session in
    /// place, removing and adding only what changed. One that changes more than an eighth of
    /// the constraints starts again: turning the whole stack around, or hiding the first item
    /// of a centre-aligned stack (every `UISV-alignment` is re-anchored on the next item).
    func testStatesMoveTheSessionOnlyWhenLittleChanges() throws {
        let middle = "<state name=\"middle-hidden\"><set item=\"leaf5\" hidden=\"YES\"/></state>\n"
        let text = GeneratedStackSpecs.row(30).replacingOccurrences(of: GeneratedStackSpecs.states,
                                                                     with: GeneratedStackSpecs.states + middle)
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(text.utf8), path: "row.xml").spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        let environment = Environment.defaultMatrix[0]
        let geometry = EnvironmentGeometry(environment)
        let base = try XCTUnwrap(scene.resolved(for: environment.sizeClasses))
        for (state, expected) in [("middle-hidden", true), ("wide-spacing", true), ("first-hidden", false), ("vertical", false)] {
            var session = CaseSession(scene: base, geometry: geometry)
            let before = session.activeConstraints.count
            let target = try XCTUnwrap(scene.resolved(for: environment.sizeClasses, state: state))
            XCTAssertEqual(session.retarget(to: target, geometry: geometry, sceneChanged: true), expected, state)
            guard expected else { continue }
            let fresh = CaseSession(scene: target, geometry: geometry)
            XCTAssertEqual(session.activeConstraints.count, fresh.activeConstraints.count, state)
            XCTAssertEqual(Set(session.activeConstraints.map(\.constraint.id)), Set(fresh.activeConstraints.map(\.constraint.id)), state)
            let removed = session.handles.filter { if case .removed = $0 { return true } else { return false } }.count
            XCTAssertLessThan(removed, before / 8, state)
            let reused = CaseLayout(session).viewFrames(), expectedFrames = CaseLayout(fresh).viewFrames()
            for (u, v) in zip(reused, expectedFrames) {
                XCTAssertEqual(u.frame.x, v.frame.x, accuracy: 0.001, "\(state) \(u.id)")
                XCTAssertEqual(u.frame.width, v.frame.width, accuracy: 0.001, "\(state) \(u.id)")
            }
        }
    }

    /// Moving to another environment changes only the canvas rules' constants, and generates
    /// nothing else (`CaseSession.retargetCanvas`): that holds only if no other rule reads the
    /// environment. Every scene and state of every example and generated spec, generated in
    /// each default environment and in right-to-left, gives the same constraints but for the
    /// constants of `canvas` ones. (Before `CanvasInsets`, a constraint to `root.leadingMargin`
    /// or `root.safeArea` carried the environment's inset as its constant.)
    func testOnlyTheCanvasRulesDependOnTheEnvironment() throws {
        let specs = try exampleAndGeneratedSpecs()
        var rightToLeft = Environment.defaultMatrix
        for k in rightToLeft.indices { rightToLeft[k].layoutDirection = .rightToLeft }
        var compared = 0, canvasConstantsThatDiffer = 0
        for (name, spec) in specs {
            for scene in spec.scenes {
                for state in [nil] + scene.states.map(\.name) {
                    for matrix in [Environment.defaultMatrix, rightToLeft] {
                        guard let resolved = scene.resolved(for: matrix[0].sizeClasses, state: state) else { continue }
                        var solver = Solver()
                        let table = LayoutViewTable(root: resolved.root, solver: &solver)
                        let first = CaseSession.generate(resolved, table, EnvironmentGeometry(matrix[0]))
                        for environment in matrix.dropFirst() {
                            let label = "\(name) \(scene.name) \(state ?? "-") \(environment.name) \(environment.layoutDirection)"
                            let other = CaseSession.generate(resolved, table, EnvironmentGeometry(environment))
                            XCTAssertEqual(first.count, other.count, label)
                            for (a, b) in zip(first, other) {
                                let x = a.solverConstraint, y = b.solverConstraint
                                XCTAssertEqual(x.expression.terms, y.expression.terms, "\(label) \(a.id)")
                                XCTAssertEqual([x.priority, x.weight], [y.priority, y.weight], "\(label) \(a.id)")
                                XCTAssertEqual(x.relation, y.relation, "\(label) \(a.id)")
                                XCTAssertEqual(a.origin, b.origin, "\(label) \(a.id)")
                                if a.origin == .canvas {
                                    if x.expression.constant != y.expression.constant { canvasConstantsThatDiffer += 1 }
                                } else {
                                    XCTAssertEqual(x.expression.constant, y.expression.constant, "\(label) \(a.id)")
                                }
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        XCTAssertGreaterThan(canvasConstantsThatDiffer, 100)
    }

    private func assertFrames(_ session: CaseSession, _ scene: ResolvedScene, _ environment: Environment, _ label: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        let fresh = CaseSession(scene: scene, geometry: EnvironmentGeometry(environment))
        let moved = CaseLayout(session).viewFrames(), expected = CaseLayout(fresh).viewFrames()
        XCTAssertEqual(moved.count, expected.count, label, file: file, line: line)
        for (u, v) in zip(moved, expected) {
            for (s, t) in [(u.frame.x, v.frame.x), (u.frame.y, v.frame.y), (u.frame.width, v.frame.width),
                           (u.frame.height, v.frame.height)] {
                XCTAssertEqual(s, t, accuracy: 0.001, "\(label) \(u.id)", file: file, line: line)
            }
        }
    }

    /// An environment move changes the canvas constants in the solver only: the constraint
    /// list, which a copy of a session shares with the session it came from, keeps the
    /// constants it was made with (`retargetCanvas`). A state move after it, and a move back,
    /// still give what fresh builds give: the constants are compared with the solver's.
    /// A copy that separates (`separate`) and its original then move apart independently.
    func testEnvironmentMovesLeaveTheConstraintListAndTheCopiesApart() throws {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(GeneratedStackSpecs.cards(40).utf8), path: "cards.xml").spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        // iPhone portrait and the iPad's one-third split: both compact width, regular height.
        let portrait = Environment.defaultMatrix[0], split = Environment.defaultMatrix[4]
        XCTAssertEqual(portrait.sizeClasses, split.sizeClasses)
        let base = try XCTUnwrap(scene.resolved(for: portrait.sizeClasses))
        let spaced = try XCTUnwrap(scene.resolved(for: portrait.sizeClasses, state: "wide-spacing"))

        var session = CaseSession(scene: base, geometry: EnvironmentGeometry(portrait))
        let listed = session.constraints.map(\.solverConstraint.expression.constant)
        XCTAssertTrue(session.retarget(to: EnvironmentGeometry(split)))
        XCTAssertEqual(session.constraints.map(\.solverConstraint.expression.constant), listed)
        assertFrames(session, base, split, "split")
        XCTAssertTrue(session.retarget(to: spaced, geometry: EnvironmentGeometry(split), sceneChanged: true))
        assertFrames(session, spaced, split, "split, wide spacing")
        XCTAssertTrue(session.retarget(to: EnvironmentGeometry(portrait)))
        assertFrames(session, spaced, portrait, "portrait, wide spacing")

        var copy = session
        copy.separate()
        XCTAssertTrue(copy.retarget(to: EnvironmentGeometry(split)))
        XCTAssertTrue(session.retarget(to: base, geometry: EnvironmentGeometry(portrait), sceneChanged: true))
        assertFrames(copy, spaced, split, "copy: split, wide spacing")
        assertFrames(session, base, portrait, "original: portrait")
    }

    /// The search for the canvas constraints stops once it has found them all, at the front
    /// of the list: it finds what reading the whole list finds, after a build and after a
    /// state move.
    func testTheCanvasSlotsAreEveryHeldCanvasConstraint() throws {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(GeneratedStackSpecs.cards(40).utf8), path: "cards.xml").spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        let portrait = Environment.defaultMatrix[0]
        let base = try XCTUnwrap(scene.resolved(for: portrait.sizeClasses))
        let spaced = try XCTUnwrap(scene.resolved(for: portrait.sizeClasses, state: "wide-spacing"))
        func everyHeld(_ session: CaseSession) -> [Int] {
            session.handles.indices.filter { session.handles[$0].handle != nil && session.constraints[$0].origin == .canvas }
        }
        var session = CaseSession(scene: base, geometry: EnvironmentGeometry(portrait))
        XCTAssertEqual(session.canvasSlots, everyHeld(session))
        XCTAssertEqual(session.canvasSlots.count, CanvasRules.constraints(session.table, session.geometry).count)
        XCTAssertGreaterThanOrEqual(session.canvasSlots.count, 4)
        XCTAssertTrue(session.retarget(to: spaced, geometry: EnvironmentGeometry(portrait), sceneChanged: true))
        XCTAssertEqual(session.canvasSlots, everyHeld(session))
    }
}
