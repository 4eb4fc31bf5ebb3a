import ArgumentParser
import RecipeKit

/// `recipes list`: the recipes a sidebar entry and a search would show, in the browser's order.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List recipes, in the browser's order (by title, ignoring case).",
        discussion: """
            Each line is: ID, title, total time, servings and ♥ for favorites, separated by tabs. \
            Recents are the recipes added in the last 30 days, newest first. \
            --search matches recipes that contain every word you give, as the start of a word, \
            in the title, ingredients or directions; text with no letter or digit (only punctuation or \
            symbols) matches no recipe, and a note on stderr says why.
            """)

    @OptionGroup var library: LibraryOptions

    @Flag(help: "Only favorites.") var favorites = false
    @Flag(help: "Only recipes added in the last 30 days, newest first.") var recents = false
    @Option(help: ArgumentHelp("Only recipes in this collection.", valueName: "name"))
    var collection: String?
    @Option(help: ArgumentHelp("Only recipes containing words that start with these.", valueName: "text"))
    var search: String?
    @Flag(help: "Print a JSON array of recipes in the form `import` reads.") var json = false

    func validate() throws {
        let scopes = [favorites, recents, collection != nil].filter { $0 }.count
        guard scopes <= 1 else { throw ValidationError("Choose one of --favorites, --recents and --collection.") }
    }

    func run() throws {
        let store = try library.openStore()
        let scope: RecipeQuery.Scope
        if favorites {
            scope = .favorites
        } else if recents {
            scope = .recents
        } else if let collection {
            try requireCollection(collection, in: store)
            scope = .collection(collection)
        } else {
            scope = .all
        }
        let ids = try store.recipeIDs(matching: RecipeQuery(scope: scope, searchText: search))
        if let search, try store.searchHoldsNoWord(search) {
            // As in the browser: nothing listed, and why, rather than every recipe.
            StandardOutput.note("recipes: the search '\(TerminalText.line(search))' holds no letter or digit, so it matches no recipe.")
        }
        if json {
            try writeJSON(ofRecipes: ids, in: store, to: { try StandardOutput.write($0) })
        } else {
            try forEachRecipe(withIDs: ids, in: store) { print(RecipeText.listLine($0)) }
        }
    }
}

/// Fails with a message when no recipe is in the collection: a typo should not look like an empty list.
func requireCollection(_ name: String, in store: RecipeStore) throws {
    guard try store.collection(named: name) != nil else { throw noSuchCollection(name) }
}

/// The failure for a collection name that names none, the name quoted on one line as typed.
func noSuchCollection(_ name: String) -> CommandFailure {
    CommandFailure("no collection named \"\(TerminalText.line(name))\"; `recipes collections` lists them.")
}
