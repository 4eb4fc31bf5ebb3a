import Foundation
import Testing
@testable import RecipeFormats

/// Markdown recipes as people keep them: notes with headings, RecipeMD, Chowdown front matter,
/// and this program's own export read back.
@Suite struct MarkdownReaderTests {
    /// A note as Obsidian users write one: YAML front matter, a task list to tick off while
    /// shopping, a group heading, a step over two lines, notes under their heading.
    static let obsidianNote = """
    ---
    tags: [dinner, pasta]
    source: https://example.com/carbonara
    servings: 4
    ---
    # Spaghetti Carbonara

    A Roman classic. No cream.

    ![photo](images/carbonara.jpg)

    ## Ingredients
    - [ ] 400 g spaghetti
    - [ ] 150 g guanciale, cut into strips
    - [x] 4 egg yolks

    ### For serving
    - 50 g *pecorino*, grated
    - black pepper

    ## Instructions
    1. Boil the pasta in salted water.
    2. Fry the guanciale until crisp.
       Take the pan off the heat.
    3. Toss the pasta with the yolks, cheese and fat.

    ## Notes
    Works with pancetta too.
    """

    @Test func aNoteWithHeadingsIsReadPartByPart() throws {
        let recipe = try TestReading.only(Self.obsidianNote, fileName: "Carbonara.md")
        #expect(recipe.title == "Spaghetti Carbonara")
        #expect(recipe.servings == "4")
        #expect(recipe.collections == ["dinner", "pasta"])
        #expect(recipe.sourceURL == "https://example.com/carbonara")
        #expect(recipe.ingredients == ["400 g spaghetti", "150 g guanciale, cut into strips", "4 egg yolks",
                                       "For serving:", "50 g pecorino, grated", "black pepper"])
        #expect(recipe.directions == ["Boil the pasta in salted water.", "Fry the guanciale until crisp. Take the pan off the heat.",
                                      "Toss the pasta with the yolks, cheese and fat."])
        #expect(recipe.notes == "A Roman classic. No cream.\nNotes:\nWorks with pancetta too.")
        #expect(recipe.imageURLs == ["images/carbonara.jpg"])
    }

    /// RecipeMD (recipemd.org): the description, tags in emphasis, yields in bold, then the
    /// ingredients between two rules, groups headed at any level, and the instructions after.
    @Test func recipeMDIsReadAsItsSpecificationSays() throws {
        let text = """
        # Guacamole

        Some people call it guac.

        *sauce, vegan*

        **4 Servings, 200g**

        ---

        - *1* avocado
        - *.5 teaspoon* salt

        ## Seasoning

        - *1 1/2 pinches* red pepper flakes
        - lemon juice

        ---

        Remove flesh from avocado and roughly mash with fork.

        Season to taste with salt, pepper and lemon juice.
        """
        let recipe = try TestReading.only(text, fileName: "guacamole.md")
        #expect(recipe.title == "Guacamole")
        #expect(recipe.notes == "Some people call it guac.")
        #expect(recipe.collections == ["sauce", "vegan"])
        #expect(recipe.servings == "4 Servings, 200g")
        #expect(recipe.ingredients == ["1 avocado", ".5 teaspoon salt", "Seasoning:", "1 1/2 pinches red pepper flakes", "lemon juice"])
        #expect(recipe.directions == ["Remove flesh from avocado and roughly mash with fork.",
                                      "Season to taste with salt, pepper and lemon juice."])
    }

    /// Chowdown (a Jekyll theme) keeps the ingredients and directions as front matter lists.
    @Test func chowdownFrontMatterListsAreTheIngredientsAndDirections() throws {
        let text = """
        ---
        layout: recipe
        title: "Banana Bread"
        image: banana-bread.jpg
        tags: baking, breakfast
        prep: 15 min

        ingredients:
        - 3 ripe bananas
        - 1/3 cup melted butter

        directions:
        - Preheat the oven to 350°F.
        - Bake for 1 hour.
        ---

        My grandmother's bread.
        """
        let recipe = try TestReading.only(text, fileName: "banana-bread.md")
        #expect(recipe.title == "Banana Bread")
        #expect(recipe.ingredients == ["3 ripe bananas", "1/3 cup melted butter"])
        #expect(recipe.directions == ["Preheat the oven to 350°F.", "Bake for 1 hour."])
        #expect(recipe.collections == ["baking", "breakfast"])
        #expect(recipe.prepTime == 15 * 60)
        #expect(recipe.imageURLs == ["banana-bread.jpg"])
        #expect(recipe.notes == "My grandmother's bread.")
    }

    /// What `recipes export --format markdown` writes reads back as the recipe it was.
    @Test func theMarkdownExportReadsBackAsTheSameRecipe() throws {
        let original = ExternalRecipe(
            title: "Lemon tart [classic] *best*", servings: "8 slices", prepTime: 1800, cookTime: 2700,
            ingredients: ["Pastry:", "200 g flour", "100 g butter, cold", "Filling:", "3 lemons", "# 1 secret"],
            directions: ["Crust:", "Rub the butter into the flour.", "1. Not a number: keep me.", "Filling:", "Whisk_everything."],
            collections: ["Baking", "Dessert"], sourceURL: "https://example.com/tart", notes: "Line one.\nLine *two*.",
            rating: 4, isFavorite: true)
        let read = try TestReading.only(MarkdownWriter.text(for: original), fileName: "tart.md")
        #expect(read == original)
    }

    @Test func aFileOfSeveralExportedRecipesGivesEach() {
        let recipes = [ExternalRecipe(title: "Tea", ingredients: ["1 tea bag"], directions: ["Steep."]),
                       ExternalRecipe(title: "Toast", ingredients: ["1 slice bread"], directions: ["Toast it."])]
        let result = TestReading.read(Array(MarkdownWriter.file(for: recipes).data), fileName: "recipes.md")
        #expect(result.recipes.map(\.title) == ["Tea", "Toast"])
        #expect(result.recipes.map(\.directions) == [["Steep."], ["Toast it."]])
    }

    /// With no heading naming the parts, a bulleted list is the ingredients and a numbered one the method.
    @Test func withoutPartHeadingsTheKindOfListDecides() throws {
        let text = """
        # Pancakes
        Serves: 2 · Cook time: 10 min

        - 1 egg
        - 250 ml milk

        1. Whisk.
        2. Fry in butter.
        """
        let recipe = try TestReading.only(text, fileName: "p.md")
        #expect(recipe.servings == "2" && recipe.cookTime == 600)
        #expect(recipe.ingredients == ["1 egg", "250 ml milk"])
        #expect(recipe.directions == ["Whisk.", "Fry in butter."])
    }

    @Test func aTableOfIngredientsAndFactsIsReadRowByRow() throws {
        let text = """
        # Brine

        | Prep time | Servings |
        |---|---|
        | 5 min | 6 |

        ## Zutaten

        | Menge | Zutat |
        |------:|-------|
        | 1 l | Wasser |
        | 60 g | Salz |

        ## Zubereitung

        Alles verrühren.
        """
        let recipe = try TestReading.only(text, fileName: "brine.md")
        #expect(recipe.prepTime == 300 && recipe.servings == "6")
        #expect(recipe.ingredients == ["1 l Wasser", "60 g Salz"])
        #expect(recipe.directions == ["Alles verrühren."])
    }

    @Test func aMarkdownFileWithNoRecipeSaysWhatIsMissing() {
        let result = TestReading.read("# My project\n\nSome text about it.\n", fileName: "README.md")
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result) == [
            "README.md: no ingredients or directions found (a Markdown recipe lists them under headings such as "
                + "`## Ingredients` and `## Directions`)",
        ])
    }

    @Test func formatIsRecognisedByNameAndByItsHeadings() {
        #expect(RecipeFormat.detect(Array("Just text".utf8), fileName: "a.md") == .markdown)
        let note = Array("# Soup\n\n## Ingredients\n- 1 leek\n\n## Method\nCook.\n".utf8)
        #expect(RecipeFormat.detect(note, fileName: "soup.txt") == .markdown)
        // Cooklang with front matter stays Cooklang.
        #expect(RecipeFormat.detect(Array("---\ntitle: Soup\n---\nAdd @leek{1}.\n".utf8), fileName: "soup.txt") == .cook)
    }

    @Test func windows1252TextKeepsItsAccents() throws {
        var bytes = Array("# Cr".utf8) + [0xE8] + Array("me br".utf8) + [0xFB] + Array("l".utf8) + [0xE9] + Array("e".utf8)
        bytes += Array("\n\n## Ingredients\n- 4 jaunes d'".utf8) + [0x9C] + Array("uf\n\n## Directions\nCuire.\n".utf8)
        let result = TestReading.read(bytes, fileName: "creme.md")
        let recipe = try #require(result.recipes.first)
        #expect(recipe.title == "Crème brûlée")
        #expect(recipe.ingredients == ["4 jaunes d'œuf"])
    }

    /// Hostile nesting: 100,000 quote markers, and lists nested 2,000 deep, are read without
    /// nesting the reader's calls as deep (past `MarkdownBlock.depthLimit` the rest is text).
    @Test func deeplyNestedTextIsReadWithoutCrashing() {
        let quotes = String(repeating: ">", count: 100_000) + " deep\n"
        let lists = (0..<2_000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        let text = "# Deep\n\n## Ingredients\n" + lists + "\n\n## Directions\n" + quotes
        let result = TestReading.read(text, fileName: "deep.md")
        #expect(result.recipes.first?.title == "Deep")
        #expect(result.recipes.first?.ingredients.isEmpty == false)
    }
}

/// Markdown recipes in the conventions found in people's public recipe folders.
@Suite struct MarkdownConventionsTests {
    /// based.cooking's house style: the facts as a list with emoji before the ingredients.
    @Test func factsWrittenAsAListBeforeTheIngredientsAreFacts() throws {
        let text = """
        ---
        title: "Apple Pie"
        tags: ['dessert', 'pie']
        ---
        - ⏲️ Prep time: 30 min
        - 🍳Cook time: 45 min
        - 🍽️ Servings: 8

        ## Ingredients

        - 900 g apples

        ## Directions

        1. Bake.

        ;tags: sweet apple
        """
        let recipe = try TestReading.only(text, fileName: "apple-pie.md")
        #expect(recipe.prepTime == 1800 && recipe.cookTime == 2700 && recipe.servings == "8")
        #expect(recipe.ingredients == ["900 g apples"])
        #expect(recipe.collections == ["dessert", "pie", "sweet", "apple"])
    }

    /// Headings decorated with emoji, bold or `:shortcode:`s still name their parts; `## Recipe`
    /// under the ingredients heads the method; `### Step 1` only numbers a step.
    @Test func decoratedHeadingsStillNameTheirParts() throws {
        let text = """
        # Lasagna

        ## 📝 **Ingredients**
        - 1 lb ground beef

        ## :pencil: Recipe
        ### Step 1
        Brown the beef.
        ### Step 2
        Layer and bake.

        ## 💡 **Notes and Tips**
        - Freezes well.
        """
        let recipe = try TestReading.only(text, fileName: "lasagna.md")
        #expect(recipe.ingredients == ["1 lb ground beef"])
        #expect(recipe.directions == ["Brown the beef.", "Layer and bake."])
        #expect(recipe.notes == "Notes and Tips:\nFreezes well.")
    }

    /// A section of the method whose name holds another part's word (`Zutaten vorbereiten`,
    /// "prepare the ingredients") is a section of the method, and so is a deeper heading that is a
    /// part's word (`### Preparation` under `## Directions`).
    @Test func aSubheadingOfTheMethodStaysInTheMethod() throws {
        let text = """
        # Arroz rojo
        ## Zutaten
        - 200 g Reis
        ## Zubereitung
        ### Zutaten vorbereiten
        Die Zwiebel schneiden.
        ### Reis kochen
        Den Reis kochen.
        """
        let recipe = try TestReading.only(text, fileName: "arroz.md")
        #expect(recipe.ingredients == ["200 g Reis"])
        #expect(recipe.directions == ["Zutaten vorbereiten:", "Die Zwiebel schneiden.", "Reis kochen:", "Den Reis kochen."])
    }

    /// A recipe written as stages, each under its own heading with its ingredients and its steps
    /// (no heading naming a part anywhere).
    @Test func stagesWithTheirOwnIngredientsAreSectionsOfBoth() throws {
        let text = """
        # Lentil Soup

        Serves: 4

        ## Cook rice.

        - Jasmine rice, 1 gō
        - Water

        Wash rice. Set to cook.

        ## Add lentils.

        - Lentils, 225 g

        Add lentils to the pot.
        """
        let recipe = try TestReading.only(text, fileName: "soup.md")
        #expect(recipe.servings == "4")
        #expect(recipe.ingredients == ["Cook rice:", "Jasmine rice, 1 gō", "Water", "Add lentils:", "Lentils, 225 g"])
        #expect(recipe.directions == ["Cook rice:", "Wash rice. Set to cook.", "Add lentils:", "Add lentils to the pot."])
    }

    /// Chowdown's `components` (the other recipes this one is made of) stay on the ingredient
    /// list under a heading of their own; a recipe of components only is still a recipe.
    @Test func chowdownComponentsAreASectionOfTheIngredients() throws {
        let text = """
        ---
        layout: recipe
        title: "PB&B Brookie"

        directions:
        - Préchauffez votre four à 180°C.
        - Enfournez 15–20 min.

        components:
        - Pâte à brownie banane
        - Pâte à cookie PB
        ---
        """
        let recipe = try TestReading.only(text, fileName: "PBB-brookie.md")
        #expect(recipe.ingredients == ["Components:", "Pâte à brownie banane", "Pâte à cookie PB"])
        #expect(recipe.directions == ["Préchauffez votre four à 180°C.", "Enfournez 15–20 min."])
    }

    /// Chowdown's groups nested in its front matter lists, Jekyll's space-separated tags, and the
    /// body kept as notes when the front matter lists the parts.
    @Test func chowdownGroupsTagsAndBody() throws {
        let text = """
        ---
        title: Meatloaf
        tags: dinner comfort
        yields: 10 servings
        ingredients:
        - Meatloaf:
          - 1 1/2 lbs ground chuck
          - 2 eggs
        - Glaze:
          - 1/2 cup ketchup
        directions:
        - Bake for an hour.
        ---
        * Use 80/20 beef.
        """
        let recipe = try TestReading.only(text, fileName: "meatloaf.md")
        #expect(recipe.ingredients == ["Meatloaf:", "1 1/2 lbs ground chuck", "2 eggs", "Glaze:", "1/2 cup ketchup"])
        #expect(recipe.directions == ["Bake for an hour."])
        #expect(recipe.collections == ["dinner", "comfort"])
        #expect(recipe.servings == "10 servings")
        #expect(recipe.notes == "Use 80/20 beef.")
    }

    @Test func aSourceLinkGivesItsAddressAndNestedStepsAreSteps() throws {
        let text = """
        # Chili
        Source: [Saveur Issue 162](https://www.saveur.com/chili)

        ## Ingredients
        | Ingredient | Amount |
        |---|---|
        | beans | 400 g |

        Note: soak the beans overnight.

        ## Directions
        1. Chop the onion.
           1. Keep the seeds out.
        2. Simmer.

        ## Directoins
        Typo'd headings keep their text.
        """
        let recipe = try TestReading.only(text, fileName: "chili.md")
        #expect(recipe.sourceURL == "https://www.saveur.com/chili")
        #expect(recipe.ingredients == ["400 g beans"])
        #expect(recipe.directions == ["Chop the onion.", "Keep the seeds out.", "Simmer."])
        #expect(recipe.notes == "Note: soak the beans overnight.\nDirectoins:\nTypo'd headings keep their text.")
    }
}

/// Conventions of a second round of real files (German, French, Spanish and Italian cooks'
/// folders, nyum, Hugo sites).
@Suite struct MarkdownSecondRoundTests {
    @Test func servingsInTheIngredientsHeadingAndFactsAsSentences() throws {
        let german = try TestReading.only("# Reis\n\n## Zutaten für 2 Portionen\n- 200 g Reis\n\n## Zubereitung\nKochen.\n", fileName: "reis.md")
        #expect(german.servings == "2 Portionen")
        let french = try TestReading.only("""
        # Blanquette

        Pour 6 personnes. Préparation : 20 min. Cuisson : 1h20.

        ## Ingrédients
        - 1 kg de veau

        ## Préparation
        Cuire.
        """, fileName: "blanquette.md")
        #expect(french.servings == "Pour 6 personnes" && french.prepTime == 1200 && french.cookTime == 4800)
        #expect(french.notes == nil)
    }

    /// nyum: a heading per stage, a rule, the stage's ingredients as a list and its steps as quotes;
    /// the title in the front matter, so the first heading is a stage, not the title.
    @Test func stagesWithQuotedSteps() throws {
        let text = """
        ---
        title: Shawarma
        ---

        ## For the marinade

        ---

        * `800g` chicken thighs

        > Mix the marinade.
        >
        > Marinate overnight.

        ## To roast

        ---

        * `1` onion, halved

        > Roast for 30 mins.
        """
        let recipe = try TestReading.only(text, fileName: "shawarma.md")
        #expect(recipe.title == "Shawarma")
        #expect(recipe.ingredients == ["For the marinade:", "800g chicken thighs", "To roast:", "1 onion, halved"])
        #expect(recipe.directions == ["For the marinade:", "Mix the marinade.", "Marinate overnight.", "To roast:", "Roast for 30 mins."])
    }

    @Test func sourcesTagsIconsAndFooters() throws {
        let text = """

        ---
        title: Lohikeitto
        images:
          - url: "https://example.com/soup.jpg"
            description: "A bowl"
        ---

        | :fork_and_knife_with_plate: Serves | :timer_clock: Total Time |
        |:--:|:--:|
        | 4-6 portions | 45 minutes |

        ## :lucide-salt: Ingredients
        - 500 g salmon

        ## :pencil: Instructions
        Mit Lachs kochen
        Servieren

        ---

        Based on a recipe from [The Cooking Guy](https://example.com/original).

        ## Tags vegan,mittagessen
        """
        let recipe = try TestReading.only(text, fileName: "lohikeitto.md")
        #expect(recipe.title == "Lohikeitto")
        #expect(recipe.imageURLs == ["https://example.com/soup.jpg"])
        #expect(recipe.servings == "4-6 portions" && recipe.totalTime == 2700)
        #expect(recipe.ingredients == ["500 g salmon"])
        // A step a line, as a note app shows them; the footer after the rule is no step.
        #expect(recipe.directions == ["Mit Lachs kochen", "Servieren"])
        #expect(recipe.sourceURL == "https://example.com/original")
        #expect(recipe.notes == "Based on a recipe from The Cooking Guy.")
        #expect(recipe.collections == ["vegan", "mittagessen"])
    }
}

/// Conventions of a third round of real files: Pelican headers, Hugo's TOML, ingredients as
/// front-matter maps, components named in the ingredients headings, a second section of the method.
@Suite struct MarkdownThirdRoundTests {
    @Test func componentsNamedInPartHeadingsAndAServingsLine() throws {
        let text = """
        Title: Meatballs in sauce
        Tags: dinner

        ## Ingredients for the meatballs
        4-6 servings

        - 300 g pork

        ## Ingredients (Sauce)
        - 20 g butter

        ## Préparation
        1. Mix and form balls.

        ## Cuisson
        1. Simmer in the sauce.
        """
        let recipe = try TestReading.only(text, fileName: "meatballs.md")
        #expect(recipe.title == "Meatballs in sauce")
        #expect(recipe.servings == "4-6 servings")
        #expect(recipe.ingredients == ["Meatballs:", "300 g pork", "Sauce:", "20 g butter"])
        #expect(recipe.directions == ["Mix and form balls.", "Cuisson:", "Simmer in the sauce."])
    }

    @Test func hugoTOMLAndIngredientMaps() throws {
        let toml = try TestReading.only("+++\ntitle = \"Tiramisu\"\ntags = [\"italian\", \"dessert\"]\n+++\n\n## Ingredients\n- 4 eggs\n\n## Method\nWhip.\n",
                                        fileName: "tiramisu.md")
        #expect(toml.title == "Tiramisu" && toml.collections == ["italian", "dessert"])
        let maps = try TestReading.only("""
        ---
        title: Sugar Cookies
        categories: quick baking
        ingredients:
          - item: Flour
            amount: 2 3/4 cup
          - name: Salz
            amount: 1
            unit: TL
            note: fein
        ---

        1. Mix.
        2. Bake.
        """, fileName: "cookies.md")
        #expect(maps.ingredients == ["2 3/4 cup Flour", "1 TL Salz, fein"])
        // The front matter lists the ingredients only: the body's numbered list is the method.
        #expect(maps.directions == ["Mix.", "Bake."])
        #expect(maps.collections == ["quick", "baking"])
    }

    @Test func aMarkdownFileOpeningWithHTMLIsStillMarkdown() {
        let text = Array("<RecipeLayout>\n\n# Soup\n\n## Ingredients\n- 1 leek\n\n## Directions\nCook.\n".utf8)
        #expect(RecipeFormat.detect(text, fileName: "soup.md") == .markdown)
    }
}

/// Recipes kept as plain text, and notes that name their parts in bold instead of headings.
@Suite struct PlainTextRecipeTests {
    /// `Make:` names the method (as `Instructions:` does), so such a text is a recipe; a time
    /// whose unit is in its label (`Time (hours): 1.5`) is read.
    @Test func makeNamesTheMethod() throws {
        let text = """
        Banana Bread

        Yield: 8

        Time (hours): 1.5

        Recommended Sides: butter

        Ingredients:
        2 cups flour
        1 egg

        Make:
        1. Mix dry mix into wet mix. Pour into loaf pan.
        2. Bake at 350F for 40-50 min.

        Notes:
        """
        #expect(RecipeFormat.detect(Array(text.utf8), fileName: "banana_bread.txt") == .markdown)
        let recipe = try TestReading.only(text, fileName: "banana_bread.txt")
        #expect(recipe.ingredients == ["2 cups flour", "1 egg"])
        // The unit in the label: an hour and a half.
        #expect(recipe.totalTime == 90 * 60)
        // A heading with nothing under it is left out.
        #expect(recipe.notes == "Recommended Sides: butter")
        #expect(recipe.directions == ["Mix dry mix into wet mix. Pour into loaf pan.", "Bake at 350F for 40-50 min."])
    }

    /// A plain text naming only its ingredients (`Zutaten für 6 Pfannkuchen`): the prose after
    /// them is the method, wrapped lines and all.
    @Test func proseAfterTheIngredientsIsTheMethodWhenNoHeadingNamesIt() throws {
        let text = """
        Pancakes

        Zutaten für 6 Pfannkuchen
        100 ml Wasser
        200 ml Milch
        150 g  Mehl
        1   TL Salz
        3      Eier

        Wasser, Milch, Salz und Zucker in eine Schüssel geben. Mit einem Schneebesen
        das Mehl unterrühren. 30 Minuten warten. Dann die Eier dazugeben.

        Butter in einer Pfanne zum Schmelzen bringen und nur so viel Teig hinzugeben
        bis der Boden der Pfanne bedeckt ist.
        """
        #expect(RecipeFormat.detect(Array(text.utf8), fileName: "pancakes.txt") == .markdown)
        let recipe = try TestReading.only(text, fileName: "pancakes.txt")
        #expect(recipe.title == "Pancakes")
        #expect(recipe.ingredients == ["100 ml Wasser", "200 ml Milch", "150 g  Mehl", "1   TL Salz", "3      Eier"])
        #expect(recipe.directions == [
            "Wasser, Milch, Salz und Zucker in eine Schüssel geben. Mit einem Schneebesen das Mehl unterrühren. 30 Minuten warten. "
                + "Dann die Eier dazugeben.",
            "Butter in einer Pfanne zum Schmelzen bringen und nur so viel Teig hinzugeben bis der Boden der Pfanne bedeckt ist.",
        ])
        // A README listing what is needed, with no ingredient lines, stays no recipe.
        let readme = "Project\n\nIngredients\nThis folder holds the ingredient lists of the shop, one file for each week of the year.\n"
        #expect(RecipeFormat.detect(Array(readme.utf8), fileName: "README.txt") != .markdown)
    }

    /// Ingredients running on into the steps with no heading between them: the sentences at the
    /// end are the method, a heading among them kept; a last ingredient that is a short sentence
    /// stays an ingredient.
    @Test func stepsAfterTheIngredientsWithNoHeadingAreTheMethod() throws {
        let text = """
        ---
        title: Risotto ohne Rühren
        ---

        Zutaten:
        Für 4 Personen:
        1 Zwiebel
        300 g Reis
        800 ml Brühe
        Brühe:
        Brühe anrühren und aufkochen lassen.
        Die Zwiebel klein schneiden und mit dem Öl anrösten. Dann den Reis zugeben.
        Variante:
        Zum Risotto kann alles gemischt werden, wie z.B. Erbsen.
        Backzeit: ca. 30 – 40 Minuten bei 180°C Umluft backen bis goldbraun
        """
        let recipe = try TestReading.only(text, fileName: "risotto.md")
        #expect(recipe.servings == "Für 4 Personen")
        #expect(recipe.ingredients == ["1 Zwiebel", "300 g Reis", "800 ml Brühe"])
        // The heading over the first step heads the method's first part; a last line of eight
        // words or more is a step without its stop.
        #expect(recipe.directions == ["Brühe:", "Brühe anrühren und aufkochen lassen.",
                                      "Die Zwiebel klein schneiden und mit dem Öl anrösten. Dann den Reis zugeben.",
                                      "Variante:", "Zum Risotto kann alles gemischt werden, wie z.B. Erbsen.",
                                      "Backzeit: ca. 30 – 40 Minuten bei 180°C Umluft backen bis goldbraun"])
        let listOnly = try TestReading.only("# Dressing\n\n## Ingredients\n\n- 3 tbsp oil\n- Salt and pepper to taste.\n",
                                            fileName: "dressing.md")
        #expect(listOnly.ingredients == ["3 tbsp oil", "Salt and pepper to taste."])
        #expect(listOnly.directions.isEmpty)
    }

    @Test func aPlainTextRecipeIsReadByItsPartNames() throws {
        let text = """
        Grandma's Leek Soup
        Serves 4

        INGREDIENTS
        3 leeks, sliced
        1 l vegetable stock

        Directions:
        Soften the leeks in butter.
        Add the stock and simmer for 20 minutes.
        Blend until smooth.
        """
        #expect(RecipeFormat.detect(Array(text.utf8), fileName: "leek soup.txt") == .markdown)
        let recipe = try TestReading.only(text, fileName: "leek soup.txt")
        #expect(recipe.title == "Grandma's Leek Soup")
        #expect(recipe.servings == "Serves 4")
        #expect(recipe.ingredients == ["3 leeks, sliced", "1 l vegetable stock"])
        // A step a line, as the cook wrote them.
        #expect(recipe.directions == ["Soften the leeks in butter.", "Add the stock and simmer for 20 minutes.", "Blend until smooth."])
    }

    @Test func partsNamedInBoldAreHeadingsAndHardWrappedStepsStayWhole() throws {
        let text = """
        # Shakshuka

        **Ingredients:**
        - 4 eggs
        - 1 can tomatoes

        **Method**

        Simmer the tomatoes with the spices until
        thick, about ten minutes

        Crack in the eggs.
        """
        let recipe = try TestReading.only(text, fileName: "Shakshuka.md")
        #expect(recipe.servings == "")
        #expect(recipe.ingredients == ["4 eggs", "1 can tomatoes"])
        #expect(recipe.directions == ["Simmer the tomatoes with the spices until thick, about ten minutes", "Crack in the eggs."])
    }
}

/// The fourth round of real files (52 from 44 repositories): front-matter keys other sites use,
/// more part names, notes after the steps, tags sections, and recipes with no part headings.
@Suite struct MarkdownFourthRoundTests {
    @Test func frontMatterSourceKeysAndSchemaOrgNames() throws {
        let jekyll = try TestReading.only("""
            ---
            title: Pie crust
            from: Chocolate-Covered Katie
            fromurl: http://chocolatecoveredkatie.com/oatmeal-cake/
            time: 10 minutes (30 if you chill it)
            ---
            ## Ingredients
            - 1 cup flour
            ## Directions
            1. Mix.
            """, fileName: "pie-crust.md")
        // The address before the name; the time outside the bracket.
        #expect(jekyll.sourceURL == "http://chocolatecoveredkatie.com/oatmeal-cake/")
        #expect(jekyll.totalTime == 600)
        let schema = try TestReading.only("""
            ---
            name: Nadiya's dal
            recipeYield: Serves 6-8
            isBasedOn: https://www.bbc.co.uk/food/recipes/nadiyas_dhal_45569
            recipeIngredient:
              - 250g toor dal
            recipeInstructions:
              - Soak the split peas overnight.
            ---
            """, fileName: "dal.md")
        #expect(schema.title == "Nadiya's dal")
        #expect(schema.servings == "Serves 6-8")
        #expect(schema.sourceURL == "https://www.bbc.co.uk/food/recipes/nadiyas_dhal_45569")
        #expect(schema.ingredients == ["250g toor dal"])
        let hugo = try TestReading.only("---\ntitle: Bread\nsourceURL: https://www.budgetbytes.com/garlic-noodles/\nrecipe: sweet\n"
            + "---\n## Ingredients\n- 2 bananas\n## Process\n1. Mash the bananas\n", fileName: "bread.md")
        #expect(hugo.sourceURL == "https://www.budgetbytes.com/garlic-noodles/")
        // `recipe: sweet` is no step; `## Process` heads the method.
        #expect(hugo.directions == ["Mash the bananas"])
    }

    @Test func frontMatterListsOfMapsAreTheirTexts() throws {
        let recipe = try TestReading.only("""
            ---
            title: Soup
            ingredients:
              - group: Wet
                item: water
                qty: 1
                unit: l
                prep: cold
              - group: Dry
                item: onion
                qty: '1.0'
                unit: each
              - ingredient: Salz
                quantity: '0.0'
                unit: (ohne)
            instructions:
              - title: Prepare
                steps:
                  - text: Chop the onion.
                    timer: 60
                  - text: Boil it.
            ---
            """, fileName: "soup.md")
        // `1.0` is 1; `0.0` and `(ohne)` (none) say nothing.
        #expect(recipe.ingredients == ["Wet:", "1 l water, cold", "Dry:", "1 onion", "Salz"])
        #expect(recipe.directions == ["Prepare:", "Chop the onion.", "Boil it."])
    }

    @Test func notesAfterTheStepsAndTagsSectionsAndAQuotedSource() throws {
        let recipe = try TestReading.only("""
            # Tiramisú

            > [Original recipe by King Arthur](https://www.kingarthurbaking.com/recipes/x)

            ## Ingredientes
            - 4 huevos

            ## Mise en oeuvre
            1. Separar las yemas
            2. Espolvorear con cacao

            Nota: está mejor si se hace de un día para otro

            ## Tags
            - Postres
            - Sin horno

            ## Keywords
            #italiano #frío
            """, fileName: "tiramisu.md")
        #expect(recipe.directions == ["Separar las yemas", "Espolvorear con cacao"])
        #expect(recipe.sourceURL == "https://www.kingarthurbaking.com/recipes/x")
        #expect(recipe.collections == ["Postres", "Sin horno", "italiano", "frío"])
        #expect(recipe.notes == "Original recipe by King Arthur\nNota: está mejor si se hace de un día para otro")
        let lines = try TestReading.only("Hefebrot\n===\n\nZutaten:\n---\n- 500 g Mehl\n\nAnleitung:\n---\nMehl mischen.\nBacken.\n"
            + "Notiz: Der Teig muss lange ruhen.\n", fileName: "hefebrot.md")
        #expect(lines.directions == ["Mehl mischen.", "Backen."])
        #expect(lines.notes == "Notiz: Der Teig muss lange ruhen.")
    }

    /// No heading names the parts: sentences after the bulleted list are the method, a heading
    /// after the method starts another stage, and lists given step by step are all ingredients.
    @Test func withoutPartHeadingsSentencesAreTheMethod() throws {
        let cake = try TestReading.only("""
            # Cake

            * 2 eggs
            * 100 g sugar

            Beat eggs.
            Add sugar.

            ## Icing

            * 200 g chocolate

            Melt chocolate.
            """, fileName: "cake.md")
        #expect(cake.ingredients == ["2 eggs", "100 g sugar", "Icing:", "200 g chocolate"])
        #expect(cake.directions == ["Beat eggs.", "Add sugar.", "Icing:", "Melt chocolate."])
        let chili = try TestReading.only("""
            # Chili

            - 1 onion
            - 2 carrots

            Combine and chop in a food processor.

            - 1 kg ground beef
            - Olive oil

            Fry in a pan and add the vegetables.

            Source: https://youtu.be/mEvYgx35iQ8
            """, fileName: "chili.md")
        #expect(chili.ingredients == ["1 onion", "2 carrots", "1 kg ground beef", "Olive oil"])
        #expect(chili.directions == ["Combine and chop in a food processor.", "Fry in a pan and add the vegetables."])
        #expect(chili.sourceURL == "https://youtu.be/mEvYgx35iQ8")
    }

    @Test func gesamtIsTheTotalTime() throws {
        let recipe = try TestReading.only("# Tiramisu\n\n- Arbeitszeit: ~25min.\n- Gesamt: ~4h 25min.\n\n## Zutaten\n\n- 3 Eier\n\n"
            + "## Anleitung\n\n1. Eier trennen.\n", fileName: "tiramisu.md")
        #expect(recipe.prepTime == 25 * 60)
        #expect(recipe.totalTime == 265 * 60)
    }
}
