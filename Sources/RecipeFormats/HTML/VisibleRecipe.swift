/// A recipe read from what a page shows rather than from its structured data: the lists a recipe
/// plugin marks as ingredients and steps (`RecipeCardClasses`), else the lines after a heading
/// such as "Ingredients" or "Method" (`SectionHeadings`), in the page's order (`PageBlocks`).
///
/// Used only when the page's structured data gives no recipe with both ingredients and steps,
/// or none with a time: it is slower (the whole page is parsed) and less sure than data a site
/// wrote for machines. The result is a JSON-LD Recipe node, so the one mapping reads it.
enum VisibleRecipe {
    /// The recipe the page shows, with whatever of ingredients, steps and times was found; `nil`
    /// when none was. Its title is the recipe's own heading over its ingredients' heading, else the
    /// page's first `h1`, else `fallbackTitle` (the page's `og:title`). `recipeNames` are the names
    /// the page's data gives its recipes: a heading repeating one may head the steps.
    static func recipe(in document: HTMLDocument, fallbackTitle: String?, recipeNames: [String] = []) -> JSONValue? {
        let blocks = PageBlocks.blocks(in: document)
        var ingredients = marked(.ingredients, in: blocks) ?? headed(.ingredients, in: blocks, from: 0)
        var steps = marked(.instructions, in: blocks)
            ?? headed(.instructions, in: blocks, from: ingredients?.end ?? 0)
            ?? headed(.instructions, in: blocks, from: 0)
        if ingredients == nil, steps == nil {
            (ingredients, steps) = underRecipeHeading(in: blocks)
        } else if steps == nil, let ingredients {
            steps = afterRecipeHeading(in: blocks, from: ingredients.end, names: recipeNames)
                ?? paragraphs(after: ingredients, in: blocks)
                ?? sentences(underHeadingAfter: ingredients, in: blocks)
        }
        let times = PageTimes.times(in: blocks)
        guard ingredients != nil || steps != nil || !times.isEmpty else { return nil }
        var members = [JSONMember("@type", .string("Recipe"))]
        if let title = title(in: blocks, ingredientsHeading: ingredients?.heading) ?? fallbackTitle {
            members.append(JSONMember("name", .string(EmbeddedItems.escaped(title))))
        }
        if let ingredients {
            let lines = joiningAmounts(withoutMarkers(ingredients.lines, bullets: true)).map {
                SectionHeadings.namesPurpose($0) ? ExternalRecipe.headingLine($0) : $0
            }
            members.append(JSONMember("recipeIngredient", list(lines)))
        }
        for kind in PageTimes.Kind.allCases {
            if let time = times[kind] { members.append(JSONMember(kind.rawValue, .string(EmbeddedItems.escaped(time)))) }
        }
        if let steps {
            let cleaned = withoutNumbers(withoutStepNames(withoutMarkers(steps.lines, bullets: false)))
            members.append(JSONMember("recipeInstructions", list(cleaned)))
        }
        return .object(members)
    }

    /// A recipe under a heading that names it (`Recipe: Orange Juice Carrots`) with no heading
    /// for its parts: the list right under the heading is its ingredients, the paragraphs after
    /// the list its steps.
    private static func underRecipeHeading(in blocks: [PageBlock]) -> (Section?, Section?) {
        guard let heading = blocks.firstIndex(where: { $0.kind != .item && SectionHeadings.namesRecipe($0.text) }),
              blocks[(heading + 1)...].prefix(3).contains(where: { $0.kind == .item }),
              let ingredients = section(after: heading, part: .ingredients, in: blocks), ingredients.end > heading + 1,
              let steps = section(after: ingredients.end - 1, part: .instructions, in: blocks),
              steps.lines.contains(where: isSentence) else { return (nil, nil) }
        return (ingredients, steps)
    }

    /// The steps under a heading after the ingredients that is only the word recipe (`RECIPE`) or
    /// repeats the recipe's name (a newspaper's `Kohlrabi-Fenchel-Carpaccio` over its method):
    /// some pages head their method so.
    private static func afterRecipeHeading(in blocks: [PageBlock], from start: Int, names: [String]) -> Section? {
        let names = Set(names.map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        let headsRecipe = { (block: PageBlock) in
            SectionHeadings.isRecipeWord(block.text) || (block.kind != .paragraph && names.contains(block.text.lowercased()))
        }
        guard start < blocks.count,
              let heading = blocks[start...].firstIndex(where: { $0.kind != .item && headsRecipe($0) }) else { return nil }
        // Paragraphs of method followed closely by a list that holds no sentence (links to other
        // recipes or ingredients) are the steps, not a line or two before the list.
        for paragraphsOnly in [false, true] {
            if let steps = section(after: heading, part: .instructions, in: blocks, paragraphsOnly: paragraphsOnly),
               steps.lines.contains(where: isSentence) { return steps }
        }
        return nil
    }

    /// The paragraphs right after a headed list of ingredients, up to the next heading, when no
    /// heading names the method: a page may write its method straight after the list (`Zutaten:`,
    /// the list, then the method, then `Tipp:`). A list a plugin marks is not followed so: what
    /// comes after a card's ingredients is the card's own. A sentence at least, as for any method.
    private static func paragraphs(after ingredients: Section, in blocks: [PageBlock]) -> Section? {
        guard ingredients.heading != nil, ingredients.end > 0, ingredients.end < blocks.count,
              blocks[ingredients.end].kind == .paragraph,
              let steps = section(after: ingredients.end - 1, part: .instructions, in: blocks, paragraphsOnly: true),
              steps.lines.contains(where: isSentence) else { return nil }
        return steps
    }

    /// The list right under the heading that follows a headed list of ingredients, when no
    /// heading names the method: a heading as high as the ingredients' own that names no part
    /// (`Get started` over the method), over a list whose every item is a sentence; a list of
    /// other recipes' names under such a heading has none.
    private static func sentences(underHeadingAfter ingredients: Section, in blocks: [PageBlock]) -> Section? {
        guard let heading = ingredients.heading, ingredients.end + 1 < blocks.count,
              case .heading = blocks[heading].kind, blocks[ingredients.end].kind == blocks[heading].kind,
              SectionHeadings.part(headedBy: blocks[ingredients.end].text) == nil,
              blocks[ingredients.end + 1].kind == .item,
              let steps = section(after: ingredients.end, part: .instructions, in: blocks),
              steps.lines.allSatisfy(isSentence) else { return nil }
        return steps
    }

    /// Lines of one part of the recipe, and the index of the block after them.
    private struct Section {
        var lines: [String]
        var end: Int
        /// The heading the part is under, when a heading was found for it.
        var heading: Int?
    }

    /// The recipe's own heading: the heading one level above its ingredients' heading, just
    /// before it (`<h2>Rainbow Pasta</h2>` over `<h3>Ingredients</h3>`, where the page's `h1`
    /// is an article's headline); else the page's first `h1`.
    private static func title(in blocks: [PageBlock], ingredientsHeading: Int?) -> String? {
        let firstHeading = blocks.first(where: { $0.kind == .heading(level: 1) })?.text
        guard let ingredientsHeading, case .heading(let level) = blocks[ingredientsHeading].kind, level > 1,
              let above = blocks[..<ingredientsHeading].suffix(3).last(where: { if case .heading = $0.kind { true } else { false } }),
              above.kind == .heading(level: level - 1), SectionHeadings.part(headedBy: above.text) == nil else { return firstHeading }
        return above.text
    }

    private static func list(_ lines: [String]) -> JSONValue {
        .array(lines.map { .string(EmbeddedItems.escaped($0)) })
    }

    /// The first run of blocks the markup marks as `part`: its list items, with the names of
    /// groups as headings; or its paragraphs when it has no list.
    private static func marked(_ part: SectionHeadings.Part, in blocks: [PageBlock]) -> Section? {
        guard let start = blocks.firstIndex(where: { $0.part == part }) else { return nil }
        let end = blocks[start...].firstIndex { $0.part != part } ?? blocks.count
        let run = blocks[start ..< end]
        let hasItems = run.contains { $0.kind == .item }
        var lines: [String] = []
        for (index, block) in zip(run.indices, run) {
            // The card's own title for the part is no line; a note's heading ends the part.
            if block.kind != .item, let named = SectionHeadings.part(headedBy: block.text) {
                if named == .other { break }
                continue
            }
            if part == .ingredients, !hasItems, namesGroupInParagraphs(at: index, in: blocks) {
                lines.append(ExternalRecipe.headingLine(block.text))
            } else if block.kind == .item || !hasItems {
                lines += lineTexts(of: block, part: part)
            } else if opensGroup(at: index, in: blocks) {
                lines.append(ExternalRecipe.headingLine(block.text))
            }
        }
        lines = withoutTrailingHeadings(lines)
        return lines.isEmpty ? nil : Section(lines: lines, end: end)
    }

    /// The lines after the first heading of `part` from `start` on that has any (steps: one
    /// sentence at least): the list that follows it (with its groups' names as headings), else
    /// the paragraphs up to the next heading.
    private static func headed(_ part: SectionHeadings.Part, in blocks: [PageBlock], from start: Int) -> Section? {
        var index = start
        while index < blocks.count {
            if blocks[index].kind != .item, SectionHeadings.part(headedBy: blocks[index].text) == part,
               var section = section(after: index, part: part, in: blocks),
               part != .instructions || section.lines.contains(where: isSentence) {
                section.heading = index
                return section
            }
            index += 1
        }
        return nil
    }

    private static func section(
        after heading: Int, part: SectionHeadings.Part, in blocks: [PageBlock], paragraphsOnly: Bool = false
    ) -> Section? {
        // A line or two may come between the heading and its list (`Serves 4`).
        let firstItem = paragraphsOnly ? nil : blocks[(heading + 1)...].prefix(3).firstIndex { $0.kind == .item }
        let listed = firstItem != nil
        var index = firstItem ?? heading + 1
        guard index < blocks.count else { return nil }
        // The section stays inside the innermost element that holds its heading and its first
        // line (a recipe's `preparation` box), so it does not run on into what follows the box.
        let scope = blocks[heading].sharedElement(with: blocks[index])
        var lines: [String] = []
        reading: while index < blocks.count, lines.count < maximumLines {
            let block = blocks[index]
            if let scope, !block.isInside(scope) { break }
            // Another part's heading ends this one; this part's own (`Ingredients for the sauce`)
            // names a group of its list.
            // Between paragraphs, a heading of this part as high as the section's own is the next
            // stage of the method (`Abrikozenvlaai maken`, then `Abrikozenvlaai bakken`): kept as a heading line.
            let nextPart = block.kind != .item ? SectionHeadings.part(headedBy: block.text) : nil
            if !listed, nextPart == part, !lines.isEmpty, case .heading = block.kind, block.kind == blocks[heading].kind {
                lines.append(ExternalRecipe.headingLine(block.text))
                index += 1
                continue
            }
            if let next = nextPart, !(next == part && listed && opensGroup(at: index, in: blocks)) { break }
            // A heading that only numbers the step under it (`Schritt 1`) is no line and no end.
            if part == .instructions, !listed, case .heading = block.kind, StepNumbering.isStepName(block.text) {
                index += 1
                continue
            }
            // A heading as high as the section's own starts another section, not a group of this one.
            if case .heading(let level) = block.kind, case .heading(let sectionLevel) = blocks[heading].kind,
               level <= sectionLevel { break }
            switch (block.kind, listed) {
            case (.item, true): lines += lineTexts(of: block, part: part)
            // A method written in paragraphs may set some of its sentences as a list (the cuts for
            // each protein, then the paragraph that cooks them): inside the method's box they are steps.
            case (.item, false) where part == .instructions && scope != nil && !lines.isEmpty && isSentence(block.text):
                lines += lineTexts(of: block, part: part)
            case (.item, false), (.heading, false): break reading
            case (.paragraph, false) where PhotoCredit.isCredit(block.text): break reading
            case (_, true):
                guard opensGroup(at: index, in: blocks) else { break reading }
                lines.append(ExternalRecipe.headingLine(block.text))
            case (.paragraph, false) where part == .ingredients && namesGroupInParagraphs(at: index, in: blocks):
                lines.append(ExternalRecipe.headingLine(block.text))
            case (.paragraph, false): lines.append(block.text)
            }
            index += 1
        }
        lines = withoutTrailingHeadings(lines)
        return lines.isEmpty ? nil : Section(lines: lines, end: index)
    }

    /// A block's lines for `part`: an ingredient item that breaks its lines with `<br>` holds
    /// several ingredients (and maybe its group's name); a step's wrapped lines are one step.
    private static func lineTexts(of block: PageBlock, part: SectionHeadings.Part) -> [String] {
        part == .ingredients && !block.lines.isEmpty ? block.lines : [block.text]
    }

    /// Whether a line reads as a sentence (four words or more): a method has at least one, where
    /// a "Preparation" heading over labels and times (`Prêt en`, `0:05 h`) has none. Chinese and
    /// Japanese put no spaces between words: there eight ideographs make a sentence.
    private static func isSentence(_ line: String) -> Bool {
        line.split(separator: " ").count >= 4
            || line.unicodeScalars.lazy.filter(\.properties.isIdeographic).prefix(8).count == 8
    }

    /// Whether a heading or short line names a group of the list items right after it.
    private static func opensGroup(at index: Int, in blocks: [PageBlock]) -> Bool {
        blocks[index].text.count <= 60 && index + 1 < blocks.count && blocks[index + 1].kind == .item
    }

    /// Whether a line among ingredients written as lines of text, not list items, names a group
    /// of the lines right after it: a short line all in bold, without an amount (`Meatballs`, `Sauce`).
    private static func namesGroupInParagraphs(at index: Int, in blocks: [PageBlock]) -> Bool {
        let block = blocks[index]
        return block.isBold && block.text.count <= 40 && !block.text.contains(where: \.isNumber)
            && !ExternalRecipe.isHeading(block.text) && index + 1 < blocks.count && blocks[index + 1].kind == .paragraph
    }

    private static func withoutTrailingHeadings(_ lines: [String]) -> [String] {
        var lines = lines
        while let last = lines.last, ExternalRecipe.isHeading(last), lines.count > 1 { lines.removeLast() }
        return lines
    }

    /// The lines without lines that are only a step's number, set apart from its text (`1`,
    /// `2.`), and, if asked, without the list markers a page wrote as text (`• 1 cup rice`; a
    /// step's leading dash may be the page's own punctuation).
    private static func withoutMarkers(_ lines: [String], bullets stripsBullets: Bool) -> [String] {
        lines.compactMap { line in
            if line.count <= 4, line.allSatisfy({ $0.isNumber || $0 == "." }) { return nil }
            guard stripsBullets, let first = line.first, bullets.contains(first), line.dropFirst().first == " " else { return line }
            return String(line.dropFirst(2))
        }
    }

    /// Lines that alternate a name and its amount alone (`ziemniaki`, `1 kilogram`, `cebula`,
    /// `1 sztuka`: a page that sets each in an element of its own, as przepisy.pl does) joined in
    /// pairs, as the page reads across (`ziemniaki 1 kilogram`); amounts first likewise. Three
    /// pairs at least, and no heading among them, so a list that only happens to alternate is left.
    private static func joiningAmounts(_ lines: [String]) -> [String] {
        guard lines.count >= 6, lines.count.isMultiple(of: 2), !lines.contains(where: ExternalRecipe.isHeading) else { return lines }
        let isAmount = { (line: String) in
            guard let first = line.first, first.isNumber else { return false }
            return line.split(separator: " ").count <= 3
        }
        let pairs = stride(from: 0, to: lines.count, by: 2).map { (lines[$0], lines[$0 + 1]) }
        let nameFirst = pairs.allSatisfy { !isAmount($0.0) && isAmount($0.1) }
        let amountFirst = pairs.allSatisfy { isAmount($0.0) && !isAmount($0.1) && !$0.1.contains(where: \.isNumber) }
        return nameFirst || amountFirst ? pairs.map { $0.0 + " " + $0.1 } : lines
    }

    private static let bullets: Set<Character> = ["•", "·", "▪", "◦", "‣", "-", "*", "–", "○", "●"]

    /// Steps without the lines that only name a step (`Schritt`, `Passo 1`, `Step 2:`, `1. Schritt`),
    /// which a page sets above each step's text; the library numbers steps itself.
    private static func withoutStepNames(_ steps: [String]) -> [String] {
        steps.filter { !StepNumbering.isStepName($0) }
    }

    /// Steps that each start with their number and a space (`1 Preheat`, `2 Mix`), a number the
    /// page set in its own element, without it; the library numbers steps itself.
    private static func withoutNumbers(_ steps: [String]) -> [String] {
        let numbered = steps.filter { !ExternalRecipe.isHeading($0) }
        guard numbered.count > 1, numbered.enumerated().allSatisfy({ $1.hasPrefix("\($0 + 1) ") }) else { return steps }
        return steps.map { step in
            guard !ExternalRecipe.isHeading(step), let space = step.firstIndex(of: " ") else { return step }
            return String(step[step.index(after: space)...])
        }
    }

    /// More than any recipe lists; a bound on what a page of other text can yield.
    private static let maximumLines = 80
}
