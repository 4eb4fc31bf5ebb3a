import Foundation

/// The reading of one recipe's blocks, part by part.
struct MarkdownRecipeReading {
    /// The part of the recipe the blocks being read belong to.
    private enum Part: Equatable {
        /// Before any part: the title, facts, the description.
        case opening
        case ingredients
        case directions
        /// Notes, tips, nutrition, or a part this reader does not know: kept in the notes.
        case notes
        /// Under a heading naming the source (`## Source`): its link is the recipe's source.
        case sourceSection
        /// Under a heading naming the tags (`## Tags`): its items and `#hashtags` are the recipe's tags.
        case tagsSection
        /// A stage of a recipe written without part headings, a heading per stage (`## Cook the
        /// rice.`): its bulleted list is ingredients, its paragraphs and numbered lists steps.
        case stage
    }

    private var part = Part.opening {
        didSet { if part != oldValue { partHasContent = false } }
    }
    /// Whether anything was read under the part since it opened.
    private var partHasContent = false
    /// Whether an ingredient was read since the part opened (a servings line may come first).
    private var partHasIngredient = false
    /// The level of the heading that opened the part; a deeper heading heads a section of it.
    private var partLevel = 1
    /// Whether the ingredients were opened by RecipeMD's `---` rule (so the next rule opens the directions).
    private var openedByRule = false
    /// Whether any heading named a part so far.
    private var sawPartHeading = false
    /// Whether the notes part was opened by a heading this reader does not know (`## Directionx`,
    /// a typo): a numbered list under it is the method when there is no other.
    private var notesUnderUnknownHeading = false
    /// Whether that unknown heading came right after the method (`## Cuisson` after `## Préparation`):
    /// a numbered list under it is more of the method, under its name.
    private var unknownHeadingAfterMethod = false
    /// Whether a heading anywhere in the recipe names a part: without one, lists are placed by
    /// their kind and headings head stages.
    private let hasPartHeadings: Bool
    /// Whether the front matter listed the ingredients or directions (Chowdown): the body is notes.
    private let partsListed: Bool
    /// Whether a heading names the method: without one, prose after the ingredients is the method.
    private let hasMethodHeading: Bool
    /// Whether the front matter listed the directions (else a numbered list in the body is them).
    private let directionsListed: Bool
    private var title: String?
    private var ingredients: [String] = []
    private var directions: [String] = []
    private var notes: [String] = []
    private var facts = MarkdownFacts()
    private var imageURL: String?
    /// The heading of the stage being read, until its first ingredient and its first step.
    private var stageHeading: (name: String, ingredients: Bool, directions: Bool)?

    /// Whether a first paragraph's first line is the title when no heading gives one (plain text).
    private let titledByFirstLine: Bool
    /// Whether the title is that first line (a `# Title` after it takes its place).
    private var titleFromFirstLine = false
    /// Whether the front matter names the title (a heading is then no title, but a level-1 one).
    private let titledAbove: Bool
    /// Whether no heading names the parts and bulleted lists alternate with paragraphs: each list
    /// the ingredients of the step the paragraph after it says.
    private let interleaved: Bool

    /// A reading of blocks among which some heading names a part (`hasPartHeadings`), or none;
    /// `partsListed`: the front matter gave the ingredients or directions; `titledByFirstLine`:
    /// the text is plain text, whose first line is its title.
    /// `titledAbove`: the front matter names the title, so no heading is taken for it;
    /// `interleaved`: bulleted lists alternate with paragraphs, no heading naming the parts;
    /// `hasMethodHeading`: a heading names the method.
    init(hasPartHeadings: Bool, partsListed: Bool, hasMethodHeading: Bool = true, directionsListed: Bool = false,
         titledByFirstLine: Bool = false, titledAbove: Bool = false, interleaved: Bool = false) {
        self.hasMethodHeading = hasMethodHeading
        self.interleaved = interleaved
        self.hasPartHeadings = hasPartHeadings
        self.partsListed = partsListed
        self.directionsListed = directionsListed
        self.titledByFirstLine = titledByFirstLine
        self.titledAbove = titledAbove
    }

    /// Whether a heading's text names a part of a recipe.
    static func namesPart(_ inlines: [MarkdownInline]) -> Bool {
        SectionHeadings.part(headedBy: headingWords(MarkdownInline.plainText(inlines))) != nil
    }

    /// Headings that only say "notes", which the notes need not repeat.
    private static let notesWords: Set<String> = [
        "notes", "note", "recipe notes", "cook's notes", "notizen", "hinweise", "opmerkingen", "notities", "remarques", "note dello chef",
    ]

    /// A paragraph among the ingredients that starts with one of these is a note, not an ingredient.
    private static let noteOpenings = ["note:", "notes:", "side note:", "tip:", "tips:", "hinweis:", "tipp:", "nota:", "remarque:", "opmerking:",
                                       "notiz:", "anmerkung:", "astuce:", "consejo:", "dica:", "nb:", "n.b.:", "n.b.", "nb."]

    /// Reads the next block.
    mutating func add(_ block: MarkdownBlock) {
        if case .heading = block {} else { partHasContent = true }
        switch block {
        case .heading(let level, let inlines):
            addHeading(level: level, text: Self.oneLine(MarkdownInline.plainText(inlines)))
        case .thematicBreak:
            // RecipeMD: `---` after the opening starts the ingredients, the next one the directions.
            if part == .opening, !hasPartHeadings, !partsListed {
                part = .ingredients
                openedByRule = true
            } else if part == .ingredients, openedByRule {
                part = .directions
            } else if part == .directions, !directions.isEmpty {
                // A rule under the method closes it: what follows is a footer (credits, links).
                part = .notes
            }
        case .paragraph(let inlines):
            addParagraph(inlines)
        case .list(let ordered, let items):
            addList(ordered: ordered, items: items)
        case .table(let rows, let hasHeader):
            addTable(rows: rows, hasHeader: hasHeader)
        case .quote(let blocks):
            for inner in blocks {
                guard case .paragraph(let inlines) = inner else { continue }
                // Steps set as quotes under the method (nyum writes its steps so); a quoted tip elsewhere is a note.
                let asSteps = part == .directions || (!hasPartHeadings && !partsListed && !ingredients.isEmpty && part != .notes)
                let text = MarkdownInline.plainText(inlines)
                if asSteps {
                    if part == .stage { addStageHeading(toIngredients: false) }
                    directions += Self.steps(in: text)
                } else if facts.source == nil, let link = MarkdownInline.firstLink(inlines), Self.namesSource(text) {
                    // `> [Original recipe by King Arthur](https://…)`: the source, its words kept as a note.
                    facts.source = link
                    notes.append(text)
                } else {
                    notes.append(text)
                }
            }
        case .literal(let text):
            let plain = HTMLText.plainText(text)
            if !plain.isEmpty, part == .notes || part == .opening { notes.append(plain) }
        }
    }

    /// A heading's words without what decorates them: emoji and symbols before them (`🔥 Steps`),
    /// and `:shortcode:` emoji (`:salt: Ingredients`).
    static func headingWords(_ text: String) -> String {
        let kept = text.split(separator: " ").map(String.init).filter { !isShortcode($0) }
        var words = kept.joined(separator: " ")
        while let first = words.first, !first.isLetter, !first.isNumber { words.removeFirst() }
        // `## Cook the rice.`: a stage named as a sentence; its heading line is `Cook the rice:`.
        while words.hasSuffix(".") { words.removeLast() }
        return words
    }

    /// Whether a word is an emoji or icon shortcode (`:salt:`, `:play_pause:`, `:lucide-chef-hat:`).
    private static func isShortcode(_ word: String) -> Bool {
        guard word.count > 2, word.hasPrefix(":"), word.hasSuffix(":") else { return false }
        return word.dropFirst().dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "+" }
    }

    /// Words of a heading over the recipe's source (`## Source`, `## Quelle`).
    private static let sourceWords: Set<String> = [
        "source", "sources", "original", "original recipe", "credit", "credits", "quelle", "quellen", "bron", "fuente",
        "fuentes", "fonte", "fonti", "origine", "adapted from", "recipe source",
    ]

    /// Whether a paragraph that holds a link says it is the source: `[From reddit](…)`,
    /// `Based on a recipe from [Cook's Illustrated](…)`, `Source: […](…)`; short, one line.
    private static func namesSource(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard !lower.contains("\n"), lower.count <= 160 else { return false }
        return ["from ", "source", "adapted", "based on", "via ", "original", "quelle", "fuente", "bron", "inspired by", "recipe by",
                "adaptado", "adapté", "adattat", "nach ", "basierend", "d'après", "tomado de", "tratto da", "gevonden op"]
            .contains(where: lower.contains)
    }

    private mutating func addHeading(level: Int, text: String) {
        let words = Self.headingWords(text)
        guard !words.isEmpty else { return }
        // `## Ingrédients (pour 1 oeuf : environ 1,5 personnes)`: the words before the bracket name the part.
        let named = SectionHeadings.part(headedBy: words)
            ?? words.firstIndex(of: "(").flatMap { SectionHeadings.part(headedBy: String(words[..<$0])) }
        if named == nil, part == .opening, level == 1, titleFromFirstLine, let first = title {
            // A plain text's first line was taken for the title, and a `# Title` follows: the line was a note.
            notes.append(first)
            title = nil
            titleFromFirstLine = false
        }
        if title == nil, named == nil, part == .opening, level == 1 || !titledAbove && !sawPartHeading && ingredients.isEmpty {
            title = text
            return
        }
        // A heading that states a fact (`### Preparation Time: 20 minutes`).
        if facts.read([words]) { return }
        // No heading names the parts, and the method has begun: a heading starts another stage
        // (`## Icing`, its ingredients and steps under it), named over both.
        if !hasPartHeadings, !partsListed, !openedByRule, named == nil, part == .directions, !directions.isEmpty {
            part = .stage
            partLevel = level
            stageHeading = (ExternalRecipe.headingLine(words), false, false)
            return
        }
        // Inside the ingredients or the method a deeper heading heads a section of it, whatever
        // its words (`### Zutaten vorbereiten` among the steps), unless it is only another part's name.
        if part == .ingredients || part == .directions, level > partLevel || openedByRule {
            let current: SectionHeadings.Part = part == .ingredients ? .ingredients : .instructions
            if let named, named != current, SectionHeadings.isBareHeading(words, of: named) {
                open(named == .ingredients ? .ingredients : named == .instructions ? .directions : .notes, level: partLevel)
                return
            }
            guard !StepNumbering.isStepName(words) else { return }
            addSectionHeading(words)
            return
        }
        let bare = words.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        if Self.sourceWords.contains(bare) {
            open(.sourceSection, level: level)
            return
        }
        if ["tags", "tag", "keywords", "schlagworte", "schlagwörter", "étiquettes", "etiquetas"].contains(bare) {
            open(.tagsSection, level: level)
            return
        }
        // A part just opened, nothing under it yet, and a heading of its level this reader does not
        // know (`## Ingredientes`, then `## Version 1`): a section of that part.
        if named == nil, part == .ingredients || part == .directions, level == partLevel, !partHasContent,
           !SectionHeadings.isRecipeWord(words) {
            addSectionHeading(words)
            partLevel = level - 1
            return
        }
        switch named {
        case .ingredients:
            // `## Zutaten für 2 Portionen`, `## Ingredients (serves 4)`: the servings; `## Ingredients
            // for the sauce`, `## Ingredients (Cake)`: a section of the ingredients.
            if facts.servings == nil, let servings = Self.servings(inHeading: words) { facts.servings = servings }
            open(.ingredients, level: level)
            if let component = Self.component(inHeading: words) { ingredients.append(ExternalRecipe.headingLine(component)) }
        case .instructions:
            open(.directions, level: level)
            if let component = Self.component(inHeading: words) { directions.append(ExternalRecipe.headingLine(component)) }
        case .other:
            open(.notes, level: level)
            // `## Notes` over the first notes says nothing; over notes after a description it parts them.
            if !notes.isEmpty || !Self.notesWords.contains(words.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ": "))) {
                notes.append(ExternalRecipe.headingLine(words))
            }
        case nil:
            if SectionHeadings.isRecipeWord(words), sawPartHeading || !ingredients.isEmpty || partsListed {
                // `## Recipe` under the ingredients heads the method.
                open(.directions, level: level)
            } else if !hasPartHeadings, !partsListed {
                part = .stage
                partLevel = level
                stageHeading = (ExternalRecipe.headingLine(words), false, false)
            } else {
                // A heading this reader does not know (`## Equipment`, `## Story`): its text is kept in the notes.
                let afterMethod = part == .directions
                open(.notes, level: level)
                notesUnderUnknownHeading = true
                unknownHeadingAfterMethod = afterMethod
                notes.append(ExternalRecipe.headingLine(words))
            }
        }
    }

    /// What a part's heading names after its word, when it is no amount: `for the sauce` →
    /// `the sauce`, `(Cake)` → `Cake`; `nil` for a bare heading or one stating servings.
    private static func component(inHeading words: String) -> String? {
        guard !words.contains(where: \.isNumber) else { return nil }
        let lower = words.lowercased()
        for part in [SectionHeadings.Part.ingredients, .instructions] where SectionHeadings.isBareHeading(words, of: part) { return nil }
        // The part's word is the heading's first word or two; what follows is the component.
        let parts = lower.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let after = String(words.dropFirst(parts[0].count)).trimmingCharacters(in: .whitespaces)
        var rest = after.trimmingCharacters(in: CharacterSet(charactersIn: " ():-–"))
        // Only a component said so: in brackets, or after "for" in some language.
        var said = after.hasPrefix("(")
        for lead in ["for the ", "for ", "für den ", "für die ", "für das ", "für ", "pour la ", "pour le ", "pour ", "voor de ", "voor ",
                     "per la ", "per il ", "per ", "para el ", "para la ", "para "] where rest.lowercased().hasPrefix(lead) {
            rest = String(rest.dropFirst(lead.count))
            said = true
            break
        }
        guard said else { return nil }
        rest = rest.trimmingCharacters(in: CharacterSet(charactersIn: " ():"))
        guard !rest.isEmpty, rest.count <= 40, !["list", "liste"].contains(rest.lowercased()) else { return nil }
        return rest.prefix(1).uppercased() + rest.dropFirst()
    }

    /// The servings an ingredients heading states after its word: `für 2 Portionen`, `(serves 4)`.
    private static func servings(inHeading words: String) -> String? {
        guard let digit = words.firstIndex(where: \.isNumber) else { return nil }
        var start = digit
        // Keep a word before the number that says what it is (`serves 4`), not one that leads in (`for 4`).
        if let word = words[..<digit].split(separator: " ").last?.drop(while: { $0 == "(" }),
           ["serves", "makes", "yield", "yields"].contains(word.lowercased()) {
            start = word.startIndex
        }
        let text = words[start...].trimmingCharacters(in: CharacterSet(charactersIn: " ():"))
        return text.isEmpty ? nil : String(text)
    }

    /// A heading line (`Name:`) in the ingredients or the directions, whichever is being read.
    private mutating func addSectionHeading(_ name: String) {
        if part == .ingredients { ingredients.append(ExternalRecipe.headingLine(name)) } else {
            directions.append(ExternalRecipe.headingLine(name))
        }
    }

    private mutating func open(_ newPart: Part, level: Int) {
        partHasContent = false        // also when the part opened again is the same one
        partHasIngredient = false
        part = newPart
        partLevel = level
        sawPartHeading = true
        openedByRule = false
        notesUnderUnknownHeading = false
        unknownHeadingAfterMethod = false
    }

    private mutating func addParagraph(_ inlines: [MarkdownInline]) {
        var inlines = inlines
        // A plain-text recipe's first line, short and not a sentence, is its title.
        if titledByFirstLine, title == nil, part == .opening, !sawPartHeading {
            let lineEnd = inlines.firstIndex { $0 == .softBreak || $0 == .lineBreak } ?? inlines.endIndex
            let first = Self.oneLine(MarkdownInline.plainText(Array(inlines[..<lineEnd])))
            if !first.isEmpty, first.count <= 80, !first.hasSuffix("."), !facts.canRead([first]) {
                title = first
                titleFromFirstLine = true
                inlines = Array(inlines[min(lineEnd + 1, inlines.count)...])
            }
        }
        if imageURL == nil, let url = MarkdownInline.firstImage(inlines) { imageURL = url }
        var text = MarkdownInline.plainText(inlines)
        guard !text.allSatisfy(\.isWhitespace) else { return }
        // A line in bold alone heads what follows it (`**For the dough**`) inside a part.
        if MarkdownInline.isOnly(inlines, strong: true), part == .ingredients || part == .directions {
            addSectionHeading(Self.oneLine(text))
            return
        }
        let link = MarkdownInline.firstLink(inlines)
        // `[From reddit](https://…)`, `Based on a recipe from [Cook's Illustrated](https://…)`: the
        // source's address; what the text says (a book's name) stays in the notes.
        if let link, facts.source == nil, part != .ingredients, Self.namesSource(text), !facts.canRead([text]) {
            facts.source = link
            notes.append(text)
            return
        }
        if part == .sourceSection {
            if facts.source == nil { facts.source = link ?? Self.oneLine(text) } else { notes.append(text) }
            return
        }
        if part == .tagsSection {
            // `#mexican #vegetarian`, `quick, easy`: a line of tags.
            for line in text.split(separator: "\n") where !facts.read(["tags: " + line]) { notes.append(String(line)) }
            return
        }
        if part == .opening || part == .notes {
            // Lines of facts are facts (`Portionen: 2`); the paragraph's other lines stay as written.
            let rest = facts.readEach(text.components(separatedBy: "\n"), link: link)
            guard !rest.isEmpty else { return }
            text = rest.joined(separator: "\n")
        }
        switch part {
        case .opening:
            if MarkdownInline.isOnly(inlines, strong: false), facts.collections.isEmpty, !hasPartHeadings, link == nil {
                // RecipeMD's tags: `*vegetarian, quick*`.
                facts.collections = Self.oneLine(text).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            } else if MarkdownInline.isOnly(inlines, strong: true), facts.servings == nil {
                // RecipeMD's yields: `**4 servings, 1 loaf**`.
                facts.servings = Self.oneLine(text)
            } else {
                notes.append(text)
            }
        case .ingredients:
            let lower = text.lowercased()
            if Self.noteOpenings.contains(where: lower.hasPrefix) {
                notes.append(text)
            } else if !partsListed, !openedByRule, !ingredients.isEmpty,
                      !hasPartHeadings && (interleaved || Self.isMethod(text)) || !hasMethodHeading && Self.isProse(text) {
                // No heading names the parts, or none the method: sentences after the ingredients are the method.
                part = .directions
                directions += Self.steps(in: text)
            } else {
                for line in text.split(separator: "\n") { addIngredient(String(line)) }
            }
        case .directions:
            // based.cooking ends its method with the recipe's tags: `;tags: chicken beans`.
            if !text.contains("\n"), facts.readTags(text) { return }
            // `Source: https://youtu.be/…` under the last step.
            if !text.contains("\n"), facts.source == nil, text.lowercased().hasPrefix("source:") || text.lowercased().hasPrefix("quelle:"),
               facts.read([text], link: link) {
                return
            }
            // `Nota: está mejor si se hace de un día para otro` after the steps: a note, not a step.
            if !directions.isEmpty, Self.noteOpenings.contains(where: text.lowercased().hasPrefix) {
                notes.append(text)
                return
            }
            var steps = Self.steps(in: text)
            // A step a line, the last a note (`Notiz: Der Teig muss lange ruhen.`).
            if steps.count > 1, let last = steps.last, Self.noteOpenings.contains(where: last.lowercased().hasPrefix) {
                notes.append(steps.removeLast())
            }
            directions += steps
        case .stage:
            if facts.read(text.components(separatedBy: "\n"), link: link) { return }
            addStageHeading(toIngredients: false)
            directions += Self.steps(in: text)
        case .notes:
            notes.append(text)
        case .sourceSection, .tagsSection:
            break
        }
    }

    /// Whether a paragraph reads as steps: each line a sentence (a capital first, then a stop or
    /// six words or more), three words in all at least.
    private static func isMethod(_ text: String) -> Bool {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty, lines.reduce(0, { $0 + $1.split(separator: " ").count }) >= 3 else { return false }
        return lines.allSatisfy { line in
            guard let first = line.first, first.isLetter, first.isUppercase, let last = line.last else { return false }
            return ".!".contains(last) || line.split(separator: " ").count >= 6
        }
    }

    /// Whether a paragraph is prose, wrapped as it may be: it starts with a capital, not an
    /// amount, and its lines hold six words or more on average, eight at least in all.
    private static func isProse(_ text: String) -> Bool {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let words = lines.reduce(0) { $0 + $1.split(separator: " ").count }
        guard let first = lines.first?.first, first.isLetter, first.isUppercase else { return false }
        return words >= 8 && words >= 6 * lines.count
    }

    /// Whether a line starts with an amount (`1 kg beef`, `½ onion`, `2-3 carrots`).
    static func startsWithAmount(_ line: some StringProtocol) -> Bool {
        guard let first = line.first else { return false }
        return first.isNumber || "½⅓⅔¼¾⅛".contains(first)
    }

    /// Where the method starts in an ingredient list that runs on into it with no heading (`Zutaten:`,
    /// the ingredients, then the steps as sentences, one per line): the first of the trailing lines
    /// that are all sentences (a capital, then four words and a stop, or eight words) or headings
    /// between them, a dozen words at least, after at least one ingredient; nil when the list does
    /// not end so.
    static func methodStart(in lines: [String]) -> Int? {
        func isSentence(_ line: String) -> Bool {
            guard let last = line.last, let first = line.first, first.isLetter, first.isUppercase else { return false }
            let words = line.split(separator: " ").count
            return ".!".contains(last) ? words >= 4 : words >= 8
        }
        func isHeading(_ line: String) -> Bool { line.hasSuffix(":") && line.split(separator: " ").count <= 4 }
        var start: Int?
        for index in lines.indices.reversed() {
            if isSentence(lines[index]) { start = index } else if !isHeading(lines[index]) { break }
        }
        // A last ingredient written as a sentence (`Salt and pepper to taste.`) is no method.
        // The headings right over the first step head the method's first part (`Bolognese:`).
        while let first = start, first > 0, isHeading(lines[first - 1]) { start = first - 1 }
        guard let start, lines[..<start].contains(where: { !isHeading($0) }),
              lines[start...].reduce(0, { $0 + $1.split(separator: " ").count }) >= 12 else { return nil }
        return start
    }

    /// Writes the open stage's heading over its first ingredient or its first step.
    private mutating func addStageHeading(toIngredients: Bool) {
        guard let heading = stageHeading else { return }
        if toIngredients, !heading.ingredients {
            ingredients.append(heading.name)
            stageHeading?.ingredients = true
        } else if !toIngredients, !heading.directions {
            directions.append(heading.name)
            stageHeading?.directions = true
        }
    }

    private mutating func addIngredient(_ line: String) {
        var line = Self.withoutAttributes(line).trimmingCharacters(in: .whitespaces)
        // `4-6 servings`, `Für ca. 20 Stück` over the list: the servings, not an ingredient.
        if !partHasIngredient, facts.servings == nil, facts.read([line]) { return }
        partHasIngredient = true
        // A box left as text (`[ ] 2 eggs` in a paragraph, where cmark-gfm reads no task list, or
        // a recipe plugin's `▢` copied from a page).
        for box in ["[ ] ", "[x] ", "[X] ", "▢ ", "☐ ", "□ ", "○ ", "• "] where line.hasPrefix(box) { line.removeFirst(box.count) }
        guard !line.isEmpty else { return }
        ingredients.append(line)
    }

    private mutating func addList(ordered: Bool, items: [[MarkdownBlock]]) {
        var target = part
        if !hasPartHeadings, !partsListed, part == .opening || (part == .ingredients && !openedByRule) {
            // No heading says which list is which: bullets are the ingredients, numbers the method;
            // a list of facts (`- ⏲️ Prep time: 30 min`) is facts.
            if items.allSatisfy({ facts.canRead([Self.itemText($0).0]) }) {
                for item in items { _ = facts.read([Self.itemText(item).0]) }
                return
            }
            target = ordered || !ingredients.isEmpty ? .directions : .ingredients
            if ordered, !openedByRule { part = .directions } else if !ordered, ingredients.isEmpty { part = .ingredients }
        }
        // Ingredients given as the method goes (`- 1 kg beef` after `Chop them.`): more ingredients.
        if !hasPartHeadings, !partsListed, part == .directions, !ordered, !directions.isEmpty,
           interleaved || items.allSatisfy({ Self.startsWithAmount(Self.itemText($0).0) }) {
            target = .ingredients
        }
        if target == .stage { target = ordered ? .directions : .ingredients }
        // A typo'd heading over the only numbered list of a recipe with ingredients: that list is the
        // method; a heading of its own after the method over a numbered list: a section of it.
        if target == .notes, ordered, notesUnderUnknownHeading, directions.isEmpty && !ingredients.isEmpty || unknownHeadingAfterMethod {
            if unknownHeadingAfterMethod, let heading = notes.last, ExternalRecipe.isHeading(heading) {
                notes.removeLast()
                directions.append(heading)
            }
            target = .directions
            part = .directions
        }
        // The front matter lists the ingredients and the body numbers the steps: those are the method.
        if target == .opening, ordered, !hasPartHeadings, partsListed, directions.isEmpty, !directionsListed { target = .directions }
        for item in items {
            let (text, nested) = Self.itemText(item)
            if part == .stage { addStageHeading(toIngredients: target == .ingredients) }
            switch target {
            case .ingredients, .stage:
                if !nested.isEmpty, !text.contains(where: \.isNumber), !text.isEmpty {
                    // `- For the sauce` with its ingredients nested under it.
                    ingredients.append(ExternalRecipe.headingLine(text))
                } else {
                    for line in text.split(separator: "\n") { addIngredient(String(line)) }
                }
                for line in nested { addIngredient(line) }
            case .directions:
                // A numbered list's own numbers are gone already; a number left is the cook's text.
                let step = Self.oneLine(text)
                if !step.isEmpty { directions.append(ordered ? step : StepNumbering.strippingNumber(step)) }
                // Sub-steps nested under a step are steps of their own, in order.
                directions += nested.map(Self.oneLine).filter { !$0.isEmpty }
            case .opening, .notes:
                if facts.read([text], link: Self.firstLink(in: item)) { continue }
                notes.append(([text] + nested).joined(separator: "\n"))
            case .sourceSection:
                if facts.source == nil { facts.source = Self.oneLine(text) }
            case .tagsSection:
                // An item is one tag (`- Main dish`), or a line of hashtags.
                let tag = Self.oneLine(text)
                if !facts.read([(tag.hasPrefix("#") ? "tags: " : "collections: ") + tag]) { notes.append(tag) }
            }
        }
    }

    private mutating func addTable(rows: [[[MarkdownInline]]], hasHeader: Bool) {
        let cells = rows.map { $0.map { Self.oneLine(MarkdownInline.plainText($0)) } }
        var body = hasHeader ? Array(cells.dropFirst()) : cells
        switch part {
        case .opening, .notes:
            // A table of facts: `| Servings | 4 |` rows, or a header naming them over one row of values.
            var read = false
            if hasHeader, let header = cells.first, body.count == 1 {
                // Header cells may carry icons: `:timer_clock: Total Time`.
                read = facts.read(zip(header.map(Self.headingWords), body[0]).map { $0 + ": " + $1 })
            }
            if !read {
                let rows = body.filter { $0.count >= 2 && !$0[0].contains(where: \.isNumber) }
                read = rows.count == body.count && facts.read(rows.map { $0[0] + ": " + $0[1] })
            }
            if !read { notes += (part == .notes ? cells : body).map { $0.joined(separator: " · ") } }
        case .ingredients, .stage:
            // `| Ingredient | Amount |`: the amount is written first, as a line says it.
            if hasHeader, let header = cells.first,
               let amount = header.firstIndex(where: { cell in Self.amountWords.contains { cell.lowercased().hasPrefix($0) } }), amount > 0 {
                body = body.map { row in
                    guard amount < row.count else { return row }
                    var row = row
                    row.insert(row.remove(at: amount), at: 0)
                    return row
                }
            }
            if part == .stage { addStageHeading(toIngredients: true) }
            for row in body {
                addIngredient(row.filter { !$0.isEmpty }.joined(separator: " "))
            }
        case .sourceSection, .tagsSection:
            notes += body.map { $0.joined(separator: " · ") }
        case .directions:
            for row in body {
                let step = row.filter { !$0.isEmpty && !$0.allSatisfy(\.isNumber) }.joined(separator: " ")
                if !step.isEmpty { directions.append(step) }
            }
        }
    }

    /// How a table's header names the amount column, in the languages recipes are written in.
    private static let amountWords = ["amount", "quantity", "qty", "menge", "quantité", "hoeveelheid", "cantidad", "quantità", "quantidade"]

    /// The address of the first link in an item's own paragraphs (`* Origin: [Just One Cookbook](…)`).
    private static func firstLink(in blocks: [MarkdownBlock]) -> String? {
        for block in blocks {
            if case .paragraph(let inlines) = block, let link = MarkdownInline.firstLink(inlines) { return link }
        }
        return nil
    }

    /// An item's own text (its paragraphs, each line kept) and the lines of the lists nested in it.
    private static func itemText(_ blocks: [MarkdownBlock]) -> (String, [String]) {
        var own: [String] = []
        var nested: [String] = []
        for block in blocks {
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines):
                own.append(MarkdownInline.plainText(inlines))
            case .list(_, let items):
                for item in items {
                    let (text, deeper) = itemText(item)
                    nested += [text] + deeper
                }
            case .literal(let text):
                own.append(HTMLText.plainText(text))
            default:
                continue
            }
        }
        return (own.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines), nested.filter { !$0.isEmpty })
    }

    /// The steps of a paragraph of the method. A line break in Markdown may be wrapping or, in
    /// note apps that show it, the end of a step: a line is a step of its own when the line
    /// before it ends a sentence, or when it starts with a capital after a short line (a step a
    /// line, `Mit Rotwein ablöschen` / `Einkochen`); else it goes on with the line before.
    private static func steps(in text: String) -> [String] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var joined: [String] = []
        for line in lines {
            guard let previous = joined.last, let first = line.first else {
                joined.append(line)
                continue
            }
            let endsSentence = previous.last.map { ".!?:)".contains($0) } ?? false
            let startsAnew = first.isUppercase || first.isNumber
            if endsSentence && startsAnew || startsAnew && previous.count < 50 && !(previous.last == ",") {
                joined.append(line)
            } else {
                joined[joined.count - 1] += " " + line
            }
        }
        return joined.map(withoutAttributes).filter { !$0.isEmpty }.flatMap { SchemaInstructions.steps(in: $0) }
    }

    /// A line without pandoc's attribute braces (`{width=40%}`, `{.class}`) after a picture or link.
    static func withoutAttributes(_ line: String) -> String {
        guard line.contains("{") else { return line }
        var output = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { return output + rest[open...] }
            let inside = rest[rest.index(after: open)..<close]
            if !(inside.contains("=") || inside.hasPrefix(".") || inside.hasPrefix("#")) { output += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        return (output + rest).trimmingCharacters(in: .whitespaces)
    }

    /// Text with its line breaks made spaces and its runs of white space one.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The reading written onto `recipe`: fields the front matter gave are kept (`titled`: the
    /// front matter named the title), the rest filled from the text.
    func write(onto recipe: inout ExternalRecipe, titled: Bool) {
        if !titled, let title = title ?? facts.title { recipe.title = title }
        var ingredients = ingredients
        var directions = directions
        if directions.isEmpty, recipe.directions.isEmpty, let start = Self.methodStart(in: ingredients) {
            directions = Array(ingredients[start...])
            ingredients.removeSubrange(start...)
        }
        recipe.ingredients += SectionHeadings.withCapitalisedHeadings(ingredients)
        recipe.directions += directions
        facts.fill(&recipe)
        if recipe.imageURLs.isEmpty, let imageURL, !imageURL.isEmpty { recipe.imageURLs = [imageURL] }
        var text = notes.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        // A heading with nothing under it (`Notes:` at the end of a file) heads nothing.
        if let last = text.last, last.hasSuffix(":"), !last.contains("\n"), last.count <= 40 { text.removeLast() }
        if !text.isEmpty {
            recipe.notes = ((recipe.notes.map { [$0] } ?? []) + text).joined(separator: "\n")
        }
    }
}
