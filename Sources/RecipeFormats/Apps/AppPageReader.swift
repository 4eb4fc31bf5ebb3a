/// Reads the HTML files recipe apps export (Recipe Keeper's and Copy Me That's `recipes.html`):
/// many recipes in one page, each in its own block, marked by the app's own attributes.
///
/// The page is decoded as pages are (`PageCharset`) and parsed by libxml2's HTML parser; each
/// recipe block is mapped on its own, so a block without a name is named in a problem (by its
/// line) and the other recipes are read. Pictures are referred to by their paths in the export
/// (`images/…`), kept in `imageURLs` for the archive reader to take from the archive.
enum AppPageReader {
    /// Reads `bytes`, a page of `format` (`.recipeKeeper` or `.copyMeThat`).
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, format: RecipeFormat, options: ReadOptions
    ) -> ReadResult {
        let utf8 = PageCharset.utf8(bytes, hint: options.charsetHint) ?? Array(bytes)
        guard let document = utf8.withUnsafeBufferPointer({ HTMLDocument(utf8: $0) }) else {
            return .failure(FormatProblem(fileName: fileName, message: "not a \(format): the page cannot be parsed"),
                            format: format)
        }
        let blocks: [HTMLElement]
        let mapping: (HTMLElement) throws(ReadFailure) -> ExternalRecipe
        switch format {
        case .copyMeThat:
            blocks = document.elements { $0.hasClass("recipe") }
            mapping = CopyMeThatMapping.recipe
        default:
            blocks = document.elements { $0.hasClass("recipe-details") }
            mapping = RecipeKeeperMapping.recipe
        }
        var result = ReadResult(fileName: fileName, format: format, recipes: [])
        for block in blocks {
            do throws(ReadFailure) {
                result.recipes.append(try mapping(block))
            } catch {
                result.problems.append(FormatProblem(fileName: fileName, place: "line \(block.line)", message: error.message))
            }
        }
        if blocks.isEmpty {
            let marker = format == .copyMeThat ? #"<div class="recipe">"# : #"<div class="recipe-details">"#
            result.problems.append(FormatProblem(fileName: fileName, message:
                "not a \(format) export: the page has no recipe block (\(marker)); export the recipes again from the app"))
        }
        return result
    }

    /// The lines of the block elements `container` holds (`<p>` or `<li>`), trimmed, the blank ones left out.
    static func lines(of container: HTMLElement?) -> [String] {
        guard let container else { return [] }
        return ExternalRecipe.lines(of: container.text)
    }

    /// Notes put together from paragraphs, the blank ones left out; `nil` when none is left.
    static func notes(_ parts: [String?]) -> String? {
        let kept = parts.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        return kept.isEmpty ? nil : kept.joined(separator: "\n\n")
    }

    /// Steps as the library keeps them: a step number the app wrote (`1. Soften…`, `2.Cuire…`) taken out.
    static func steps(_ lines: [String]) -> [String] {
        lines.map(StepNumbering.strippingNumber).filter { !$0.isEmpty }
    }
}
