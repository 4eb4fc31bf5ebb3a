/// The text exports of old desktop recipe programs (Meal-Master, MasterCook), read the way they
/// were written: in the PC's code page, in fixed columns, directions in paragraphs.
enum ExportText {
    /// The file's lines, decoded (UTF-8 when the bytes are, else Windows-1252, which those
    /// programs wrote), each with its tabs turned into the spaces up to the next multiple of 8
    /// columns, as a terminal or printer showed them: columns are what place an ingredient, and
    /// a file typed by hand often lines them up with tabs.
    static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [[Character]] {
        let utf8 = PageCharset.utf8(bytes, hint: nil) ?? Array(bytes)
        return String(decoding: utf8, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map(tabsExpanded)
    }

    /// Whether the start of a file (its first 4 KiB) names `program` (given in lowercase) and
    /// holds a line that `isStart` takes for a recipe's first line. Most files name no such
    /// program at all: a search of the bytes settles them before any line is made.
    static func holdsStartLine(_ head: [UInt8], naming program: String, isStart: ([Character]) -> Bool) -> Bool {
        let named = head.withUnsafeBufferPointer {
            ByteSearch.firstIndex(of: Array(program.utf8), in: $0, from: 0, ignoringCase: true) != nil
        }
        guard named else { return false }
        return String(decoding: head, as: UTF8.self).split(whereSeparator: \.isNewline).contains { isStart(Array($0)) }
    }

    private static func tabsExpanded(_ line: Substring) -> [Character] {
        var characters: [Character] = []
        for character in line {
            if character == "\t" {
                characters += repeatElement(" ", count: 8 - characters.count % 8)
            } else {
                characters.append(character)
            }
        }
        return characters
    }
}

/// Directions written as paragraphs (a step each, its lines joined), with section headings
/// between them, gathered line by line.
struct StepParagraphs {
    /// The steps and heading lines (`Filling:`) so far, in order; the open paragraph is not among them yet.
    private(set) var lines: [String] = []
    private var paragraph: [String] = []

    /// Adds a line of text to the open paragraph.
    mutating func add(_ text: String) {
        paragraph.append(text)
    }

    /// Closes the open paragraph: its lines, joined, are a step.
    mutating func endParagraph() {
        let step = paragraph.filter { !$0.isEmpty }.joined(separator: " ")
        if !step.isEmpty { lines.append(step) }
        paragraph.removeAll()
    }

    /// Closes the open paragraph and adds a section heading after it.
    mutating func addHeading(_ name: String) {
        endParagraph()
        lines.append(ExternalRecipe.headingLine(name))
    }

    /// Whether no step or heading has been read (the open paragraph aside).
    var isEmpty: Bool { lines.isEmpty && paragraph.allSatisfy(\.isEmpty) }
}
