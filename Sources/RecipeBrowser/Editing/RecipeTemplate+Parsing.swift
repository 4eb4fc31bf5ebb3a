// Reading an edited template back: what a person writes is what the recipe becomes, or the
// first line that cannot be read, with what to do about it.

extension RecipeTemplate {
    /// True when `text` holds nothing but comments and blank lines: the edit is cancelled.
    public static func isBlank(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { line in
            let trimmed = line.trimmingWhitespace()
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }

    /// Parses an edited template.
    /// - Throws: `RecipeTemplateError` naming the first line that cannot be read.
    public init(parsing text: String) throws(RecipeTemplateError) {
        self.init()
        enum Part { case fields, ingredients, directions, notes }
        var part = Part.fields
        var seen = Set<String>()
        var noteLines: [Substring] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingWhitespace()
            if line.hasPrefix("#") { continue }
            if ConflictMarker.starts(line) {
                throw RecipeTemplateError(line: number, message: ConflictMarker.leftInPlace)
            }
            if let control = rawLine.unicodeScalars.first(where: Self.isForbidden) {
                throw RecipeTemplateError(line: number, message: "contains the control character U+\(Self.hex(control)); remove it")
            }
            if part == .notes {
                // Notes are kept as written, blank lines and indents included; `\` keeps a line
                // that would read as a comment or a marker.
                noteLines.append(rawLine.hasPrefix("\\") ? rawLine.dropFirst() : rawLine)
                continue
            }
            if line.isEmpty { continue }
            switch line.lowercased() {
            case "ingredients:": part = .ingredients; continue
            case "directions:": part = .directions; continue
            case let heading where heading.hasPrefix("notes:"):
                // "Notes: text" starts the notes on the heading's own line.
                let first = line.dropFirst("notes:".count).trimmingWhitespace()
                if !first.isEmpty { noteLines.append(Substring(first)) }
                part = .notes
                continue
            default: break
            }
            switch part {
            case .ingredients:
                ingredients.append(Self.strippingBullet(line))
            case .directions:
                directions.append(Self.strippingStepNumber(line))
            case .notes:
                break
            case .fields:
                guard let colon = line.firstIndex(of: ":") else {
                    throw RecipeTemplateError(line: number, message: "expected \"Field: value\" (or an \"Ingredients:\" line), found \"\(line)\"")
                }
                let key = line[..<colon].trimmingWhitespace()
                let value = line[line.index(after: colon)...].trimmingWhitespace()
                guard let field = Field(rawValue: key.lowercased()) else {
                    throw RecipeTemplateError(line: number, message: "unknown field \"\(key)\"; the fields are Title, Prep time, Cook time, Servings, Rating, Source, Collections")
                }
                guard seen.insert(field.rawValue).inserted else {
                    throw RecipeTemplateError(line: number, message: "\"\(key)\" is given twice")
                }
                try assign(value, to: field, line: number)
            }
        }
        notes = Self.tidiedNotes(lines: noteLines)
        if title.isEmpty {
            let titleLine = lines.firstIndex { $0.trimmingWhitespace().lowercased().hasPrefix("title:") }
            throw RecipeTemplateError(line: (titleLine ?? 0) + 1, message: "the title is empty; every recipe needs one")
        }
    }

    /// The text to reopen in the editor after `error`: the error on top, the person's text kept.
    public static func reopening(_ text: String, after error: RecipeTemplateError) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.drop { $0.hasPrefix(errorPrefix) }
        let header = ["\(errorPrefix) line \(error.line - (lines.count - kept.count) + 2): \(error.message)",
                      "\(errorPrefix) Fix it, then save and quit again (or delete everything to cancel)."]
        return (header + kept.map(String.init)).joined(separator: "\n")
    }

    /// Marks the lines that report an error on top of a reopened template.
    static let errorPrefix = "# !"

    private enum Field: String {
        case title, prepTime = "prep time", cookTime = "cook time", servings, collections, rating, source
    }

    private mutating func assign(_ value: String, to field: Field, line: Int) throws(RecipeTemplateError) {
        switch field {
        case .title: title = value
        case .servings: servings = value
        case .source: sourceURL = value
        case .rating:
            guard let stars = Self.rating(value) else {
                throw RecipeTemplateError(line: line, message: "cannot read \"\(value)\" as a rating; write a whole number from 1 to 5, or nothing for no rating")
            }
            rating = stars
        case .collections:
            do {
                collections = try CollectionList.parse(value)
            } catch {
                throw RecipeTemplateError(line: line, message: error.message)
            }
        case .prepTime, .cookTime:
            guard let seconds = RecipeDuration.parse(value) else {
                throw RecipeTemplateError(line: line, message: "cannot read \"\(value)\" as a time; write it like 15m, 1h 10m, 1h30 or 1:30")
            }
            guard seconds <= RecipeDuration.maximumSeconds else {
                throw RecipeTemplateError(line: line, message: "\"\(value)\" is more than a week; write the time the recipe takes (at most 168h)")
            }
            if field == .prepTime { prepTime = seconds } else { cookTime = seconds }
        }
    }

    /// A rating as written: empty or 0 for none, 1 to 5 as a number, "4/5", or as stars ("★★★★").
    private static func rating(_ value: String) -> Int? {
        var written = value
        if written.hasSuffix("/5") { written = String(written.dropLast(2)).trimmingWhitespace() }
        if written.isEmpty { return 0 }
        if written.allSatisfy({ $0 == "★" || $0 == "*" }) { return written.count <= 5 ? written.count : nil }
        guard let number = Int(written), (0...5).contains(number) else { return nil }
        return number
    }

    private static func strippingBullet(_ line: String) -> String {
        for bullet in ["- ", "* ", "• "] where line.hasPrefix(bullet) {
            return String(line.dropFirst(bullet.count)).trimmingWhitespace()
        }
        return line
    }

    private static func strippingStepNumber(_ line: String) -> String {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return line }
        let rest = line.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")" else { return line }
        return rest.dropFirst().trimmingWhitespace()
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: scalar != "\t" && scalar != "\r"
        default: false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
