import Foundation
import Testing
@testable import RecipeFormats

@Suite struct MealMasterTests {
    /// Two recipes as Meal-Master 8 wrote them, in a mail digest: one column with ingredient and
    /// direction sections, and two columns with continuation lines.
    static let digest = """
    From: cooks@example.org
    Subject: Digest 42

    MMMMM----- Recipe via Meal-Master (tm) v8.05

          Title: Cherry Meringue Pie
     Categories: Pies, Desserts, None
          Yield: 1 pie

    MMMMM--------------------------SPONGE--------------------------
        150 g  Soft butter
          3    Eggs
      1 1/2 ts Baking powder
    MMMMM-------------------------FILLING--------------------------
        370 g  Sour cherries;drained (keep
               -the juice)
        1/4 l  Cherry juice
        1-2 ts Lemon zest
          2 c  Cream

      Butter a spring form. Heat the oven
      to 200 C.

    MMMMM--------------------------SPONGE--------------------------
      Beat the butter and eggs until
      foamy.
    : Bake for 15 minutes.

    MMMMM

    Some chat between recipes.

    ---------- Recipe via Meal-Master (tm) v8.01

          Title: Cannoli
     Categories: Italian
          Yield: 16 servings

    ----------------------------FILLING-----------------------------
      1 1/2 c  Ricotta cheese;                 1 1/2 c  Milk chocolate;
               - well drained                           - chopped
          3 tb Sugar                             1/4 c  Pistachios

      Mix the filling.

    -----
    """

    @Test func recipesOfADigestWithSectionsAndColumns() throws {
        let result = TestReading.read(Self.digest, fileName: "digest.txt")
        #expect(result.format == .mealMaster)
        #expect(TestReading.messages(result).isEmpty)
        #expect(result.recipes.map(\.title) == ["Cherry Meringue Pie", "Cannoli"])
        let pie = result.recipes[0]
        #expect(pie.collections == ["Pies", "Desserts"])
        #expect(pie.servings == "1 pie")
        #expect(pie.ingredients == ["SPONGE:", "150 g Soft butter", "3 Eggs", "1 1/2 tsp Baking powder", "FILLING:",
                                    "370 g Sour cherries, drained (keep the juice)", "1/4 l Cherry juice", "1-2 tsp Lemon zest", "2 cups Cream"])
        #expect(pie.directions == ["Butter a spring form. Heat the oven to 200 C.", "SPONGE:",
                                   "Beat the butter and eggs until foamy.", "Bake for 15 minutes."])
        let cannoli = result.recipes[1]
        #expect(cannoli.servings == "16 servings")
        #expect(cannoli.ingredients == ["FILLING:", "1 1/2 cups Ricotta cheese, well drained", "3 tbsp Sugar",
                                        "1 1/2 cups Milk chocolate, chopped", "1/4 cup Pistachios"])
        #expect(cannoli.directions == ["Mix the filling."])
    }

    @Test func aRecipeWithoutTitleIsNamedByLineAndACutOffOneIsReadAndSaidToBe() {
        let text = """
        MMMMM----- Recipe via Meal-Master (tm) v8.05
         Categories: Soups

              1    Onion

          Fry.
        MMMMM
        MMMMM----- Recipe via Meal-Master (tm) v8.05
              Title: Lentil soup
              Yield: 4 servings

            200 g  Red lentils

          Simmer for 20 minutes.
        """
        let result = TestReading.read(text, fileName: "soups.mmf")
        #expect(result.recipes.map(\.title) == ["Lentil soup"])
        #expect(result.recipes.first?.ingredients == ["200 g Red lentils"])
        #expect(TestReading.messages(result) == [
            "soups.mmf: line 1: a Meal-Master recipe without a Title: line; left out",
            #"soups.mmf: line 8: the recipe "Lentil soup" has no end line (MMMMM); read to the end of the file, which may be cut short"#,
        ])
    }

    @Test func otherProgramsHeadersUnitsAndEndLines() throws {
        let text = """
        ------------- Recipe Extracted from Meal-Master (tm) Database --------------

              Title: Lemonade
              Yield: 8 servings

              1 gl Water
              2 bt Soda water
          1. Mix with lemon juice.
        -----------------------------------------------------------------------------
        ----- Now You're Cooking! v4.72 [Meal-Master Export Format]

              Title: Ice

              1    Tray

          Freeze.

        -----
        """
        let result = TestReading.read(text, fileName: "drinks.txt")
        #expect(TestReading.messages(result).isEmpty)
        #expect(result.recipes.map(\.title) == ["Lemonade", "Ice"])
        #expect(result.recipes[0].ingredients == ["1 gallon Water", "2 bt Soda water"])
        #expect(result.recipes[0].directions == ["1. Mix with lemon juice."])
    }

    /// RezKonv, the German newsgroups' Meal-Master: its German header, one-column ingredients
    /// with unit words, a continuation, headings, the source under QUELLE, Windows-1252 bytes,
    /// and a second recipe in the same file.
    @Test func rezKonvRecipesAreReadWithTheirSectionsAndSource() throws {
        let text = """
        =====REZKONV-Rezept - RezkonvSuite v1.4

              Titel: Apfelkuchen vom Blech
         Kategorien: Backen, Kuchen
              Menge: 1 Blech

        ============================== TEIG ==============================
            250       g  Mehl
            125       g  Butter; weich
              1          Ei
            1/2       Tl. Salz
                         -- oder etwas mehr
        ============================== BELAG =============================
              1       kg  Äpfel

        ============================== QUELLE ============================
                       Omas Rezeptbuch
                       -- Erfasst *RK* 12.03.2004 von Ulli

        Mehl, Butter, Ei und Salz zu einem Teig verkneten und 30 Minuten
        kühl stellen.

        Den Teig ausrollen und die Äpfel darauf verteilen.

        =====

        ========== RezkonvSuite Rezept = Webcookbook ==

             Titel: Brühe
        Kategorien: None
             Menge: 4 Portionen

        Zutaten:
              1       l  Wasser
              2          Karotten

        Zubereitung:
        Alles 1 Stunde kochen.

        =====
        """
        let bytes = Array(text.utf8).flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        // The same text in Windows-1252, as RezkonvSuite writes it.
        let latin1 = String(decoding: bytes, as: UTF8.self).unicodeScalars.map { UInt8($0.value) }
        #expect(RecipeFormat.detect(latin1, fileName: "kuchen.txt") == .mealMaster)
        let result = TestReading.read(latin1, fileName: "kuchen.txt")
        #expect(TestReading.messages(result).isEmpty)
        #expect(result.recipes.map(\.title) == ["Apfelkuchen vom Blech", "Brühe"])
        let cake = result.recipes[0]
        #expect(cake.servings == "1 Blech")
        #expect(cake.collections == ["Backen", "Kuchen"])
        #expect(cake.ingredients == ["TEIG:", "250 g Mehl", "125 g Butter, weich", "1 Ei", "1/2 Tl. Salz oder etwas mehr",
                                     "BELAG:", "1 kg Äpfel"])
        #expect(cake.sourceURL == "Omas Rezeptbuch Erfasst *RK* 12.03.2004 von Ulli")
        #expect(cake.directions == ["Mehl, Butter, Ei und Salz zu einem Teig verkneten und 30 Minuten kühl stellen.",
                                    "Den Teig ausrollen und die Äpfel darauf verteilen."])
        let broth = result.recipes[1]
        #expect(broth.collections.isEmpty)
        #expect(broth.servings == "4 Portionen")
        #expect(broth.ingredients == ["1 l Wasser", "2 Karotten"])
        #expect(broth.directions == ["Alles 1 Stunde kochen."])
    }

    @Test func windows1252TextIsReadAsSuch() throws {
        var bytes = Array("MMMMM----- Recipe via Meal-Master (tm) v8.05\r\n      Title: Cr".utf8) + [0xE8]
        bytes += Array("me br".utf8) + [0xFB] + Array("l".utf8) + [0xE9]
        bytes += Array("e\r\n\r\n    500 ml Cream\r\n\r\n  Bake at 150 ".utf8) + [0xB0] + Array("C.\r\nMMMMM\r\n".utf8)
        let recipe = try #require(TestReading.read(bytes, fileName: "CREME.MMF").recipes.first)
        #expect(recipe.title == "Crème brûlée")
        #expect(recipe.ingredients == ["500 ml Cream"])
        #expect(recipe.directions == ["Bake at 150 °C."])
    }

    @Test func textWithoutARecipeIsRefusedWithTheReason() {
        let result = TestReading.read("Just a note about soup.\n", fileName: "notes.mmf")
        #expect(TestReading.messages(result)
            == ["notes.mmf: no Meal-Master recipe in the file (a recipe starts with a line like `MMMMM----- Recipe via Meal-Master`)"])
    }
}
