/// Step numbers that sites write into their instruction text, found and taken out.
///
/// The library numbers steps itself, so `1. Preheat` and `Step 2: Mix` lose their numbers, and
/// a paragraph written `1. Mix. 2. Bake.` becomes two steps.
enum StepNumbering {
    /// The line without a leading step number (`1.`, `2)`, `Step 3:`, `STEP 4 -`); other lines unchanged.
    static func strippingNumber(_ line: String) -> String {
        guard let marker = marker(in: Array(line.unicodeScalars.prefix(markerLength)), at: 0) else { return line }
        let rest = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(marker.length)))
        return rest.isEmpty ? line : rest
    }

    /// The line cut into steps where it numbers them in sequence (`1. Mix. 2. Bake.`);
    /// a line without at least two numbers in sequence, starting from its beginning, stays whole.
    static func splittingNumberedSteps(_ line: String) -> [String] {
        guard marker(in: Array(line.unicodeScalars.prefix(markerLength)), at: 0) != nil else { return [line] }
        let scalars = Array(line.unicodeScalars)
        guard let first = marker(in: scalars, at: 0) else { return [line] }
        var starts = [0]
        var expected = first.number + 1
        var index = first.length
        while index < scalars.count {
            if scalars[index - 1].properties.isWhitespace, let next = marker(in: scalars, at: index), next.number == expected {
                starts.append(index)
                expected += 1
                index += next.length
            } else {
                index += 1
            }
        }
        guard starts.count > 1 else { return [line] }
        return zip(starts, starts.dropFirst() + [scalars.count]).map { start, end in
            String(String.UnicodeScalarView(scalars[start ..< end])).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Whether the line starts with step number 1 (`1. Bring…`, `Step 1: Bring…`).
    static func startsWithFirstStep(_ line: String) -> Bool {
        marker(in: Array(line.unicodeScalars.prefix(markerLength)), at: 0)?.number == 1
    }

    /// Whether the lines number steps at their starts in sequence (`1. Warm…`, then `2. Knead…`):
    /// at least two numbered lines, each one more than the numbered line before.
    static func numbersLinesInSequence(_ lines: [String]) -> Bool {
        let numbers = lines.compactMap { marker(in: Array($0.unicodeScalars.prefix(markerLength)), at: 0)?.number }
        return numbers.count > 1 && zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 }
    }

    /// The most scalars a step number with its spaces takes to recognise (`Step 123: ` and some).
    private static let markerLength = 32

    /// A step number at `start`: an optional `Step` word, 1 to 3 digits, then `.`, `)` or `:`
    /// (after `Step`, also `-` or nothing), then whitespace, or no space after `.` or `)` before a
    /// capital (`1.Preheat`; `1.5 cups` is no step number). Its number and length in scalars.
    private static func marker(in scalars: [Unicode.Scalar], at start: Int) -> (number: Int, length: Int)? {
        var index = start
        let word = Array("step".unicodeScalars)
        var hasWord = false
        if scalars.count - index > word.count,
           zip(scalars[index ..< index + word.count], word).allSatisfy({ $0.properties.lowercaseMapping == String($1) }) {
            hasWord = true
            index += word.count
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }
        let digitsStart = index
        while index < scalars.count, index - digitsStart < 4, ("0"..."9").contains(scalars[index]) { index += 1 }
        guard index > digitsStart, index - digitsStart <= 3,
              let number = Int(String(String.UnicodeScalarView(scalars[digitsStart ..< index]))) else { return nil }
        if index < scalars.count, [".", ")", ":"].contains(scalars[index]) || (hasWord && ["-", "–"].contains(scalars[index])) {
            index += 1
        } else if !hasWord {
            return nil
        }
        let spaceStart = index
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        // `1.Preheat`: a site that leaves out the space still starts the step with a capital.
        let capitalFollows = index == spaceStart && index < scalars.count && [".", ")"].contains(scalars[index - 1])
            && scalars[index].properties.isUppercase
        guard index > spaceStart || (hasWord && index == scalars.count) || capitalFollows else { return nil }
        return (number, index - start)
    }

    /// Whether a line only names a step: the word step alone or with its number (`Schritt`,
    /// `Passo 1`, `Step 2:`, `1. Schritt`), which a page sets above each step's text.
    static func isStepName(_ line: String) -> Bool {
        var words = line.lowercased().split { $0 == " " || $0 == ":" || $0 == "." }
        guard words.count <= 2 else { return false }
        // The number may stand on either side of the word: `Step 2`, `2. Schritt`.
        if words.count == 2, words[0].allSatisfy(\.isNumber) { words.reverse() }
        guard let first = words.first, stepWords.contains(String(first)) else { return false }
        return words.count == 1 || words[1].allSatisfy(\.isNumber)
    }

    /// The lines of one method text without the lines that name the step under them, where every
    /// such line has a line of text after it (`Step 2`, then its text): a bare name is dropped and
    /// a name with a title (`Step 1: Prepare the onions`) becomes a heading of the title. Lines
    /// that start a step with its name and go on (`Step 1: Melt the butter.`) are left as they are.
    static func withoutStepNameLines(_ lines: [String]) -> [String] {
        let names = lines.map { line in isStepName(line) ? "" : stepTitle(line) }
        guard names.contains(where: { $0 != nil }),
              names.indices.allSatisfy({ names[$0] == nil || ($0 + 1 < names.count && names[$0 + 1] == nil) }) else { return lines }
        return zip(lines, names).compactMap { line, name in
            guard let name else { return line }
            return name.isEmpty ? nil : ExternalRecipe.headingLine(name)
        }
    }

    /// The title after a step's name and a colon (`Step 1: Prepare the onions` → `Prepare the
    /// onions`), when it is short and no sentence; `nil` for any other line.
    private static func stepTitle(_ line: String) -> String? {
        guard let colon = line.firstIndex(of: ":"), isStepName(String(line[..<colon])) else { return nil }
        let title = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty, title.split(separator: " ").count <= 6, let last = title.last, !".!?".contains(last) else { return nil }
        return title
    }

    private static let stepWords: Set<String> = [
        "step", "schritt", "passo", "paso", "etapa", "étape", "etape", "stap", "trin", "steg", "krok", "vaihe", "adım",
        "korak", "lépés", "шаг", "βήμα", "bước", "langkah",
    ]
}
