import Foundation
import Testing
@testable import RecipeFormats

/// The language a source declares is read with the recipe: a page's schema.org `inLanguage`
/// (a tag, or a `Language` node) and Cooklang's `locale`.
@Suite struct DeclaredLanguageTests {
    private func page(inLanguage: String) -> String {
        """
        <html><head><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Pfannkuchen", "inLanguage": \(inLanguage),
         "recipeIngredient": ["1 egg", "2 EL Zucker"], "recipeInstructions": ["Mix."]}
        </script></head><body></body></html>
        """
    }

    @Test func aPagesInLanguageIsRead() throws {
        #expect(try TestReading.only(page(inLanguage: #""de-DE""#), fileName: "page.html").language == "de-DE")
        let node = #"{"@type": "Language", "name": "German", "alternateName": "de"}"#
        #expect(try TestReading.only(page(inLanguage: node), fileName: "page.html").language == "de")
    }

    @Test func aPageThatDeclaresNoLanguageHasNone() throws {
        let recipe = try TestReading.only(JSONLDFixtures.yoastGraph, fileName: "pad-thai.jsonld")
        #expect(recipe.language == nil)
    }

    @Test func aCooklangLocaleIsRead() throws {
        let text = "---\ntitle: Rührei\nlocale: de_DE\n---\n\nVerquirle @Ei{1}.\n"
        #expect(try TestReading.only(text, fileName: "ruehrei.cook").language == "de_DE")
        #expect(try TestReading.only(">> lang: fr\n\nBattre @oeuf{1}.\n", fileName: "oeuf.cook").language == "fr")
        #expect(try TestReading.only("Beat @egg{1}.\n", fileName: "egg.cook").language == nil)
    }
}
