extension SpecBuilder {
    /// The attributes a device gives, which an `<environment device="…">` must not repeat.
    static let deviceGivenAttributes = ["width", "height", "widthClass", "heightClass", "safeArea", "scale"]

    /// `<environment device="iPhone SE (3rd generation)" orientation="landscape" split="…"/>`: the
    /// catalogue's environment (`DeviceCatalogue`), named `name` or after the device.
    func buildDeviceEnvironment(_ element: RawElement, _ values: [String: String]) -> Environment? {
        for attribute in Self.deviceGivenAttributes where values[attribute] != nil {
            error(location(element, attribute, value: false),
                  "'\(attribute)' is given by the device; an <environment> has either 'device' or 'width', 'height', 'widthClass' and 'heightClass'")
        }
        guard let deviceName = values["device"] else { return nil }
        let trimmed = deviceName.trimmingXMLSpace()
        guard let device = DeviceCatalogue.device(named: trimmed) else {
            let names = DeviceCatalogue.all.map(\.name)
            let hint = Suggestions.hint(for: trimmed, in: names)
            error(location(element, "device"), "unknown device '\(trimmed)'" + (hint.isEmpty ? "; the devices are: " + names.joined(separator: ", ") : hint))
            return nil
        }
        guard let orientation = value(values, "orientation", element, default: Device.Orientation.portrait),
              let split = value(values, "split", element, default: Device.Split.full),
              let direction = value(values, "layoutDirection", element, default: LayoutDirection.leftToRight)
        else { return nil }
        guard let environment = device.environment(orientation, split: split, name: environmentName(values, element),
                                                   layoutDirection: direction, location: location(element)) else {
            let known = device.splits.filter { $0.orientation == orientation }.map(\.split.rawValue)
            error(location(element, "split"), "\(device.name) has no \(split.rawValue) split view in \(orientation.rawValue)"
                  + (known.isEmpty ? "; the catalogue has no split views for it" : "; it has: " + known.joined(separator: ", ")))
            return nil
        }
        return environment
    }

    /// The attribute's case of `E`, `fallback` when it is absent; nil (reported) when it does not read.
    private func value<E: CaseIterable & RawRepresentable<String>>(_ values: [String: String], _ attribute: String,
                                                                   _ element: RawElement, default fallback: E) -> E? {
        guard let text = values[attribute] else { return fallback }
        return take(ValueParser.enumeration(text, attribute: attribute, as: E.self), element, attribute)
    }

    /// An `<environment>`'s `name`; nil when it is absent or empty (reported).
    func environmentName(_ values: [String: String], _ element: RawElement) -> String? {
        guard let name = values["name"], name.trimmingXMLSpace().isEmpty else { return values["name"] }
        error(location(element, "name"), "empty 'name'")
        return nil
    }
}
