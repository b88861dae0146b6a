/// A list of catalogue devices as the command line writes it (`--devices`): names separated by
/// commas, each optionally followed by an orientation and a split,
/// `iPhone SE (3rd generation), iPad Pro (11-inch) (4th generation) landscape one-third`.
/// A device without an orientation runs in portrait and in landscape.
public enum DeviceSelection {
    /// Why a list was refused, with the names that exist and the nearest one.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The environments the list names, in its order.
    public static func environments(_ text: String) throws(Problem) -> [Environment] {
        var environments: [Environment] = []
        var names = Set<String>()
        for item in text.split(separator: ",").map({ String($0).trimmingXMLSpace() }) where !item.isEmpty {
            for environment in try Self.item(item) {
                guard names.insert(environment.name).inserted else {
                    throw Problem(description: "--devices names '\(environment.name)' twice")
                }
                environments.append(environment)
            }
        }
        guard !environments.isEmpty else { throw Problem(description: "--devices needs at least one device name") }
        return environments
    }

    private static func item(_ text: String) throws(Problem) -> [Environment] {
        // The longest device name the item starts with, then its words.
        let device = DeviceCatalogue.all.filter { text == $0.name || text.hasPrefix($0.name + " ") }.max { $0.name.count < $1.name.count }
        guard let device else {
            let names = DeviceCatalogue.all.map(\.name)
            let nearest = names.first { $0.hasPrefix(text) } ?? Suggestions.closest(to: text, in: names)
            let hint = nearest.map { "; did you mean '\($0)'?" } ?? "."
            throw Problem(description: "--devices: '\(text)' is no device of the catalogue\(hint) The devices are: " + names.joined(separator: ", "))
        }
        let words = text.dropFirst(device.name.count).split(separator: " ").map(String.init)
        var orientations = Device.Orientation.allCases
        var split = Device.Split.full
        var rest = words[...]
        if let first = rest.first, let orientation = Device.Orientation(rawValue: first) {
            orientations = [orientation]
            rest = rest.dropFirst()
        }
        if let first = rest.first, let value = Device.Split(rawValue: first), orientations.count == 1 {
            split = value
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else {
            throw Problem(description: "--devices: '\(text)': after the device name comes portrait or landscape, then one-third, one-half or two-thirds (got '\(rest.joined(separator: " "))')")
        }
        return try orientations.map { orientation throws(Problem) in
            guard let environment = device.environment(orientation, split: split) else {
                throw Problem(description: "--devices: \(device.name) has no \(split.rawValue) split view in \(orientation.rawValue)")
            }
            return environment
        }
    }
}
