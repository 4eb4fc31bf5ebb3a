/// A recipe understood: its ingredients in groups, its steps in sections, and in each step the
/// ingredients it uses with their own amounts, its cookware and its timers.
///
/// A pure value, built once from a recipe's source (see `TextStructure` for ingredient and
/// direction lines, and the Cooklang reader for `.cook` files) and read by every pane: the detail,
/// cook mode, scaling and the command line. It knows nothing of the library or the terminal.
///
/// ```swift
/// let recipe = TextStructure.build(ingredients: ["For the crust:", "200 g flour"],
///                                  directions: ["Crust:", "Rub the flour into the butter."])
/// recipe.ingredientGroups[0].heading      // "For the crust"
/// recipe.steps[0].section                 // "Crust"
/// recipe.steps[0].uses.map(\.name)        // ["flour"]
/// ```
public struct StructuredRecipe: Sendable, Hashable {
    /// The ingredient list in groups, in order; a recipe without headings has one group without one.
    public var ingredientGroups: [IngredientGroup]
    /// The steps in sections, in order; steps before the first heading are in a section without one.
    public var sections: [StepSection]
    /// The cookware the steps name, each once, in order of first use.
    public var cookware: [String]
    /// Notes written among the steps (Cooklang `> …`), in order.
    public var notes: [String]

    /// Creates a structure from its parts; each listed ingredient is paired with the uses it
    /// names (`ListedIngredient.uses`), so that it scales as they do.
    public init(ingredientGroups: [IngredientGroup] = [], sections: [StepSection] = [], cookware: [String] = [], notes: [String] = []) {
        self.ingredientGroups = ingredientGroups
        self.sections = sections
        self.cookware = cookware
        self.notes = notes
        // Most recipes keep every amount scaling (a text recipe always does): nothing to pair then.
        guard Self.anyUseKeepsAmount(sections) else { return }
        let steps = self.steps
        for group in self.ingredientGroups.indices {
            for item in self.ingredientGroups[group].items.indices where !self.ingredientGroups[group].items[item].uses.isEmpty {
                self.ingredientGroups[group].items[item].pair(with: steps)
            }
        }
    }

    private static func anyUseKeepsAmount(_ sections: [StepSection]) -> Bool {
        for section in sections.indices {
            for step in sections[section].steps.indices {
                for use in sections[section].steps[step].uses.indices where sections[section].steps[step].uses[use].keepsAmount {
                    return true
                }
            }
        }
        return false
    }

    /// Every step in order, each with its section's heading.
    public var steps: [Step] { sections.flatMap(\.steps) }

    /// How many steps there are, headings not counted.
    public var stepCount: Int { sections.reduce(0) { $0 + $1.steps.count } }

    /// The other recipes the steps refer to (Cooklang `@./sauces/Hollandaise{150%g}`), in order of use.
    public var references: [RecipeReference] {
        steps.flatMap(\.uses).compactMap(\.reference)
    }

    /// Whether any ingredient group or step section has a heading.
    public var hasHeadings: Bool {
        ingredientGroups.contains { $0.heading != nil } || sections.contains { $0.heading != nil }
    }
}

/// Ingredients listed together under one heading ("For the crust"), or under none.
public struct IngredientGroup: Sendable, Hashable {
    /// The heading as a cook reads it, without a trailing colon; `nil` for the group before any heading.
    public var heading: String?
    /// The ingredient lines, each with the uses it stands for.
    public var items: [ListedIngredient]

    /// The ingredient lines, as written.
    public var lines: [String] { items.map(\.text) }

    /// A group of `items` under `heading`.
    public init(heading: String?, items: [ListedIngredient]) {
        self.heading = heading
        self.items = items
    }

    /// A group of lines under `heading`, paired with no uses.
    public init(heading: String?, lines: [String]) {
        self.init(heading: heading, items: lines.map { ListedIngredient(text: $0) })
    }
}

/// Steps under one heading ("Dough"), or under none.
public struct StepSection: Sendable, Hashable {
    /// The heading as a cook reads it; `nil` for steps before any heading.
    public var heading: String?
    /// The steps, in order.
    public var steps: [Step]

    /// A section of `steps` under `heading`.
    public init(heading: String?, steps: [Step]) {
        self.heading = heading
        self.steps = steps
    }
}

/// Another recipe used as an ingredient: Cooklang `@./sauces/Hollandaise{150%g}`.
public struct RecipeReference: Sendable, Hashable {
    /// The path as written, without the file extension (`./sauces/Hollandaise`).
    public var path: String
    /// The recipe's name: the last part of the path (`Hollandaise`).
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// A reference to the recipe at `path`.
    public init(path: String) {
        self.path = path
    }
}
