/// Turns text that may hold HTML (tags, character references, odd whitespace) into plain text.
///
/// Recipe sites put HTML inside their JSON-LD strings: `<p>` and `<br>` around steps, `<a href>`
/// around ingredients, `&frac12;` and doubly escaped `&amp;#39;`. Tags that end a block of text
/// (`p`, `br`, `li`, `div`, headings, rows) become line breaks; other tags vanish.
enum HTMLText {
    /// The text on one line: tags removed, references decoded, whitespace runs made one space, trimmed.
    static func plainText(_ text: String) -> String {
        lines(of: decoded(text), keepingBreaks: false).first ?? ""
    }

    /// The text's non-empty lines: block tags and newlines break lines; each line as `plainText`.
    static func plainLines(_ text: String) -> [String] {
        lines(of: decoded(text), keepingBreaks: true)
    }

    /// Tags removed and references decoded, again while decoding made new markup (a site that
    /// escaped its HTML twice: `&lt;p&gt;` becomes `<p>`, then is removed; `&amp;#39;` becomes `'`).
    private static func decoded(_ text: String) -> String.UnicodeScalarView {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) else {
            return text.unicodeScalars
        }
        var (result, madeMarkup) = decodingReferences(withoutTags(text.unicodeScalars))
        for _ in 0 ..< 2 where madeMarkup {
            (result, madeMarkup) = decodingReferences(withoutTags(result))
        }
        return result
    }

    /// The text with whitespace runs collapsed into lines; line breaks kept only if asked.
    private static func lines(of scalars: String.UnicodeScalarView, keepingBreaks: Bool) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in scalars {
            if scalar == "\n" && keepingBreaks {
                if !line.isEmpty { lines.append(String(line)) }
                line = String.UnicodeScalarView()
                pendingSpace = false
            } else if Whitespace.isWhitespace(scalar) {
                pendingSpace = !line.isEmpty
            } else if scalar.value < 0x20 || scalar == "\u{7F}" || scalar == "\u{200B}" || scalar == "\u{FEFF}" {
                continue
            } else {
                if pendingSpace { line.append(" ") }
                pendingSpace = false
                line.append(scalar)
            }
        }
        if !line.isEmpty { lines.append(String(line)) }
        return lines
    }

    /// Removes tags and comments; a tag that ends a block of text leaves a line break.
    static func withoutTags(_ scalars: String.UnicodeScalarView) -> String.UnicodeScalarView {
        var output = String.UnicodeScalarView()
        var closes = NextClose()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "<", let tag = tagEnd(in: scalars, from: index, closes: &closes) else {
                output.append(scalar)
                index = scalars.index(after: index)
                continue
            }
            if isBlockTag(scalars[scalars.index(after: index) ..< tag]) { output.append("\n") }
            index = tag < scalars.endIndex ? scalars.index(after: tag) : tag
        }
        return output
    }

    /// The next `>` found so far; remembered so that many `<` without a `>` cost one scan, not one each.
    private struct NextClose {
        var index: String.Index?
        var exhausted = false

        mutating func after(_ position: String.Index, in scalars: String.UnicodeScalarView) -> String.Index? {
            if exhausted { return nil }
            if let index, index > position { return index }
            index = scalars[position...].firstIndex(of: ">")
            exhausted = index == nil
            return index
        }
    }

    /// Where the tag or comment opening at `start` ends (its `>`), if this `<` opens one at all.
    private static func tagEnd(
        in scalars: String.UnicodeScalarView, from start: String.Index, closes: inout NextClose
    ) -> String.Index? {
        let next = scalars.index(after: start)
        guard next < scalars.endIndex else { return nil }
        let first = scalars[next]
        guard first.properties.isAlphabetic || first == "/" || first == "!" || first == "?" else { return nil }
        if scalars[next...].starts(with: "!--".unicodeScalars) {
            var index = next
            while index < scalars.endIndex {
                if scalars[index...].starts(with: "-->".unicodeScalars) { return scalars.index(index, offsetBy: 2) }
                index = scalars.index(after: index)
            }
            return scalars.endIndex
        }
        return closes.after(next, in: scalars)
    }

    private static let blockTags: Set<String> = [
        "p", "br", "li", "div", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "section", "blockquote",
    ]

    private static func isBlockTag(_ inside: Substring.UnicodeScalarView) -> Bool {
        let name = inside.drop { $0 == "/" }.prefix { $0.properties.isAlphabetic || ("0" ... "9").contains($0) }
        return blockTags.contains(String(String.UnicodeScalarView(name)).lowercased())
    }

    /// Decodes `&name;`, `&#123;` and `&#x1F;`; anything else starting with `&` stays as written.
    /// Also says whether decoding made a `&` or `<`, which may start markup escaped twice.
    static func decodingReferences(_ scalars: String.UnicodeScalarView) -> (String.UnicodeScalarView, madeMarkup: Bool) {
        var output = String.UnicodeScalarView()
        var madeMarkup = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            guard scalar == "&", let (decoded, end) = reference(in: scalars, from: index) else {
                output.append(scalar)
                continue
            }
            madeMarkup = madeMarkup || decoded == "&" || decoded == "<"
            output.append(decoded)
            index = end
        }
        return (output, madeMarkup)
    }

    /// The character of the reference after an `&` at `start`, and where the reference ends.
    private static func reference(
        in scalars: String.UnicodeScalarView, from start: String.Index
    ) -> (Unicode.Scalar, String.Index)? {
        var index = start
        var name = ""
        while index < scalars.endIndex, name.unicodeScalars.count < 32,
              scalars[index].properties.isAlphabetic || ("0" ... "9").contains(scalars[index]) || scalars[index] == "#" {
            name.unicodeScalars.append(scalars[index])
            index = scalars.index(after: index)
        }
        let terminated = index < scalars.endIndex && scalars[index] == ";"
        let end = terminated ? scalars.index(after: index) : index
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            // Windows-1252 numbers (&#146; for ’) are common on old pages; map them as browsers do.
            guard let value, let scalar = windows1252[value] ?? Unicode.Scalar(value), value != 0 else { return nil }
            return (scalar, end)
        }
        guard terminated, let value = HTMLEntities.scalars[name], let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end)
    }

    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "€", 0x82: "‚", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x91: "‘", 0x92: "’",
        0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x99: "™",
    ]
}
