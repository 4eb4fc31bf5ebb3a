import ArgumentParser
import Foundation
import RecipeKit

/// `recipes show ID`: one recipe, to read or as JSON, optionally scaled and converted.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one recipe: its facts, ingredients and directions.",
        discussion: """
            --servings scales the ingredients when the recipe's servings field holds a number \
            ("4", "4-6" scales from 4, "1 loaf" by loaves); --units shows them in metric or US \
            units. --json prints the Recipe JSON form with "parsedIngredients" added: each line \
            understood (quantity, unit, name, note), scaled and converted as asked; and "steps": \
            each step with its section, its text with amounts, the ingredients it uses with its own \
            amounts (fixed ones not scaled) and its timers in seconds.
            """)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument
    @Option(parsing: ServingsArgument.parsing, help: ServingsArgument.help, transform: ServingsArgument.parse)
    var servings: ServingsArgument?
    @Option(help: UnitsOption.help) var units: UnitsOption = .asWritten
    @Flag(help: "Print the recipe as one JSON object in the Recipe JSON form, with parsedIngredients.")
    var json = false

    func validate() throws { try ServingsArgument.validate(servings) }

    func run() throws {
        let store = try library.openStore()
        guard let found = try store.recipe(with: recipe.id) else { throw LibraryError.noSuchRecipe(recipe.id) }
        let factor = try scaleFactor(of: found)
        let structure = try store.structure(of: found)
        let language = try store.language(of: found)
        let parsed = found.parsedIngredients(scaledBy: factor, in: units.system, listed: structure, language: language)
        if json {
            let steps = structure.steps.map { ShownStep($0, scaledBy: factor, in: units.system, language: language) }
            try StandardOutput.write(json: RecipeJSON.encode(ShownRecipe(recipe: found, parsedIngredients: parsed, steps: steps)))
        } else {
            let heading = servings.map { "Serves " + found.parsedServings!.formatted(scaledTo: $0.count, language: language) }
            print(RecipeText.page(found, structure: structure, factor: factor, heading: heading, units: units, language: language))
        }
    }

    /// The factor `--servings` asks for, or a failure that says why the recipe cannot be scaled.
    private func scaleFactor(of recipe: Recipe) throws -> Double {
        guard let servings else { return 1 }
        guard let factor = recipe.scaleFactor(forServings: servings.count) else {
            throw CommandFailure(noServingsNumber(recipe))
        }
        return factor
    }
}

/// Why --servings cannot scale `recipe`, for `show` and `shopping add`.
func noServingsNumber(_ recipe: Recipe) -> String {
    let field = recipe.servings.isEmpty ? "its servings are not given" : "its servings (\"\(TerminalText.line(recipe.servings))\") hold no number"
    return "recipe \(recipe.id) cannot be scaled: \(field); leave out --servings."
}

/// What `show --json` prints: the Recipe JSON form plus `parsedIngredients` and `steps`.
struct ShownRecipe: Encodable {
    var recipe: Recipe
    var parsedIngredients: [ParsedIngredient]
    var steps: [ShownStep]

    private enum CodingKeys: String, CodingKey { case parsedIngredients, steps }

    func encode(to encoder: any Encoder) throws {
        try recipe.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(parsedIngredients, forKey: .parsedIngredients)
        try container.encode(steps, forKey: .steps)
    }
}
