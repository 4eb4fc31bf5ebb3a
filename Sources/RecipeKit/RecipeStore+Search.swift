import GRDB

extension RecipeStore {
    /// The IDs of the recipes that match `text` (every word a prefix of a word in the title,
    /// ingredients or directions), ascending; nil when the text is blank, which is no filter at
    /// all. Text that holds no word (only punctuation, symbols, emoji) matches no recipe.
    ///
    /// - Complexity: that of `recipeIDSet(matchingSearch:)`, plus O(m) for the m matches.
    public func recipeIDs(matchingSearch text: String) throws -> [Recipe.ID]? {
        try recipeIDSet(matchingSearch: text)?.sorted
    }

    /// The recipes that match `text`, as a set to keep a list's IDs by (see `recipeIDs(matchingSearch:)`);
    /// nil when the text is blank.
    ///
    /// A list that already holds its scope's IDs in order keeps those in the set: ordering a
    /// hundred thousand matches in memory is far cheaper than through the recipe table.
    /// - Complexity: O(m) in the matches, with no row per match (see `SearchMatches`).
    public func recipeIDSet(matchingSearch text: String) throws -> RecipeIDSet? {
        try read { db in try SearchMatches.recipes(matching: text, terms: searchTerms, db) }
    }
}

extension RecipeStore {
    /// Whether `text` holds no word to search for (only punctuation, symbols, emoji or control
    /// characters; blank text is no search at all): such a search matches no recipe, and a person
    /// is told why rather than shown an empty list with no reason.
    public func searchHoldsNoWord(_ text: String) throws -> Bool {
        try read { db in try SearchPattern.words(in: text, db)?.isEmpty ?? false }
    }
}
