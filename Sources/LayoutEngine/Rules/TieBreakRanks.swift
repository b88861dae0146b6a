/// The solver tie-break ranks (`Constraint.tieBreak`) of the rules that only prefer a size,
/// so that the optimum is one point wherever priorities leave a choice (docs/engine.md,
/// "equal content priorities"). A higher rank is minimised first; the ranks follow tree order,
/// so a later view holds its size more firmly and the lowest index stretches or shrinks first.
///
/// Each view has two ranks. Its content constraints (hugging and compression resistance) and,
/// for a stack, its fit rules (`UISV-spanning-fit`, `UISV-canvas-fit`) take the upper one; its
/// `UISV-ambiguity-suppression` as an arranged subview takes the lower one. The two must not
/// share a level: compression resistance pushes a size up to the intrinsic size and the
/// suppression pulls it down to 0, so at one level their errors add up to the intrinsic size
/// whatever the size is, and the level could not choose which of two views shrinks (a moved
/// session and a fresh build stopped at different points, `SolverReuseTests`).
enum TieBreakRanks {
    /// A view's hugging and compression resistance, on either axis.
    static func content(ofView index: Int) -> Int { 2 * (index + 1) }

    /// A stack's `UISV-spanning-fit` and `UISV-canvas-fit`.
    static func fit(ofStack index: Int) -> Int { 2 * (index + 1) }

    /// An arranged subview's `UISV-ambiguity-suppression`: just below its own content's rank.
    static func ambiguitySuppression(ofItem index: Int) -> Int { 2 * (index + 1) - 1 }
}
