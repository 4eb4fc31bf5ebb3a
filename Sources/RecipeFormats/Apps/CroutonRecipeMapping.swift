import Foundation

/// One Crouton recipe (`.crumb`, JSON; Crouton's export is a ZIP of them) mapped to a recipe value.
///
/// Crouton keeps ingredients as objects (`ingredient.name`, `quantity.amount` and
/// `secondaryAmount` for a range, `quantity.quantityType` a unit of its own list, `SECTION` a
/// heading) and steps as objects (`step`, `isSection` a heading), each with an `order`; `duration`
/// and `cookingDuration` are minutes of prep and cooking; `images` are base64 pictures, the first
/// the main one. Left out: `folderIDs` (folder IDs only: the names are not in the file),
/// `sourceImage`, `defaultScale`, `isPublicRecipe`, `uuid`.
enum CroutonRecipeMapping {
    /// The recipe in a Crouton recipe object.
    static func recipe(from object: JSONValue, fallbackTitle: String) throws(ReadFailure) -> ExternalRecipe {
        guard case .object = object else { throw ReadFailure(message: "not a Crouton recipe: expected a JSON object") }
        var recipe = ExternalRecipe(title: AppFields.text(object["name"]).map(AppFields.oneLine) ?? fallbackTitle)
        recipe.servings = AppFields.servings(object["serves"]) ?? ""
        recipe.prepTime = AppFields.minutes(object["duration"])
        recipe.cookTime = AppFields.minutes(object["cookingDuration"])
        recipe.ingredients = ordered(object["ingredients"]).compactMap(ingredientLine)
        recipe.directions = ordered(object["steps"]).compactMap { step in
            guard let text = AppFields.text(step["step"]).map(AppFields.oneLine) else { return nil }
            return AppFields.flag(step["isSection"]) == true ? ExternalRecipe.headingLine(text) : StepNumbering.strippingNumber(text)
        }
        recipe.collections = AppFields.names(object["tags"])
        recipe.rating = AppFields.rating(object["rating"])
        let link = AppFields.text(object["webLink"])
        let sourceName = AppFields.text(object["sourceName"])
        recipe.sourceURL = link ?? sourceName
        let nutrition = AppFields.lines(object["neutritionalInfo"] ?? object["nutritionalInfo"])
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",;")) }.filter { !$0.isEmpty }
        let notes = [AppFields.text(object["notes"]), nutrition.isEmpty ? nil : "Nutrition: " + nutrition.joined(separator: ", ")]
            .compactMap { $0 }
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        recipe.embeddedImages = AppFields.base64Pictures(object["images"])
        return recipe
    }

    /// The elements of a list in Crouton's `order` (the file's order where two are equal or have none).
    private static func ordered(_ list: JSONValue?) -> [JSONValue] {
        let elements = list?.elements ?? []
        return elements.indices.sorted { left, right in
            let (a, b) = (order(elements[left]), order(elements[right]))
            return a == b ? left < right : a < b
        }.map { elements[$0] }
    }

    private static func order(_ element: JSONValue) -> Double {
        AppFields.text(element["order"]).flatMap(Double.init) ?? .infinity
    }

    /// An ingredient's line (`1 1/2 cups flour`, `5-6 cups chicken broth`), or a heading line for a section.
    private static func ingredientLine(_ element: JSONValue) -> String? {
        guard let name = (AppFields.text(element["ingredient"]?["name"]) ?? AppFields.text(element["name"])).map(AppFields.oneLine)
        else { return nil }
        let quantity = element["quantity"]
        let type = AppFields.text(quantity?["quantityType"])?.uppercased() ?? "ITEM"
        if type == "SECTION" { return ExternalRecipe.headingLine(name) }
        guard let amount = AppFields.quantity(quantity?["amount"]) else { return name }
        let upper = AppFields.text(quantity?["secondaryAmount"]).flatMap(Double.init)
        let lower = AppFields.text(quantity?["amount"]).flatMap(Double.init) ?? 0
        let range = upper.flatMap { $0 > lower ? AppFields.quantity(quantity?["secondaryAmount"]) : nil }
        let written = range.map { amount + "-" + $0 } ?? amount
        let unit = unitWord(type, plural: max(lower, upper ?? 0) > 1)
        return [written, unit, name].compactMap { $0 }.joined(separator: " ")
    }

    /// Crouton's unit names as cooks write them; `ITEM` (a count) and `RECIPE` (another recipe) have none.
    private static func unitWord(_ type: String, plural: Bool) -> String? {
        switch type {
        case "ITEM", "ITEMS", "RECIPE": return nil
        case "TEASPOON": return "tsp"
        case "TABLESPOON": return "tbsp"
        case "GRAMS": return "g"
        case "KGS": return "kg"
        case "MILLS": return "ml"
        case "CENTILITER": return "cl"
        case "LITRES": return "l"
        case "OUNCE": return "oz"
        case "FLUID_OUNCE": return "fl oz"
        case "POUND": return "lb"
        case "BUNCH", "PINCH": return plural ? type.lowercased() + "es" : type.lowercased()
        case "CUP", "CAN", "PACKET", "BOTTLE": return plural ? type.lowercased() + "s" : type.lowercased()
        default: return type.lowercased().replacingOccurrences(of: "_", with: " ")
        }
    }
}
