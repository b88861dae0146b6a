/// "Did you mean …?" hints: the closest known name to a misspelt one, if it is close enough.
public enum Suggestions {
    /// The candidate nearest to `word` (case-insensitive optimal-string-alignment distance), or nil
    /// when none is close. Close means: equal ignoring case, or at most 1 edit for names of up to
    /// 4 characters, 2 up to 8, 3 beyond. Ties go to the earlier candidate.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        // Long inputs are not names anybody misspelt; do not spend quadratic time on them.
        guard !target.isEmpty, target.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            let length = max(target.count, other.count)
            let limit = length <= 4 ? 1 : (length <= 8 ? 2 : 3)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other)
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `; did you mean 'x'?` or the empty string.
    static func hint<S: Sequence>(for word: String, in candidates: S) -> String where S.Element == String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
