/// A tableau row in dictionary form: `basic = constant + Σ cells`.
///
/// Restricted rows (a slack, error or dummy basic) are always written in
/// parametric symbols only. External rows (a user variable basic) are kept lazy: they may
/// name other basic externals, with a smaller `stamp`, so the references never form a cycle
/// and a chain of views does not make every row dense (docs/solver.md).
///
/// The cells, sorted by symbol, are kept apart (`Solver.cells(ofRow:)`).
struct Row {
    var basic: Int32
    var isExternal: Bool
    var constant: Double
    var stamp: Int64

    static let free = Row(basic: -1, isExternal: false, constant: 0, stamp: 0)

    var isFree: Bool { basic < 0 }
}
