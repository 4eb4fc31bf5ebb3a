import RecipeStructure

/// Reads Cooklang files (`.cook`) into recipes.
///
/// The title is the metadata's `title`, else the file's name without `.cook`. Ingredients are
/// listed once each in order of first use (see `CooklangIngredientList`); each step becomes one
/// direction line with its markup replaced by plain text; a section becomes a heading line
/// `Name:`; notes (`> …`) and the `description` become the notes.
public enum CooklangReader {
    /// Reads one file's bytes.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let place = TextPosition(of: offset, in: bytes)
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            return .failure(FormatProblem(
                fileName: fileName, place: "line \(place.line), column \(place.column)",
                message: "not UTF-8 text (byte 0x\(byte)); save the file as UTF-8 and import it again"), format: .cook)
        }
        let (frontMatter, body) = parts(of: bytes)
        let document = CooklangDocument(body: body)
        let metadata = metadata(frontMatter: frontMatter, document: document)
        var recipe = ExternalRecipe(title: FileNames.stem(of: fileName))
        metadata.apply(to: &recipe, options: options)
        var mapping = CooklangBodyMapping()
        for block in document.blocks { mapping.add(block) }
        recipe.ingredients = mapping.ingredients.lines
        recipe.directions = mapping.directions
        let notes = (recipe.notes.map { [$0] } ?? []) + mapping.notes
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n")
        return ReadResult(fileName: fileName, format: .cook, recipes: [recipe])
    }

    /// The metadata of a file: its front matter's entries, then its `>>` lines.
    private static func metadata(frontMatter: [String]?, document: CooklangDocument) -> CooklangMetadata {
        var metadata = CooklangMetadata()
        for entry in FrontMatter(lines: frontMatter ?? []).entries { metadata.add(entry) }
        for line in document.metadataLines {
            metadata.add(FrontMatter.Entry(key: line.key, values: [line.value], isList: false))
        }
        return metadata
    }

    /// The language a Cooklang text declares in its metadata (`locale: de_DE`, `lang: fr`,
    /// `language: en`), as written; `nil` when it declares none.
    public static func languageTag(of source: String) -> String? {
        var source = source
        return source.withUTF8 { bytes in
            let (frontMatter, body) = parts(of: bytes)
            return metadata(frontMatter: frontMatter, document: CooklangDocument(body: body)).languageTag
        }
    }

    /// A file's front matter lines (if any) and its body, BOM and carriage returns removed.
    static func parts(of bytes: UnsafeBufferPointer<UInt8>) -> (frontMatter: [String]?, body: ArraySlice<UInt8>) {
        FrontMatter.split(cleaned(bytes))
    }

    /// A file's bytes without a BOM and carriage returns.
    private static func cleaned(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var text = Array(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes)
        if ByteSearch.contains(0x0D, in: text[...]) { text.removeAll { $0 == 0x0D } }
        return text
    }

    /// The name of a section before the steps that lists ingredients (`== Ingredients ==`).
    static let ingredientListSection = "Ingredients"

    /// Whether a section named `name` lists ingredients (`Ingredients`, any case), and the heading
    /// of its group when it names one (`Ingredients: For the crust`); `nil` for any other section.
    static func ingredientListHeading(ofSection name: String) -> (isList: Bool, heading: String?) {
        let word = ingredientListSection.utf8.count
        guard name.utf8.count >= word, name.prefix(word).lowercased() == "ingredients" else { return (false, nil) }
        let rest = name.dropFirst(word)
        if rest.isEmpty { return (true, nil) }
        guard rest.first == ":" else { return (false, nil) }
        let heading = rest.dropFirst().trimmingCharacters(in: .whitespaces)
        return (true, heading.isEmpty ? nil : heading)
    }

    /// Whether a step written in an `== Ingredients ==` section lists ingredients only.
    static func isIngredientList(_ components: [CooklangComponent]) -> Bool {
        components.allSatisfy { component in
            switch component {
            case .ingredient: true
            case .text(let text): text.allSatisfy(\.isWhitespace)
            default: false
            }
        }
    }
}

extension CooklangReader {
    /// The structure of a Cooklang file: every step with its own ingredient uses and amounts
    /// (fixed ones marked), cookware and named timers, in its section; the notes; the ingredient
    /// list as the reader gives it. `source` is the file's text as imported.
    public static func structure(of source: String) -> StructuredRecipe {
        var source = source
        return source.withUTF8 { bytes in
            let document = CooklangDocument(body: FrontMatter.body(of: cleaned(bytes)))
            var mapping = CooklangBodyMapping()
            mapping.makesDirections = false
            for block in document.blocks { mapping.add(block) }
            return mapping.structure
        }
    }
}
