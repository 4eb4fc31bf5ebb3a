import Testing
@testable import RecipeFormats

@Suite struct CooklangTests {
    static let pancakes = """
    ---
    title: "Easy Pancakes: the Sunday ones"
    servings: 4
    prep time: 10 min
    cook time: 1h30m
    tags:
      - breakfast
      - "sweet, quick"
    course: brunch
    source:
      name: Grandma
      url: https://example.com/pancakes
    image: https://example.com/pancakes.jpg
    description: |
      Fluffy pancakes.
      Make the batter ahead.
    ---
    -- the batter
    Crack the @eggs{3} into a #large bowl{}, whisk in @flour{125%g}
    and @milk{250%ml}. [- dairy-free: oat milk -]

    Rest for ~{30%minutes}. -- patience

    == Cooking ==

    Melt @butter{1%tbsp} in a #frying pan{}, pour in a ladle of batter.
    > Thin batter makes thin pancakes.

    Fry for ~side one{1%minute}, flip, add more @butter{1%tbsp}, and serve with @?maple syrup{}.
    """

    @Test func wholeRecipeWithFrontMatter() throws {
        let recipe = try TestReading.only(Self.pancakes, fileName: "recipes/Pancakes.cook")
        #expect(recipe.title == "Easy Pancakes: the Sunday ones")
        #expect(recipe.servings == "4")
        #expect(recipe.prepTime == 600 && recipe.cookTime == 5_400 && recipe.totalTime == nil)
        #expect(recipe.collections == ["breakfast", "sweet, quick", "brunch"])
        #expect(recipe.sourceURL == "https://example.com/pancakes")
        #expect(recipe.imageURLs == ["https://example.com/pancakes.jpg"])
        #expect(recipe.notes == "Fluffy pancakes.\nMake the batter ahead.\nThin batter makes thin pancakes.")
        #expect(recipe.ingredients == ["3 eggs", "125 g flour", "250 ml milk", "2 tbsp butter", "maple syrup (optional)"])
        #expect(recipe.directions == [
            "Crack the eggs into a large bowl, whisk in flour and milk.",
            "Rest for 30 minutes.",
            "Cooking:",
            "Melt butter in a frying pan, pour in a ladle of batter.",
            "Fry for 1 minute, flip, add more butter, and serve with maple syrup.",
        ])
    }

    /// Front matter is YAML (Yams): an alias, a folded block and a flow list read as YAML says.
    @Test func frontMatterIsReadAsYAML() throws {
        let source = """
        ---
        title: 'Bread: a loaf'
        servings: &loaves 2
        yield: *loaves
        tags: [baking, "slow, overnight"]
        description: >
          Rises overnight
          in the fridge.
        ---
        Mix @flour{500%g}.
        """
        let recipe = try TestReading.only(source, fileName: "Bread.cook")
        #expect(recipe.title == "Bread: a loaf")
        #expect(recipe.servings == "2")
        #expect(recipe.collections == ["baking", "slow, overnight"])
        #expect(recipe.notes == "Rises overnight in the fridge.")
    }

    /// Hostile front matter: aliases of aliases of lists (a billion laughs in a few hundred
    /// bytes) and a list nested 100,000 deep are read line by line, as written, not followed
    /// or recursed into; the recipe is read.
    @Test func aliasesThatMultiplyAndDeepNestingAreNotFollowed() throws {
        var lines = ["---", "title: Laughs", #"a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        for level in 1...8 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]") }
        lines += ["tags: *a8", "---", "Mix @salt{1%tsp}."]
        let laughs = try TestReading.only(lines.joined(separator: "\n"), fileName: "Laughs.cook")
        #expect(laughs.title == "Laughs")
        #expect(laughs.collections == ["*a8"])
        #expect(laughs.ingredients == ["1 tsp salt"])
        let deep = "---\ntitle: Deep\ntags: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            + "\n---\nMix @salt{1%tsp}.\n"
        let nested = try TestReading.only(deep, fileName: "Deep.cook")
        #expect(nested.title == "Deep")
        #expect(nested.ingredients == ["1 tsp salt"])
    }

    /// A list item that is itself a map is kept as its keys and values, none dropped.
    @Test func aMapInAListOfTheFrontMatterIsKeptAsText() {
        let entries = FrontMatter(lines: ["notes:", "  - {from: Ann, said: more salt}", "  - plain"]).entries
        #expect(entries.map(\.key) == ["notes"])
        #expect(entries.first?.values == ["from: Ann, said: more salt", "plain"])
    }

    /// Front matter that is not YAML (an unquoted second colon, a tab for indentation) loses
    /// nothing: it is read line by line.
    @Test func frontMatterThatIsNotYAMLIsStillRead() throws {
        let source = "---\ntitle: Pasta: the best\nservings: 2\nsource:\n\turl: https://example.com/pasta\n---\nBoil @pasta{200%g}.\n"
        let recipe = try TestReading.only(source, fileName: "Pasta.cook")
        #expect(recipe.title == "Pasta: the best")
        #expect(recipe.servings == "2")
        #expect(recipe.sourceURL == "https://example.com/pasta")
        #expect(recipe.ingredients == ["200 g pasta"])
    }

    /// An unmarked line among a list's items (front matter that YAML refuses) keeps its place:
    /// an item of its own after a finished sentence or a heading, the item above continued
    /// otherwise, and the items after it stay in the list.
    @Test func anUnmarkedLineInAFrontMatterListLosesNoItems() {
        let lines = ["title: Dough", "directions:", "- Rolling out dough:", "The dough should be soft (Note 6).",
                     "- Shape dough into a ball.", "- Brush the crust", "with oil.", "- Bake 12 minutes.", "servings: 2"]
        let entries = FrontMatter(lines: lines).entries
        #expect(entries.map(\.key) == ["title", "directions", "servings"])
        #expect(entries[1].values == ["Rolling out dough:", "The dough should be soft (Note 6).", "Shape dough into a ball.",
                                     "Brush the crust with oil.", "Bake 12 minutes."])
        #expect(entries[2].values == ["2"])
    }

    @Test func metadataLinesAndTitleFromTheFileName() throws {
        let source = ">> servings: 2\n>> time: 1 hour 30 minutes\n>> tags: quick, vegan\n>> source: The Palomar Cookbook\n\nToast the @bread.\n"
        let recipe = try TestReading.only(source, fileName: "cookbook/Toast Soldiers.cook")
        #expect(recipe.title == "Toast Soldiers")
        #expect(recipe.servings == "2")
        #expect(recipe.totalTime == 5_400 && recipe.prepTime == nil)
        #expect(recipe.collections == ["quick", "vegan"])
        #expect(recipe.sourceURL == "The Palomar Cookbook")
    }

    @Test func categoriesFollowTheOptionButTagsAlwaysCount() throws {
        let source = "---\ntags: [weeknight]\ncuisine: Thai\n---\nCook.\n"
        let off = try TestReading.only(source, fileName: "x.cook", options: ReadOptions(categoriesAsCollections: false))
        #expect(off.collections == ["weeknight"])
        #expect(try TestReading.only(source, fileName: "x.cook").collections == ["weeknight", "Thai"])
    }

    @Test func sectionsInBothFormsBecomeHeadingLines() throws {
        let source = "= Dough\n\nMix @flour{200%g} and @water{100%ml}.\n\n== Filling ==\n\nCombine @cheese{100%g}.\n\n==\n\nBake.\n"
        let recipe = try TestReading.only(source, fileName: "x.cook")
        #expect(recipe.directions == ["Dough:", "Mix flour and water.", "Filling:", "Combine cheese.", "Bake."])
    }

    @Test func sameIngredientTwiceIsCombinedAsCookCLIDoes() throws {
        let source = """
        Add @flour{100%g}, then @flour{50%G}. Stir in @sugar{1/2%cup} and @sugar{1/4%cup}.
        Add @butter{1%cup}, then @butter{2%tbsp}. Season with @salt and more @salt{1%pinch}.
        Pour @milk{1.5%l} and @milk{1/2%l}. Add @Eggs{2} and @eggs.
        """
        let recipe = try TestReading.only(source, fileName: "x.cook")
        #expect(recipe.ingredients == [
            "150 g flour", "3/4 cup sugar", "1 cup + 2 tbsp butter", "1 pinch salt", "2 l milk", "2 Eggs",
        ])
    }

    @Test func modifiersReferencesAndNotes() throws {
        let source = """
        Mix @onion{1}(peeled and finely chopped) with @garlic{2%cloves}(minced) and @-water{1%l}.
        Pour over with @./sauces/Hollandaise{150%g}, add @&onion{1} and @@stock{200%ml}.
        """
        let recipe = try TestReading.only(source, fileName: "x.cook")
        #expect(recipe.ingredients == [
            "2 onion, peeled and finely chopped", "2 cloves garlic, minced", "150 g Hollandaise", "200 ml stock",
        ])
        #expect(recipe.directions == ["Mix onion with garlic and water. Pour over with Hollandaise, add onion and stock."])
    }

    @Test func escapedCharactersAreText() throws {
        let source = "Email me\\@example.com about \\#1 \\~ and 2\\-\\-3 \\[- not a comment -]\n"
        let recipe = try TestReading.only(source, fileName: "x.cook")
        #expect(recipe.ingredients.isEmpty)
        #expect(recipe.directions == ["Email me@example.com about #1 ~ and 2--3 [- not a comment -]"])
    }

    @Test func blockCommentsSpanLinesAndUnclosedOnesRunToTheEnd() throws {
        let source = "Boil [- a comment\nover lines -] @water.\n\nServe [- never closed\n\nHidden step.\n"
        let recipe = try TestReading.only(source, fileName: "x.cook")
        #expect(recipe.directions == ["Boil water.", "Serve"])
    }

    @Test func ingredientListSectionIsReadLineForLine() throws {
        let source = "== Ingredients ==\n\n@flour{200%g}\n@eggs{2}\n@eggs{1}(for the glaze)\n@salt and pepper, to taste{}\n\n==\n\nMix the @flour with the eggs.\n"
        let recipe = try TestReading.only(source, fileName: "x.cook")
        #expect(recipe.ingredients == ["200 g flour", "2 eggs", "1 eggs, for the glaze", "salt and pepper, to taste"])
        #expect(recipe.directions == ["Mix the flour with the eggs."])
    }

    /// `name` is no title key in Cooklang's canonical metadata (only `title` is), and cooklang-rs
    /// gives such a file no title: CookCLI names it by its file, and so does this reader.
    @Test func aNameMetadataLineIsNoTitle() throws {
        let oldStyle = try TestReading.only(">> name: Fancy keema\n>> servings: 2\n\nMix @cumin{2%tsp}.\n", fileName: "keema.cook")
        #expect(oldStyle.title == "keema")
        #expect(oldStyle.servings == "2")
        let frontMatter = try TestReading.only("---\nname: Fancy keema\ntitle: Keema\n---\nMix @cumin{2%tsp}.\n", fileName: "keema.cook")
        #expect(frontMatter.title == "Keema")
    }

    @Test func windowsLineEndingsAndByteOrderMark() throws {
        let recipe = try TestReading.only("\u{FEFF}---\r\ntitle: Soup\r\n---\r\nHeat @water.\r\n\r\nServe.\r\n", fileName: "x.cook")
        #expect(recipe.title == "Soup")
        #expect(recipe.directions == ["Heat water.", "Serve."])
    }

    @Test func invalidUTF8NamesTheFileAndLine() {
        let bytes = Array("Line one\nLine two has a bad byte: ".utf8) + [0xFF] + Array(" here\n".utf8)
        let result = TestReading.read(bytes, fileName: "broken.cook")
        #expect(result.isFailure)
        #expect(TestReading.messages(result) == [
            "broken.cook: line 2, column 26: not UTF-8 text (byte 0xFF); save the file as UTF-8 and import it again",
        ])
    }

    @Test func ratingAndFavoriteAreReadFromThisModulesOwnKeys() throws {
        let recipe = try TestReading.only("---\nrating: 4\nfavorite: true\n---\n", fileName: "x.cook")
        #expect(recipe.rating == 4 && recipe.isFavorite == true)
    }
}
