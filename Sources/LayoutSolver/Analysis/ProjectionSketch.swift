/// What a variable's projection onto the movable symbols (`ProjectionCache`) says, read from a
/// few numbers instead of its cells: whether it is empty, whether a free variable is in it,
/// and which tie classes its owned symbols are of, when they are one or two.
///
/// Each movable symbol gets a fixed pseudo-random weight w, and each tie class (symbols whose
/// owners overlap, transitively: `TieCauseIndex`) one more, W. A row's sums are its cells'
/// coefficients times the sums of what they name, memoised along the lazy rows as the
/// projections are, so every row costs its own cells once.
///
/// The sums are exact: residues modulo the prime p = 2⁶¹ − 1 (`MersenneResidue`), each
/// coefficient taken at its exact value. Σ a·w over a projection's cells is then 0 only when
/// the projection is empty, save with a probability below 10⁻¹⁴ a variable (a random
/// polynomial that is not zero vanishes at few points), or when a coefficient's exact value is
/// a multiple of p but not 0: c and −c·2⁶¹ on one symbol cancel (2⁶¹ ≡ 1), a span spec numbers
/// (at most 10⁶) reach only as products of several multipliers; the same sum in doubles keeps
/// such a variable from being called fixed.
///
/// The owned symbols' moments Sₖ = Σ a·w·Wᵏ (k = 0 to 3) are those of the classes' parts
/// o_c = Σ a·w over each class. When the rows name owned symbols of one or two classes only,
/// those are the candidates, and a class has no part when S₁ = W·S₀ holds for the other.
/// Otherwise (cells of more classes cancel), S₁ = W·S₀ finds the one class, and for two, W_a
/// and W_b are the roots of x² − e₁x + e₂, with e₁ and e₂ solved from S₂ = e₁S₁ − e₂S₀ and
/// S₃ = e₁S₂ − e₂S₁ (Prony's method); the roots must be classes' weights.
///
/// The sums were once doubles, held to a tolerance of 10⁻¹² times the sum of the absolute
/// values along every path of rows. In nested stacks that sum reaches 10¹¹ where the projection
/// holds a few cells of coefficient 1, so variables that move were called fixed (thousands a
/// case at 20,000 views) and classes were named wrongly (`ProjectionSketchShapeTests`).
///
/// "Empty" here is exact: a projection whose cells cancel only up to rounding is not empty, and
/// `AmbiguityAnalyzer` then writes it out, where cells below its tolerance are dropped.
///
/// Projections themselves can be as long as the layout: in a stack of N labels that
/// overflows its container, where any label may be the one compressed, the position of each
/// label trades against every label above it, and writing each out costs N² cells. Sums cost N.
struct ProjectionSketch {
    /// What the sums say of one variable.
    enum Outcome: Equatable {
        /// The projection is empty: the variable is fixed.
        case fixed
        /// A free variable moves it (by more than rounding).
        case unconstrained
        /// Every owned symbol of it is of these tie classes (one or two, sorted), each with some.
        case inClasses(TieClasses)
        /// Symbols of more than two classes, only symbols no constraint owns, or a free
        /// variable's part too small for the doubles to confirm: the projection must be
        /// written out.
        case mixed
    }

    private struct Sums {
        var all = MersenneResidue.zero, external = MersenneResidue.zero
        /// The owned symbols' moments Σ a·w·Wᵏ, k = 0 to 3.
        var m0 = MersenneResidue.zero, m1 = MersenneResidue.zero, m2 = MersenneResidue.zero, m3 = MersenneResidue.zero
        /// Σ a·w and its free variables' part in doubles (weights in [1, 2)), and the sum of the
        /// absolute values along every path, which bounds their rounding.
        var allValue = 0.0, externalValue = 0.0, scale = 0.0
        var known = false
        /// Whether any movable symbol is reached (else every sum is 0, and the row adds nothing).
        var reaches = false
        /// The classes of the owned symbols reached, whatever their coefficients: those of the
        /// projection and maybe more (cells that cancel).
        var named = NamedClasses()

        /// Adds `coefficient` times `inner`.
        mutating func add(_ inner: Sums, times coefficient: Double) {
            reaches = true
            named.formUnion(inner.named)
            allValue += coefficient * inner.allValue
            externalValue += coefficient * inner.externalValue
            scale += abs(coefficient) * inner.scale
            // Most cells of a layout's rows are ±1.
            if coefficient == 1 {
                all += inner.all; external += inner.external
                m0 += inner.m0; m1 += inner.m1; m2 += inner.m2; m3 += inner.m3
            } else if coefficient == -1 {
                all = all - inner.all; external = external - inner.external
                m0 = m0 - inner.m0; m1 = m1 - inner.m1; m2 = m2 - inner.m2; m3 = m3 - inner.m3
            } else {
                let a = MersenneResidue(coefficient)
                all += a * inner.all; external += a * inner.external
                m0 += a * inner.m0; m1 += a * inner.m1; m2 += a * inner.m2; m3 += a * inner.m3
            }
        }
    }

    /// Up to two classes, or many.
    private struct NamedClasses {
        var first: Int32 = -1, second: Int32 = -1
        var many = false

        mutating func insert(_ c: Int32) {
            if many || c == first || c == second { return }
            if first < 0 { first = c } else if second < 0 { second = c } else { many = true }
        }

        mutating func formUnion(_ other: NamedClasses) {
            if other.many { many = true }
            if other.first >= 0 { insert(other.first) }
            if other.second >= 0 { insert(other.second) }
        }
    }

    private var sums: [Sums]
    private var stack: [Int32] = []
    /// By symbol: its tie class, or -1 (not movable, external, or owned by no constraint).
    private let classOf: [Int32]
    /// Each class's weight W, W² and W³.
    private let classWeight: [(w1: MersenneResidue, w2: MersenneResidue, w3: MersenneResidue)]
    /// The class of each class weight (-1 for a weight two classes drew alike).
    private let classByWeight: [MersenneResidue: Int32]
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
        classWeight = (0..<owners.count).map {
            let w = Self.weight(UInt64($0) &+ 0x9e37_79b9)
            return (w, w * w, w * w * w)
        }
        var byWeight: [MersenneResidue: Int32] = [:]
        for (c, weight) in classWeight.enumerated() { byWeight[weight.w1] = byWeight[weight.w1] == nil ? Int32(c) : -1 }
        classByWeight = byWeight
        self.movable = movable
    }

    private let movable: [Bool]

    /// A non-zero weight drawn from `seed` (splitmix64), the same in every run.
    static func weight(_ seed: UInt64) -> MersenneResidue {
        let weight = MersenneResidue(mix(seed))
        return weight.isZero ? .one : weight
    }

    /// A weight in [1, 2) drawn from `seed`, for the sums kept in doubles.
    static func floatWeight(_ seed: UInt64) -> Double { 1 + Double(mix(seed) >> 11) / Double(1 << 53) }

    private static func mix(_ seed: UInt64) -> UInt64 {
        var z = seed &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// What the projection of `symbol` (a variable's) holds.
    mutating func outcome(of symbol: Int32, in solver: Solver) -> Outcome {
        fill(symbol, in: solver)
        let s = sums[Int(symbol)]
        // The doubles' bound on their own rounding.
        let rounding = 1.0e-9 + 1.0e-12 * s.scale
        // Fixed only if the doubles do not say otherwise: a coefficient that is a non-zero
        // multiple of p reads as 0 in residues.
        if s.all.isZero { return abs(s.allValue) <= rounding ? .fixed : .mixed }
        if !s.external.isZero {
            // Free only if the doubles say so too: the tableau's own coefficients carry rounding,
            // and cells that should cancel may leave an exact residue of 10⁻¹⁶.
            return abs(s.externalValue) > rounding ? .unconstrained : .mixed
        }
        return classes(s).map(Outcome.inClasses) ?? .mixed
    }

    /// The one or two classes of the owned symbols of a projection whose sums are `s`, sorted;
    /// nil when there are none or more. When the rows name one or two classes, those are the
    /// candidates, and the moments tell which have a part (a class's part o_c is 0 only when
    /// S₁ = W·S₀ for the other); else Prony's method finds them (`classes(_:_:_:_:)`).
    private func classes(_ s: Sums) -> TieClasses? {
        guard !s.named.many else { return classes(s.m0, s.m1, s.m2, s.m3) }
        let a = s.named.first, b = s.named.second
        guard a >= 0, !(s.m0.isZero && s.m1.isZero) else { return nil }
        guard b >= 0 else { return TieClasses(Int(a)) }
        if s.m1 == classWeight[Int(a)].w1 * s.m0 { return TieClasses(Int(a)) }
        if s.m1 == classWeight[Int(b)].w1 * s.m0 { return TieClasses(Int(b)) }
        return TieClasses(Int(a), Int(b))
    }

    private static let four = MersenneResidue(UInt64(4))
    private static let half = MersenneResidue(UInt64(2)).inverse!

    /// The one or two classes whose parts have the moments `s0` to `s3`, sorted; nil when the
    /// parts are not those of one or two classes (or no owned symbol is there).
    private func classes(_ s0: MersenneResidue, _ s1: MersenneResidue, _ s2: MersenneResidue,
                         _ s3: MersenneResidue) -> TieClasses? {
        // One class c: S₁ = W·S₀, S₂ = W·S₁.
        if let inverse = s0.inverse, let c = classByWeight[s1 * inverse], c >= 0, s2 == classWeight[Int(c)].w1 * s1 {
            return TieClasses(Int(c))
        }
        // Two: e₁ = W_a + W_b and e₂ = W_a·W_b from S₂ = e₁S₁ − e₂S₀, S₃ = e₁S₂ − e₂S₁.
        guard let inverse = (s0 * s2 - s1 * s1).inverse else { return nil }
        let e1 = (s0 * s3 - s1 * s2) * inverse, e2 = (s1 * s3 - s2 * s2) * inverse
        guard let root = (e1 * e1 - Self.four * e2).squareRoot else { return nil }
        guard let a = classByWeight[(e1 + root) * Self.half], let b = classByWeight[(e1 - root) * Self.half],
              a >= 0, b >= 0, a != b else { return nil }
        return TieClasses(Int(a), Int(b))
    }

    /// The tie class of a movable symbol, or -1 (a free variable, or no constraint owns it).
    func tieClass(of symbol: Int32) -> Int32 { Int(symbol) < classOf.count ? classOf[Int(symbol)] : -1 }

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
                // A parametric symbol's sums are its weights, made once.
                if !sums[c].known { sums[c] = leaf(cell.symbol, in: solver) }
                if sums[c].reaches { total.add(sums[c], times: cell.coefficient) }
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
        let weight = Self.weight(UInt64(s)), value = Self.floatWeight(UInt64(s))
        sums.reaches = true
        sums.all = weight
        sums.allValue = value
        sums.scale = value
        if solver.symbolKind[s] == .external {
            sums.external = weight
            sums.externalValue = value
        } else if classOf[s] >= 0 {
            let w = classWeight[Int(classOf[s])]
            sums.named.insert(classOf[s])
            sums.m0 = weight
            sums.m1 = weight * w.w1
            sums.m2 = weight * w.w2
            sums.m3 = weight * w.w3
        }
        return sums
    }
}
