/// Projections of variables onto the movable symbols (`AmbiguityAnalysis`), memoised along
/// the lazy rows: a variable's projection is its row's, with each basic variable it names
/// replaced by that variable's projection.
///
/// Every projection is a run of one pool of cells (by symbol: where its run starts and how
/// long it is), not an array of its own: reading a projection reads no scattered heap
/// object. An empty projection, the common case, takes no room.
///
/// Only variables whose sums (`ProjectionSketch`) do not settle them have their projection
/// written out.
struct ProjectionCache {
    /// Where a symbol's projection is in `pool`: `count` cells from `start`; -1 while unknown.
    private struct Span {
        var start = 0
        var count: Int32 = -1
    }

    private var spans: [Span] = []
    private var pool: [Cell] = []
    /// How many cells the projections written so far hold.
    var cellCount: Int { pool.count }
    /// A row's projection being summed, by symbol, and the symbols it touched.
    private var sum: [Double] = []
    private var isTouched: [Bool] = []
    private var touched: [Int32] = []
    private var stack: [Int32] = []

    /// The projection of `root` (a symbol) onto the symbols `movable` marks.
    mutating func projection(of root: Int32, in solver: Solver, movable: [Bool]) -> [Cell] {
        fill(root, in: solver, movable: movable)
        let span = spans[Int(root)]
        return Array(pool[span.start ..< span.start + Int(span.count)])
    }

    /// Computes the projection of `root` and of the rows it names, depth first without
    /// recursion (a 20,000-link chain is fine).
    private mutating func fill(_ root: Int32, in solver: Solver, movable: [Bool]) {
        if spans.count < solver.symbolKind.count { grow(to: solver.symbolKind.count) }
        if spans[Int(root)].count >= 0 { return }
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        while let top = stack.last {
            let t = Int(top)
            if spans[t].count >= 0 {
                stack.removeLast()
                continue
            }
            let row = solver.symbolRow[t]
            if row < 0 {
                spans[t] = Span(start: pool.count, count: movable[t] ? 1 : 0)
                if movable[t] { pool.append(Cell(symbol: top, coefficient: 1)) }
                stack.removeLast()
                continue
            }
            let cells = solver.cells(ofRow: row)
            var pending = false
            for cell in cells
            where solver.symbolKind[Int(cell.symbol)] == .external && spans[Int(cell.symbol)].count < 0 {
                stack.append(cell.symbol)
                pending = true
            }
            if pending { continue }
            for cell in cells {
                let c = Int(cell.symbol)
                if solver.symbolKind[c] == .external {
                    let inner = spans[c]
                    for k in inner.start ..< inner.start + Int(inner.count) {
                        add(pool[k].symbol, cell.coefficient * pool[k].coefficient)
                    }
                } else if movable[c] {
                    add(cell.symbol, cell.coefficient)
                }
            }
            let start = pool.count
            if !touched.isEmpty {
                touched.sort()
                for symbol in touched {
                    let value = sum[Int(symbol)]
                    if abs(value) > nearZero { pool.append(Cell(symbol: symbol, coefficient: value)) }
                    sum[Int(symbol)] = 0
                    isTouched[Int(symbol)] = false
                }
                touched.removeAll(keepingCapacity: true)
            }
            spans[t] = Span(start: start, count: Int32(pool.count - start))
            stack.removeLast()
        }
    }

    /// Room for `count` symbols (a solver grows; an analysis of a copy may see more).
    private mutating func grow(to count: Int) {
        if spans.isEmpty {
            spans = Array(repeating: Span(), count: count)
            sum = Array(repeating: 0, count: count)
            isTouched = Array(repeating: false, count: count)
            return
        }
        let more = count - spans.count
        spans += Array(repeating: Span(), count: more)
        sum += Array(repeating: 0, count: more)
        isTouched += Array(repeating: false, count: more)
    }

    private mutating func add(_ symbol: Int32, _ value: Double) {
        if !isTouched[Int(symbol)] {
            isTouched[Int(symbol)] = true
            touched.append(symbol)
        }
        sum[Int(symbol)] += value
    }
}
