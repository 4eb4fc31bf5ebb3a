import RecipeFormats
import RecipeStructure
import Testing

/// A Cooklang step whose own words give an amount right before an ingredient reads once, as
/// the cook wrote it, and scales; the use keeps its own amount for the lists.
@Suite struct WrittenAmountBeforeTests {
    private func step(_ text: String) -> Step { CooklangReader.structure(of: text).steps[0] }

    @Test func anAmountWrittenBeforeTheNameIsSaidOnceAndScales() {
        let step = step("Heat 2 teaspoons @vegetable oil{2%tsp}. Add 1/4 cup @water{1/4%cup}, 2 @bay leaves{2} and @salt{1%tsp}.")
        #expect(step.text == "Heat 2 teaspoons vegetable oil. Add 1/4 cup water, 2 bay leaves and 1 tsp salt.")
        #expect(step.text(scaledBy: 2) == "Heat 4 teaspoons vegetable oil. Add 1/2 cup water, 4 bay leaves and 2 tsp salt.")
        // The lists still read the use's own amount.
        #expect(step.uses.map { $0.listText(scaledBy: 2) } == ["4 tsp vegetable oil", "1/2 cup water", "4 bay leaves", "2 tsp salt"])
    }

    @Test func theCooksAmountBeforeDescribingWordsIsSaidOnce() {
        let step = step("Cook 2 finely chopped @onions{2}, then the 60g diced chilled @butter{60%g}.")
        #expect(step.text == "Cook 2 finely chopped onions, then the 60g diced chilled butter.")
        #expect(step.text(scaledBy: 2) == "Cook 4 finely chopped onions, then the 120g diced chilled butter.")
    }

    @Test func numberWordsAndPacksAreOneAmount() {
        let step = step("Blend two 12.3 oz boxes of @silken tofu{2%boxes} and a teaspoon of @salt{1%tsp}.")
        #expect(step.text == "Blend two 12.3 oz boxes of silken tofu and a teaspoon of salt.")
        #expect(step.text(scaledBy: 2) == "Blend 4 12.3 oz boxes of silken tofu and 2 teaspoons of salt.")
    }

    @Test func aShareOfAnIngredientIsShownByItsNameAndDoesNotScale() {
        let step = step("Add half of the @butter{50%g}, 1 of the @tortillas{8}, a pinch of the @pepper{1%tsp} "
                        + "and 2 tablespoons of the @oil{1/4%cup}.")
        #expect(step.text == "Add half of the butter, 1 of the tortillas, a pinch of the pepper and 2 tablespoons of the oil.")
        #expect(step.text(scaledBy: 3) == step.text)
        #expect(step.uses.map { $0.listText(scaledBy: 1) } == ["50 g butter", "8 tortillas", "1 tsp pepper", "1/4 cup oil"])
    }

    @Test func otherWordsBeforeTheNameKeepTheUsesAmount() {
        let step = step("Pour oil over a mixture of @gochugaru{300%g}. Bake for 20 minutes. 3 @eggs{3}, whisked, go in last.")
        #expect(step.text == "Pour oil over a mixture of 300 g gochugaru. Bake for 20 minutes. 3 eggs, whisked, go in last.")
        #expect(step.text(scaledBy: 2) == "Pour oil over a mixture of 600 g gochugaru. Bake for 20 minutes. 6 eggs, whisked, go in last.")
        let afterSentence = self.step("Rest for 10 minutes. @flour{200%g} goes in next.")
        #expect(afterSentence.text == "Rest for 10 minutes. 200 g flour goes in next.")
    }

    /// Words that describe the ingredient stay with its name; the amount goes before them.
    @Test func theAmountGoesBeforeTheWordsDescribingTheIngredient() {
        let step = step("Stir in minced @garlic{3%cloves}, granulated white @sugar{1/4%cup}, the all-purpose @flour{2%cups} "
                        + "and finely chopped @shallot{1}.")
        #expect(step.text == "Stir in 3 cloves minced garlic, 1/4 cup granulated white sugar, the 2 cups all-purpose flour "
                + "and 1 finely chopped shallot.")
        #expect(step.text(scaledBy: 2) == "Stir in 6 cloves minced garlic, 1/2 cup granulated white sugar, the 4 cups "
                + "all-purpose flour and 2 finely chopped shallots.")
        #expect(step.uses.map { $0.listText(scaledBy: 1) } == ["3 cloves garlic", "1/4 cup sugar", "2 cups flour", "1 shallot"])
    }

    @Test func aVerbAnAdverbOfTheVerbOrAnArticleKeepsTheAmountAfterIt() {
        // "Warm" starts its sentence: a verb. "separately" goes with "Fry". "a" counts the one already.
        #expect(step("Warm @coconut cream{3/4%cup} gently.").text == "Warm 3/4 cup coconut cream gently.")
        #expect(step("Fry separately @bacon{5%strips}.").text == "Fry separately 5 strips bacon.")
        #expect(step("Add a clean uncooked @egg{1}.").text == "Add a clean uncooked 1 egg.")
        // Adjectives a comma parts after "a" are no list: the amount is not moved past the comma.
        #expect(step("Cut a soft, lightly baked @baguette{1}.").text == "Cut a soft, lightly baked 1 baguette.")
        #expect(step("Add the flour, finely chopped @shallot{1}.").text == "Add the flour, 1 finely chopped shallot.")
        // An amount in words is not moved.
        #expect(step("Add chopped @shallots{a few}.").text == "Add chopped a few shallots.")
    }

    @Test func aFixedAmountInTheCooksWordsStaysFixed() {
        let step = step("Add 10 g @salt{=10%g}.")
        #expect(step.text(scaledBy: 2) == "Add 10 g salt.")
    }
}
