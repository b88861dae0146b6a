/// Integer sums over values from input: they stop at `Int.max` instead of trapping.
extension Int {
    /// `self + other`, or `Int.max` / `Int.min` when the sum does not fit.
    @inline(__always) func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
