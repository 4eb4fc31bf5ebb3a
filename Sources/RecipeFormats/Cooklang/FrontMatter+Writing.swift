import Foundation

/// Writing front matter that `FrontMatter` (and YAML readers) read back to the same values.
extension FrontMatter {
    /// `key: value`, the value quoted when YAML would otherwise read it differently.
    static func line(_ key: String, _ value: String) -> String {
        "\(key): \(scalarText(value))"
    }

    /// `key:` then one `  - item` line per value.
    static func listLines(_ key: String, _ values: [String]) -> [String] {
        ["\(key):"] + values.map { "  - \(scalarText($0))" }
    }

    /// `key: |` then the text's lines indented: multi-line text kept line for line.
    static func blockLines(_ key: String, _ text: String) -> [String] {
        guard text.contains("\n") else { return [line(key, text)] }
        return ["\(key): |"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
    }

    /// The value as written: plain when that is unambiguous, else in double quotes with escapes.
    static func scalarText(_ value: String) -> String {
        let special: Set<Character> = ["-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"]
        let isPlain = !value.isEmpty && value == value.trimmingCharacters(in: .whitespaces)
            && !special.contains(value.first!) && !value.contains(": ") && !value.contains(" #")
            && !value.hasSuffix(":") && !value.contains(where: { $0.isNewline || $0 == "\t" })
        guard !isPlain else { return value }
        var quoted = "\""
        for character in value {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
