internal import CHarfBuzz

/// One face of an OpenType font file (`.otf`, `.ttf`, or a face of a `.ttc` collection), loaded
/// with HarfBuzz's own OpenType functions. Immutable once loaded, so threads share it for shaping.
final class OpenTypeFace: @unchecked Sendable {
    /// The file the face was read from.
    let path: String
    /// The face's index in its file (0 unless the file is a collection).
    let faceIndex: Int
    /// Font design units per em.
    let unitsPerEm: Int
    /// The PostScript name from the `name` table, if the face has one.
    let postScriptName: String?
    /// `hhea` ascender, descender (negative below the baseline) and line gap, in font units.
    let hheaAscender: Int
    let hheaDescender: Int
    let hheaLineGap: Int

    private let face: OpaquePointer
    private let font: OpaquePointer

    /// Loads a face; nil when the file cannot be read or holds no font at that index.
    init?(path: String, faceIndex: Int = 0) {
        guard faceIndex >= 0, faceIndex < Int(UInt32.max),
              let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard faceIndex < Int(hb_face_count(blob)), let face = hb_face_create(blob, UInt32(faceIndex)) else {
            return nil
        }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            return nil
        }
        hb_font_make_immutable(font)
        self.path = path
        self.faceIndex = faceIndex
        self.face = face
        self.font = font
        self.unitsPerEm = Int(hb_face_get_upem(face))
        self.postScriptName = OpenTypeFace.name(6, of: face)
        let hhea = OpenTypeFace.horizontalHeader(of: face)
        self.hheaAscender = hhea.ascender
        self.hheaDescender = hhea.descender
        self.hheaLineGap = hhea.lineGap
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The number of faces in a font file (1 for `.otf`/`.ttf`, more for a collection); 0 when
    /// the file cannot be read.
    static func faceCount(path: String) -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return 0 }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    /// One shaped glyph: its glyph id, its horizontal advance in font units, and the UTF-16
    /// offset of the cluster it belongs to.
    struct Glyph {
        var id: UInt32
        var advance: Int32
        var cluster: Int
    }

    /// Shapes UTF-16 text with the font's default features (kerning, contextual alternates),
    /// direction and script guessed from the text.
    func shape(_ units: UnsafeBufferPointer<UInt16>) -> [Glyph] {
        guard let base = units.baseAddress, !units.isEmpty, units.count < Int(Int32.max) else { return [] }
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, base, Int32(units.count), 0, Int32(units.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            glyphs.append(Glyph(id: infos[index].codepoint, advance: positions[index].x_advance,
                                cluster: Int(infos[index].cluster)))
        }
        return glyphs
    }

    /// A string from the `name` table (6 is the PostScript name), in the default language.
    private static func name(_ id: UInt32, of face: OpaquePointer) -> String? {
        var length: UInt32 = 0
        let total = hb_ot_name_get_utf8(face, id, nil, &length, nil)
        guard total > 0, total < 4096 else { return nil }
        var bytes = [CChar](repeating: 0, count: Int(total) + 1)
        length = total + 1
        _ = hb_ot_name_get_utf8(face, id, nil, &length, &bytes)
        let utf8 = bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        let text = String(decoding: utf8, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// Ascender, descender and line gap from the `hhea` table, as CoreText reads them
    /// (`UIFont.lineHeight` = ascender − descender + line gap).
    private static func horizontalHeader(of face: OpaquePointer) -> (ascender: Int, descender: Int, lineGap: Int) {
        let tag: UInt32 = 0x6868_6561 // 'hhea'
        guard let blob = hb_face_reference_table(face, tag) else { return (0, 0, 0) }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 10 else { return (0, 0, 0) }
        func int16(at offset: Int) -> Int {
            let high = UInt16(UInt8(bitPattern: data[offset]))
            let low = UInt16(UInt8(bitPattern: data[offset + 1]))
            return Int(Int16(bitPattern: high << 8 | low))
        }
        return (int16(at: 4), int16(at: 6), int16(at: 8))
    }
}

extension OpenTypeFace: Hashable {
    static func == (lhs: OpenTypeFace, rhs: OpenTypeFace) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
