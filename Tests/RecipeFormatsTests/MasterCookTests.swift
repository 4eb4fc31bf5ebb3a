import Foundation
import Testing
@testable import RecipeFormats

@Suite struct MasterCookTests {
    /// Two recipes of MasterCook's text export (`.mxp`). The layout (the start line, the header's
    /// labels and columns, the table of `Amount  Measure  Ingredient -- Preparation Method`,
    /// MasterCook 5's quoted fields, the spaced dashes before the notes) follows the public
    /// samples in the tests of the `recipeformats` Python package (`mxp` module) and of Drupal's
    /// recipe module (MasterCook 4 import), and of recipya's (left-aligned measures cut at 12
    /// columns, `***FILLING***` headings, text wrapped after a comma); the recipes are made up.
    /// The `Ratings` field is not in those samples: it stands for any header field this reader
    /// does not map, in the same layout.
    static let mxp = """
        *  Exported from  MasterCook  *

                                   Lemon Tart

        Recipe By     : Sam
        Serving Size  : 8     Preparation Time :1:25
        Categories    : Desserts                         Pies & Tarts
                        Baking
        Ratings       : Complete Meal 3                  Flavor 5
                        Looks 4

          Amount  Measure       Ingredient -- Preparation Method
        --------  ------------  --------------------------------
                                Crust:
           1 1/2          cups  flour
             1/2           cup  butter -- cold, diced
                                ***FILLING***
           3                    eggs
             1/2           cup  lemon juice -- freshly
                                    -- squeezed
           1      large   whol  lemon -- zested,
                                finely

        Rub the butter into the flour and press
        into a tin.

        Whisk the eggs and juice; bake 25 minutes.

        Description:
          "Sharp and sweet."
        Source:
          "Grandma's book"
        S(Internet Address):
          "https://example.com/lemon-tart"
        Start to Finish Time:
          "2:10"
        T(Cook):
          "0:45"
                                            - - - - - - - - - - - - - - - - - - -

        Per Serving (excluding unknown items): 310 Calories; 16g Fat.

        NOTES : Chill before slicing.

        Nutr. Assoc. : 0 0 0 0 0

        * Exported from MasterCook *

                                   Untitled leftovers

          Amount  Measure       Ingredient -- Preparation Method
        --------  ------------  --------------------------------

                                            - - - - - - - - - - - - - - - - - - -

        """

    @Test func mxpIsRecognisedByItsStartLineWhateverItsName() {
        #expect(RecipeFormat.detect(Array(Self.mxp.utf8), fileName: "export.txt") == .masterCook)
        #expect(RecipeFormat.detect(Array(Self.mxp.utf8), fileName: "tart.mxp") == .masterCook)
        #expect(RecipeFormat.detect(Array("Just a note about MasterCook.".utf8), fileName: "a.txt") == .unknown)
    }

    @Test func mxpMapsHeaderTableDirectionsFieldsAndNotes() throws {
        let result = TestReading.read(Self.mxp, fileName: "tart.mxp")
        #expect(result.format == .masterCook)
        #expect(result.recipes.map(\.title) == ["Lemon Tart"])
        let tart = try #require(result.recipes.first)
        #expect(tart.servings == "8" && tart.prepTime == 5_100 && tart.cookTime == 2_700 && tart.totalTime == 7_800)
        #expect(tart.collections == ["Desserts", "Pies & Tarts", "Baking"])
        #expect(tart.ingredients == [
            "Crust:", "1 1/2 cups flour", "1/2 cup butter, cold, diced",
            "FILLING:", "3 eggs", "1/2 cup lemon juice, freshly, squeezed", "1 large whol lemon, zested, finely",
        ])
        #expect(tart.directions == ["Rub the butter into the flour and press into a tin.", "Whisk the eggs and juice; bake 25 minutes."])
        #expect(tart.sourceURL == "https://example.com/lemon-tart")
        #expect(tart.notes == "Sharp and sweet.\n\nPer Serving (excluding unknown items): 310 Calories; 16g Fat.\n\nChill before slicing.")
        // The second recipe has no ingredients and no directions: said, with its line, and left out.
        #expect(TestReading.messages(result) == [#"tart.mxp: line 47: the recipe "Untitled leftovers" has no ingredients or directions; left out"#])
        let noCollections = TestReading.read(Self.mxp, fileName: "tart.mxp", options: ReadOptions(categoriesAsCollections: false))
        #expect(noCollections.recipes.first?.collections == [])
    }

    @Test func aLastRecipeCutShortIsLeftOutWhenTheOthersClose() throws {
        let cut = String(Self.mxp.prefix(upTo: Self.mxp.range(of: "Whisk the eggs")!.lowerBound))
        let whole = try #require(TestReading.read(Self.mxp, fileName: "t.mxp").recipes.first)
        let result = TestReading.read(Self.mxp + cut, fileName: "t.mxp")
        #expect(result.recipes == [whole])
        #expect(TestReading.messages(result).last == #"t.mxp: line 55: the recipe "Lemon Tart" has no closing line (- - - -) "#
            + "where the file's other recipes have one: the file may be cut short; left out")
        // Alone, a recipe without the closing line is read: some exports write none.
        #expect(TestReading.read(cut, fileName: "one.mxp").recipes.map(\.title) == ["Lemon Tart"])
    }

    @Test func mxpWithoutRecipeIsRefusedWithWhatToLookFor() {
        let result = RecipeImport.read(Data("Lemon tart\n\nMix.".utf8), fileName: "x.mxp", as: .masterCook)
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result)
            == ["x.mxp: no MasterCook recipe in the file (a recipe starts with a line like `* Exported from MasterCook *`)"])
    }

    /// A MasterCook XML export (`.mx2`), in Windows-1252 as MasterCook writes it. Element and
    /// attribute names (`RcpE`, `IngR` with `code="S"` for a heading and `IPrp`, `DirS`/`DirT`,
    /// `AltS`, `AltT`, `TTim`, `CatS`/`CatT`) follow the public MX2 writer of RecipeFox and the
    /// sample `mx2` file in the tests of a public recipe importer (`<mx2 source="MasterCook"
    /// date="April 14, 2025">`); the recipe is made up. The bare `&` is as old exports wrote it.
    static let mx2: [UInt8] = Array("""
        <?xml version="1.0" standalone="yes" encoding="ISO-8859-1"?>
        <!DOCTYPE mx2 SYSTEM "mx2.dtd">
        <mx2 source="MasterCook" date="April 14, 2025">
        <Summ><Nam>Cr\u{E8}me caramel</Nam></Summ>
        <RcpE name="Cr\u{E8}me caramel" author="Sam" img="pics\\caramel.jpg">
        <Serv qty="6"/>
        <PrpT elapsed="0:30"/>
        <CatS><CatT>Desserts</CatT><CatT>French</CatT></CatS>
        <IngR code="S" name="Caramel"></IngR>
        <IngR name="sugar" unit="cup" qty="1/2"></IngR>
        <IngR code="S" name="Custard"></IngR>
        <IngR name="eggs" qty="4"><IPrp>beaten</IPrp></IngR>
        <IngR name="milk" unit="ml" qty="500"></IngR>
        <IngR name="salt & pepper"></IngR>
        <DirS>
        <DirT>Melt the sugar until amber.</DirT>
        <DirT>Whisk the eggs into the milk.&#013;&#010;Bake in a bain-marie for 45 minutes.</DirT>
        </DirS>
        <Desc>Silky.</Desc>
        <Srce>Grandma's book</Srce>
        <AltS label="Internet address" source="https://example.com/creme-caramel"/>
        <TTim elapsed="1:30"/>
        <AltT label="Cook" elapsed="0:45"/>
        <RatS><RatE name="Overall" value="9"/></RatS>
        <Note>Chill overnight.</Note>
        </RcpE>
        <RcpE author="Nobody"><Serv qty="1"/></RcpE>
        </mx2>
        """.unicodeScalars.map { UInt8($0.value) })

    @Test func mx2IsRecognisedByItsRootWhateverItsName() {
        #expect(RecipeFormat.detect(Self.mx2, fileName: "export.xml") == .masterCook)
        #expect(RecipeFormat.detect(Array("<html><body>mx2</body></html>".utf8), fileName: "a.html") == .html)
    }

    @Test func mx2MapsEveryElementInItsCharset() throws {
        let result = TestReading.read(Self.mx2, fileName: "desserts.mx2")
        #expect(result.format == .masterCook)
        let caramel = try #require(result.recipes.first)
        #expect(result.recipes.count == 1)
        #expect(caramel.title == "Crème caramel")
        #expect(caramel.servings == "6" && caramel.prepTime == 1_800 && caramel.cookTime == 2_700 && caramel.totalTime == 5_400)
        #expect(caramel.collections == ["Desserts", "French"])
        #expect(caramel.ingredients == ["Caramel:", "1/2 cup sugar", "Custard:", "4 eggs, beaten", "500 ml milk", "salt & pepper"])
        #expect(caramel.directions == [
            "Melt the sugar until amber.", "Whisk the eggs into the milk.", "Bake in a bain-marie for 45 minutes.",
        ])
        #expect(caramel.sourceURL == "https://example.com/creme-caramel")
        #expect(caramel.notes == "Silky.\n\nChill overnight.")
        #expect(caramel.rating == nil)
        #expect(caramel.imageURLs == ["pics/caramel.jpg"])
        #expect(TestReading.messages(result).count == 1)
        #expect(TestReading.messages(result).first?.hasPrefix("desserts.mx2: line 27: a MasterCook recipe (<RcpE>) without a name") == true)
    }

    @Test func aDamagedMx2IsRefusedWholeWithItsLine() {
        let cut = Array(Self.mx2.prefix(700))
        let result = TestReading.read(cut, fileName: "cut.mx2")
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result).count == 1)
        let message = TestReading.messages(result).first ?? ""
        #expect(message.hasPrefix("cut.mx2: line ") && message.contains(": not a MasterCook file: its XML is damaged ("))
        #expect(!message.contains("\n"))
    }

    @Test func anMz2ArchiveGivesTheRecipeThePictureItNames() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]
        let zip = ArchiveBuilder.zip([(name: "desserts.mx2", contents: Self.mx2), (name: "pics/caramel.jpg", contents: jpeg)])
        let result = TestReading.read(zip, fileName: "desserts.mz2")
        let caramel = try #require(result.recipes.first)
        #expect(caramel.embeddedImages == [EmbeddedImage(data: Data(jpeg))])
        #expect(caramel.imageURLs.isEmpty)
    }

    @Test func entitiesTheFileDeclaresAreNeverExpandedAndDeepNestingIsRefused() throws {
        let laughs = ["<!ENTITY l0 \"lol\">"] + (1..<10).map { "<!ENTITY l\($0) \"" + String(repeating: "&l\($0 - 1);", count: 10) + "\">" }
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE mx2 [\n" + laughs.joined(separator: "\n") + "\n]>\n"
            + "<mx2 source=\"MasterCook\"><RcpE name=\"Bomb &amp; co\"><DirS><DirT>&l9; &nbsp;&#233;</DirT></DirS></RcpE></mx2>"
        let recipe = try TestReading.only(bomb, fileName: "bomb.mx2")
        #expect(recipe.title == "Bomb & co")
        #expect(recipe.directions == ["&l9; &nbsp;é"])
        let deep = "<mx2 source=\"MasterCook\">" + String(repeating: "<a>", count: 5_000) + String(repeating: "</a>", count: 5_000) + "</mx2>"
        let result = TestReading.read(deep, fileName: "deep.mx2")
        #expect(result.recipes.isEmpty)
        #expect(TestReading.messages(result).first?.hasPrefix("deep.mx2: line 1: not a MasterCook file: its XML is damaged (") == true)
    }
}
