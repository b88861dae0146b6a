import LayoutSolver

/// The ties found so far, each a set of optional constraints (by engine index) that trade at
/// no cost, with the first ambiguity that showed it. Ties that share a constraint are one
/// (a three-way tie shows up as pairs too), merged into the earlier one.
struct TieGroups {
    private var groups: [(members: [Int], first: Ambiguity)?] = []
    private var groupOfMember: [Int: Int] = [:]

    /// Whether every one of `members` is already in one and the same tie.
    func contains(_ members: [Int]) -> Bool {
        guard let first = members.first, let group = groupOfMember[first] else { return false }
        return members.allSatisfy { groupOfMember[$0] == group }
    }

    mutating func add(_ members: [Int], first: Ambiguity) {
        let overlapping = Set(members.compactMap { groupOfMember[$0] }).sorted()
        guard let target = overlapping.first else {
            for member in members { groupOfMember[member] = groups.count }
            groups.append((members, first))
            return
        }
        var union = Set(members)
        for g in overlapping {
            union.formUnion(groups[g]?.members ?? [])
            if g != target { groups[g] = nil }
        }
        let sorted = union.sorted()
        for member in sorted { groupOfMember[member] = target }
        groups[target]?.members = sorted
    }

    /// The ties in the order they were first found.
    var all: [(members: [Int], first: Ambiguity)] { groups.compactMap { $0 } }
}
