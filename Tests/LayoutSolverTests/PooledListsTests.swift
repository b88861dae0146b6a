import XCTest
@testable import LayoutSolver
import SolverWorkloads

/// The solver's pooled storage of rows' cells and columns (`PooledLists`), against a plain
/// array of arrays, and a solver whose pools moved and packed against one built afresh.
final class PooledListsTests: XCTestCase {
    /// A fixed pseudo-random sequence, so a failure can be replayed.
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func testRandomAppendsReplacesAndReleasesMatchArraysThroughMovesAndPacks() {
        var pool = PooledLists<Int32>(filler: -1)
        var model: [[Int32]] = []
        var random = Sequence(state: 7)
        var packs = 0
        for step in 0..<60_000 {
            if model.isEmpty || random.next(50) == 0 {
                XCTAssertEqual(pool.appendList(), Int32(model.count))
                model.append([])
                continue
            }
            let list = random.next(model.count)
            let holesBefore = pool.holes
            switch random.next(10) {
            case 0..<6:
                pool.append(Int32(step), to: Int32(list))
                model[list].append(Int32(step))
            case 6, 7:
                let count = random.next(12)
                let elements = (0..<count).map { Int32(step * 16 + $0) }
                pool.replace(Int32(list), with: elements)
                model[list] = elements
            case 8:
                pool.removeAll(Int32(list))
                model[list] = []
            default:
                pool.release(Int32(list))
                model[list] = []
            }
            if pool.holes < holesBefore { packs += 1 }
            XCTAssertLessThanOrEqual(pool.holes, max(4096, pool.storage.count / 2) + 1024, "step \(step)")
        }
        XCTAssertGreaterThan(packs, 0, "the sequence never packed the pool")
        XCTAssertEqual(pool.count, model.count)
        for list in model.indices {
            XCTAssertEqual(Array(pool[Int32(list)]), model[list], "list \(list)")
        }
        pool.pack()
        XCTAssertEqual(pool.holes, 0)
        XCTAssertEqual(pool.storage.count, model.reduce(0) { $0 + $1.count })
        for list in model.indices { XCTAssertEqual(Array(pool[Int32(list)]), model[list], "list \(list) packed") }
    }

    func testAReplacementThatFitsStaysInPlace() {
        var pool = PooledLists<Int32>(filler: -1)
        let a = pool.appendList(), b = pool.appendList()
        pool.replace(a, with: [1, 2, 3])
        pool.replace(b, with: [4, 5])
        let start = pool.spans[Int(a)].start
        pool.replace(a, with: [7, 8])
        XCTAssertEqual(pool.spans[Int(a)].start, start)
        XCTAssertEqual(Array(pool[a]), [7, 8])
        XCTAssertEqual(Array(pool[b]), [4, 5])
        XCTAssertEqual(pool.holes, 0)
        pool.replace(a, with: [1, 2, 3, 4])
        XCTAssertEqual(pool.holes, 3)
        XCTAssertEqual(Array(pool[a]), [1, 2, 3, 4])
        XCTAssertEqual(Array(pool[b]), [4, 5])
    }

    /// Removing and adding back thousands of constraints of a chain moves rows in the pools
    /// and packs them; the values must match a solver built from the same constraints.
    func testASolverWhosePoolsPackedGivesTheValuesOfAFreshOne() throws {
        var solver = Solver()
        solver.rowCells.minimumHolesToPack = 16
        solver.columns.minimumHolesToPack = 16
        let root = KiwiShape.chain.build(300, in: &solver)
        try solver.addEditVariable(root.width, priority: KiwiShape.strong, value: root.naturalWidth + 200)
        try solver.addEditVariable(root.height, priority: KiwiShape.strong, value: root.naturalHeight + 100)
        let constraints = KiwiShape.constraints(root)
        var handles = try constraints.map { try solver.add($0) }
        let packsBefore = solver.rowCells.packs + solver.columns.packs
        for round in 0..<3 {
            for k in stride(from: round, to: handles.count, by: 2) { try solver.remove(handles[k]) }
            for k in stride(from: round, to: handles.count, by: 2) { handles[k] = try solver.add(constraints[k]) }
        }
        XCTAssertGreaterThan(solver.rowCells.packs + solver.columns.packs, packsBefore, "nothing packed")

        var fresh = Solver()
        let freshRoot = KiwiShape.chain.build(300, in: &fresh)
        try fresh.addEditVariable(freshRoot.width, priority: KiwiShape.strong, value: freshRoot.naturalWidth + 200)
        try fresh.addEditVariable(freshRoot.height, priority: KiwiShape.strong, value: freshRoot.naturalHeight + 100)
        for constraint in KiwiShape.constraints(freshRoot) { try fresh.add(constraint) }
        let values = solver.values(), expected = fresh.values()
        XCTAssertEqual(values.count, expected.count)
        for k in 0..<expected.count {
            let variable = Variable(index: Int32(k))
            XCTAssertEqual(values[variable], expected[variable], accuracy: 0.001, "variable \(k)")
        }
        XCTAssertLessThan(KiwiShape.maxError(root, values, width: root.naturalWidth + 200, height: root.naturalHeight + 100), 1e-6)
    }
}
