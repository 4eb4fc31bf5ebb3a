import Foundation

/// Reads MasterCook's XML export (`.mx2`; a `.mz2` is a ZIP of one with its pictures): an `mx2`
/// element holding a recipe per `RcpE`, parsed with libxml2 (`XMLTree`); a `cookbook` element is
/// Cookmate's XML, handed to `CookmateXMLReader`.
///
/// A recipe's fields are elements: `Serv` and `Yield` (servings), `PrpT`, `TTim` and `AltT`
/// (times as `H:MM`), `CatS`/`CatT` and `Natn` (categories, cuisine), `IngR` (an ingredient: its
/// `qty`, `unit` and `name`, its `IPrp` the preparation; `code="S"` a heading), `DirS`/`DirT`
/// (the directions, a paragraph each), `Srce` and `AltS` (the source, a web address),
/// `Desc`, `Note`, `SrvI`, `Wine`, `CpyR`, `Nutr` (notes), the `img` attribute (the picture's
/// file, beside the file or in its ZIP). Left out: `author`, `RatS` (ratings of named criteria
/// out of 10, not the cook's stars), `Summ` (the list of names).
enum MasterCookXMLReader {
    /// Reads a MasterCook XML file.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        let decoded = PageCharset.utf8(bytes, hint: nil) ?? Array(bytes)
        let utf8 = XMLTree.escapingBareAmpersands(XMLTree.droppingDeclaration(decoded))
        let tree: XMLTree
        do {
            tree = try XMLTree(utf8: utf8)
        } catch {
            return .failure(FormatProblem(fileName: fileName, place: error.line > 0 ? "line \(error.line)" : nil,
                                          message: "not a MasterCook file: its XML is damaged (\(error.message))"),
                            format: .masterCook)
        }
        if let root = tree.root, root.name == "cookbook" {
            return CookmateXMLReader.read(root, fileName: fileName, options: options)
        }
        guard let root = tree.root, root.name.lowercased() == "mx2" else {
            return .failure(FormatProblem(fileName: fileName, message: "not a MasterCook file: its XML has no <mx2> element"),
                            format: .masterCook)
        }
        var result = ReadResult(fileName: fileName, format: .masterCook, recipes: [])
        for element in root.children where element.name == "RcpE" {
            guard let title = element.attribute("name").map(AppFields.oneLine), !title.isEmpty else {
                result.problems.append(FormatProblem(fileName: fileName, place: "line \(XMLTree.line(of: element))",
                                                     message: "a MasterCook recipe (<RcpE>) without a name; left out"))
                continue
            }
            result.recipes.append(recipe(element, title: title, options: options))
        }
        if result.recipes.isEmpty, result.problems.isEmpty {
            result.problems.append(FormatProblem(fileName: fileName, message: "no MasterCook recipe (<RcpE>) in the file"))
        }
        return result
    }

    private static func recipe(_ element: HTMLElement, title: String, options: ReadOptions) -> ExternalRecipe {
        var recipe = ExternalRecipe(title: title)
        var notes: [String] = []
        var source: String?
        for child in element.children {
            let text = XMLTree.text(of: child).trimmingCharacters(in: .whitespacesAndNewlines)
            switch child.name {
            case "Serv":
                if let servings = child.attribute("qty").flatMap(number) { recipe.servings = servings }
            case "Yield":
                if recipe.servings.isEmpty, let quantity = child.attribute("qty").flatMap(number) {
                    recipe.servings = [quantity, child.attribute("unit")].compactMap { $0 }.joined(separator: " ")
                }
            case "PrpT": recipe.prepTime = child.attribute("elapsed").flatMap(MasterCookReader.seconds(elapsed:))
            case "TTim": recipe.totalTime = child.attribute("elapsed").flatMap(MasterCookReader.seconds(elapsed:))
            case "AltT" where child.attribute("label")?.lowercased().contains("cook") == true:
                recipe.cookTime = child.attribute("elapsed").flatMap(MasterCookReader.seconds(elapsed:))
            case "CatS":
                recipe.collections += child.children.map { XMLTree.text(of: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
            case "Natn" where !text.isEmpty: recipe.collections.append(text)
            case "IngR": if let line = ingredientLine(child) { recipe.ingredients.append(line) }
            case "DirS":
                recipe.directions += child.children.flatMap { ExternalRecipe.lines(of: XMLTree.text(of: $0)) }
            case "Srce" where !text.isEmpty: source = source ?? text
            case "AltS":
                if let address = child.attribute("source")?.trimmingCharacters(in: .whitespaces),
                   address.lowercased().hasPrefix("http://") || address.lowercased().hasPrefix("https://") {
                    recipe.sourceURL = address
                }
            case "Desc", "Note" where !text.isEmpty: notes.append(text)
            case "SrvI" where !text.isEmpty: notes.append("Serving ideas: " + text)
            case "Wine" where !text.isEmpty: notes.append("Wine: " + text)
            case "CpyR" where !text.isEmpty: notes.append("Copyright: " + text)
            case "Nutr" where !text.isEmpty: notes.append(text)
            default: break
            }
        }
        recipe.sourceURL = recipe.sourceURL ?? source
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        recipe.collections = options.categoriesAsCollections ? unique(recipe.collections.filter { !$0.isEmpty }) : []
        if let image = element.attribute("img")?.trimmingCharacters(in: .whitespaces), !image.isEmpty {
            // MasterCook names the picture's file relative to the export (Windows writes `\`).
            recipe.imageURLs = [image.replacingOccurrences(of: "\\", with: "/")]
        }
        return recipe
    }

    /// An ingredient's line (`2 cups water, cold`), a heading line for `code="S"`.
    private static func ingredientLine(_ element: HTMLElement) -> String? {
        let name = element.attribute("name").map(AppFields.oneLine) ?? ""
        if element.attribute("code") == "S" { return name.isEmpty ? nil : ExternalRecipe.headingLine(name) }
        let preparation = element.children.first { $0.name == "IPrp" }
            .map { AppFields.oneLine(XMLTree.text(of: $0)) }.flatMap { $0.isEmpty ? nil : $0 }
        let parts = [element.attribute("qty"), element.attribute("unit"), name]
            .compactMap { $0.map(AppFields.oneLine) }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return preparation }
        return parts.joined(separator: " ") + (preparation.map { ", " + $0 } ?? "")
    }

    /// A quantity without MasterCook's trailing zeros (`36.000000` → `36`); `nil` for zero or none.
    private static func number(_ text: String) -> String? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value > 0 else { return nil }
        return AppFields.quantity(.number(text.trimmingCharacters(in: .whitespaces)))
    }
}
