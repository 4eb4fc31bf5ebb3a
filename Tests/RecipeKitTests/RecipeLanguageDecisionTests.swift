import Ingredients
import RecipeKit
import RecipeStructure
import Testing

/// A recipe's language as the browser, `show` and the shopping list decide it: the one its
/// Cooklang source declares, else its words'; and its steps scaled in it.
@Suite struct RecipeLanguageDecisionTests {
    private static let german = Recipe(title: "Rührei", servings: "1", ingredients: "1 Ei\n1 EL Butter",
                                       directions: "Das Ei mit der Butter in einer Pfanne rühren.")

    @Test func aDeclaredLocaleWinsOverTheWords() {
        let source = "---\ntitle: Scrambled egg\nlocale: de_DE\n---\n\nBeat @egg{1} and fry it.\n"
        let recipe = Recipe(title: "Scrambled egg", ingredients: "1 egg", directions: "Beat the egg and fry it.")
        #expect(recipe.language(cooklangSource: source) == .other)
        #expect(Self.german.language(cooklangSource: ">> lang: en\n\nRühre @Ei{1}.\n") == .english)
    }

    @Test func aStoredLanguageWinsOverTheWordsAndTheSource() {
        // A page that says `inLanguage: de` whose lines read as English to the guess.
        let page = Recipe(title: "Pancakes", ingredients: "1 egg\n2 EL sugar", directions: "Mix the egg and the sugar.",
                          language: "de")
        #expect(page.language(cooklangSource: nil) == .other)
        #expect(page.language(cooklangSource: ">> lang: en\n\nMix @egg{1}.\n") == .other)
        var english = Self.german
        english.language = "en-GB"
        #expect(english.language(cooklangSource: nil) == .english)
    }

    @Test func aStoredLanguageIsKeptAndDecidesTheShoppingList() throws {
        let directory = TemporaryDirectory()
        let store = try makeEmptyStore(directory)
        let page = Recipe(title: "Pancakes", servings: "2", ingredients: "1 egg\n2 EL sugar",
                          directions: "Mix the egg and the sugar.", language: "de")
        let id = try store.add(page).id
        #expect(try store.recipe(with: id)?.language == "de")
        try store.markForShopping(id, servings: 4)
        #expect(try store.shoppingList().items.map(\.text).sorted() == ["2 egg", "4 EL sugar"])
    }

    @Test func withoutADeclaredLanguageTheWordsDecide() {
        #expect(Self.german.language(cooklangSource: nil) == .other)
        #expect(Self.german.language(cooklangSource: "Rühre das @Ei{1} mit der @Butter{1%EL}.\n") == .other)
    }

    @Test func aGermanStepDoubledTakesItsOwnPlural() {
        let structure = Self.german.structure(cooklangSource: "Rühre das @Ei{1} mit der @Butter{1%EL}.\n")
        let step = structure.steps[0]
        // German's own plural, not English's "2 Eis".
        #expect(step.text(scaledBy: 2, language: .other) == "Rühre das 2 Eier mit der 2 EL Butter.")
        #expect(step.uses[0].listText(scaledBy: 2, language: .other) == "2 Eier")
        #expect(structure.ingredientGroups[0].items[0].text(scaledBy: 2, language: .other) == "2 Eier")
        let english = Recipe(title: "Omelette").structure(cooklangSource: "Beat @large egg{1}.\n")
        #expect(english.steps[0].text(scaledBy: 2) == "Beat 2 large eggs.")
    }
}
