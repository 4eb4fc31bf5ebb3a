/// The ingredient lines of a Meal-Master recipe: fixed columns, in one or two columns a line.
///
/// An ingredient is 7 columns of amount (digits, spaces, `.`, `/`, `-` for a range), a space,
/// a 2-letter unit token, a space, and its text (28 columns in the two-column layout, whose
/// right column starts at column 42; a file retyped by hand may have it a few columns off). A
/// line whose text starts with `-` in column 12 continues the ingredient before it
/// (`- well drained`). Two columns are read column by column: the left column of a block of
/// lines, then the right one, as Meal-Master lays them out. A `;` in the text separates the
/// preparation (`sour cherries;drained` → `sour cherries, drained`).
///
/// RezKonv (RezkonvSuite, the German newsgroups' Meal-Master) lays a line out in one column: 7
/// columns of amount (`1/2`, `1,5`), a space, 10 columns of unit as a word (`El.`, `Prise`,
/// `Pk.`), a space and the text; a continuation starts with `-` where the text does.
struct MealMasterIngredients {
    /// Whether the lines are RezKonv's one-column layout rather than Meal-Master's.
    let rezkonv: Bool
    private(set) var lines: [String] = []
    private var left: [Piece] = []
    private var right: [Piece] = []
    /// The last line read and whether its last piece went to the right column, for a line a mail
    /// program wrapped; `nil` after a wrapped remainder or the end of a block.
    private var last: (length: Int, wentRight: Bool)?

    /// One column of one line: an ingredient, or a continuation of the one before.
    enum Piece: Equatable {
        case ingredient(amount: String, unit: String, text: String)
        case continuation(String)
    }

    /// Ingredients laid out as Meal-Master does (`rezkonv` false) or as RezKonv does.
    init(rezkonv: Bool = false) {
        self.rezkonv = rezkonv
    }

    /// Whether `line` is an ingredient line (or a continuation): what ends the ingredients is the first line that is not.
    func isIngredientLine(_ line: [Character]) -> Bool {
        rezkonv ? Self.rezkonvPiece(line) != nil : Self.piece(line[...]) != nil
    }

    /// Reads one ingredient line into the current block.
    mutating func add(_ line: [Character]) {
        if rezkonv {
            if let piece = Self.rezkonvPiece(line) { left.append(piece) }
            return
        }
        let rightCount = right.count
        defer { last = (line.count, right.count > rightCount) }
        // The right column starts at column 42 as Meal-Master writes it (41 in some other programs').
        let standard = [41, 40].lazy.compactMap { start in
            line.count > start + 1 ? Self.piece(line[start...]).map { (start, $0) } : nil
        }
        // A line retyped or edited by hand has its right column a few columns off.
        for (start, second) in Array(standard) + [Self.driftedRightColumn(line)].compactMap({ $0 }) {
            if line[..<start].allSatisfy({ $0 == " " }) {
                right.append(second)
                return
            }
            if let first = Self.piece(line[..<start]) {
                left.append(first)
                right.append(second)
                return
            }
        }
        if let piece = Self.piece(line[...]) { left.append(piece) }
    }

    /// Reads `line` as the rest of the ingredient line before it, cut by a mail program that
    /// wrapped lines at 70 to 80 columns: the line before was long (60 columns or more), this
    /// one starts at the first column, and the two make no more than the 80 columns a
    /// Meal-Master line has. Whether it was.
    mutating func addWrappedRest(_ line: [Character]) -> Bool {
        guard let last, last.length >= 60, line.first.map({ $0 != " " }) == true, last.length + 1 + line.count <= 81 else {
            return false
        }
        let rest = Piece.continuation(String(line).trimmingCharacters(in: .whitespaces))
        if last.wentRight { right.append(rest) } else { left.append(rest) }
        self.last = nil
        return true
    }

    /// The right column of a line where it is not at the standard column: after a run of 2 or
    /// more spaces, an amount (a number, fraction or range; or none) and a Meal-Master unit token,
    /// an amount and a word, a word, or a continuation `-text`, with the unit or the word within
    /// `drift` columns of where the standard layout has them, and the text before the run no
    /// wider than the left column. The column where the run starts and the piece; `nil` for none.
    private static func driftedRightColumn(_ line: [Character]) -> (start: Int, piece: Piece)? {
        var index = 0
        while index < line.count {
            guard line[index] == " " else {
                index += 1
                continue
            }
            let run = index
            while index < line.count, line[index] == " " { index += 1 }
            if index - run >= 2, index < line.count, let piece = rightPiece(line, from: index, after: run) {
                return (run, piece)
            }
        }
        return nil
    }

    /// How many columns a hand-typed right column may be off the standard one.
    private static let drift = 4
    /// Where the unit token and the text of the right column are (0-based), as Meal-Master
    /// writes them and as some other programs do (one column earlier), give or take `drift`.
    private static let unitColumns = (48 - drift)...(49 + drift)
    private static let textColumns = (51 - drift)...(52 + drift)

    /// The right column's piece that starts at `start`, after the run of spaces from `run`.
    private static func rightPiece(_ line: [Character], from start: Int, after run: Int) -> Piece? {
        let rest = { (from: Int) in from < line.count ? String(line[from...]).trimmingCharacters(in: .whitespaces) : "" }
        let isLetter = { (at: Int) in at < line.count && line[at].isLetter }
        // The left column holds 7 columns of amount, a unit and 28 of text: no wider than where the right one starts.
        let fitsLeft = { (textColumn: Int) in run <= textColumn - 11 }
        if line[start] == "-", textColumns.contains(start), fitsLeft(start) {
            return .continuation(String(rest(start + 1)))
        }
        let amountEnd = amountEnd(line, from: start)
        let unitStart = amountEnd.map { $0 + 1 } ?? start
        let amount = amountEnd.map { String(line[start..<$0]) } ?? ""
        if unitColumns.contains(unitStart), fitsLeft(unitStart + 3), unitStart < line.count {
            let token = String(line[unitStart]) + (unitStart + 1 < line.count ? String(line[unitStart + 1]) : " ")
            let textStart = unitStart + 2
            if token.first != " ", let unit = unitTokens[token], token.last == " " || textStart >= line.count || line[textStart] == " ",
               !rest(textStart).isEmpty {
                return .ingredient(amount: amount, unit: unit, text: rest(textStart))
            }
        }
        // No unit: an amount, 2 or more spaces and a word; or a word alone after a wider gap, as a blank amount and unit leave.
        var word = amountEnd ?? start
        while word < line.count, line[word] == " " { word += 1 }
        let gap = amountEnd.map { word - $0 } ?? start - run
        guard isLetter(word), textColumns.contains(word), fitsLeft(word), gap >= (amountEnd == nil ? 4 : 2) else { return nil }
        return .ingredient(amount: amount, unit: "", text: rest(word))
    }

    /// The end of an amount at `start` (`2`, `1/2`, `.5`, `1-2`, `1 1/2`) followed by a space; `nil` for none.
    private static func amountEnd(_ line: [Character], from start: Int) -> Int? {
        func number(from: Int) -> Int? {
            var end = from
            while end < line.count, "0123456789./-".contains(line[end]) { end += 1 }
            guard end > from, line[from..<end].contains(where: \.isNumber), end < line.count, line[end] == " " else { return nil }
            return end
        }
        guard let first = number(from: start) else { return nil }
        if let second = number(from: first + 1), line[(first + 1)..<second].contains("/") { return second }
        return first
    }

    /// Ends the block of lines read so far (at a heading, a blank line, or the end of the ingredients).
    mutating func endBlock() {
        var entries: [(amount: String, unit: String, text: String)] = []
        for piece in left + right {
            switch piece {
            case .ingredient(let amount, let unit, let text):
                entries.append((amount, unit, text))
            case .continuation(let text) where !entries.isEmpty:
                entries[entries.count - 1].text = Self.joined(entries[entries.count - 1].text, text)
            case .continuation(let text):
                // A block that starts with a continuation goes on with the ingredient before it.
                if let last = lines.indices.last, !ExternalRecipe.isHeading(lines[last]) {
                    lines[last] = Self.joined(lines[last], text)
                } else {
                    entries.append(("", "", text))
                }
            }
        }
        lines += entries.map { entry in
            [entry.amount, Self.unitWord(entry.unit, amount: entry.amount), Self.prepared(entry.text)]
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
        left.removeAll()
        right.removeAll()
        last = nil
    }

    private static func joined(_ text: String, _ continuation: String) -> String {
        text.hasSuffix("(") || text.hasSuffix("-") || continuation.isEmpty ? text + continuation : text + " " + continuation
    }

    /// Adds a heading line (`Filling:`) after the ingredients before it.
    mutating func addHeading(_ name: String) {
        endBlock()
        lines.append(ExternalRecipe.headingLine(name))
    }

    private static func piece(_ column: ArraySlice<Character>) -> Piece? {
        let characters = Array(column)
        guard characters.count >= 12 else { return nil }
        let text = String(characters[11...]).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if characters[..<11].allSatisfy({ $0 == " " }), text.hasPrefix("-") {
            return .continuation(String(text.dropFirst()).trimmingCharacters(in: .whitespaces))
        }
        let amount = characters[..<7]
        guard amount.allSatisfy({ " ./-".contains($0) || ("0"..."9").contains($0) }),
              characters[7] == " ", characters[10] == " ", let unit = unit(String(characters[8..<10])) else { return nil }
        return .ingredient(amount: String(amount).trimmingCharacters(in: .whitespaces), unit: unit, text: text)
    }

    /// A RezKonv line's piece: an amount in the first 7 columns (or none), then its unit word
    /// and text, at RezKonv's columns (unit from column 9, text from column 20) or, in a line
    /// typed by hand, the unit as the first word when two spaces or more follow it; a text
    /// starting with `-` and no amount or unit continues the line before. `nil` for a line
    /// that is no ingredient (a direction starts in the first column with a word).
    static func rezkonvPiece(_ line: [Character]) -> Piece? {
        guard line.count > 8, line[7] == " ",
              line[..<7].allSatisfy({ " ./-,".contains($0) || ("0"..."9").contains($0) }) else { return nil }
        let amount = String(line[..<7]).trimmingCharacters(in: .whitespaces)
        let rest = line[8...]
        let trimmed = String(rest).trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if amount.isEmpty, trimmed.hasPrefix("-") {
            return .continuation(String(trimmed.drop { $0 == "-" }).trimmingCharacters(in: .whitespaces))
        }
        let unitField = String(line[8..<min(18, line.count)]).trimmingCharacters(in: .whitespaces)
        if line.count > 19, line[18] == " ", !unitField.contains(" ") {
            return .ingredient(amount: amount, unit: unitField, text: String(line[19...]).trimmingCharacters(in: .whitespaces))
        }
        // Typed by hand: `  250 g     Mehl`.
        if let gap = trimmed.range(of: "  "), !trimmed[..<gap.lowerBound].contains(" ") {
            return .ingredient(amount: amount, unit: String(trimmed[..<gap.lowerBound]),
                               text: trimmed[gap.upperBound...].trimmingCharacters(in: .whitespaces))
        }
        return .ingredient(amount: amount, unit: "", text: trimmed)
    }

    /// A unit token as a cook reads it; another program's token in lowercase letters (`gl`) as
    /// written; `nil` for anything else (`In` of a direction `1. In a bowl…`), which is no ingredient.
    private static func unit(_ token: String) -> String? {
        if let known = unitTokens[token] { return known }
        let letters = token.trimmingCharacters(in: .whitespaces)
        return !letters.isEmpty && letters.allSatisfy({ ("a"..."z").contains($0) }) ? letters : nil
    }

    /// Meal-Master's unit tokens (and `gl`, other programs' gallon) and the words a cook reads (`x` is "per serving", `ea` "each": no unit).
    private static let unitTokens: [String: String] = [
        "  ": "", "x ": "", "ea": "", "t ": "tsp", "ts": "tsp", "T ": "tbsp", "tb": "tbsp", "c ": "cup", "fl": "fl oz",
        "pt": "pint", "qt": "quart", "ga": "gallon", "gl": "gallon", "oz": "oz", "lb": "lb", "ml": "ml", "cl": "cl", "dl": "dl", "l ": "l",
        "cb": "cc", "mg": "mg", "cg": "cg", "dg": "dg", "g ": "g", "kg": "kg", "sm": "small", "md": "medium", "lg": "large",
        "cn": "can", "pk": "package", "pn": "pinch", "dr": "drop", "ds": "dash", "ct": "carton", "bn": "bunch", "sl": "slice",
    ]

    /// The unit's word, plural for more than one (`2 cups`, `3 pinches`); abbreviations stay as they are.
    private static func unitWord(_ unit: String, amount: String) -> String {
        let countable = ["cup", "pint", "quart", "gallon", "can", "package", "pinch", "drop", "dash", "carton", "bunch", "slice"]
        guard countable.contains(unit), isMoreThanOne(amount) else { return unit }
        return ["pinch", "dash", "bunch"].contains(unit) ? unit + "es" : unit + "s"
    }

    /// Whether an amount (`2`, `1 1/2`, `1/2`, `.5`) is more than one.
    private static func isMoreThanOne(_ amount: String) -> Bool {
        let total = amount.split(separator: " ").reduce(0.0) { sum, part in
            let fraction = part.split(separator: "/")
            if fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]), bottom > 0 {
                return sum + top / bottom
            }
            return sum + (Double(part) ?? 0)
        }
        return total > 1
    }

    private static func prepared(_ text: String) -> String {
        guard let semicolon = text.firstIndex(of: ";") else { return text }
        let name = text[..<semicolon].trimmingCharacters(in: .whitespaces)
        let preparation = text[text.index(after: semicolon)...].trimmingCharacters(in: .whitespaces)
        return preparation.isEmpty ? name : name + ", " + preparation
    }
}
