import LayoutResults
import LayoutSpec

/// A baseline file as `JSONDecoder` reads it (`BaselineStore.parse`): version 1 or 2, the spec's
/// file and name, and per scene its cases' frames (views in `order`, else by id) and device.
/// Every frame number is range-checked (`ResultFrame`); an error is a `ResultsDecodingError`
/// at the bad value's path.
struct BaselineFile: Decodable {
    var baseline: Baseline

    private enum Keys: String, CodingKey { case version, file, spec, scenes, name, cases, environment, state, device, frames, order }

    init(from decoder: any Decoder) throws {
        func fail(_ path: [any CodingKey], _ message: String) -> ResultsDecodingError {
            ResultsDecodingError(codingPath: path, message: message)
        }
        let c = try? decoder.container(keyedBy: Keys.self)
        guard let version = try? c?.decode(Double.self, forKey: .version), version == 1 || version == 2 else {
            throw fail([Keys.version], "expected 1 or 2")
        }
        guard let c, let file = try? c.decode(String.self, forKey: .file) else { throw fail([Keys.file], "expected a string") }
        guard var scenes = try? c.nestedUnkeyedContainer(forKey: .scenes) else { throw fail([Keys.scenes], "expected an array") }
        var cases: [Baseline.Case] = []
        while !scenes.isAtEnd {
            let scenePath: [any CodingKey] = [Keys.scenes, AnyCodingKey(intValue: scenes.currentIndex)]
            let scene = try? scenes.nestedContainer(keyedBy: Keys.self)
            guard let scene, let name = try? scene.decode(String.self, forKey: .name),
                  var list = try? scene.nestedUnkeyedContainer(forKey: .cases) else {
                throw fail(scenePath, "expected name and cases")
            }
            while !list.isAtEnd {
                let path = scenePath + [Keys.cases, AnyCodingKey(intValue: list.currentIndex)]
                let item = try? list.nestedContainer(keyedBy: Keys.self)
                guard let item, let environment = try? item.decode(String.self, forKey: .environment),
                      let frames = try? item.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .frames) else {
                    throw fail(path, "expected environment and frames")
                }
                var byId: [String: Rect] = [:]
                for key in frames.allKeys { byId[key.stringValue] = try frames.decode(ResultFrame.self, forKey: key).rect }
                let order = (try? item.decode([LooseValue].self, forKey: .order))?.compactMap(\.string).filter { byId[$0] != nil }
                let device = try item.decodeIfPresent(BaselineDevice.self, forKey: .device)?.device
                cases.append(Baseline.Case(scene: name, environment: environment, state: (try? item.decode(String.self, forKey: .state)),
                                           device: device,
                                           frames: (order ?? byId.keys.sorted()).map { .init(id: $0, rect: byId[$0]!) }))
            }
        }
        let spec = (try? c.decode(String.self, forKey: .spec)) ?? SpecResult.defaultName(forFile: file)
        baseline = Baseline(file: file, spec: spec, cases: cases)
    }
}

/// A case's `device`: `{"size": [w, h], "safeArea": [top, left, bottom, right], "sizeClasses":
/// [w, h], "direction": …, "fitting": [axes]}`; an error is at the device's path.
private struct BaselineDevice: Decodable {
    var device: Baseline.Device

    private enum Keys: String, CodingKey { case size, safeArea, sizeClasses, direction, fitting }

    init(from decoder: any Decoder) throws {
        func fail(_ message: String) -> ResultsDecodingError { ResultsDecodingError(codingPath: decoder.codingPath, message: message) }
        let c = try? decoder.container(keyedBy: Keys.self)
        func values(_ key: Keys) -> [LooseValue]? { (try? c?.decode([LooseValue].self, forKey: key)) ?? nil }
        func numbers(_ key: Keys, _ count: Int) throws -> [Double] {
            guard let items = values(key), items.count == count else { throw fail("expected \(key.stringValue) as \(count) numbers") }
            return try items.map { item in
                guard let number = item.number, abs(number) <= ResultRanges.maxPoints else {
                    throw fail("\(key.stringValue) holds a value that is not a number of points within ±1e12")
                }
                return number
            }
        }
        let size = try numbers(.size, 2), insets = try numbers(.safeArea, 4)
        guard let classes = values(.sizeClasses)?.compactMap(\.string).compactMap(SizeClass.init(rawValue:)), classes.count == 2 else {
            throw fail("expected sizeClasses as two of compact, regular")
        }
        guard let direction = (try? c?.decode(String.self, forKey: .direction)).flatMap(LayoutDirection.init(rawValue:)) else {
            throw fail("expected direction leftToRight or rightToLeft")
        }
        var fitted: FittingAxes = []
        if let names = values(.fitting) {
            guard let axes = FittingAxes(names: names.compactMap(\.string)), axes.names.count == names.count else {
                throw fail("expected fitting as an array of width and height")
            }
            fitted = axes
        }
        device = Baseline.Device(width: size[0], height: size[1],
                                 safeArea: EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
                                 widthClass: classes[0], heightClass: classes[1], direction: direction, fitted: fitted)
    }
}

/// Any JSON value, kept when it is a string or a number: baselines skip what they do not know.
private struct LooseValue: Decodable {
    var string: String?
    var number: Double?

    init(from decoder: any Decoder) throws {
        let value = try? decoder.singleValueContainer()
        string = try? value?.decode(String.self)
        number = string == nil ? try? value?.decode(Double.self) : nil
    }
}
