extension RandomLayout {
    /// The layout as a spec file.
    var xml: String {
        var out = "<spec name=\"\(name)\">\n  <environments>\n"
        for e in environments {
            out += "    <environment name=\"\(e.name)\" width=\"\(specNumber(e.width))\" height=\"\(specNumber(e.height))\""
                + " widthClass=\"\(e.widthClass)\" heightClass=\"\(e.heightClass)\""
                + " safeArea=\"\(e.safeArea.map(specNumber).joined(separator: " "))\""
                + " layoutDirection=\"\(e.rightToLeft ? "rightToLeft" : "leftToRight")\"/>\n"
        }
        out += "  </environments>\n  <scene name=\"\(name)\">\n"
        writeView(0, indent: "    ", to: &out)
        for state in states {
            out += "    <state name=\"\(state.name)\">\n"
            for change in state.changes {
                switch change {
                case let .constraint(index, constant, priority, installed):
                    out += "      <set item=\"\(constraints[index].id)\""
                    if let constant { out += " constant=\"\(specNumber(constant))\"" }
                    if let priority { out += " priority=\"\(specNumber(priority))\"" }
                    if let installed { out += " installed=\"\(installed ? "YES" : "NO")\"" }
                    out += "/>\n"
                case let .view(index, intrinsicWidth, hidden):
                    out += "      <set item=\"\(views[index].id)\""
                    if let intrinsicWidth { out += " intrinsicWidth=\"\(specNumber(intrinsicWidth))\"" }
                    if let hidden { out += " hidden=\"\(hidden ? "YES" : "NO")\"" }
                    out += "/>\n"
                }
            }
            out += "    </state>\n"
        }
        out += "  </scene>\n</spec>\n"
        return out
    }

    private func writeView(_ index: Int, indent: String, to out: inout String) {
        let view = views[index]
        out += "\(indent)<\(view.kind) id=\"\(view.id)\""
        func attribute(_ name: String, _ value: Double?) {
            if let value { out += " \(name)=\"\(specNumber(value))\"" }
        }
        attribute("intrinsicWidth", view.intrinsicWidth)
        attribute("intrinsicHeight", view.intrinsicHeight)
        attribute("horizontalHuggingPriority", view.horizontalHugging)
        attribute("verticalHuggingPriority", view.verticalHugging)
        attribute("horizontalCompressionResistancePriority", view.horizontalCompression)
        attribute("verticalCompressionResistancePriority", view.verticalCompression)
        attribute("firstBaseline", view.firstBaseline)
        attribute("lastBaseline", view.lastBaseline)
        if let margins = view.margins { out += " layoutMargins=\"\(margins.map(specNumber).joined(separator: " "))\"" }
        if view.hidden { out += " hidden=\"YES\"" }
        out += ">\n"
        let inner = indent + "  "
        if let variation = view.variation {
            out += "\(inner)<variation key=\"\(variation.key.text)\" intrinsicWidth=\"\(specNumber(variation.intrinsicWidth))\"/>\n"
        }
        for child in view.children { writeView(child, indent: inner, to: &out) }
        for constraint in constraints where constraint.standsInFirstItem ? constraint.first.view == index : index == 0 {
            write(constraint, indent: inner, to: &out)
        }
        out += "\(indent)</\(view.kind)>\n"
    }

    private func itemText(_ item: Item) -> String { views[item.view].id + (item.safeArea ? ".safeArea" : "") }

    private func write(_ c: Constraint, indent: String, to out: inout String) {
        out += "\(indent)<constraint id=\"\(c.id)\""
        if !c.standsInFirstItem { out += " firstItem=\"\(itemText(c.first))\"" }
        out += " firstAttribute=\"\(c.firstAttribute)\""
        if c.relation != .equal { out += " relation=\"\(c.relation.rawValue)\"" }
        if let second = c.second, let attribute = c.secondAttribute {
            out += " secondItem=\"\(itemText(second))\" secondAttribute=\"\(attribute)\""
        }
        if c.multiplierText != "1" { out += " multiplier=\"\(c.multiplierText)\"" }
        if c.constant != 0 { out += " constant=\"\(specNumber(c.constant))\"" }
        if c.priorityText != "1000" { out += " priority=\"\(c.priorityText)\"" }
        if !c.installed { out += " installed=\"NO\"" }
        if c.variations.isEmpty {
            out += "/>\n"
            return
        }
        out += ">\n"
        for variation in c.variations {
            out += "\(indent)  <variation key=\"\(variation.key.text)\""
            if let constant = variation.constant { out += " constant=\"\(specNumber(constant))\"" }
            if let installed = variation.installed { out += " installed=\"\(installed ? "YES" : "NO")\"" }
            out += "/>\n"
        }
        out += "\(indent)</constraint>\n"
    }
}
