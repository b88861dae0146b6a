/// A tableau row in dictionary form: `basic = constant + Σ cells`.
///
/// Restricted rows (a slack, error or dummy basic) are always written in
/// parametric symbols only. External rows (a user variable basic) are kept lazy: they may
/// name other basic externals, with a smaller `stamp`, so the references never form a cycle
/// and a chain of views does not make every row dense (docs/solver.md).
struct Row {
    var basic: Int32
    var constant: Double
    var cells: [Cell]
    var isExternal: Bool
    var stamp: Int64

    static let free = Row(basic: -1, constant: 0, cells: [], isExternal: false, stamp: 0)

    var isFree: Bool { basic < 0 }
}
