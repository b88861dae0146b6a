import XCTest
@testable import LayoutEngine
import LayoutSolver
import LayoutSpec
import SolverWorkloads

/// A state move generates again only the rule units the state changes (`StateChanges`,
/// `RuleUnits`) and keeps the others' constraints in the solver: what it then holds, in
/// generation order, must be exactly what generating the whole target case gives.
final class StateMoveTests: XCTestCase {
    /// Nested stacks whose rules read deeper than their arranged subviews: a firstBaseline row
    /// vends from a nested column (`StackBaselines`), a fillProportionally row sizes by a
    /// nested stack's fitting size (`StackFittingSize`). The states change labels two levels
    /// down, a custom spacing, a spec constraint and an intrinsic size.
    static let deepSpec = """
    <spec name="deep">
    <scene name="Deep">
    <view id="root">
      <stackView id="outer" axis="vertical" spacing="8" alignment="leading">
        <stackView id="baselineRow" axis="horizontal" alignment="firstBaseline" spacing="4">
          <label id="tag" intrinsicWidth="30" intrinsicHeight="12"/>
          <stackView id="column" axis="vertical" alignment="leading" spacing="2">
            <label id="headline" intrinsicWidth="80" intrinsicHeight="20"/>
            <label id="byline" intrinsicWidth="60" intrinsicHeight="14"/>
          </stackView>
        </stackView>
        <stackView id="proportional" axis="horizontal" distribution="fillProportionally" spacing="4">
          <label id="left" intrinsicWidth="40" intrinsicHeight="10"/>
          <stackView id="inner" axis="horizontal" spacing="2">
            <label id="a" intrinsicWidth="20" intrinsicHeight="10"/>
            <label id="b" intrinsicWidth="30" intrinsicHeight="10"/>
          </stackView>
        </stackView>
        <stackView id="plain" axis="horizontal" spacing="4">
          <label id="p1" intrinsicWidth="20" intrinsicHeight="10"/>
          <label id="p2" intrinsicWidth="20" intrinsicHeight="10"/>
        </stackView>
      </stackView>
      <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
      <constraint id="topPin" firstItem="outer" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top"/>
    </view>
    <state name="headline-hidden"><set item="headline" hidden="YES"/></state>
    <state name="inner-item-wider"><set item="b" intrinsicWidth="70"/></state>
    <state name="custom-spacing"><set item="p1" spacingAfter="12"/></state>
    <state name="pin-moves"><set item="topPin" constant="20"/></state>
    <state name="byline-taller"><set item="byline" intrinsicHeight="30"/></state>
    </scene>
    </spec>
    """

    private func specs() throws -> [(String, Spec)] {
        var specs: [(String, Spec)] = []
        for file in ExampleSpecsTests.specFiles() {
            if let spec = SpecLoader.load(contentsOf: file.path).spec { specs.append((file.lastPathComponent, spec)) }
        }
        for (name, text) in [("row", GeneratedStackSpecs.row(40)), ("tree", GeneratedStackSpecs.tree(40)),
                             ("cards", GeneratedStackSpecs.cards(40)), ("deep", Self.deepSpec)] {
            specs.append((name, try XCTUnwrap(SpecLoader.load(bytes: Array(text.utf8), path: name + ".xml").spec, name)))
        }
        return specs
    }

    /// Every state of every example and generated spec, moved to from the base layout and
    /// from the state before it, then back: the held constraints are the full generation's.
    func testMovedSessionHoldsWhatAFullGenerationGives() throws {
        var moves = 0, partial = 0
        for (name, spec) in try specs() {
            for scene in spec.scenes where !scene.states.isEmpty {
                let environment = Environment.defaultMatrix[0]
                let geometry = EnvironmentGeometry(environment)
                let names: [String?] = [nil] + scene.states.map(\.name)
                let resolved = names.map { scene.resolved(for: environment.sizeClasses, state: $0) }
                guard let base = resolved[0] else { continue }
                var stepwise = CaseSession(scene: base, geometry: geometry)
                for k in 1..<names.count {
                    guard let target = resolved[k] else { continue }
                    let label = "\(name) \(scene.name) \(names[k] ?? "-")"
                    // From the base layout, then back.
                    var session = CaseSession(scene: base, geometry: geometry)
                    if let dirty = Self.dirtyCount(session, target), dirty.dirty < dirty.units { partial += 1 }
                    if session.retarget(to: target, geometry: geometry, sceneChanged: true) {
                        moves += 1
                        assertHoldsFullGeneration(session, label + " from base")
                        if session.retarget(to: base, geometry: geometry, sceneChanged: true) {
                            moves += 1
                            assertHoldsFullGeneration(session, label + " back to base")
                        }
                    }
                    // From the state before it, as a chain runs them.
                    if stepwise.retarget(to: target, geometry: geometry, sceneChanged: true) {
                        moves += 1
                        assertHoldsFullGeneration(stepwise, label + " stepwise")
                    } else {
                        stepwise = CaseSession(scene: target, geometry: geometry)
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(moves, 20)
        XCTAssertGreaterThanOrEqual(partial, 10)
    }

    private static func dirtyCount(_ session: CaseSession, _ target: ResolvedScene) -> (dirty: Int, units: Int)? {
        guard let table = LayoutViewTable(root: target.root, reusing: session.table) else { return nil }
        let (units, dirty) = StateChanges.dirtyUnits(from: session.table, to: table)
        return (dirty.filter { $0 }.count, units.count)
    }

    private func assertHoldsFullGeneration(_ session: CaseSession, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        var scratch = Solver()
        let table = LayoutViewTable(root: session.scene.root, solver: &scratch)
        let full = CaseSession.generateUnits(session.scene, table, session.geometry)
        let held = session.generatedOrder.map { session.constraints[$0] }
        XCTAssertEqual(held.count, full.list.count, label, file: file, line: line)
        XCTAssertEqual(session.unitEnds, full.unitEnds, label, file: file, line: line)
        for (k, (a, b)) in zip(held, full.list).enumerated() {
            let place = "\(label) #\(k) \(b.id)"
            XCTAssertTrue(ConstraintShape.same(a, b), place, file: file, line: line)
            XCTAssertEqual(a.id, b.id, place, file: file, line: line)
            XCTAssertEqual(a.origin, b.origin, place, file: file, line: line)
            XCTAssertEqual(Array(a.views), Array(b.views), place, file: file, line: line)
            XCTAssertEqual([a.line, a.column, a.stack], [b.line, b.column, b.stack], place, file: file, line: line)
            guard let handle = session.handles[session.generatedOrder[k]].handle else {
                XCTFail("\(place): not in the solver", file: file, line: line)
                continue
            }
            XCTAssertEqual(session.solver.constant(of: handle), b.solverConstraint.expression.constant, place, file: file, line: line)
        }
    }

    /// Hiding a label in the first of 20 cards marks the label's intrinsic size and its card's
    /// rules, and leaves the outer stack of cards alone: its rules read the cards, not their labels.
    func testHidingOneCardsLabelRegeneratesThatCardOnly() throws {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(GeneratedStackSpecs.cards(40).utf8), path: "cards.xml").spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        let sizeClasses = Environment.defaultMatrix[0].sizeClasses
        let base = try XCTUnwrap(scene.resolved(for: sizeClasses))
        let hidden = try XCTUnwrap(scene.resolved(for: sizeClasses, state: "first-hidden"))
        var solver = Solver()
        let table = LayoutViewTable(root: base.root, solver: &solver)
        let next = try XCTUnwrap(LayoutViewTable(root: hidden.root, reusing: table))
        let (units, dirty) = StateChanges.dirtyUnits(from: table, to: next)
        // root, top, 20 cards of a stack and two labels: 62 views, 21 stacks.
        XCTAssertEqual(units.viewCount, 62)
        XCTAssertEqual(units.stackCount, 21)
        let leaf0 = try XCTUnwrap(table.index(of: "leaf0")), card0 = try XCTUnwrap(table.index(of: "card0"))
        XCTAssertEqual([leaf0, card0], [3, 2])
        // Stack ordinals: top 0, card0 1.
        let expected: Set<Int> = [RuleUnits.canvas, units.spec, units.intrinsicSize(ofView: leaf0),
                                  units.along(stack: 1), units.across(stack: 1)]
        XCTAssertEqual(Set(dirty.indices.filter { dirty[$0] }), expected)
        XCTAssertFalse(dirty[units.along(stack: 0)])
        XCTAssertFalse(dirty[units.across(stack: 0)])
        // What is generated again: the 12 canvas pins, the 2 author's constraints, the
        // label's 4 intrinsic-size constraints and card0's rules, of the case's 536.
        let geometry = EnvironmentGeometry(Environment.defaultMatrix[0])
        let fresh = CaseSession.generateUnits(hidden, next, geometry, including: { dirty[$0] })
        let full = CaseSession.generateUnits(hidden, next, geometry)
        XCTAssertEqual([fresh.list.count, full.list.count], [30, 536])
    }

    /// Hiding the first card's label removes that card's top pin, whose marker is named by
    /// its label's short row and by the stack's two rows written out along the whole chain of
    /// cards. The removal pivots in the row that writes out shortest (`smallestExternalRow`),
    /// so the move writes out no lazy row along the chain: what it expands does not grow with
    /// the number of cards. kiwi's rule took the last of those rows, which made two short
    /// rows as long as the chain and every add after it write them out again (at 3,333 cards,
    /// 120,000 terms expanded in the adds).
    func testHidingTheFirstCardsLabelExpandsNoRowAlongTheChain() throws {
        var expanded: [Int] = []
        for views in [150, 300] {
            let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(GeneratedStackSpecs.cards(views).utf8), path: "cards.xml").spec)
            let scene = try XCTUnwrap(spec.scenes.first)
            let environment = Environment.defaultMatrix[0]
            let base = try XCTUnwrap(scene.resolved(for: environment.sizeClasses))
            let hidden = try XCTUnwrap(scene.resolved(for: environment.sizeClasses, state: "first-hidden"))
            var session = CaseSession(scene: base, geometry: EnvironmentGeometry(environment))
            let before = session.solver.statistics.expandedTerms
            XCTAssertTrue(session.retarget(to: hidden, geometry: EnvironmentGeometry(environment), sceneChanged: true))
            expanded.append(session.solver.statistics.expandedTerms - before)
        }
        // 93 terms before a row solved for a parametric variable was written out a second
        // time, partly, to keep it lazy (docs/solver.md, "Representation"): 24 more.
        XCTAssertEqual(expanded, [117, 117])
    }

    /// A change two levels down marks a baseline-aligned or fillProportionally ancestor (it
    /// reads nested baselines and fitting sizes), but not a plain one.
    func testDeepReadersAreMarkedByChangesBelowTheirItems() throws {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(Self.deepSpec.utf8), path: "deep.xml").spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        let sizeClasses = Environment.defaultMatrix[0].sizeClasses
        let base = try XCTUnwrap(scene.resolved(for: sizeClasses))
        var solver = Solver()
        let table = LayoutViewTable(root: base.root, solver: &solver)
        // Stacks in tree order: outer 0, baselineRow 1, column 2, proportional 3, inner 4, plain 5.
        func dirtyStacks(_ state: String) throws -> [Int] {
            let target = try XCTUnwrap(scene.resolved(for: sizeClasses, state: state))
            let next = try XCTUnwrap(LayoutViewTable(root: target.root, reusing: table), state)
            let (units, dirty) = StateChanges.dirtyUnits(from: table, to: next)
            return (0..<units.stackCount).filter { dirty[units.along(stack: $0)] }
        }
        XCTAssertEqual(try dirtyStacks("headline-hidden"), [1, 2])
        XCTAssertEqual(try dirtyStacks("byline-taller"), [1, 2])
        XCTAssertEqual(try dirtyStacks("inner-item-wider"), [3, 4])
        XCTAssertEqual(try dirtyStacks("custom-spacing"), [5])
        XCTAssertEqual(try dirtyStacks("pin-moves"), [])
    }

    /// A state that changes the tree's shape or a stack's helper guides makes other variables:
    /// the table is not reused, and the move starts again.
    func testOtherGuidesOrViewsAreNotReused() throws {
        let text = Self.deepSpec.replacingOccurrences(of: "</scene>", with: """
            <state name="equal"><set item="plain" distribution="equalSpacing"/></state>
            <state name="more"><repeat item="p2" count="3"/></state>
            </scene>
            """)
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(text.utf8), path: "deep.xml").spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        let sizeClasses = Environment.defaultMatrix[0].sizeClasses
        let geometry = EnvironmentGeometry(Environment.defaultMatrix[0])
        let base = try XCTUnwrap(scene.resolved(for: sizeClasses))
        for state in ["equal", "more"] {
            let target = try XCTUnwrap(scene.resolved(for: sizeClasses, state: state))
            var session = CaseSession(scene: base, geometry: geometry)
            XCTAssertNil(LayoutViewTable(root: target.root, reusing: session.table), state)
            XCTAssertFalse(session.retarget(to: target, geometry: geometry, sceneChanged: true), state)
        }
    }
}
