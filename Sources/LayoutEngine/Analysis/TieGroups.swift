import LayoutSolver

/// The ties found so far, each a set of optional constraints (by engine index) that trade at
/// no cost, with the first ambiguity that showed it. Ties that share a constraint are one
/// (a three-way tie shows up as pairs too), merged into the earlier one.
///
/// A union-find over the ties: a tie that grows one constraint at a time (the leaves of a
/// tree of stacks, each adding its hugging to its stack's tie) costs the constraints it adds,
/// not the whole tie again; merging moves the smaller list into the larger. Copying and
/// sorting the whole tie at every add took a third of the analysis of 8,000 nested leaves.
struct TieGroups {
    /// A tie: its constraints (unsorted while it grows) and the ambiguity that showed it.
    private var members: [[Int]] = []
    private var first: [Ambiguity] = []
    /// The tie a tie was merged into, or itself: a root is a tie still standing.
    private var parent: [Int] = []
    /// The tie each constraint went into (maybe merged since: follow `parent`).
    private var groupOfMember: [Int: Int] = [:]
    /// The solver's tie classes whose constraints are all in a tie (`AmbiguityAnalyzer.screen`),
    /// each with the tie they went into (maybe merged since: follow `parent`).
    private var tieOfClass: [Int: Int] = [:]

    /// Whether the constraints of tie class `c` are in a tie already.
    func hasClass(_ c: Int) -> Bool { tieOfClass[c] != nil }

    /// Whether the constraints of every one of the tie classes `classes` are in one and the
    /// same tie already: a value trading only within them adds nothing.
    mutating func holdTogether(_ classes: [Int]) -> Bool {
        if classes.count == 1 { return hasClass(classes[0]) }
        guard let head = classes.first, let group = tieOfClass[head], group >= 0 else { return false }
        let tie = root(group)
        for c in classes.dropFirst() {
            guard let g = tieOfClass[c], g >= 0, root(g) == tie else { return false }
        }
        return true
    }

    private mutating func root(_ group: Int) -> Int {
        var g = group
        while parent[g] != g { g = parent[g] }
        var h = group
        while parent[h] != g {
            let next = parent[h]
            parent[h] = g
            h = next
        }
        return g
    }

    /// Whether every one of `members` is already in one and the same tie.
    mutating func contains(_ members: [Int]) -> Bool {
        guard let head = members.first, let group = groupOfMember[head].map({ root($0) }) else { return false }
        for member in members.dropFirst() {
            guard let g = groupOfMember[member], root(g) == group else { return false }
        }
        return true
    }

    /// Adds a tie, merged with every tie that shares a constraint with it. `ambiguity` shows
    /// it; nil only for constraints joining a tie that one of them is in already (a class's).
    /// `class`, if given, is a tie class all of whose constraints are in `newMembers`.
    mutating func add(_ newMembers: [Int], first ambiguity: Ambiguity?, class tieClass: Int? = nil) {
        if let tieClass { tieOfClass[tieClass] = -1 }
        var roots: [Int] = []
        for member in newMembers {
            if let g = groupOfMember[member] {
                let r = root(g)
                if !roots.contains(r) { roots.append(r) }
            }
        }
        // The earliest tie keeps its identity (its first ambiguity and its place in `all`).
        let target: Int
        if let earliest = roots.min() {
            target = earliest
        } else {
            guard let ambiguity else { return }
            target = members.count
            members.append([])
            first.append(ambiguity)
            parent.append(target)
        }
        // The largest list takes the others in.
        let store = roots.max { members[$0].count < members[$1].count } ?? target
        for r in roots where r != store {
            members[store] += members[r]
            members[r] = []
        }
        if store != target { members.swapAt(store, target) }
        for r in roots { parent[r] = target }
        for member in newMembers where groupOfMember[member] == nil {
            groupOfMember[member] = target
            members[target].append(member)
        }
        if let tieClass { tieOfClass[tieClass] = target }
    }

    /// The ties in the order they were first found, each's constraints sorted.
    var all: [(members: [Int], first: Ambiguity)] {
        parent.indices.filter { parent[$0] == $0 }.map { (members[$0].sorted(), first[$0]) }
    }
}
