/// One recipe given twice in a page (by a theme and by a plugin, in two JSON-LD blocks) made one.
extension ExternalRecipe {
    /// Whether `other` is this recipe told again: the same title, and the same ingredients and
    /// directions where both give them.
    func isSameRecipe(as other: ExternalRecipe) -> Bool {
        title.lowercased() == other.title.lowercased()
            && (ingredients.isEmpty || other.ingredients.isEmpty || ingredients == other.ingredients)
            && (directions.isEmpty || other.directions.isEmpty || directions == other.directions)
    }

    /// Whether the recipe gives ingredients or steps: what makes it more than a fragment.
    var hasContent: Bool { !ingredients.isEmpty || !directions.isEmpty }

    /// The two tellings made one: the one with ingredients or steps first (its title wins over a
    /// fragment's), filled with what the other knows.
    func merged(with other: ExternalRecipe) -> ExternalRecipe {
        var (base, extra) = !hasContent && other.hasContent ? (other, self) : (self, other)
        base.fill(from: extra)
        return base
    }

    /// Fills what this value lacks from `other`; what it has, it keeps.
    mutating func fill(from other: ExternalRecipe) {
        if servings.isEmpty { servings = other.servings }
        prepTime = prepTime ?? other.prepTime
        cookTime = cookTime ?? other.cookTime
        totalTime = totalTime ?? other.totalTime
        if ingredients.isEmpty { ingredients = other.ingredients }
        if directions.isEmpty { directions = other.directions }
        collections = unique(collections + other.collections)
        sourceURL = sourceURL ?? other.sourceURL
        notes = notes ?? other.notes
        rating = rating ?? other.rating
        imageURLs = unique(imageURLs + other.imageURLs)
        if embeddedImages.isEmpty { embeddedImages = other.embeddedImages }
        isFavorite = isFavorite ?? other.isFavorite
        language = language ?? other.language
    }
}
