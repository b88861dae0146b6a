import TextLayout

extension SpecBuilder {
    /// Reads one content attribute (`ViewContent`) of a view of `kind`, reporting a bad value at it.
    func readContent(_ name: ViewAttributeName, _ value: String, _ element: RawElement, kind: ViewKind, into content: inout ViewContent) {
        let attribute = name.rawValue
        switch name {
        case .text: content.text = take(ContentValues.text(value, attribute: attribute), element, attribute)
        case .title: content.title = take(ContentValues.text(value, attribute: attribute), element, attribute)
        case .placeholder: content.placeholder = take(ContentValues.text(value, attribute: attribute), element, attribute)
        case .font: content.font = take(ContentValues.font(value, attribute: attribute), element, attribute)
        case .numberOfLines:
            content.numberOfLines = take(ValueParser.wholeNumber(value, attribute: attribute, in: 0...SpecLimits.maxCount, noun: nil), element, attribute)
        case .numberOfPages:
            content.numberOfPages = take(ValueParser.wholeNumber(value, attribute: attribute, in: 0...SpecLimits.maxCount, noun: nil), element, attribute)
        case .lineBreakMode: content.lineBreakMode = take(ContentValues.lineBreakMode(value, attribute: attribute), element, attribute)
        case .buttonType: content.buttonType = take(ValueParser.enumeration(value, attribute: attribute, as: ButtonType.self), element, attribute)
        case .borderStyle: content.borderStyle = take(ValueParser.enumeration(value, attribute: attribute, as: TextFieldBorderStyle.self), element, attribute)
        case .scrollEnabled: content.scrollEnabled = take(ValueParser.boolean(value, attribute: attribute), element, attribute)
        case .segments: content.segments = take(ContentValues.segments(value, attribute: attribute), element, attribute)
        case .contentInsets:
            if let quad = take(ValueParser.quad(value, attribute: attribute, names: "top left bottom right"), element, attribute) {
                content.contentInsets = EdgeInsets(top: quad[0], left: quad[1], bottom: quad[2], right: quad[3])
            }
        case .style:
            if kind == .datePicker {
                content.datePickerStyle = take(ValueParser.enumeration(value, attribute: attribute, as: DatePickerStyle.self), element, attribute)
            } else {
                content.activityIndicatorStyle = take(ContentValues.activityIndicatorStyle(value, attribute: attribute), element, attribute)
            }
        default:
            break
        }
    }

    /// Reports a content or stack attribute on a kind that does not have it, naming the kinds
    /// that do (and, for a label's or button's text, the attribute the kind has instead).
    func misplacedContent(_ name: ViewAttributeName, kinds: [ViewKind], on element: RawElement, kind: ViewKind,
                          context: ViewAttributeContext) {
        let attribute = name.rawValue
        let owners = kinds.map { "<\($0.rawValue)>" }.joined(separator: ", ")
        var instead = ""
        if name == .text, kind == .button { instead = "; a button's text is its 'title'" }
        if name == .title, ViewAttributeName.text.applies(to: kind) { instead = "; a \(kind.rawValue)'s text is its 'text'" }
        switch context {
        case .view:
            error(location(element, attribute, value: false), "attribute '\(attribute)' is only allowed on \(owners), not on <\(kind.rawValue)>\(instead)")
        case .variation:
            error(location(element, attribute, value: false), "attribute '\(attribute)' is only allowed on \(owners); this variation belongs to a <\(kind.rawValue)>\(instead)")
        case .set(let itemID):
            error(location(element, attribute, value: false), "'\(attribute)' does not apply to '\(itemID)', a \(kind.rawValue)\(instead)")
        }
    }
}
