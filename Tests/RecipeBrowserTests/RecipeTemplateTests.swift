// The $EDITOR text form of a recipe: what a person writes is what the recipe becomes.
import Testing
@testable import RecipeBrowser

@Suite struct RecipeTemplateTests {
    let sample = RecipeTemplate(
        title: "김치찌개", prepTime: 15 * 60, cookTime: 70 * 60, servings: "4",
        collections: ["Korean", "Soups & Stews"],
        ingredients: ["2 cups aged kimchi", "200 g pork belly"],
        directions: ["Fry the pork.", "Add the kimchi and simmer."])

    @Test func formattedTemplateReadsBackUnchanged() throws {
        #expect(try RecipeTemplate(parsing: sample.text) == sample)
    }

    @Test func formattedTemplateIsReadable() {
        let text = sample.text
        #expect(text.contains("Title: 김치찌개\n"))
        #expect(text.contains("Cook time: 1h 10m\n"))
        #expect(text.contains("Collections: Korean, Soups & Stews\n"))
        #expect(text.contains("Directions:\n1. Fry the pork.\n2. Add the kimchi and simmer.\n"))
    }

    @Test func handWrittenTemplateIsForgiving() throws {
        let text = """
        title:   Pancakes
        PREP TIME: 1 hour 5 minutes
        Cook time: 1:30
        Collections: Breakfast, , Breakfast, Quick

        Ingredients:
        - 2 eggs
        * 1 cup milk

        Directions:
        1) Whisk.
        Cook in a hot pan.
        """
        let template = try RecipeTemplate(parsing: text)
        #expect(template.title == "Pancakes")
        #expect(template.prepTime == 3900)
        #expect(template.cookTime == 5400)
        #expect(template.servings == "")
        #expect(template.collections == ["Breakfast", "Quick"])
        #expect(template.ingredients == ["2 eggs", "1 cup milk"])
        #expect(template.directions == ["Whisk.", "Cook in a hot pan."])
    }

    @Test(arguments: [
        ("Title: Soup\nPrep time: soon\n", 2, "cannot read \"soon\" as a time"),
        ("Title: Soup\nFlavour: good\n", 2, "unknown field \"Flavour\""),
        ("Title: Soup\njust words\n", 2, "expected \"Field: value\""),
        ("Title: Soup\nTitle: Stew\n", 2, "\"Title\" is given twice"),
        ("# comment\nTitle:\nServings: 2\n", 2, "the title is empty"),
        ("Title: Soup\u{1B}[2J\n", 1, "control character U+001B"),
    ])
    func mistakesNameTheirLine(text: String, line: Int, message: String) {
        #expect {
            try RecipeTemplate(parsing: text)
        } throws: { error in
            guard let error = error as? RecipeTemplateError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test func reopenedTextPutsTheErrorOnTopAndKeepsTheText() throws {
        let typed = "Title: Soup\nPrep time: soon\n"
        let error = parseError(typed)
        let reopened = RecipeTemplate.reopening(typed, after: try #require(error))
        let lines = reopened.split(separator: "\n", omittingEmptySubsequences: false)
        // The error names the line as it stands in the reopened file.
        #expect(lines[0].hasPrefix("# ! line 4: cannot read \"soon\""))
        #expect(lines[3] == "Prep time: soon")
        #expect(reopened.hasSuffix(typed))

        // A second mistake replaces the first report instead of piling up.
        let second = parseError(reopened)
        #expect(second?.line == 4)
        let again = RecipeTemplate.reopening(reopened, after: try #require(second))
        #expect(again == reopened)
    }

    private func parseError(_ text: String) -> RecipeTemplateError? {
        do { _ = try RecipeTemplate(parsing: text); return nil } catch { return error }
    }

    @Test func onlyCommentsMeansCancel() {
        #expect(RecipeTemplate.isBlank("# a comment\n\n   \n"))
        #expect(RecipeTemplate.isBlank(""))
        #expect(!RecipeTemplate.isBlank("Title: x"))
    }
}

@Suite struct RecipeDurationTests {
    @Test(arguments: [(0, "0m"), (45, "45s"), (900, "15m"), (3600, "1h"), (4200, "1h 10m"), (14400, "4h")])
    func formats(seconds: Int, text: String) {
        #expect(RecipeDuration.format(seconds) == text)
        #expect(RecipeDuration.parse(text) == seconds)
    }

    @Test(arguments: ["soon", "1x", "h", "-5", "1:75", "5m soon"])
    func rejects(text: String) {
        #expect(RecipeDuration.parse(text) == nil)
    }

    @Test func bareNumbersAreMinutes() {
        #expect(RecipeDuration.parse("20") == 1200)
        #expect(RecipeDuration.parse("1 hr, 5 mins") == 3900)
    }
}

@Suite struct TemplateRoundTripTests {
    @Test(arguments: [
        ["Soups, Stews and Broths", "Baking"], ["  padded  "], ["Grandma's \"secret\" recipes"], ["a,b", "c\"d", "e"],
    ])
    func everyCollectionNameImportAcceptsComesBackFromTheForm(names: [String]) throws {
        let template = RecipeTemplate(title: "Stew", collections: names)
        #expect(try RecipeTemplate(parsing: template.text).collections == names)
    }

    @Test func aQuotedNameThatIsNotClosedIsAnErrorOnItsLine() {
        let text = "Title: Stew\nCollections: \"Soups, Stews\n"
        #expect(throws: RecipeTemplateError(line: 2, message: "a collection name opened with \" is not closed; end it with \"")) {
            try RecipeTemplate(parsing: text)
        }
    }

    @Test(arguments: [("1h30", 5400), ("1h 30", 5400), ("1.5h", 5400), ("1,5 h", 5400), ("90 min", 5400),
                      ("1 hr 30 min", 5400), ("2 hours", 7200), ("45", 2700), ("10m30", 630), ("1 day", 86400)])
    func timesAsCooksWriteThem(text: String, seconds: Int) {
        #expect(RecipeDuration.parse(text) == seconds)
    }

    @Test func absurdTimesAreRefusedWithAMessage() {
        let text = "Title: Stew\nCook time: 100000h\n"
        #expect(throws: RecipeTemplateError(line: 2, message: "\"100000h\" is more than a week; write the time the recipe takes (at most 168h)")) {
            try RecipeTemplate(parsing: text)
        }
    }
}
