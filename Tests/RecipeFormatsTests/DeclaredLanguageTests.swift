import Foundation
import Testing
@testable import RecipeFormats

/// The language a source declares is read with the recipe: a page's schema.org `inLanguage`
/// (a tag, or a `Language` node), else the page's `<html lang>`, and Cooklang's `locale`.
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

    private func htmlPage(_ htmlTag: String, data: String = "") -> String {
        """
        <!DOCTYPE html>\(htmlTag)<head><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Ei", \(data)
         "recipeIngredient": ["1 Ei"], "recipeInstructions": ["Kochen."]}
        </script></head><body></body></html>
        """
    }

    @Test func aPagesHtmlLangIsItsRecipesLanguageWhereTheDataNamesNone() throws {
        #expect(try TestReading.only(htmlPage(#"<html lang="de">"#), fileName: "ei.html").language == "de")
        #expect(try TestReading.only(htmlPage(#"<HTML class="no-js" LANG='de-AT'>"#), fileName: "ei.html").language == "de-AT")
        #expect(try TestReading.only(htmlPage(#"<html xml:lang="fr">"#), fileName: "ei.html").language == "fr")
        // The recipe's own `inLanguage` wins over the page's.
        #expect(try TestReading.only(htmlPage(#"<html lang="en-US">"#, data: #""inLanguage": "de","#),
                                     fileName: "ei.html").language == "de")
        #expect(try TestReading.only(htmlPage(#"<html lang="">"#), fileName: "ei.html").language == nil)
        // English is a theme's default that sites in other languages leave: the words decide there.
        #expect(try TestReading.only(htmlPage(#"<html lang="en-US">"#), fileName: "ei.html").language == nil)
        #expect(try TestReading.only(htmlPage("<html>"), fileName: "ei.html").language == nil)
        // Markup-like text inside a script is no tag.
        let scripted = htmlPage(#"<html><script>var t = '<html lang="ru">';</script>"#)
        #expect(try TestReading.only(scripted, fileName: "ei.html").language == nil)
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
