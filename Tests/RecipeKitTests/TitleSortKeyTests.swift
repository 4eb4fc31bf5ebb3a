import Testing
@testable import RecipeKit

@Suite struct TitleSortKeyTests {
    @Test(arguments: [
        ("Apple Pie", "apple pie"),
        ("Gâteau au chocolat", "gateau au chocolat"),
        ("ÉCLAIRS", "eclairs"),
        ("Ösgrütze", "osgrutze"),
        ("Crème brûlée", "creme brulee"),
        ("Pão de queijo", "pao de queijo"),
        ("김치찌개", "김치찌개"),           // Hangul syllables stay whole (recomposed after NFD)
        ("Straße", "straße"),               // not a letter plus a mark: kept
        ("İskender kebab", "iskender kebab"),
        ("🍲 Hotpot", "🍲 hotpot"),
    ])
    func foldsCaseAndAccents(title: String, key: String) {
        #expect(TitleSortKey.of(title) == key)
    }

    @Test func aDecomposedTitleHasTheKeyOfItsComposedForm() {
        #expect(TitleSortKey.of("Cre\u{300}me") == TitleSortKey.of("Crème"))
    }
}
