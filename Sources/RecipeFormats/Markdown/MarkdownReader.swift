import Foundation

/// Reads recipes written in Markdown: the notes people keep in Obsidian, Joplin or a folder of
/// `.md` files, RecipeMD files, Chowdown and Hugo recipes with YAML front matter, and this
/// program's own Markdown export.
///
/// The text is parsed by cmark-gfm (`MarkdownBlock`); the reader then follows the headings:
/// - the title is the front matter's `title`, else the first level-1 heading that names no part,
///   else the file's name;
/// - a heading that names a part (`## Ingredients`, `## Zutaten`, `## Directions`, `## Method`,
///   `## Notes`, in the languages `SectionHeadings` knows) opens it; a deeper heading inside the
///   ingredients or the directions (`### For the sauce`) is a section heading line (`For the
///   sauce:`), as is a line in bold alone;
/// - in the ingredients, every list item, every line of a paragraph and every table row is a line
///   (a task list's box dropped); in the directions, every list item or paragraph is a step;
/// - before the first part, `Label: value` facts (`Servings: 4`, `**Prep:** 10 min · **Cook:**
///   1 h`, a table of them) fill the fields they name; RecipeMD's emphasised tags line and bold
///   yield line, and its `---` rules around the ingredients, are read as RecipeMD says; other
///   text is the description, kept in the notes;
/// - with no part heading at all, the first bulleted list is the ingredients and the first
///   numbered list the directions;
/// - front matter (YAML, read as Cooklang's is) gives the fields its keys name, and lists of
///   `ingredients` and `directions` as Chowdown writes them.
///
/// A file holding several recipes, each under its own level-1 heading (as `recipes export
/// --format markdown --one-file` writes them), gives each. A recipe with neither ingredients
/// nor directions is left out with a problem naming it.
enum MarkdownReader {
    /// Reads a Markdown file.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        var text = decoded(bytes)
        // Blank lines before the front matter, which Hugo and Jekyll pass over.
        let start = text.drop { $0 == "\n" || $0 == " " || $0 == "\t" }
        if start.hasPrefix("---\n") { text = String(start) }
        if start.hasPrefix("+++\n") { text = yamlFromTOMLFrontMatter(String(start)) }
        let (frontMatterLines, body) = FrontMatter.split(Array(text.utf8))
        var metadata = CooklangMetadata()
        var listed = ListedParts()
        let entries = FrontMatter(lines: frontMatterLines ?? []).entries
        for entry in entries {
            if listed.take(entry) { continue }
            metadata.add(jekyllTags(entry))
        }
        // schema.org written as front matter (`name:`, `recipeIngredient:`): the name is the title.
        if !metadata.hasTitle, let name = entries.first(where: { $0.key.lowercased() == "name" && !$0.isList }) {
            metadata.add(FrontMatter.Entry(key: "title", values: name.values, isList: false))
        }
        let blocks = MarkdownBlock.parse(String(decoding: body, as: UTF8.self)).flatMap(headingsOpeningParagraphs)
        var result = ReadResult(fileName: fileName, format: .markdown, recipes: [])
        var pieces = recipePieces(blocks)
        if metadata.hasTitle, pieces.count > 1 { pieces = [components(of: pieces)] }
        for (index, piece) in pieces.enumerated() {
            let hasPartHeadings = piece.contains {
                if case .heading(_, let inlines) = $0 { return MarkdownRecipeReading.namesPart(inlines) }
                return false
            }
            let hasMethodHeading = piece.contains {
                if case .heading(_, let inlines) = $0 {
                    return SectionHeadings.part(headedBy: MarkdownRecipeReading.headingWords(MarkdownInline.plainText(inlines))) == .instructions
                }
                return false
            }
            let partsListed = index == 0 && !(listed.ingredients.isEmpty && listed.components.isEmpty && listed.directions.isEmpty)
            var reading = MarkdownRecipeReading(hasPartHeadings: hasPartHeadings, partsListed: partsListed,
                                                hasMethodHeading: hasMethodHeading,
                                                directionsListed: index == 0 && !listed.directions.isEmpty,
                                                titledByFirstLine: !isMarkdownName(fileName) && !metadata.hasTitle,
                                                titledAbove: index == 0 && metadata.hasTitle,
                                                interleaved: !hasPartHeadings && !partsListed && isInterleaved(piece))
            for block in piece { reading.add(block) }
            var recipe = ExternalRecipe(title: FileNames.stem(of: fileName))
            if index == 0 {
                metadata.apply(to: &recipe, options: options)
                recipe.ingredients = listed.ingredients
                recipe.directions = listed.directions
                if !listed.notes.isEmpty { recipe.notes = ((recipe.notes.map { [$0] } ?? []) + listed.notes).joined(separator: "\n") }
            }
            reading.write(onto: &recipe, titled: index == 0 && metadata.hasTitle)
            if index == 0, !listed.components.isEmpty { recipe.ingredients += ["Components:"] + listed.components }
            guard !recipe.ingredients.isEmpty || !recipe.directions.isEmpty else {
                result.problems.append(FormatProblem(
                    fileName: fileName, place: pieces.count > 1 ? "recipe \(index + 1) (\(recipe.title))" : nil,
                    message: "no ingredients or directions found (a Markdown recipe lists them under headings such as "
                        + "`## Ingredients` and `## Directions`)"))
                continue
            }
            result.recipes.append(recipe)
        }
        return result
    }

    /// Whether a text that is not named `.md` reads as a Markdown recipe, or a plain-text one: a
    /// heading line (`#` then a space, or a line that is only a part's name: `Ingredients:`,
    /// `DIRECTIONS`, `**Method**`) naming the ingredients, and another naming the method.
    static func looksLikeMarkdown(_ head: [UInt8]) -> Bool {
        guard !head.contains(0) else { return false }
        var parts: Set<String> = []
        for line in String(decoding: head, as: UTF8.self).split(separator: "\n") {
            let name: String
            if line.hasPrefix("#") {
                let words = line.drop { $0 == "#" }
                guard words.first == " " else { continue }
                name = words.trimmingCharacters(in: .whitespaces)
            } else {
                let words = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "*_"))
                guard [SectionHeadings.Part.ingredients, .instructions].contains(where: { SectionHeadings.isBareHeading(words, of: $0) })
                else { continue }
                name = words
            }
            switch SectionHeadings.part(headedBy: name) {
            case .ingredients: parts.insert("ingredients")
            case .instructions: parts.insert("instructions")
            default: continue
            }
        }
        if parts.count == 2 { return true }
        // `Zutaten für 6 Pfannkuchen`, the ingredients a line each, then the method as prose with no heading.
        return !parts.contains("instructions") && hasIngredientsThenProse(head)
    }

    /// Whether a plain text has a line naming the ingredients (`Ingredients for 4:`), three lines
    /// or more after it starting with an amount, and then a line of prose (a capital, eight words
    /// or more): a recipe whose method has no heading.
    private static func hasIngredientsThenProse(_ head: [UInt8]) -> Bool {
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let heading = lines.firstIndex(where: { SectionHeadings.part(headedBy: $0) == .ingredients }) else { return false }
        var amounts = 0
        for line in lines[(heading + 1)...] {
            if MarkdownRecipeReading.startsWithAmount(line) {
                amounts += 1
            } else if amounts >= 3, let first = line.first, first.isUppercase, line.split(separator: " ").count >= 8 {
                return true
            }
        }
        return false
    }

    /// A paragraph whose first line only names a part (`Ingredients:`, `**Directions**`,
    /// `METHOD`, or `Zutaten für 6 Pfannkuchen` over lines that are mostly amounts), as plain-text
    /// recipes and notes without `#` write their parts: that line as a heading, the rest as the paragraph.
    private static func headingsOpeningParagraphs(_ block: MarkdownBlock) -> [MarkdownBlock] {
        guard case .paragraph(let inlines) = block else { return [block] }
        let lineEnd = inlines.firstIndex { $0 == .softBreak || $0 == .lineBreak } ?? inlines.endIndex
        let first = Array(inlines[..<lineEnd])
        let words = MarkdownRecipeReading.headingWords(MarkdownInline.plainText(first)).trimmingCharacters(in: .whitespaces)
        guard words.count <= 40, let part = SectionHeadings.part(headedBy: words) else { return [block] }
        let rest = Array(inlines[min(lineEnd + 1, inlines.count)...])
        // `Zutaten für 6 Pfannkuchen` over lines that are mostly amounts heads them, with no colon.
        let restLines = MarkdownInline.plainText(rest).split(separator: "\n")
        let amounts = restLines.filter(MarkdownRecipeReading.startsWithAmount).count
        guard SectionHeadings.isBareHeading(words, of: part) || words.hasSuffix(":") || MarkdownInline.isOnly(first, strong: true)
                || part == .ingredients && amounts >= 2 && amounts * 2 >= restLines.count
        else { return [block] }
        return [.heading(level: 2, first)] + (rest.isEmpty ? [] : [.paragraph(rest)])
    }

    /// The text of the bytes: UTF-8 when they are, else Windows-1252 (notes written on Windows
    /// long ago); a BOM and carriage returns removed.
    private static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = UTF8Validation.firstInvalidOffset(in: bytes) == nil
            ? String(decoding: bytes, as: UTF8.self)
            : String(data: Data(buffer: bytes), encoding: .windowsCP1252) ?? String(decoding: bytes, as: UTF8.self)
        let withoutBOM = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        return withoutBOM.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// The blocks cut into recipes: at each level-1 heading that names no part, when there are
    /// two such headings or more; what comes before the first goes with it.
    private static func recipePieces(_ blocks: [MarkdownBlock]) -> [[MarkdownBlock]] {
        let starts = blocks.indices.filter { index in
            guard case .heading(1, let inlines) = blocks[index] else { return false }
            return !MarkdownRecipeReading.namesPart(inlines)
        }
        guard starts.count > 1 else { return [blocks] }
        var pieces: [[MarkdownBlock]] = []
        for (number, start) in starts.enumerated() {
            let from = number == 0 ? 0 : start
            let to = number + 1 < starts.count ? starts[number + 1] : blocks.count
            pieces.append(Array(blocks[from..<to]))
        }
        return pieces
    }

    /// Whether a recipe's blocks alternate bulleted lists and paragraphs, twice at least (`- 1
    /// onion` / `Chop it.` / `- 1 kg beef` / `Fry it.`): the ingredients given step by step.
    private static func isInterleaved(_ blocks: [MarkdownBlock]) -> Bool {
        var alternations = 0
        var last: Bool?                                     // true: a bulleted list; false: a paragraph
        for block in blocks {
            let kind: Bool
            switch block {
            case .list(ordered: false, _): kind = true
            case .paragraph: kind = false
            default: continue
            }
            if let last, last && !kind { alternations += 1 }
            last = kind
        }
        return alternations >= 2
    }

    /// The pieces of a file whose front matter names one recipe (`title: Dal Bhat`, then `# Dal`,
    /// `# Cauliflower Curry`, each with its ingredients and method) as that one recipe's blocks:
    /// each piece's `#` heading becomes the name of its sections (`## Ingredients` under `# Dal` is
    /// read as `## Ingredients (Dal)`), as one meal's components.
    private static func components(of pieces: [[MarkdownBlock]]) -> [MarkdownBlock] {
        pieces.flatMap { piece -> [MarkdownBlock] in
            guard let opening = piece.firstIndex(where: {
                if case .heading(1, let inlines) = $0 { return !MarkdownRecipeReading.namesPart(inlines) }
                return false
            }), case .heading(_, let nameInlines) = piece[opening] else { return piece }
            let name = MarkdownRecipeReading.headingWords(MarkdownInline.plainText(nameInlines))
            var blocks = piece
            var named = false
            for index in blocks.indices where index > opening {
                guard case .heading(let level, let inlines) = blocks[index] else { continue }
                let words = MarkdownRecipeReading.headingWords(MarkdownInline.plainText(inlines))
                guard let part = SectionHeadings.part(headedBy: words), part != .other,
                      SectionHeadings.isBareHeading(words, of: part) else { continue }
                blocks[index] = .heading(level: level, [.text("\(words) (\(name))")])
                named = true
            }
            // A component with no part headings of its own keeps its heading as a section.
            if named { blocks.remove(at: opening) }
            return blocks
        }
    }

    /// Hugo's TOML front matter (`+++` fences, `key = value`, `tags = ["a", "b"]`) as the YAML
    /// front matter the reader takes: its simple keys are written `key: value`, which YAML reads
    /// the same (quoted strings and flow lists alike); tables (`[params]`) are left out.
    private static func yamlFromTOMLFrontMatter(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let close = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "+++" }) else { return text }
        var yaml = ["---"]
        for line in lines[1..<close] {
            guard !line.hasPrefix("["), let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains(" ") else { continue }
            yaml.append(key + ": " + value)
        }
        yaml.append("---")
        return (yaml + lines[(close + 1)...].map(String.init)).joined(separator: "\n")
    }

    /// Whether the file is named as Markdown (`.md`): a note app names a note by its file, so its
    /// first line is no title; a plain-text recipe's first line is.
    private static func isMarkdownName(_ fileName: String) -> Bool {
        ["md", "markdown", "mdown", "mkd"].contains(FileNames.extension(of: fileName))
    }

    /// Jekyll's `tags: dinner lunch` (one text, no comma): the words are the tags, as Jekyll splits them.
    private static func jekyllTags(_ entry: FrontMatter.Entry) -> FrontMatter.Entry {
        guard ["tags", "tag", "categories", "category"].contains(entry.key.lowercased()), !entry.isList, let value = entry.values.first,
              !value.contains(","), value.contains(" ") else { return entry }
        return FrontMatter.Entry(key: entry.key, values: value.split(separator: " ").map(String.init), isList: true)
    }

    /// Chowdown's and other static sites' ingredients and directions written as front matter lists.
    private struct ListedParts {
        var ingredients: [String] = []
        var directions: [String] = []
        /// Texts the front matter gives about the recipe under keys of its own (`introText`, `tipps`).
        var notes: [String] = []
        /// The recipes this one is made of (Chowdown's `components`).
        var components: [String] = []


        /// Takes an entry naming the ingredients, directions or notes; whether it did.
        mutating func take(_ entry: FrontMatter.Entry) -> Bool {
            let key = entry.key.lowercased()
            let lines = entry.values.flatMap { ExternalRecipe.lines(of: $0) }
            if ["ingredients", "recipeingredient", "recipe ingredient", "zutaten", "ingredientes", "ingredienti"].contains(key),
               entry.isList || lines.count > 1 {
                // Maps naming their group (`- group: Wet` / `item: water`): a heading where the group changes.
                var group: String?
                ingredients = lines.flatMap { line -> [String] in
                    let (text, lineGroup) = Self.ingredientLine(line)
                    defer { group = lineGroup ?? group }
                    guard let lineGroup, lineGroup != group else { return [text] }
                    return [ExternalRecipe.headingLine(lineGroup), text]
                }
                return true
            }
            // A list, or lines: `recipe: sweet` (a site's own kind of page) is no method.
            if ["directions", "instructions", "steps", "method", "recipeinstructions", "recipe", "zubereitung", "preparation",
                "preparación", "préparation", "preparazione"].contains(key), key != "recipe" || entry.isList || lines.count > 1 {
                directions = lines.flatMap(SchemaInstructions.steps(in:))
                return true
            }
            if key == "components" {
                // Chowdown's other recipes this one is made of (a dough, a sauce): kept as a
                // section of the ingredients, as its pages list them.
                components = lines
                return true
            }
            if ["introtext", "intro", "summary", "tipps", "tips", "hints", "remarks"].contains(key) {
                notes += entry.values
                return true
            }
            return false
        }

        /// An ingredient given as a map (`- item: Flour` / `amount: 2 3/4 cup`, `- name: Mehl` /
        /// `amount: 500` / `unit: g`), which the front matter reader writes `item: Flour, amount:
        /// 2 3/4 cup`, as a line: amount, unit, name, then any preparation and note; and the
        /// group it names (`group: Wet`), if any.
        private static func ingredientLine(_ text: String) -> (line: String, group: String?) {
            let keys = ["item", "name", "ingredient", "food", "amount", "quantity", "qty", "unit", "note", "notes", "comment", "group",
                        "slug", "prep", "preparation", "id"]
            guard let first = keys.first(where: { text.lowercased().hasPrefix($0 + ": ") }) else { return (text, nil) }
            var fields: [String: String] = [:]
            var rest = Substring(text)
            var key = first
            rest = rest.dropFirst(first.count + 2)
            while true {
                // The next `, key: ` starts the next field; a comma in a value stays in it.
                let next = keys.compactMap { candidate -> (String, Range<Substring.Index>)? in
                    rest.range(of: ", " + candidate + ": ", options: .caseInsensitive).map { (candidate, $0) }
                }.min { $0.1.lowerBound < $1.1.lowerBound }
                guard let (nextKey, range) = next else {
                    fields[key] = String(rest)
                    break
                }
                fields[key] = String(rest[..<range.lowerBound])
                rest = rest[range.upperBound...]
                key = nextKey
            }
            let name = fields["item"] ?? fields["name"] ?? fields["ingredient"] ?? fields["food"]
            // `quantity: '5.0'` is 5; `0.0` (to taste) is no amount.
            let amount = (fields["amount"] ?? fields["quantity"] ?? fields["qty"]).flatMap { written -> String? in
                guard let number = Double(written) else { return written }
                if number == 0 { return nil }
                return number == number.rounded() && written.contains(".") ? String(Int(number)) : written
            }
            let note = [fields["prep"] ?? fields["preparation"], fields["note"] ?? fields["notes"] ?? fields["comment"]]
                .compactMap { $0 }.filter { !$0.isEmpty }
            // `unit: each`, `unit: (ohne)`: a count.
            let unit = fields["unit"].flatMap {
                ["each", "ea", "pc", "piece", "pieces", "whole", "(ohne)", "ohne", "none", "-"].contains($0.lowercased()) ? nil : $0
            }
            let line = [amount, unit, name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            guard !line.isEmpty, name != nil || amount != nil else { return (text, nil) }
            return (line + note.map { ", " + $0 }.joined(), fields["group"].flatMap { $0.isEmpty ? nil : $0 })
        }
    }
}
