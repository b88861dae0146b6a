import ArgumentParser
import LayoutSpec

/// `--devices`: catalogue devices that replace every spec's environments (docs/spec-format.md,
/// "Devices"), alone or after those of `--environments`.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Catalogue devices, comma-separated, each optionally followed by portrait or landscape and a split (e.g. \"iPhone SE (3rd generation), iPad Pro (11-inch) (4th generation) landscape one-third\"); they replace every spec's environments.")
    var devices: String?

    func validate() throws {
        _ = try environments()
    }

    /// The environments `--devices` names, or nil without it.
    func environments() throws -> [Environment]? {
        guard let devices else { return nil }
        do {
            return try DeviceSelection.environments(devices)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The run's replacement matrix: the `--environments` file's, then the devices'.
    func matrix(file: [Environment]?) throws -> [Environment]? {
        guard let devices = try environments() else { return file }
        let combined = (file ?? []) + devices
        var seen = Set<String>()
        for environment in combined where !seen.insert(environment.name).inserted {
            throw ValidationError("the environment '\(environment.name)' is both in --environments and --devices")
        }
        return combined
    }
}
