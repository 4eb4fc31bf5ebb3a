import Foundation
import Testing
@testable import RecipeFormats

/// Cookmate's XML export and its `.mcb` backup (a ZIP of the XML with its pictures).
@Suite struct CookmateTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]

    /// Two recipes as the app writes them: a step an item; and one converted from Meal-Master
    /// text, whose wrapped lines are items and whose paragraphs are parted by empty ones.
    static let xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <cookbook version="71">
        <recipe>
        <title>Crème brûlée</title>
        <preptime>15 min</preptime>
        <cooktime>PT45M</cooktime>
        <totaltime></totaltime>
        <description><li>A classic.</li></description>
        <ingredient><li>500 ml cream</li><li>5 egg yolks</li><li></li></ingredient>
        <recipetext><li>Heat the cream.</li><li>Bake at 150 °C &amp; chill.</li></recipetext>
        <url>https://example.com/creme</url>
        <imagepath>images/creme.jpg</imagepath>
        <imageurl></imageurl>
        <quantity>6 ramekins</quantity>
        <comments><li>Use a torch.</li></comments>
        <rating>4</rating>
        <category>Desserts</category>
        <category>French</category>
        </recipe>
        <recipe>
        <title>Asparagus Soup</title>
        <ingredient><li>2 lb Asparagus</li></ingredient>
        <recipetext><li>Heat the oil and garlic in a soup pot until the garlic is golden. Add the</li>
        <li>asparagus and cook until they begin to color.</li>
        <li></li>
        <li>Serve hot.</li>
        </recipetext>
        <url>MMF</url>
        <source>We Called It Macaroni</source>
        </recipe>
        <recipe><title></title></recipe>
        </cookbook>
        """

    @Test func theXMLIsReadFieldByField() throws {
        #expect(RecipeFormat.detect(Array(Self.xml.utf8), fileName: "export.xml") == .masterCook)
        let result = TestReading.read(Self.xml, fileName: "export.xml")
        #expect(result.recipes.map(\.title) == ["Crème brûlée", "Asparagus Soup"])
        // The recipe without a title is named by its line, the others are read.
        #expect(TestReading.messages(result) == ["export.xml: line 31: a Cookmate recipe (<recipe>) without a title; left out"])
        let creme = result.recipes[0]
        #expect(creme.prepTime == 15 * 60 && creme.cookTime == 45 * 60 && creme.totalTime == nil)
        #expect(creme.servings == "6 ramekins")
        #expect(creme.ingredients == ["500 ml cream", "5 egg yolks"])
        #expect(creme.directions == ["Heat the cream.", "Bake at 150 °C & chill."])
        #expect(creme.sourceURL == "https://example.com/creme")
        #expect(creme.notes == "A classic.\n\nUse a torch.")
        #expect(creme.collections == ["Desserts", "French"])
        #expect(creme.rating == 4)
        // A Meal-Master text's wrapped lines are joined into its paragraphs; `MMF` is no address.
        let soup = result.recipes[1]
        #expect(soup.directions == ["Heat the oil and garlic in a soup pot until the garlic is golden. Add the asparagus and cook "
                                    + "until they begin to color.", "Serve hot."])
        #expect(soup.sourceURL == "We Called It Macaroni")
    }

    @Test func theBackupGivesEachRecipeThePictureItNames() throws {
        let zip = ArchiveBuilder.zip([(name: "export.xml", contents: Array(Self.xml.utf8)), (name: "images/creme.jpg", contents: Self.jpeg)])
        let result = TestReading.read(zip, fileName: "backup.mcb")
        let creme = try #require(result.recipes.first)
        #expect(creme.embeddedImages == [EmbeddedImage(data: Data(Self.jpeg))])
        #expect(creme.imageURLs.isEmpty)
        #expect(result.recipes.count == 2)
    }
}
