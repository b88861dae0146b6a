import ArgumentParser

/// What one spec may cost a worker process before the supervisor gives up on it.
struct WorkerLimits: Sendable {
    /// Seconds for one spec; nil: no limit.
    var timeout: Double?
    /// Bytes a worker may add to its data (heap and other private memory) while it works; nil: no limit.
    var memory: UInt64?

    static let defaultTimeout = 60.0
    static let defaultMemory = "4G"
}

/// `--spec-timeout` and `--spec-memory`, shared by the commands that check specs in worker
/// processes (`run`, `validate`, `explain`).
struct SupervisionOptions: ParsableArguments {
    @Option(name: .customLong("spec-timeout"), parsing: .unconditional,
            help: "Seconds one spec may take before it is stopped and reported as a spec error (0: no limit).")
    var specTimeout: Double = WorkerLimits.defaultTimeout

    @Option(name: .customLong("spec-memory"), parsing: .unconditional,
            help: "Memory one spec may use, e.g. 512M or 4G (0: no limit). Past it the spec is a spec error.")
    var specMemory: String = WorkerLimits.defaultMemory

    /// The smallest cap that is not a mistake (a worker needs some memory to load anything).
    static let minimumMemory: UInt64 = 64 << 20
    /// The largest: 1 PiB.
    static let maximumMemory: UInt64 = 1 << 50
    /// The longest time budget: a week.
    static let maximumTimeout = 604_800.0

    func validate() throws {
        guard specTimeout.isFinite, specTimeout >= 0, specTimeout <= Self.maximumTimeout else {
            throw ValidationError("--spec-timeout takes seconds from 0 (no limit) to \(Int(Self.maximumTimeout)) (got \(specTimeout))")
        }
        _ = try Self.memoryBytes(specMemory)
    }

    var limits: WorkerLimits {
        let memory = (try? Self.memoryBytes(specMemory)) ?? nil
        return WorkerLimits(timeout: specTimeout > 0 ? specTimeout : nil, memory: memory)
    }

    /// `0`, or a number with a unit `K`, `M`, `G` or `T` (powers of 1024; a number alone is bytes).
    static func memoryBytes(_ text: String) throws -> UInt64? {
        let problem = ValidationError("--spec-memory takes 0 (no limit) or a size from 64M to 1024T, e.g. 512M or 4G (got '\(text)')")
        var digits = Substring(text.uppercased())
        if digits.hasSuffix("B"), digits.count > 1, !(digits.dropLast().last?.isNumber ?? true) { digits = digits.dropLast() }
        var unit: UInt64 = 1
        if let last = digits.last, let shift = ["K": 10, "M": 20, "G": 30, "T": 40][String(last)] {
            unit = 1 << UInt64(shift)
            digits = digits.dropLast()
        }
        guard let number = Double(digits), number.isFinite, number >= 0 else { throw problem }
        if number == 0 { return nil }
        let bytes = number * Double(unit)
        guard bytes >= Double(minimumMemory), bytes <= Double(maximumMemory) else { throw problem }
        return UInt64(bytes)
    }
}
