import Foundation

/// The YAML front matter of a Cooklang file, read as far as recipe metadata needs.
///
/// Understood: `key: value` (keys may hold spaces), nested maps by indentation (read as dotted
/// keys: `source:` / `  url: …` → `source.url`), lists written `[a, b]` or as `- item` lines,
/// single- and double-quoted strings, `|` and `>` block text, and `#` comments. Anchors, tags
/// and multi-document streams are not: their lines are kept as text or ignored.
struct FrontMatter {
    /// One key (dotted when nested) and its values: one for a scalar, any number for a list.
    struct Entry {
        var key: String
        var values: [String]
        /// Whether the values were written as a list (not split further at commas).
        var isList: Bool
    }

    /// The entries in file order.
    private(set) var entries: [Entry] = []

    /// Splits a file (valid UTF-8, BOM removed) into its front matter lines and the body after it;
    /// a file that does not open with a `---` line closed by another has none.
    static func split(_ bytes: [UInt8]) -> (frontMatter: [String]?, body: ArraySlice<UInt8>) {
        var collected: [String] = []
        guard let bodyStart = fenced(bytes, line: { collected.append(String(decoding: bytes[$0], as: UTF8.self)) })
        else { return (nil, bytes[...]) }
        return (collected, bytes[bodyStart...])
    }

    /// The body of a file (valid UTF-8, BOM removed): what follows its front matter, if any. The
    /// structure of a recipe needs no metadata, so its lines are not made into strings.
    static func body(of bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes[(fenced(bytes, line: { _ in }) ?? 0)...]
    }

    /// Where the body starts when the file opens with a front matter closed by a fence, each line
    /// between the fences handed to `line`; `nil` when it has none.
    private static func fenced(_ bytes: [UInt8], line: (Range<Int>) -> Void) -> Int? {
        guard let firstEnd = ByteSearch.firstIndex(of: 0x0A, in: bytes[...], from: 0), isFence(bytes[..<firstEnd]) else { return nil }
        var start = firstEnd + 1
        while start <= bytes.count {
            let end = ByteSearch.firstIndex(of: 0x0A, in: bytes[...], from: start) ?? bytes.count
            if isFence(bytes[start ..< end]) { return min(end + 1, bytes.count) }
            line(start ..< end)
            start = end + 1
        }
        return nil
    }

    private static func isFence(_ line: ArraySlice<UInt8>) -> Bool {
        let trimmed = line.reversed().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        return trimmed.count == 3 && trimmed.allSatisfy { $0 == UInt8(ascii: "-") }
    }

    /// Reads the lines between the fences.
    init(lines: [String]) {
        var parents: [(indent: Int, key: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].replacingOccurrences(of: "\t", with: "  ")
            index += 1
            let content = line.trimmingCharacters(in: .whitespaces)
            if content.isEmpty || content.hasPrefix("#") { continue }
            let indent = line.prefix { $0 == " " }.count
            if content == "-" || content.hasPrefix("- ") {
                // A list item belongs to the innermost key opened above it.
                guard let parent = parents.last else { continue }
                append(Self.scalar(String(content.dropFirst()).trimmingCharacters(in: .whitespaces)), to: parent.key)
                continue
            }
            while let last = parents.last, last.indent >= indent { parents.removeLast() }
            guard let (name, rawValue) = Self.keyAndValue(content) else { continue }
            let key = (parents.map(\.key).last.map { $0 + "." } ?? "") + name
            switch rawValue {
            case "":
                parents.append((indent, key))
                entries.append(Entry(key: key, values: [], isList: true))
            case "|", "|-", "|+", ">", ">-", ">+":
                var block: [String] = []
                while index < lines.count {
                    let next = lines[index]
                    let nextIndent = next.prefix { $0 == " " }.count
                    guard next.trimmingCharacters(in: .whitespaces).isEmpty || nextIndent > indent else { break }
                    block.append(next.trimmingCharacters(in: .whitespaces))
                    index += 1
                }
                let folded = rawValue.hasPrefix(">") ? block.joined(separator: " ") : block.joined(separator: "\n")
                entries.append(Entry(key: key, values: [folded.trimmingCharacters(in: .whitespacesAndNewlines)], isList: false))
            default:
                entries.append(Entry(key: key, values: Self.values(rawValue), isList: rawValue.hasPrefix("[")))
            }
        }
    }

    private mutating func append(_ value: String, to key: String) {
        if let position = entries.lastIndex(where: { $0.key == key }) {
            entries[position].values.append(value)
        } else {
            entries.append(Entry(key: key, values: [value], isList: true))
        }
    }

    /// `key: value` split at the first colon followed by a space or the end of the line (so
    /// `source: https://…` keeps its address whole), else at the first colon not opening `//`
    /// (`cooking time    :30 mins`, a canonical case).
    private static func keyAndValue(_ content: String) -> (String, String)? {
        let colons = content.indices.filter { content[$0] == ":" }
        let split = colons.first { colon in
            let after = content.index(after: colon)
            return after == content.endIndex || content[after] == " "
        } ?? colons.first { !content[content.index(after: $0)...].hasPrefix("//") }
        guard let colon = split else { return nil }
        let key = unquoted(content[..<colon].trimmingCharacters(in: .whitespaces))
        return key.isEmpty ? nil : (key, content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// A scalar or a flow list (`[a, "b, c"]`) as values.
    private static func values(_ raw: String) -> [String] {
        guard raw.hasPrefix("["), raw.hasSuffix("]") else { return [scalar(raw)] }
        var items: [String] = []
        var current = ""
        var quote: Character?
        for character in raw.dropFirst().dropLast() {
            if let open = quote {
                if character == open { quote = nil }
                current.append(character)
            } else if character == "\"" || character == "'" {
                quote = character
                current.append(character)
            } else if character == "," {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        return items.map { scalar($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    /// A scalar's text: quotes removed (with their escapes), or a trailing ` # comment` dropped.
    static func scalar(_ raw: String) -> String {
        if raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\"") {
            var text = ""
            var escaped = false
            for character in raw.dropFirst().dropLast() {
                if escaped {
                    text.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    text.append(character)
                }
            }
            return text
        }
        if raw.count >= 2, raw.hasPrefix("'"), raw.hasSuffix("'") {
            return String(raw.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        if let comment = raw.range(of: " #") { return raw[..<comment.lowerBound].trimmingCharacters(in: .whitespaces) }
        return raw
    }

    private static func unquoted(_ key: String) -> String {
        (key.hasPrefix("\"") || key.hasPrefix("'")) ? scalar(key) : key
    }
}
