// The fields of the editor form, one by one: what a save writes and what a merge compares.
import RecipeKit

/// A field of the recipe template, as a person sees it in the editor. A save writes only the
/// fields the person changed; a merge compares field by field what they opened, what they saved
/// and what the library holds now.
enum FormField: CaseIterable, Sendable {
    case title, prepTime, cookTime, servings, rating, source, collections, ingredients, directions, notes

    /// The field's name in the form ("Prep time").
    var label: String {
        switch self {
        case .title: "Title"
        case .prepTime: "Prep time"
        case .cookTime: "Cook time"
        case .servings: "Servings"
        case .rating: "Rating"
        case .source: "Source"
        case .collections: "Collections"
        case .ingredients: "Ingredients"
        case .directions: "Directions"
        case .notes: "Notes"
        }
    }

    /// Whether `a` and `b` hold the same value in this field as the form shows it (ingredient
    /// lines trimmed, blank lines dropped), so text the form tidies counts as unchanged.
    func isSame(_ a: RecipeTemplate, _ b: RecipeTemplate) -> Bool {
        switch self {
        case .title: a.title == b.title
        case .prepTime: a.prepTime == b.prepTime
        case .cookTime: a.cookTime == b.cookTime
        case .servings: a.servings == b.servings
        case .rating: a.rating == b.rating
        case .source: a.sourceURL == b.sourceURL
        case .collections: a.collections == b.collections
        case .ingredients: a.ingredients == b.ingredients
        case .directions: a.directions == b.directions
        case .notes: a.notes == b.notes
        }
    }

    /// Whether two recipes hold the same value in this field, as the form shows it.
    func isSame(_ a: Recipe, _ b: Recipe) -> Bool {
        isSame(RecipeTemplate(a), RecipeTemplate(b))
    }

    /// Copies this field's stored value from `source` to `target`, exactly as stored.
    func copy(from source: Recipe, to target: inout Recipe) {
        switch self {
        case .title: target.title = source.title
        case .prepTime: target.prepTime = source.prepTime
        case .cookTime: target.cookTime = source.cookTime
        case .servings: target.servings = source.servings
        case .rating: target.rating = source.rating
        case .source: target.sourceURL = source.sourceURL
        case .collections: target.collections = source.collections
        case .ingredients: target.ingredients = source.ingredients
        case .directions: target.directions = source.directions
        case .notes: target.notes = source.notes
        }
    }
}
