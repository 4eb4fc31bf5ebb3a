/// Turns `recipeInstructions` in any of its shapes into direction lines.
///
/// Accepted: a string, a list of strings, `HowToStep`s (their `text`, else their `name`, else
/// their own `itemListElement`), `HowToSection`s (their name kept as a heading line `Name:`,
/// then their steps), and lists nested in lists. The page's own step structure is kept: a
/// `HowToStep`, or a string in a list (even alone in it), is one step, its line breaks joined;
/// only a lone text that is not in a list, the whole of the instructions, is split (on line
/// breaks, `<li>`, `<p>`, numbered sentences and steps joined by commas), and so is a list's
/// only text whose lines are numbered in sequence (`1.` … `2.` …), and a step whose text numbers
/// its sentences from 1 in sequence; quotes wrapping all of such a lone text are dropped. Step
/// numbers the site wrote are removed, and so are a lone text's lines that only name the step
/// under them (`Step 2`; `Step 1: Prepare the onions` becomes a heading).
struct SchemaInstructions {
    let nodes: SchemaNodes
    private(set) var skipped: [SchemaRecipeMapping.Skipped] = []
    /// What a lone text holds after a heading that opens no step (`Notes:`, `Uwaga:`): the
    /// recipe's notes, which a page's microdata often wraps in its instructions element.
    private(set) var notes: [String] = []

    init(nodes: SchemaNodes) {
        self.nodes = nodes
    }

    /// The direction lines of a value found at `path`.
    mutating func lines(from value: JSONValue, at path: JSONPath) -> [String] {
        lines(from: value, at: path, alone: true)
    }

    /// `alone`: the value is the whole of the instructions, not in a list, so a text may hold
    /// several steps; a list of one text is a site saying it is one step.
    private mutating func lines(from value: JSONValue, at path: JSONPath, alone: Bool) -> [String] {
        switch nodes.resolved(value) {
        case .string(let text):
            guard alone else { return Self.step(in: text) }
            let lines = Self.steps(in: text)
            guard let notesHeading = lines.firstIndex(where: { SectionHeadings.isBareHeading($0, of: .other) }) else { return lines }
            notes += lines[(notesHeading + 1)...]
            return Array(lines[..<notesHeading])
        case .array(let elements):
            // A list's only text numbering its lines `1.`, `2.` is the whole method in one text box.
            if elements.count == 1, case .string(let text) = nodes.resolved(elements[0]),
               StepNumbering.numbersLinesInSequence(Self.unquoted(HTMLText.plainLines(text))) {
                return lines(from: elements[0], at: path.appending(0), alone: true)
            }
            var lines: [String] = []
            for (index, element) in elements.enumerated() {
                var read = self.lines(from: element, at: path.appending(index), alone: false)
                if case .string = nodes.resolved(element), let first = read.first, let last = lines.last,
                   let joined = Self.continuing(last, with: first) {
                    lines[lines.count - 1] = joined
                    read.removeFirst()
                }
                lines += read
            }
            return lines
        case .object(let members) where !members.isEmpty:
            return lines(fromNode: .object(members), at: path)
        case .null:
            return []
        case let other:
            skipped.append(.init(path: path, message: "expected text or a HowToStep, found \(other.kindName)"))
            return []
        }
    }

    private mutating func lines(fromNode node: JSONValue, at path: JSONPath) -> [String] {
        let stepsKey = Self.key(of: node, spelling: "itemListElement") ?? Self.key(of: node, spelling: "steps")
        let steps = stepsKey.flatMap { node[$0] }
        if SchemaNodes.node(node, hasType: "HowToSection"), let steps, let stepsKey {
            // Its name, like its steps, is read under a key written in any case (`Name`).
            let heading = Self.key(of: node, spelling: "name").flatMap { node[$0]?.text }
                .map(HTMLText.plainText).map(ExternalRecipe.headingLine(_:))
            return (heading.map { [$0] } ?? []) + lines(from: steps, at: path.appending(stepsKey))
        }
        if let text = node["text"]?.text ?? node["description"]?.text, !HTMLText.plainText(text).isEmpty {
            return (Self.title(of: node, beside: text).map { [ExternalRecipe.headingLine($0)] } ?? []) + Self.step(in: text)
        }
        if let steps, let stepsKey {
            return lines(from: steps, at: path.appending(stepsKey))
        }
        if let name = node["name"]?.text, !HTMLText.plainText(name).isEmpty {
            // A section with a name and nothing in it heads the steps that follow it in the list.
            if SchemaNodes.node(node, hasType: "HowToSection") { return [ExternalRecipe.headingLine(HTMLText.plainText(name))] }
            return Self.step(in: name)
        }
        // A step whose text is there but empty is a blank the site left, not a part skipped.
        if node["text"] != nil || node["name"] != nil { return [] }
        skipped.append(.init(path: path, message: "expected text: the step has no \"text\" or \"name\""))
        return []
    }

    /// One step made of a list's two texts when the second goes on with the first's sentence: the
    /// first ends with no stop and the second starts in lower case (`Cook the beef. After browning
    /// the meat`, `add the tomatoes…`), what a site writes when it cut its steps at commas. They
    /// are joined with the comma the site cut at, or a space after a word that cannot end a
    /// clause (`and`, `the`). `nil` when the second starts a step of its own.
    static func continuing(_ step: String, with next: String) -> String? {
        guard let start = next.first, start.isLowercase, let end = step.last, end.isLetter || end.isNumber || end == ",",
              !ExternalRecipe.isHeading(step) else { return nil }
        let lastWord = step.split(separator: " ").last.map { $0.lowercased() } ?? ""
        let separator = end == "," || clauseWords.contains(lastWord) ? " " : ", "
        return step + separator + next
    }

    /// Words after which a sentence cannot stop: a step ending in one was cut mid-clause.
    private static let clauseWords: Set<String> = [
        "and", "or", "but", "the", "a", "an", "to", "of", "in", "into", "on", "with", "for", "from", "at", "by", "until", "then",
    ]

    /// The node's member key that is `spelling` in any case: sites write `ItemListElement` and `Name` too.
    private static func key(of node: JSONValue, spelling: String) -> String? {
        guard case .object(let members) = node else { return nil }
        return members.first { $0.key.caseInsensitiveCompare(spelling) == .orderedSame }?.key
    }

    /// A step's own title (`"name": "Make the marinade"` beside its text), kept as a heading line;
    /// `nil` when the name only repeats the text or its start (sites cut the text to make one),
    /// or only numbers the step (`Step 1`).
    private static func title(of node: JSONValue, beside text: String) -> String? {
        guard let written = node["name"]?.text else { return nil }
        let name = HTMLText.plainText(written)
        let plain = StepNumbering.strippingNumber(HTMLText.plainText(text)).lowercased()
        var stem = Substring(StepNumbering.strippingNumber(name).lowercased())
        while let last = stem.last, last == "." || last == "…" || last == ":" || last.isWhitespace { stem.removeLast() }
        guard !stem.isEmpty, !plain.hasPrefix(stem), !stem.hasPrefix(plain) else { return nil }
        let words = name.split(whereSeparator: \.isWhitespace)
        if name.contains(where: \.isNumber), words.count <= 2 { return nil }
        return name
    }

    /// The steps in one piece of instruction text, numbering removed.
    static func steps(in text: String) -> [String] {
        StepNumbering.withoutStepNameLines(unquoted(HTMLText.plainLines(text)))
            .flatMap(splittingCommaJoinedSteps)
            .flatMap(splittingLostLineBreaks)
            .flatMap(StepNumbering.splittingNumberedSteps)
            .map(StepNumbering.strippingNumber)
            .filter(isStep)
    }

    /// The lines without the quotes a site wrapped the whole text in (`"Topping:` … `pitted"`);
    /// a text of one line is left as it is, its quotes perhaps a quotation.
    private static func unquoted(_ lines: [String]) -> [String] {
        guard lines.count > 1, let first = lines.first, let last = lines.last,
              first.hasPrefix("\""), last.hasSuffix("\"") else { return lines }
        var inner = lines
        inner[0] = String(first.dropFirst()).trimmingCharacters(in: .whitespaces)
        inner[inner.count - 1] = String(inner[inner.count - 1].dropLast()).trimmingCharacters(in: .whitespaces)
        return inner.filter { !$0.isEmpty }
    }

    /// The line cut where a step ends with `.,` before the next step's capital, and that comma
    /// taken off the line's end: what a site writes when it joins its list of steps with commas
    /// (`…30 minutes., Transfer all…`).
    private static func splittingCommaJoinedSteps(_ line: String) -> [String] {
        let pieces = cut(line) { characters, index in
            guard index > 0, characters[index - 1] == ".", characters[index] == ",",
                  index + 1 < characters.count, characters[index + 1].isWhitespace else { return nil }
            var next = index + 1
            while next < characters.count, characters[next].isWhitespace { next += 1 }
            return next < characters.count && characters[next].isUppercase ? (index, next) : nil
        }
        // The comma left at the end of a line, where the next step starts on a new one.
        guard let last = pieces.last, last.hasSuffix(".,") else { return pieces }
        return pieces.dropLast() + [String(last.dropLast())]
    }

    /// The line cut where a sentence ends with no space before the next one's capital
    /// (`…op 200 graden.Verhit de olie…`, `…blijven!)Maak…`): the line breaks of a page whose
    /// data was made by stripping its tags. The word before the stop is three small letters at
    /// least, so "U.S.", "Mr.Smith" or "1.5" are not cut.
    private static func splittingLostLineBreaks(_ line: String) -> [String] {
        cut(line) { characters, index in
            guard ".!?".contains(characters[index]) else { return nil }
            var next = index + 1
            if next < characters.count, characters[next] == ")" { next += 1 }
            guard next < characters.count, characters[next].isUppercase, characters[next].isLetter else { return nil }
            let word = characters[..<index].reversed().prefix { $0.isLetter }
            return word.count >= 3 && word.allSatisfy(\.isLowercase) ? (next, next) : nil
        }
    }

    /// The line in pieces: `boundary` looks at each character and may say where the piece so far
    /// ends and where the next begins (what lies between is dropped).
    private static func cut(_ line: String, at boundary: ([Character], Int) -> (end: Int, next: Int)?) -> [String] {
        let characters = Array(line)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index < characters.count {
            if let (end, next) = boundary(characters, index), end > start {
                pieces.append(String(characters[start ..< end]))
                start = next
                index = next
            } else {
                index += 1
            }
        }
        pieces.append(String(characters[start...]))
        return pieces
    }

    /// The one step a `HowToStep` or a list element is, its lines joined, its number removed;
    /// unless it starts with step 1 and numbers its sentences on in sequence (`1. Boil the pasta.
    /// 2. Meanwhile…`): a site's whole method put in one step, cut where the site numbered it.
    private static func step(in text: String) -> [String] {
        let plain = HTMLText.plainText(text)
        let pieces = StepNumbering.startsWithFirstStep(plain) ? StepNumbering.splittingNumberedSteps(plain) : [plain]
        return pieces.map(StepNumbering.strippingNumber).filter(isStep)
    }

    /// A line of punctuation alone is what a site left between its steps (`,`), not a step.
    private static func isStep(_ line: String) -> Bool {
        line.contains { $0.isLetter || $0.isNumber }
    }
}
