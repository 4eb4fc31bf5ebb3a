// The undo entry of a Cooklang text save: the recipe and its Cooklang text before and after.
import RecipeKit

/// A save of a recipe's Cooklang text: undo puts back the recipe and the text it kept before,
/// exactly; redo the saved ones.
struct CooklangChange: Equatable, Sendable {
    let before: Recipe
    /// The Cooklang text the recipe kept before the save (`nil`: none).
    let beforeSource: String?
    let after: Recipe
    let afterSource: String?

    var id: Recipe.ID { after.id }

    /// The change that takes this one back.
    var inverse: CooklangChange { CooklangChange(before: after, beforeSource: afterSource, after: before, afterSource: beforeSource) }

    /// Puts the recipe back as `after`, keeping `afterSource`, in one transaction.
    func perform(on store: RecipeStore) throws {
        try store.putBack(after, cooklangSource: afterSource)
    }
}
