/// One non-zero entry of a sparse row: `coefficient * symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// Numbers closer to zero than this are zero in the tableau (kiwi uses the same 1e-8).
let nearZero = 1.0e-8

extension RandomAccessCollection where Element == Cell, Index == Int {
    /// Binary search on a row's cells, which are kept sorted by symbol.
    func position(of symbol: Int32) -> Int? {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = (low &+ high) >> 1
            let s = self[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        position(of: symbol).map { self[$0].coefficient } ?? 0
    }
}
