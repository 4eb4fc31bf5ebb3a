/// Reads Cooklang files (`.cook`) into recipes.
///
/// The title is the metadata's `title`, else the file's name without `.cook`. Ingredients are
/// listed once each in order of first use (see `CooklangIngredientList`); each step becomes one
/// direction line with its markup replaced by plain text; a section becomes a heading line
/// `Name:`; notes (`> …`) and the `description` become the notes.
enum CooklangReader {
    /// Reads one file's bytes.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let place = TextPosition(of: offset, in: bytes)
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            return .failure(FormatProblem(
                fileName: fileName, place: "line \(place.line), column \(place.column)",
                message: "not UTF-8 text (byte 0x\(byte)); save the file as UTF-8 and import it again"), format: .cook)
        }
        var text = Array(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes)
        text.removeAll { $0 == 0x0D }
        let (frontMatter, body) = FrontMatter.split(text)
        var metadata = CooklangMetadata()
        for entry in FrontMatter(lines: frontMatter ?? []).entries { metadata.add(entry) }
        let document = CooklangDocument(body: body)
        for line in document.metadataLines {
            metadata.add(FrontMatter.Entry(key: line.key, values: [line.value], isList: false))
        }
        var recipe = ExternalRecipe(title: FileNames.stem(of: fileName))
        metadata.apply(to: &recipe, options: options)
        var mapping = BodyMapping()
        for block in document.blocks { mapping.add(block) }
        recipe.ingredients = mapping.ingredients.lines
        recipe.directions = mapping.directions
        let notes = (recipe.notes.map { [$0] } ?? []) + mapping.notes
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n")
        return ReadResult(fileName: fileName, format: .cook, recipes: [recipe])
    }

    /// Steps, sections and notes turned into direction lines, ingredient lines and notes.
    ///
    /// An `== Ingredients ==` section before the first step is an ingredient list (as this
    /// module's Cooklang writer puts it, and as people write them): its leading steps that
    /// mention only ingredients give one line per ingredient, as they stand, and no directions;
    /// the section's other steps are directions, without an "Ingredients:" heading.
    private struct BodyMapping {
        var ingredients = CooklangIngredientList()
        var directions: [String] = []
        var notes: [String] = []
        private var sawStep = false
        private var inIngredientList = false

        mutating func add(_ block: CooklangDocument.Block) {
            switch block {
            case .note(let text):
                notes.append(text)
            case .section(let name):
                inIngredientList = !sawStep && name.lowercased() == "ingredients"
                if !inIngredientList, !name.isEmpty { directions.append(ExternalRecipe.headingLine(name)) }
            case .step(let bytes):
                let components = CooklangStepParser.components(of: bytes)
                if inIngredientList, Self.isIngredientList(components) {
                    for case .ingredient(let ingredient) in components { ingredients.addListed(ingredient) }
                    return
                }
                inIngredientList = false
                sawStep = true
                for case .ingredient(let ingredient) in components { ingredients.addUsed(ingredient) }
                let line = Whitespace.collapsed(components.map(\.plainText).joined())
                if !line.isEmpty { directions.append(line) }
            }
        }

        private static func isIngredientList(_ components: [CooklangComponent]) -> Bool {
            components.allSatisfy { component in
                switch component {
                case .ingredient: true
                case .text(let text): text.allSatisfy(\.isWhitespace)
                default: false
                }
            }
        }
    }
}
