import ArgumentParser
import LayoutSpec

/// `--devices`: catalogue devices that replace every spec's environments (docs/spec-format.md,
/// "Devices"), alone or after those of `--environments`.
struct DeviceOptions: ParsableArguments {
    // Parsed by `DeviceList(parsing:)`, so that a bad value says which devices exist.
    @Option(help: ArgumentHelp("Catalogue devices, comma-separated, each optionally followed by portrait or landscape and a split (e.g. \"iPhone SE (3rd generation), iPad Pro (11-inch) (4th generation) landscape one-third\"); they replace every spec's environments.",
                               valueName: "devices"),
            transform: DeviceList.init(parsing:))
    var devices: DeviceList?

    /// The run's replacement matrix: the `--environments` file's, then the devices'.
    func matrix(file: [Environment]?) throws -> [Environment]? {
        guard let devices else { return file }
        let combined = (file ?? []) + devices.environments
        var seen = Set<String>()
        for environment in combined where !seen.insert(environment.name).inserted {
            throw ValidationError("the environment '\(environment.name)' is both in --environments and --devices")
        }
        return combined
    }
}

/// The value of `--devices`: the environments its catalogue devices make (`DeviceSelection`).
struct DeviceList: ExpressibleByArgument {
    let environments: [Environment]

    init?(argument: String) { try? self.init(parsing: argument) }

    /// The list's environments, or an error that names the devices there are.
    init(parsing text: String) throws {
        do {
            environments = try DeviceSelection.environments(text)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
