/// What a variable's projection onto the movable symbols (`ProjectionCache`) says, read from a
/// few numbers instead of its cells: whether it is empty, whether a free variable is in it,
/// and whether every symbol in it belongs to one tie class.
///
/// Each movable symbol gets a fixed pseudo-random weight in [1, 2), and each tie class (symbols
/// whose owners overlap, transitively: `TieCauseIndex`) one more. A row's sums are its cells'
/// coefficients times the sums of what they name, memoised along the lazy rows as the
/// projections are, so every row costs its own cells once. A sum over a projection's symbols
/// is 0 only when the projection is empty (up to rounding), and the class-weighted sum is the
/// plain one times a class's weight only when every symbol is of that class, save for
/// coincidences of measure zero.
///
/// Projections themselves can be as long as the layout: in a stack of N labels that
/// overflows its container, where any label may be the one compressed, the position of each
/// label trades against every label above it, and writing each out costs N² cells. Sums cost N.
struct ProjectionSketch {
    /// What the sums say of one variable.
    enum Outcome: Equatable {
        /// The projection is empty: the variable is fixed.
        case fixed
        /// A free variable moves it.
        case unconstrained
        /// Every symbol of it is of this tie class.
        case inClass(Int32)
        /// Symbols of several classes, or only symbols no constraint owns: the projection must
        /// be written out.
        case mixed
    }

    private struct Sums {
        var all = 0.0, external = 0.0, owned = 0.0, classed = 0.0, scale = 0.0
        var known = false
    }

    private var sums: [Sums]
    private var stack: [Int32] = []
    /// By symbol: its tie class, or -1 (not movable, external, or owned by no constraint).
    private let classOf: [Int32]
    private let classWeight: [Double]
    /// The weights sorted, with their classes: a ratio of sums finds its class.
    private let classesByWeight: [(weight: Double, index: Int32)]
    /// By class: the constraints (indices) that own its symbols, sorted.
    let classOwners: [[Int32]]

    init(_ solver: Solver, movable: [Bool], owners index: TieCauseIndex) {
        let count = solver.symbolKind.count
        sums = Array(repeating: Sums(), count: count)
        // Classes: symbols that share an owner slot, as a union-find over the slots.
        var parent = Array(0..<Int32(index.slotCount))
        func root(_ x: Int32) -> Int32 {
            var r = x
            while parent[Int(r)] != r { r = parent[Int(r)] }
            var y = x
            while parent[Int(y)] != r { let next = parent[Int(y)]; parent[Int(y)] = r; y = next }
            return r
        }
        for s in 0..<count where s < movable.count && movable[s] {
            let slots = index.slots(of: Int32(s))
            guard let first = slots.first else { continue }
            for slot in slots.dropFirst() {
                let a = root(first), b = root(slot)
                if a != b { parent[Int(max(a, b))] = min(a, b) }
            }
        }
        var classOfRoot = [Int32](repeating: -1, count: index.slotCount)
        var owners: [[Int32]] = []
        for slot in 0..<Int32(index.slotCount) {
            let r = root(slot)
            if classOfRoot[Int(r)] < 0 {
                classOfRoot[Int(r)] = Int32(owners.count)
                owners.append([])
            }
            owners[Int(classOfRoot[Int(r)])].append(index.owner(ofSlot: slot))
        }
        classOwners = owners.map { $0.sorted() }
        var classes = [Int32](repeating: -1, count: count)
        for s in 0..<count where s < movable.count && movable[s] {
            if let first = index.slots(of: Int32(s)).first { classes[s] = classOfRoot[Int(root(first))] }
        }
        classOf = classes
        classWeight = (0..<owners.count).map { Self.weight(UInt64($0) &+ 0x9e37_79b9) }
        classesByWeight = classWeight.enumerated().map { ($0.element, Int32($0.offset)) }.sorted { $0.weight < $1.weight }
        self.movable = movable
    }

    private let movable: [Bool]

    /// A weight in [1, 2) drawn from `seed` (splitmix64), the same in every run.
    static func weight(_ seed: UInt64) -> Double {
        var z = seed &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(1 << 53)
    }

    /// What the projection of `symbol` (a variable's) holds.
    mutating func outcome(of symbol: Int32, in solver: Solver) -> Outcome {
        fill(symbol, in: solver)
        let s = sums[Int(symbol)]
        let tolerance = 1.0e-9 + 1.0e-12 * s.scale
        if abs(s.all) <= tolerance { return .fixed }
        if abs(s.external) > tolerance { return .unconstrained }
        if abs(s.owned) <= tolerance { return .mixed }
        let ratio = s.classed / s.owned
        var low = 0, high = classesByWeight.count
        while low < high {
            let mid = (low + high) / 2
            if classesByWeight[mid].weight < ratio { low = mid + 1 } else { high = mid }
        }
        for k in [low - 1, low] where k >= 0 && k < classesByWeight.count {
            let (weight, index) = classesByWeight[k]
            if abs(s.classed - weight * s.owned) <= 4 * tolerance { return .inClass(index) }
        }
        return .mixed
    }

    /// The classes of a projection's symbols, sorted, each once.
    func classes(of projection: [Cell]) -> [Int32] {
        var found = projection.map { classOf[Int($0.symbol)] }.filter { $0 >= 0 }
        found.sort()
        var kept = 0
        for k in found.indices where k == 0 || found[k] != found[kept - 1] {
            found[kept] = found[k]
            kept += 1
        }
        return Array(found.prefix(kept))
    }

    /// The sums of `root` and of the rows it names, depth first without recursion.
    private mutating func fill(_ root: Int32, in solver: Solver) {
        if sums.count < solver.symbolKind.count {
            sums += Array(repeating: Sums(), count: solver.symbolKind.count - sums.count)
        }
        if sums[Int(root)].known { return }
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        while let top = stack.last {
            let t = Int(top)
            if sums[t].known {
                stack.removeLast()
                continue
            }
            let row = solver.symbolRow[t]
            if row < 0 {
                sums[t] = leaf(top, in: solver)
                stack.removeLast()
                continue
            }
            let cells = solver.cells(ofRow: row)
            var pending = false
            for cell in cells where solver.symbolKind[Int(cell.symbol)] == .external && !sums[Int(cell.symbol)].known {
                stack.append(cell.symbol)
                pending = true
            }
            if pending { continue }
            var total = Sums()
            for cell in cells {
                let c = Int(cell.symbol)
                let inner = solver.symbolKind[c] == .external ? sums[c] : leaf(cell.symbol, in: solver)
                let a = cell.coefficient
                total.all += a * inner.all
                total.external += a * inner.external
                total.owned += a * inner.owned
                total.classed += a * inner.classed
                total.scale += abs(a) * inner.scale
            }
            total.known = true
            sums[t] = total
            stack.removeLast()
        }
    }

    /// The sums of a parametric symbol: its weight where it is movable.
    private func leaf(_ symbol: Int32, in solver: Solver) -> Sums {
        let s = Int(symbol)
        var sums = Sums()
        sums.known = true
        guard s < movable.count, movable[s], solver.symbolRow[s] < 0 else { return sums }
        let weight = Self.weight(UInt64(s))
        sums.all = weight
        sums.scale = weight
        if solver.symbolKind[s] == .external {
            sums.external = weight
        } else if classOf[s] >= 0 {
            sums.owned = weight
            sums.classed = weight * classWeight[Int(classOf[s])]
        }
        return sums
    }
}
