import TextLayout

/// The content of Interface Builder's views: as the model's text, fonts and control kinds where
/// the model has them (`modelContent`: labels, text fields, title buttons and most controls,
/// measured by the engine in every environment), and otherwise as intrinsic sizes measured at
/// import time with `TextLayout`, at the design device's scale and for the iOS generation the
/// document was saved for (`content`: images, image and glyph buttons, non-scrolling text views,
/// switches, bars; and every view when the stored frames stand for content sizes).
struct IBIntrinsicSizes {
    /// What one view measures.
    struct Content {
        var width: Double?
        var height: Double?
        var firstBaseline: Double?
        var lastBaseline: Double?
    }

    let scale: Double
    /// Bars are 50 high on iPads from iOS 12, 44 elsewhere.
    let isPad: Bool
    let systemVersion: SystemVersion
    let images: [String: (width: Double, height: Double)]
    let systemImages: Set<String>
    /// Called with a sentence for each approximation the user should know about.
    let warn: (RawElement, String) -> Void

    /// The system font is Inter with SF's metrics (docs/text.md); without Inter installed, the box font.
    static let fonts: FontLibrary = (try? FontLibrary()) ?? FontLibrary.boxFonts()
    /// How much wider than SF a text measured with Inter may come out (the 95th percentile of
    /// label widths against IB's frames is under 4 %, docs/text.md).
    static let fontSlack = 1.04
    /// How far a control's frame reaches beyond the alignment rectangle Auto Layout places, as
    /// IB's frames show it; the harness has no alignment rectangles, so a control is laid out as
    /// its alignment rectangle and IB's stored frame is compared less these insets.
    ///
    /// - a switch: 2 points on the trailing side (frames 51 wide where a width constraint says 49,
    ///   and switches pinned at a trailing edge reach 2 points past it; 61 of 63 on iOS 26);
    /// - a slider, to iOS 18: 2 points on each side and 1 below (frames 128 and 154 wide where a
    ///   width constraint says 124 and 150, 2 points left of where their leading edge is pinned,
    ///   and centred 0.5 point lower than a 31-point rectangle would be);
    /// - a segmented control, from iOS 13: 1 point below (frames 32 high where their neighbours
    ///   and the cells around them leave 31: a stack's next view 9 points below under a spacing
    ///   of 10, and 74-point cells holding 11 + 16 + 5 + 31 + 11).
    static func alignmentInsets(ofKind kind: String, systemMajor: Int) -> EdgeInsets {
        switch kind {
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider" where systemMajor <= 18: return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl" where systemMajor >= 13: return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return .zero
        }
    }
    /// The kinds whose content size comes from their text.
    static let textKinds: Set<String> = ["label", "button", "textField", "textView"]
    /// One memo for the process: storyboards repeat their texts.
    static let measurer = TextMeasurer()

    init(info: IBDocumentInfo, warn: @escaping (RawElement, String) -> Void) {
        scale = info.device.scale
        isPad = info.device.isPad
        systemVersion = info.systemVersion
        images = info.images
        systemImages = info.systemImages
        self.warn = warn
    }

    /// The content size of a view element of IB kind `kind`; `frame` is its stored frame, whose
    /// width a multi-line label or text view wraps at (the width Interface Builder laid it out at).
    func content(of element: RawElement, kind: String, frame: Rect?) -> Content? {
        switch kind {
        case "label": return label(element, frame: frame)
        case "button": return button(element)
        case "textField": return textField(element)
        case "textView": return textView(element, frame: frame)
        case "imageView":
            return element.string("image").flatMap { imageSize(named: $0, for: element) }.map { Content(width: $0.width, height: $0.height) }
        case "switch": return alignmentRectangle(control(.switch, element), kind: kind)
        case "slider": return alignmentRectangle(control(.slider, element), kind: kind)
        case "stepper": return control(.stepper, element)
        case "segmentedControl":
            let titles = element.child("segments")?.children(named: "segment").map { $0.string("title") ?? "" } ?? []
            return alignmentRectangle(control(.segmentedControl(titles: titles), element), kind: kind)
        case "activityIndicatorView":
            let style = element.string("style").flatMap(ActivityIndicatorStyle.init(name:)) ?? .medium
            return control(.activityIndicatorView(style), element)
        case "progressView": return control(.progressView, element)
        case "pageControl":
            let pages = element.string("numberOfPages").flatMap { Int($0.trimmingXMLSpace().prefix(6)) } ?? 3
            return control(.pageControl(numberOfPages: pages), element)
        case "searchBar": return control(.searchBar, element)
        case "pickerView": return control(.pickerView, element)
        case "datePicker":
            let style = element.string("style").flatMap(DatePickerStyle.init(rawValue:))
                ?? (systemVersion.major < 14 ? .wheels : .compact)
            return control(.datePicker(style), element)
        case "toolbar", "navigationBar":
            return Content(width: nil, height: isPad && systemVersion.major >= 12 ? 50 : 44)
        case "tabBar":
            return Content(width: nil, height: 49)
        default:
            return nil
        }
    }

    // MARK: Text

    /// The model's kind and content for an element the engine measures itself, in every
    /// environment as it measures a spec's views (multi-line labels in two passes, truncated
    /// texts reported, controls sized for each environment's iOS version): labels, text fields,
    /// buttons with a title only, and UIKit's controls but the switch. nil for the others, whose
    /// intrinsic size `content(of:kind:frame:)` measures here: images, buttons with an image,
    /// a glyph or a configuration, non-scrolling text views, bars, and switches and sliders up to
    /// iOS 18 (sized by their alignment rectangle, which the model does not have).
    func modelContent(of element: RawElement) -> (kind: ViewKind, content: ViewContent)? {
        switch element.name {
        case "label":
            let (text, attributedFont) = self.text(of: element)
            let lines = element.string("numberOfLines").flatMap { Int($0.trimmingXMLSpace().prefix(6)) }.map { max($0, 0) } ?? 1
            return (.label, ViewContent(text: text, font: fontDescriptor(element) ?? attributedFont ?? .labelDefault,
                                        numberOfLines: lines, lineBreakMode: lineBreakMode(element) ?? .default))
        case "textField":
            let border = element.string("borderStyle").flatMap(TextFieldBorderStyle.init(rawValue:)) ?? TextFieldBorderStyle.none
            return (.textField, ViewContent(text: element.string("text") ?? "", placeholder: element.string("placeholder") ?? "",
                                            font: fontDescriptor(element) ?? .system(size: 17, weight: .regular), borderStyle: border))
        case "button":
            let normal = element.children(named: "state").first { $0.string("key") == "normal" }
            let type = element.string("buttonType").flatMap(ButtonType.init(rawValue:))
            guard element.child("buttonConfiguration") == nil, type?.showsGlyph != true,
                  normal?.string("image") == nil, normal?.string("backgroundImage") == nil else { return nil }
            var insets = EdgeInsets.zero
            if let inset = element.child("inset", key: "contentEdgeInsets") {
                insets = EdgeInsets(top: number(inset, "minY"), left: number(inset, "minX"),
                                    bottom: number(inset, "maxY"), right: number(inset, "maxX"))
            }
            let title = normal?.string("title") ?? normal?.child("string", key: "title")?.text ?? ""
            return (.button, ViewContent(title: title, font: fontDescriptor(element) ?? .buttonDefault,
                                         lineBreakMode: lineBreakMode(element) ?? .middleTruncation,
                                         buttonType: type ?? .system, contentInsets: insets))
        // Up to iOS 18 a slider's frame reaches beyond its alignment rectangle, which the model does not have.
        case "slider" where Self.alignmentInsets(ofKind: "slider", systemMajor: systemVersion.major) == .zero:
            return (.slider, ViewContent())
        case "stepper": return (.stepper, ViewContent())
        case "progressView": return (.progressView, ViewContent())
        case "searchBar": return (.searchBar, ViewContent())
        case "pickerView": return (.pickerView, ViewContent())
        case "segmentedControl":
            let titles = element.child("segments")?.children(named: "segment").map { $0.string("title") ?? "" } ?? []
            return (.segmentedControl, ViewContent(segments: titles))
        case "activityIndicatorView":
            let style = element.string("style").flatMap(ActivityIndicatorStyle.init(name:)) ?? .medium
            return (.activityIndicatorView, ViewContent(activityIndicatorStyle: style))
        case "pageControl":
            let pages = element.string("numberOfPages").flatMap { Int($0.trimmingXMLSpace().prefix(6)) }.map { max($0, 0) } ?? 3
            return (.pageControl, ViewContent(numberOfPages: pages))
        case "datePicker":
            let style = element.string("style").flatMap(DatePickerStyle.init(rawValue:))
                ?? (systemVersion.major < 14 ? .wheels : .compact)
            return (.datePicker, ViewContent(datePickerStyle: style))
        default:
            return nil
        }
    }

    /// The element's `<fontDescription>` as a descriptor, or nil.
    private func fontDescriptor(_ element: RawElement) -> FontDescriptor? {
        element.child("fontDescription").flatMap { self.descriptor(of: $0) }
    }

    private func lineBreakMode(_ element: RawElement) -> LineBreakMode? {
        element.string("lineBreakMode").flatMap(LineBreakMode.init(name:))
    }

    private func label(_ element: RawElement, frame: Rect?) -> Content {
        let (text, attributedFont) = self.text(of: element)
        let font = resolve(element, default: attributedFont ?? .labelDefault)
        let lines = element.string("numberOfLines").flatMap { Int($0.trimmingXMLSpace().prefix(6)) }.map { max($0, 0) } ?? 1
        let mode = lineBreakMode(element) ?? .default
        // A multi-line label wraps at its laid-out width (UIKit's second layout pass); at import
        // time that is the width IB stored, or an explicit preferredMaxLayoutWidth.
        var wrapWidth = lines == 1 ? nil : (element.string("preferredMaxLayoutWidth").flatMap(IBNumbers.size) ?? frame?.width)
        if let width = wrapWidth,
           Self.measurer.measure(text, font: font, scale: scale, numberOfLines: lines, lineBreakMode: mode).width <= width * Self.fontSlack {
            // The text fitted IB's width on one line (per paragraph): Inter is not SF, so a text
            // a hair wider here is not wrapped either.
            wrapWidth = nil
        }
        let measured = Self.measurer.measure(text, font: font, scale: scale, numberOfLines: lines, lineBreakMode: mode, width: wrapWidth)
        let widest = measured.lines.map(\.width).max() ?? 0
        return Content(width: PixelRounding.ceilToPixel(widest, scale: canvasScale),
                       height: PixelRounding.ceilToPixel(Double(measured.lines.count) * measured.lineHeight, scale: canvasScale),
                       firstBaseline: measured.firstBaseline, lastBaseline: measured.lastBaseline)
    }

    /// The pixel a label's size is rounded up to on IB's canvas. UIKit rounds a label's size up to
    /// the device pixel (41.5 × 20.5 for "Label" in 17 points at 2x), and so do IB's 2x canvases;
    /// the 3x canvases of Xcode 11 and later store whole points (21 where the pixel gives 20.333),
    /// widths and heights alike, in every document of the corpus that shows it.
    private var canvasScale: Double {
        scale == 3 && systemVersion.major >= 13 ? 1 : scale
    }

    private func textView(_ element: RawElement, frame: Rect?) -> Content? {
        guard element.string("scrollEnabled") == "NO" else { return nil }
        let (text, attributedFont) = self.text(of: element)
        let font = resolve(element, default: attributedFont ?? .system(size: 14, weight: .regular))
        let (size, measured) = UIKitControls.textView(text: text, font: font, width: frame?.width, scale: scale, measurer: Self.measurer)
        return Content(width: size.width, height: size.height,
                       firstBaseline: 8 + measured.firstBaseline, lastBaseline: 8 + measured.lastBaseline)
    }

    private func button(_ element: RawElement) -> Content {
        let normal = element.children(named: "state").first { $0.string("key") == "normal" }
        var title = normal?.string("title") ?? normal?.child("string", key: "title")?.text ?? ""
        let image = normal?.string("image") ?? normal?.string("backgroundImage")
        var font = resolve(element, default: .buttonDefault)
        var insets = TextLayout.EdgeInsets.zero
        if let inset = element.child("inset", key: "contentEdgeInsets") {
            insets = TextLayout.EdgeInsets(top: number(inset, "minY"), left: number(inset, "minX"),
                                           bottom: number(inset, "maxY"), right: number(inset, "maxX"))
        }
        if let configuration = element.child("buttonConfiguration") {
            // iOS 15 configuration buttons: one measured sample ("Refresh Ad", 17 pt, 108 × 35)
            // fits 7 points above and below the title and 12 on each side.
            warn(configuration, "configuration button measured as its title with 7-point vertical and 12-point horizontal insets (an approximation)")
            title = configuration.string("title") ?? title
            font = resolve(configuration, default: .system(size: 17, weight: .regular))
            insets = TextLayout.EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
            let measured = Self.measurer.measure(title, font: font, scale: scale)
            let height = PixelRounding.ceilToPoint(font.lineHeight) + insets.top + insets.bottom
            return centred(Content(width: measured.width + insets.left + insets.right, height: height), font: font, top: insets.top)
        }
        var shownImage: (width: Double, height: Double)? = image.flatMap { self.imageSize(named: $0, for: element) }
        if let type = element.string("buttonType"), ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(type) {
            // The 22-point glyph; IB's frames of these buttons are 25 × 24.
            shownImage = (25, 24)
        }
        if let imageSize = shownImage {
            let titleWidth = title.isEmpty ? 0 : Self.measurer.measure(title, font: font, scale: scale).width
            let titleHeight = title.isEmpty ? 0 : PixelRounding.ceilToPoint(font.lineHeight + 12)
            return centred(Content(width: imageSize.width + titleWidth + insets.left + insets.right,
                                   height: max(imageSize.height, titleHeight) + insets.top + insets.bottom), font: font, top: insets.top)
        }
        let size = UIKitControls.button(title: title, font: font, contentInsets: insets, scale: scale, measurer: Self.measurer)
        return centred(Content(width: size.width, height: size.height), font: font, top: insets.top, bottom: insets.bottom)
    }

    private func textField(_ element: RawElement) -> Content {
        let font = resolve(element, default: .system(size: 17, weight: .regular))
        let border = element.string("borderStyle").flatMap(TextFieldBorderStyle.init(rawValue:)) ?? .none
        let size = UIKitControls.textField(text: element.string("text") ?? "", placeholder: element.string("placeholder") ?? "",
                                           font: font, borderStyle: border, systemVersion: systemVersion, scale: scale,
                                           measurer: Self.measurer)
        return centred(Content(width: size.width, height: size.height), font: font)
    }

    /// Baselines of one line of text centred vertically between the insets.
    private func centred(_ content: Content, font: Font, top: Double = 0, bottom: Double = 0) -> Content {
        var result = content
        if let height = content.height {
            let baseline = top + (height - top - bottom - font.lineHeight) / 2 + font.ascender
            result.firstBaseline = baseline
            result.lastBaseline = baseline
        }
        return result
    }

    /// A label's or text view's text: `text`, `<string key="text">`, or the fragments of an
    /// attributed string joined (measured in the first fragment's font, with a warning).
    private func text(of element: RawElement) -> (String, FontDescriptor?) {
        if let text = element.string("text") { return (text, nil) }
        if let string = element.child("string", key: "text") { return (string.text ?? "", nil) }
        guard let attributed = element.child("attributedString") else { return ("", nil) }
        let fragments = attributed.children(named: "fragment")
        let text = fragments.map { $0.string("content") ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        var font: FontDescriptor?
        if let first = fragments.first?.child("attributes")?.child("font", key: "NSFont"),
           let size = first.string("size").flatMap(IBNumbers.size), size > 0, size <= FontDescriptor.maximumPointSize {
            let name = first.string("name") ?? ""
            font = name.isEmpty || name.hasPrefix(".") ? .system(size: size, weight: name.contains("Bold") ? .bold : .regular)
                : .named(name, size: size)
        }
        warn(attributed, "attributed text measured as plain text in its first fragment's font")
        return (text, font)
    }

    // MARK: Fonts

    /// The element's `<fontDescription>` resolved (a named font that is not installed falls back
    /// to the system font, with a warning), or `fallback`.
    private func resolve(_ element: RawElement, default fallback: FontDescriptor) -> Font {
        let font = fontDescriptor(element) ?? fallback
        let resolved = Self.fonts.resolve(font)
        if let warning = resolved.warnings.first, let at = element.child("fontDescription") { warn(at, warning.message) }
        return resolved.font
    }

    /// `<fontDescription>`: a text style (`style="UICTFontTextStyleBody"`), the system font
    /// (`type="system|boldSystem|italicSystem" pointSize weight`), or a named font (`name pointSize`).
    private func descriptor(of element: RawElement) -> FontDescriptor? {
        if let style = element.string("style") {
            if let textStyle = TextStyle(interfaceBuilderName: style) { return .textStyle(textStyle) }
            warn(element, "unknown text style '\(style)'; measured with the 17-point system font")
            return .labelDefault
        }
        let size = element.string("pointSize").flatMap(IBNumbers.size).map { min(max($0, 1), FontDescriptor.maximumPointSize) } ?? 17
        switch element.string("type") {
        case "boldSystem":
            return .system(size: size, weight: .bold)
        case "system", "italicSystem":
            let weight = element.string("weight").flatMap(FontWeight.init(rawValue:)) ?? .regular
            return .system(size: size, weight: weight)
        default:
            guard let name = element.string("name"), !name.isEmpty else { return .system(size: size, weight: .regular) }
            return .named(name, size: size)
        }
    }

    // MARK: Images and controls

    private func imageSize(named name: String, for element: RawElement) -> (width: Double, height: Double)? {
        if let size = images[name] { return size }
        if systemImages.contains(name) || element.string("catalog") == "system" {
            warn(element, "SF Symbol '\(name)': its rendered size is not in the document; the view has no intrinsic size here")
        } else {
            warn(element, "image '\(name)' has no size in <resources>; the view has no intrinsic size here")
        }
        return nil
    }

    private func control(_ control: UIKitControl, _ element: RawElement) -> Content {
        let size = UIKitControls.intrinsicSize(of: control, systemVersion: systemVersion, fonts: Self.fonts, measurer: Self.measurer)
        if let note = size.note { warn(element, note) }
        return Content(width: size.width, height: size.height)
    }

    /// The height of the alignment rectangle of a control the engine measures (as UIKit sizes its
    /// frame) whose frame reaches above or below it: a segmented control from iOS 13, 31 where
    /// UIKit's size is 32. nil where the frame is the rectangle.
    func alignmentHeight(ofKind kind: String) -> Double? {
        let insets = Self.alignmentInsets(ofKind: kind, systemMajor: systemVersion.major)
        guard kind == "segmentedControl", insets.top + insets.bottom > 0 else { return nil }
        let frame = UIKitControls.intrinsicSize(of: .segmentedControl(titles: []), systemVersion: systemVersion, fonts: Self.fonts)
        return frame.height.map { max($0 - insets.top - insets.bottom, 0) }
    }

    /// A control's size less its alignment insets: the rectangle Auto Layout places.
    private func alignmentRectangle(_ content: Content, kind: String) -> Content {
        let insets = Self.alignmentInsets(ofKind: kind, systemMajor: systemVersion.major)
        var result = content
        result.width = content.width.map { max($0 - insets.left - insets.right, 0) }
        result.height = content.height.map { max($0 - insets.top - insets.bottom, 0) }
        return result
    }

    private func number(_ element: RawElement, _ name: String) -> Double {
        element.string(name).flatMap(IBNumbers.number) ?? 0
    }
}
