import LayoutSpec

/// `--environment` and `--filter` that match nothing are mistakes, not empty runs: the names
/// that exist and the nearest one are given instead (exit 2).
///
/// The names are the ones the specs offer (each spec's environments, or those of
/// `--environments FILE`, and its scenes). A spec that did not load offers none, so the check
/// is made only when every spec loaded: otherwise its errors are what the run reports.
enum SelectionCheck {
    /// One message per option value that matched nothing in `replies`; empty when all matched.
    static func unmatched(environmentNames: [String], filters: [String], in replies: [SpecReply]) -> [String] {
        let environments = distinct(replies.flatMap(\.environments))
        let scenes = distinct(replies.flatMap(\.scenes))
        var messages: [String] = []
        for name in environmentNames where !environments.contains(name) {
            messages.append(message("--environment '\(name)' matches no environment", word: name, names: environments, kind: "environments"))
        }
        for filter in filters where !scenes.contains(where: { $0.contains(filter) }) {
            messages.append(message("--filter '\(filter)' matches no scene", word: filter, names: scenes, kind: "scenes"))
        }
        return messages
    }

    /// `<problem>; did you mean 'x'? The <kind> are: 'a', 'b'` (the question only when a name is close).
    static func message(_ problem: String, word: String, names: [String], kind: String) -> String {
        let list = names.isEmpty ? "There are no \(kind)." : "The \(kind) are: " + NameList.text(names)
        guard let close = Suggestions.closest(to: word, in: names) else { return problem + ". " + list }
        return problem + "; did you mean '\(close)'? " + list
    }

    /// In first-seen order, without repeats.
    static func distinct(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
