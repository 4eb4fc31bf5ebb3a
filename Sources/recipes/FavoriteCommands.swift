import ArgumentParser
import RecipeKit

/// `recipes fav ID`: marks a recipe as a favorite.
struct FavoriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav", abstract: "Mark a recipe as a favorite (no change if it already is).")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument

    func run() throws {
        try setFavorite(true, for: recipe.id, in: library)
    }
}

/// `recipes unfav ID`: removes a recipe's favorite mark.
struct UnfavoriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfav", abstract: "Remove a recipe's favorite mark (no change if it has none).")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument

    func run() throws {
        try setFavorite(false, for: recipe.id, in: library)
    }
}

private func setFavorite(_ isFavorite: Bool, for id: Recipe.ID, in library: LibraryOptions) throws {
    let store = try library.openStore()
    try store.setFavorite(isFavorite, for: id)
    let title = try store.recipe(with: id).map { TerminalText.line($0.title) } ?? ""
    print(isFavorite ? "♥ \(id)\t\(title)" : "  \(id)\t\(title)")
}
