import Foundation

/// Reads Cookmate's XML export (the Android app once called My CookBook; its `.mcb` backup is a ZIP
/// of such a file with an `images/` folder): a `cookbook` element holding a `recipe` each, parsed
/// with libxml2 (`XMLTree`), as MasterCook's XML is.
///
/// A recipe's fields are elements: `title`, `preptime`, `cooktime`, `totaltime` (free text:
/// `15 min`, `PT1H`), `quantity` (servings), `ingredient` and `recipetext` (a `li` each: an
/// ingredient, a step; an empty `li` parts paragraphs in an export that kept a Meal-Master text's
/// wrapped lines, whose lines then join into one step), `description` and `comments` (notes),
/// `url` and `source`, `category` (collections, one element each), `rating` (0–5), `imagepath`
/// (the picture in the backup's ZIP) and `imageurl`. Left out: `nutrition`, `video`, `lang`.
enum CookmateXMLReader {
    /// Whether the start of a file (its first 4 KiB) is Cookmate's XML: a `<cookbook` element.
    static func isExport(_ head: [UInt8]) -> Bool {
        head.withUnsafeBufferPointer {
            ByteSearch.firstIndex(of: Array("<cookbook".utf8), in: $0, from: 0, ignoringCase: false) != nil
        }
    }

    /// Reads the recipes of a parsed `<cookbook>` element.
    static func read(_ root: HTMLElement, fileName: String, options: ReadOptions) -> ReadResult {
        var result = ReadResult(fileName: fileName, format: .masterCook, recipes: [])
        for element in root.children where element.name == "recipe" {
            let title = element.children.first { $0.name == "title" }.map { AppFields.oneLine(XMLTree.text(of: $0)) } ?? ""
            guard !title.isEmpty else {
                result.problems.append(FormatProblem(fileName: fileName, place: "line \(XMLTree.line(of: element))",
                                                     message: "a Cookmate recipe (<recipe>) without a title; left out"))
                continue
            }
            result.recipes.append(recipe(element, title: title, options: options))
        }
        if result.recipes.isEmpty, result.problems.isEmpty {
            result.problems.append(FormatProblem(fileName: fileName, message: "no Cookmate recipe (<recipe>) in the file"))
        }
        return result
    }

    private static func recipe(_ element: HTMLElement, title: String, options: ReadOptions) -> ExternalRecipe {
        var recipe = ExternalRecipe(title: title)
        var notes: [String] = []
        var source: String?
        var picture: String?
        for child in element.children {
            let text = XMLTree.text(of: child).trimmingCharacters(in: .whitespacesAndNewlines)
            switch child.name {
            case "preptime": recipe.prepTime = FreeTextDuration.seconds(text)
            case "cooktime": recipe.cookTime = FreeTextDuration.seconds(text)
            case "totaltime": recipe.totalTime = FreeTextDuration.seconds(text)
            case "quantity" where !text.isEmpty: recipe.servings = AppFields.oneLine(text)
            case "ingredient": recipe.ingredients += items(child).filter { !$0.isEmpty }
            case "recipetext": recipe.directions += steps(items(child))
            case "description", "comments":
                let paragraphs = items(child).filter { !$0.isEmpty }
                notes += paragraphs.isEmpty ? (text.isEmpty ? [] : [text]) : paragraphs
            case "url" where isAddress(text): recipe.sourceURL = text
            case "source" where !text.isEmpty: source = source ?? AppFields.oneLine(text)
            case "category" where !text.isEmpty: recipe.collections.append(AppFields.oneLine(text))
            case "rating":
                if let stars = Double(text), stars > 0 { recipe.rating = min(5, Int(stars.rounded())) }
            case "imagepath" where !text.isEmpty: picture = text
            case "imageurl" where isAddress(text): picture = picture ?? text
            default: break
            }
        }
        recipe.sourceURL = recipe.sourceURL ?? source
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        recipe.collections = options.categoriesAsCollections ? unique(recipe.collections) : []
        if let picture { recipe.imageURLs = [picture] }
        return recipe
    }

    /// The texts of an element's `li` children, each on one line; the element's own text when it has none.
    private static func items(_ element: HTMLElement) -> [String] {
        let listed = element.children.filter { $0.name == "li" }.map { AppFields.oneLine(XMLTree.text(of: $0)) }
        if !listed.isEmpty { return listed }
        return ExternalRecipe.lines(of: XMLTree.text(of: element))
    }

    /// The steps of `recipetext`'s items: one an item, or, when empty items part paragraphs (an
    /// export that kept a Meal-Master text's wrapped lines), one a paragraph, its lines joined.
    private static func steps(_ items: [String]) -> [String] {
        guard items.contains(where: \.isEmpty) else { return items.filter { !$0.isEmpty } }
        return items.split(whereSeparator: \.isEmpty).map { $0.joined(separator: " ") }
    }

    private static func isAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
