import Foundation

/// CookCLI's `.shopping-list`, as cooklang-rs reads and writes it: one line per item, a recipe as
/// `./PATH{MULTIPLIER}` (PATH inside the folder without `.cook`, the multiplier a scale factor,
/// left out for 1), a free-hand ingredient as `NAME{QUANTITY}` or `NAME`, children indented by two
/// spaces under their recipe, `//` starting a comment.
///
/// The program reads the top-level recipe lines as shopping marks and keeps every other line
/// (free-hand ingredients, menus, recipes it does not know, children) as it was when it writes
/// the marks back.
struct ShoppingListFile: Equatable {
    /// A top-level entry: its first line and the lines indented under it.
    struct Entry: Equatable {
        /// The recipe's path without `.cook` for a recipe line, `nil` for any other line.
        var recipePath: String?
        /// The multiplier a recipe line states.
        var multiplier: Double?
        /// The entry's lines as written (its own first, then its children's).
        var lines: [String]
    }

    var entries: [Entry] = []

    /// Reads `text`; lines it cannot read as a recipe are kept as they are.
    init(text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let content = (line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line)
            if content.trimmingCharacters(in: .whitespaces).isEmpty {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { entries.append(Entry(lines: [line])) }
                continue
            }
            if content.hasPrefix(" "), !entries.isEmpty {
                entries[entries.count - 1].lines.append(line)
                continue
            }
            entries.append(Self.entry(content.trimmingCharacters(in: .whitespaces), line: line))
        }
    }

    init(entries: [Entry]) { self.entries = entries }

    private static func entry(_ content: String, line: String) -> Entry {
        guard content.hasPrefix("./") else { return Entry(lines: [line]) }
        var path = String(content.dropFirst(2))
        var multiplier: Double?
        if path.hasSuffix("}"), let brace = path.lastIndex(of: "{") {
            guard let value = Double(path[path.index(after: brace)..<path.index(before: path.endIndex)]) else {
                return Entry(lines: [line])
            }
            multiplier = value
            path = String(path[..<brace])
        }
        // The path is as written between `./` and `{`: a file's name may begin or end with a space.
        return Entry(recipePath: path, multiplier: multiplier, lines: [line])
    }

    /// A recipe entry's first line. A path ending in a space or a `}` gets its multiplier (`{1}`)
    /// even at 1, or reading the line back would lose the space (every line is trimmed) or take
    /// `{big pot}` for a multiplier that is no number (and the line for no recipe).
    static func line(path: String, multiplier: Double?) -> String {
        let needsMultiplier = path.last?.isWhitespace == true || path.hasSuffix("}")
        guard let multiplier, abs(multiplier - 1) > 1e-9 else { return "./" + path + (needsMultiplier ? "{1}" : "") }
        let number = multiplier.rounded() == multiplier ? String(Int(multiplier)) : String(multiplier)
        return "./\(path){\(number)}"
    }

    /// The file's text.
    var text: String { entries.flatMap(\.lines).map { $0 + "\n" }.joined() }
}
