import ArgumentParser
import Ingredients
import RecipeKit

/// `recipes shopping`: the shopping list of the marked recipes, and its subcommands.
struct ShoppingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping",
        abstract: "Print the shopping list, or change which recipes and items are on it.",
        discussion: """
            The list combines the ingredients of the recipes marked with `shopping add` (or `m` in \
            the browser), each at the servings chosen for it: the same ingredient is summed when the \
            amounts measure the same thing (200 g + 0.5 kg flour is 700 g flour; 2 cups and 100 g \
            of sugar stay two lines). Items are grouped by aisle; ticked items come last. The marks \
            and ticks live in the library, so the browser and other terminals see them.
            """,
        subcommands: [
            ShoppingListCommand.self, ShoppingAddCommand.self, ShoppingRemoveCommand.self,
            ShoppingClearCommand.self, ShoppingTickCommand.self, ShoppingUntickCommand.self,
        ],
        defaultSubcommand: ShoppingListCommand.self
    )
}

/// `recipes shopping [list]`: the list as text, JSON or Markdown.
struct ShoppingListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print the shopping list (the default).",
        discussion: """
            Text: one line per item under its aisle, `[ ]` or `[x]`, the amount and ingredient, \
            then the recipes that need it. --json prints the items with their IDs (for `tick`), \
            --markdown a checklist.
            """)

    @OptionGroup var library: LibraryOptions
    @Option(help: UnitsOption.help) var units: UnitsOption = .asWritten
    @Flag(help: "Print the list as one JSON object: the marked recipes and the items.") var json = false
    @Flag(help: "Print the list as a Markdown checklist.") var markdown = false
    @Flag(help: "List the items a folder's pantry.conf says are at home, which the list leaves out.") var atHome = false

    func validate() throws {
        guard !(json && markdown) else { throw ValidationError("Choose one of --json and --markdown.") }
    }

    func run() throws {
        let store = try library.openStore()
        let list = try store.shoppingList(unitSystem: units.system)
        if json {
            let marks = try store.shoppingMarks()
            let recipes = try store.recipes(with: marks.map(\.recipeID))
            try StandardOutput.write(json: RecipeJSON.encode(
                ShoppingJSON(list: list, marks: marks, recipes: recipes, units: units)))
        } else if markdown {
            print(ShoppingText.markdown(list), terminator: "")
        } else {
            print(ShoppingText.plain(list, showingAtHome: atHome), terminator: "")
        }
    }
}

/// `recipes shopping add ID [--servings N]`.
struct ShoppingAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Mark a recipe for shopping, or change the servings it is shopped for.",
        discussion: "Without --servings the recipe is shopped for as written.")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument
    @Option(parsing: ServingsArgument.parsing, help: ServingsArgument.help, transform: ServingsArgument.parse)
    var servings: ServingsArgument?

    func validate() throws { try ServingsArgument.validate(servings) }

    func run() throws {
        let store = try library.openStore()
        guard let found = try store.recipe(with: recipe.id) else { throw LibraryError.noSuchRecipe(recipe.id) }
        var scaled = ""
        if let servings {
            guard let parsed = found.parsedServings else { throw CommandFailure(noServingsNumber(found)) }
            scaled = "\tserves " + TerminalText.line(parsed.formatted(scaledTo: servings.count, language: try store.language(of: found)))
        }
        try store.markForShopping(found.id, servings: servings?.count)
        print("+ \(found.id)\t\(TerminalText.line(found.title))\(scaled)")
    }
}

/// `recipes shopping remove ID`.
struct ShoppingRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Take a recipe off the shopping list (no change if it is not on it).")

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument

    func run() throws {
        let store = try library.openStore()
        try store.unmarkForShopping(recipe.id)
        let title = try store.recipe(with: recipe.id).map { TerminalText.line($0.title) } ?? ""
        print("- \(recipe.id)\t\(title)")
    }
}

/// `recipes shopping clear [--ticked]`.
struct ShoppingClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Empty the shopping list, or with --ticked untick every item.",
        discussion: """
            Without --ticked every recipe is taken off the list and every tick goes. With --ticked \
            the recipes stay and every item is unticked: the same list, to shop for again.
            """)

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Untick every item and keep the recipes.") var ticked = false

    func run() throws {
        let store = try library.openStore()
        try store.clearShopping(tickedOnly: ticked)
    }
}

/// `recipes shopping tick ITEM`.
struct ShoppingTickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tick", abstract: "Tick an item of the shopping list off.",
        discussion: ShoppingItemArgument.discussion)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var item: ShoppingItemArgument

    func run() throws { try item.set(ticked: true, in: library) }
}

/// `recipes shopping untick ITEM`.
struct ShoppingUntickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "untick", abstract: "Put a ticked item of the shopping list back.",
        discussion: ShoppingItemArgument.discussion)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var item: ShoppingItemArgument

    func run() throws { try item.set(ticked: false, in: library) }
}

/// The item `tick` and `untick` act on: its ID, or its name when only one item has it.
struct ShoppingItemArgument: ParsableArguments {
    static let discussion = """
        ITEM is the item's ID as `recipes shopping --json` prints it ("flour|mass"), or its name \
        ("eggs" or "egg", any case) when only one item has that name.
        """

    @Argument(help: ArgumentHelp("The item's ID or name.", valueName: "item")) var item: String

    /// Finds the item in the current list, sets its tick and prints its line.
    func set(ticked: Bool, in library: LibraryOptions) throws {
        let store = try library.openStore()
        let found = try find(in: try store.shoppingList())
        try store.setShoppingItem(found.id, ticked: ticked)
        print((ticked ? "[x] " : "[ ] ") + TerminalText.line(found.text))
    }

    private func find(in list: ShoppingList) throws -> ShoppingItem {
        guard !list.items.isEmpty else {
            throw CommandFailure("the shopping list is empty: no item \"\(TerminalText.line(item))\" to tick or untick; "
                + "`recipes shopping add ID` adds a recipe's ingredients.")
        }
        if let byID = list.items.first(where: { $0.id == item }) { return byID }
        let wanted = item.lowercased()
        let named = list.items.filter { found in
            found.name.lowercased() == wanted || found.id.split(separator: "|").first.map(String.init) == wanted
        }
        switch named.count {
        case 1:
            return named[0]
        case 0:
            // `flour` for "all-purpose flour": the items whose names hold the word typed, when few do.
            let holding = list.items.filter { $0.name.lowercased().contains(wanted) }
            guard !holding.isEmpty, holding.count <= 6 else {
                throw CommandFailure(
                    "no item \"\(TerminalText.line(item))\" on the shopping list; `recipes shopping --json` lists their IDs.")
            }
            let ids = holding.map { "\"" + TerminalText.line($0.id) + "\"" }
            let choices = ids.count == 1 ? ids[0] : ids.dropLast().joined(separator: ", ") + " or " + ids.last!
            throw CommandFailure("no item \"\(TerminalText.line(item))\" on the shopping list; did you mean \(choices)?")
        default:
            let ids = named.map { "\"" + TerminalText.line($0.id) + "\"" }.joined(separator: ", ")
            throw CommandFailure("several items are named \"\(TerminalText.line(item))\"; give one of their IDs: \(ids).")
        }
    }
}
