extension Device.Orientation: NamedEnum {
    static let table = makeList()
}

extension Device.Split: NamedEnum {
    static let table = makeList()
}

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
        var orientation = Device.Orientation.portrait
        if let text = values["orientation"] {
            guard let value = take(ValueParser.enumeration(text, attribute: "orientation", as: Device.Orientation.self), element, "orientation") else { return nil }
            orientation = value
        }
        var split = Device.Split.full
        if let text = values["split"] {
            guard let value = take(ValueParser.enumeration(text, attribute: "split", as: Device.Split.self), element, "split") else { return nil }
            split = value
        }
        var direction = LayoutDirection.leftToRight
        if let text = values["layoutDirection"] {
            guard let value = take(ValueParser.enumeration(text, attribute: "layoutDirection", as: LayoutDirection.self), element, "layoutDirection") else { return nil }
            direction = value
        }
        var name = values["name"]
        if let given = name, given.trimmingXMLSpace().isEmpty {
            error(location(element, "name"), "empty 'name'")
            name = nil
        }
        guard let environment = device.environment(orientation, split: split, name: name, layoutDirection: direction, location: location(element)) else {
            let known = device.splits.filter { $0.orientation == orientation }.map(\.split.rawValue)
            error(location(element, "split"), "\(device.name) has no \(split.rawValue) split view in \(orientation.rawValue)"
                  + (known.isEmpty ? "; the catalogue has no split views for it" : "; it has: " + known.joined(separator: ", ")))
            return nil
        }
        return environment
    }
}
