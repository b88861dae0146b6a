import LayoutSpec

/// A number of points for a message: `12 pt`, `12.5 pt`, `0.333 pt`.
func points(_ value: Double) -> String { number(value) + " pt" }

/// A number for a message or an id, to 0.001: `12`, `12.5`, `0.333`.
func number(_ value: Double) -> String { DecimalText.string(value) }
