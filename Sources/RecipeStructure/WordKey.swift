/// Words folded so that a step's words and an ingredient's name compare as a cook reads them:
/// lower case, singular ("eggs" and "egg", "tomatoes" and "tomato", "berries" and "berry").
/// Only whole words compare: "egg" is not "eggplant", "oil" is not "boil".
enum WordKey {
    /// The folded words of `text`, in order: runs of letters and digits (and inner apostrophes).
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || (character == "'" || character == "’") && !current.isEmpty {
                current.append(character)
            } else if !current.isEmpty {
                words.append(singular(current))
                current = ""
            }
        }
        if !current.isEmpty { words.append(singular(current)) }
        return words
    }

    /// The singular of a lower-case English word by its ending; words it does not know stay.
    static func singular(_ word: String) -> String {
        var word = word
        while word.hasSuffix("'") || word.hasSuffix("’") { word.removeLast() }
        if word.hasSuffix("'s") || word.hasSuffix("’s") { word.removeLast(2) }
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ves"), let leaf = leaves[word] { return leaf }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    private static let leaves: [String: String] = ["leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife"]
}
