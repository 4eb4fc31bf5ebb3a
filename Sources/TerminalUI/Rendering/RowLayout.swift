/// Lays a ``Row`` out on a line of a given width: sanitised, truncated, accessory right-aligned.
public struct RowLayout: Sendable {
    /// Replaces controls and bidi overrides in row text.
    public let sanitizer: TextSanitizer
    /// The ellipsis ending truncated text.
    public let ellipsis: String

    /// A layout using `glyphs` for the ellipsis and the sanitising scheme.
    public init(glyphs: Glyphs) {
        sanitizer = TextSanitizer(unicode: glyphs.isUnicode)
        ellipsis = glyphs.ellipsis
    }

    /// Runs that fill exactly `width` columns; with `highlight`, every run is drawn in that role.
    public func runs(for row: Row, width: Int, highlight: StyleRole? = nil) -> [StyledRun] {
        guard width > 0 else { return [] }
        var runs: [StyledRun] = []
        let padRole = highlight ?? .normal
        let accessory = fit(row.accessory, columns: width, highlight: highlight)
        let accessoryWidth = accessory.reduce(0) { $0 + $1.width }
        let leftColumns = accessoryWidth == 0 ? width : max(0, width - accessoryWidth - 1)
        let left = fit(row.segments, columns: leftColumns, highlight: highlight)
        runs.append(contentsOf: left)
        let used = left.reduce(0) { $0 + $1.width } + accessoryWidth
        if used < width {
            runs.append(StyledRun(text: String(repeating: " ", count: width - used), role: padRole, width: width - used))
        }
        runs.append(contentsOf: accessory)
        return runs
    }

    private func fit(_ segments: [Segment], columns: Int, highlight: StyleRole?) -> [StyledRun] {
        var runs: [StyledRun] = []
        var remaining = columns
        for segment in segments where remaining > 0 {
            let fitted = FittedText(sanitizer.sanitize(segment.text), columns: remaining, ellipsis: ellipsis)
            if fitted.width > 0 {
                runs.append(StyledRun(text: fitted.text, role: highlight ?? segment.role, width: fitted.width,
                                      colours: highlight == nil ? segment.colours : nil))
            }
            remaining -= fitted.width
            if fitted.isTruncated { break }
        }
        return runs
    }
}
