// The "Collections:" line of the recipe template: names separated by commas, quoted when needed.

/// Writes and reads a list of collection names on one line so that every name comes back as
/// it was: a name holding a comma or a double quote, or starting or ending with a space, is
/// written in double quotes with its quotes doubled (`"Soups, Stews", Baking`), as in CSV.
enum CollectionList {
    /// A line that cannot be read as names, with the reason for the person editing.
    struct Problem: Error {
        let message: String
    }

    /// The names on one line, each quoted only when it must be.
    static func format(_ names: [String]) -> String {
        names.map { name in
            let needsQuotes = name.contains(",") || name.contains("\"") || name.first == " " || name.last == " "
            return needsQuotes ? "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : name
        }.joined(separator: ", ")
    }

    /// The names of a line, in order, without empty names or repeats; quoted names kept exactly.
    static func parse(_ line: String) throws(Problem) -> [String] {
        var names: [String] = []
        var characters = line[...]
        while true {
            characters = characters.drop { $0 == " " || $0 == "\t" }
            guard !characters.isEmpty else { break }
            var name: String
            if characters.first == "\"" {
                characters = characters.dropFirst()
                name = ""
                var closed = false
                while let character = characters.first {
                    characters = characters.dropFirst()
                    if character == "\"" {
                        if characters.first == "\"" { name.append("\""); characters = characters.dropFirst(); continue }
                        closed = true
                        break
                    }
                    name.append(character)
                }
                guard closed else { throw Problem(message: "a collection name opened with \" is not closed; end it with \"") }
                characters = characters.drop { $0 == " " || $0 == "\t" }
                guard characters.isEmpty || characters.first == "," else {
                    throw Problem(message: "expected a comma after the quoted name \"\(name)\"")
                }
            } else {
                let end = characters.firstIndex(of: ",") ?? characters.endIndex
                name = characters[..<end].trimmingWhitespace()
                characters = characters[end...]
            }
            characters = characters.drop { $0 == "," }
            if !name.isEmpty && !names.contains(name) { names.append(name) }
        }
        return names
    }
}
