// The root command's action lives alone here so that the browser issue can replace just this file.

extension RecipesCommand {
    /// Opens the browser.
    func run() throws {
        print("recipes: the browser is not built yet")
    }
}
