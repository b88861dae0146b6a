import LayoutResults

/// The labels of a spec's cases (`scene · case label`, `FindingCauses.label(_:in:)`), each
/// made once: a report names the cases of every cause, and a run of 90,000 findings over 20
/// cases would otherwise build the same 20 labels 90,000 times. Two cases can have the same
/// label (they are compared as `String`s); each case also knows the first case with its label,
/// so that a cause's labels are listed each once without hashing them.
struct CaseLabels: Sendable {
    /// `labels[scene][item]`.
    private let labels: [[String]]
    /// `firstWithLabel[scene][item]`: the position, among all the spec's cases in run order,
    /// of the first case with the same label.
    private let firstWithLabel: [[Int]]

    init(_ spec: SpecResult) {
        var labels: [[String]] = [], firstWithLabel: [[Int]] = []
        var first: [String: Int] = [:]
        var position = 0
        for scene in spec.scenes {
            var sceneLabels: [String] = [], sceneFirst: [Int] = []
            for item in scene.cases {
                let label = "\(scene.name) · \(CaseNaming.label(item))"
                sceneLabels.append(label)
                let firstPosition = first[label] ?? position
                first[label] = firstPosition
                sceneFirst.append(firstPosition)
                position += 1
            }
            labels.append(sceneLabels)
            firstWithLabel.append(sceneFirst)
        }
        self.labels = labels
        self.firstWithLabel = firstWithLabel
    }

    /// The label of one case.
    func label(_ ref: FindingCauses.CaseRef) -> String { labels[ref.scene][ref.item] }

    /// The labels of a cause's cases, each once, in the order of the cases
    /// (`FindingCauses.labels(_:in:)`).
    func labels(_ cause: FindingCauses.Cause) -> [String] {
        guard cause.cases.count > 1 else { return cause.cases.map(label) }
        var seen = Set<Int>(minimumCapacity: cause.cases.count)
        var result: [String] = []
        for ref in cause.cases where seen.insert(firstWithLabel[ref.scene][ref.item]).inserted {
            result.append(labels[ref.scene][ref.item])
        }
        return result
    }
}
