import Foundation
import Yams

/// The YAML front matter of a Cooklang file, read as far as recipe metadata needs.
///
/// Read by Yams (libyaml), as cooklang-rs reads it with a YAML library: every key with its
/// values, nested maps as dotted keys (`source:` / `  url: …` → `source.url`), lists, quoted
/// and block strings, anchors and aliases, as YAML says. Cooks also write front matter that is
/// not YAML (a tab for indentation, `title: Pasta: the best`, `cooking time    :30 mins`, a
/// canonical case); what Yams refuses is read line by line instead (`init(leniently:)`), so no
/// metadata a cook wrote is dropped for a slip of syntax.
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

    /// Reads the lines between the fences: as YAML, or, when they are not, line by line.
    init(lines: [String]) {
        let text = lines.joined(separator: "\n")
        if text.allSatisfy(\.isWhitespace) {
            self.init(entries: [])
        } else if let entries = Self.yamlEntries(text) {
            self.init(entries: entries)
        } else {
            self.init(leniently: lines)
        }
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// How many values (scalars, and list and map items) the YAML may hold once its aliases are
    /// followed: a recipe's metadata has tens. Aliases of aliases of lists grow exponentially
    /// ("a billion laughs", a few hundred bytes); past this, the front matter is read line by
    /// line, as written, aliases unfollowed.
    static let valueBudget = 10_000
    /// How many brackets and braces the YAML may open: a flow list nested thousands deep would
    /// nest the parser's calls as deep.
    static let bracketBudget = 256

    /// The entries of `text` read as YAML; nil when it is not YAML, not a map, or holds more
    /// than the budgets allow.
    private static func yamlEntries(_ text: String) -> [Entry]? {
        let brackets = text.utf8.reduce(0) { $0 + ($1 == 0x5B || $1 == 0x7B ? 1 : 0) }
        guard brackets <= bracketBudget,
              // UTF-8 said outright: Yams' default asks the process environment on every call (a
              // tenth of a folder's first indexing went there).
              let node = try? Yams.compose(yaml: text, .default, .default, .utf8), case .mapping(let mapping) = node
        else { return nil }
        var entries: [Entry] = []
        var budget = valueBudget
        do {
            try add(mapping, prefix: "", to: &entries, budget: &budget)
        } catch {
            return nil
        }
        return entries
    }

    /// Thrown when the values would pass `valueBudget`.
    private struct TooManyValues: Error {}

    /// The entries of a YAML map, nested maps under dotted keys (the map's own key first, with
    /// no values, as a key opening a nested block is read line by line).
    private static func add(_ mapping: Node.Mapping, prefix: String, to entries: inout [Entry], budget: inout Int) throws {
        for (keyNode, value) in mapping {
            try spend(&budget)
            guard let name = keyNode.scalar?.string, !name.isEmpty else { continue }
            let key = prefix + name
            switch value {
            case .mapping(let nested):
                entries.append(Entry(key: key, values: [], isList: true))
                try add(nested, prefix: key + ".", to: &entries, budget: &budget)
            case .sequence(let sequence):
                var values: [String] = []
                for item in sequence {
                    // A group in a list (`- Sauce:` with its items under it): its name as a heading
                    // line, then its items, as a recipe's list writes a group.
                    if case .mapping(let group) = item, !group.isEmpty, group.allSatisfy({ $0.value.sequence != nil }) {
                        for (name, members) in group {
                            try spend(&budget)
                            if let name = name.scalar?.string { values.append(name.hasSuffix(":") ? name : name + ":") }
                            for member in members.sequence ?? [] {
                                if let text = try text(of: member, budget: &budget) { values.append(text) }
                            }
                        }
                    } else if case .mapping(let section) = item, let (name, members) = named(section) {
                        // A named section with its list (`- title: Prepare` / `steps:` / `- text: …`).
                        values.append(name.hasSuffix(":") ? name : name + ":")
                        for member in members {
                            if let text = try text(of: member, budget: &budget) { values.append(text) }
                        }
                    } else if let text = try text(of: item, budget: &budget) {
                        values.append(text)
                    }
                }
                entries.append(Entry(key: key, values: values, isList: true))
            case .scalar(let scalar) where isNull(scalar):
                entries.append(Entry(key: key, values: [], isList: true))
            default:
                entries.append(Entry(key: key, values: try text(of: value, budget: &budget).map { [$0] } ?? [], isList: false))
            }
        }
    }

    /// A map naming a section (`title`, `name`, `section`, `group` or `heading`) and holding one
    /// list: the name and the list's items; nil for any other map.
    private static func named(_ section: Node.Mapping) -> (String, [Node])? {
        let lists = section.filter { $0.value.sequence != nil }
        guard lists.count == 1, let list = lists.first?.value.sequence,
              let name = section.first(where: { ["title", "name", "section", "group", "heading"].contains($0.key.scalar?.string.lowercased() ?? "") })?
                  .value.scalar?.string, !name.isEmpty
        else { return nil }
        return (name, Array(list))
    }

    /// The keys whose value is a map's whole text (`- text: Chop the onion.` / `timer: 60`): what a
    /// step or a note says, the other keys being about it.
    private static let textKeys: Set<String> = ["text", "description", "instruction", "step", "direction", "body"]

    private static func spend(_ budget: inout Int) throws {
        budget -= 1
        if budget < 0 { throw TooManyValues() }
    }

    /// Whether a plain scalar is YAML's null (`key:` with nothing, `~`, `null`); a quoted one never is.
    private static func isNull(_ scalar: Node.Scalar) -> Bool {
        scalar.style == .plain && NSNull.construct(from: scalar) != nil
    }

    /// A value as text: a scalar's string (a block's trailing line break dropped), a list's or
    /// a map's values joined by commas; nil for a null.
    private static func text(of node: Node, budget: inout Int) throws -> String? {
        try spend(&budget)
        switch node {
        case .scalar(let scalar):
            guard !isNull(scalar) else { return nil }
            let string = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
            return string.isEmpty ? nil : string
        case .sequence(let sequence):
            var parts: [String] = []
            for item in sequence {
                if let text = try text(of: item, budget: &budget) { parts.append(text) }
            }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        case .mapping(let mapping):
            if let (_, value) = mapping.first(where: { textKeys.contains($0.key.scalar?.string.lowercased() ?? "") }),
               // An ingredient's or a picture's map (`url:` with its `description:`) is more than its text.
               !mapping.contains(where: { ["item", "name", "ingredient", "food", "url", "src", "href"].contains($0.key.scalar?.string.lowercased() ?? "") }) {
                return try text(of: value, budget: &budget)
            }
            var parts: [String] = []
            for (key, value) in mapping {
                if let text = try text(of: value, budget: &budget) {
                    parts.append(((key.scalar?.string).map { "\($0): " } ?? "") + text)
                }
            }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        case .alias:
            return nil
        }
    }

    /// Reads the lines between the fences one by one, for front matter that is not YAML:
    /// `key: value` split at the first colon followed by a space, nested keys by indentation,
    /// `- item` and `[a, b]` lists, quoted strings, `|` and `>` blocks, `#` comments.
    init(leniently lines: [String]) {
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
            let keyed = Self.keyAndValue(content)
            if keyed == nil, let parent = parents.last,
               let position = entries.lastIndex(where: { $0.key == parent.key }), entries[position].isList,
               let last = entries[position].values.last {
                // A line that is no key under a list (`- Roll out:` then an unmarked sentence): the
                // item above continued when its sentence is unfinished, else an item of its own;
                // dropping it would lose the items after it too, as they belong to this list.
                if last.last.map({ ".!?:;)".contains($0) }) ?? true {
                    entries[position].values.append(Self.scalar(content))
                } else {
                    entries[position].values[entries[position].values.count - 1] = last + " " + content
                }
                continue
            }
            while let last = parents.last, last.indent >= indent { parents.removeLast() }
            guard let (name, rawValue) = keyed else { continue }
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
