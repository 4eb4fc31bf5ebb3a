import Foundation
import Testing
@testable import RecipeFormats

/// How a page's headings and class names may be written and still mark a recipe's parts: the
/// headings' closing punctuation and words in more languages, BEM's joiners in class names.
@Suite struct VisibleRecipeHeadingWordsTests {
    private func only(_ page: String) throws -> ExternalRecipe {
        try TestReading.only(page, fileName: "page.html")
    }

    /// A blog post whose only structured data describes the post, the method headed with an
    /// exclamation mark.
    @Test func aHeadingEndingWithAnExclamationMarkHeadsItsPart() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type": "BlogPosting", "headline": "Fondant"}</script></head>
        <body><article><h1>Marshmallow Fondant</h1><p>Easy and sweet.</p>
        <div class="recipe-left"><h4>Things you'll need</h4><em>Ingredients</em>
        <ul><li>1 bag mini marshmallows</li><li>3 tablespoons water</li></ul></div>
        <div class="recipe-right"><h4>Let's get started!</h4>
        <ol><li>Melt the marshmallows with the water.</li><li>Knead in the sugar until smooth.</li></ol></div>
        </article></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Marshmallow Fondant")
        #expect(recipe.ingredients == ["1 bag mini marshmallows", "3 tablespoons water"])
        #expect(recipe.directions == ["Melt the marshmallows with the water.", "Knead in the sugar until smooth."])
    }

    /// A Chinese page: `材料：` and `做法：`, with the full-width colon, then numbered paragraphs.
    @Test func chineseHeadingsWithTheFullWidthColonHeadTheirParts() throws {
        let page = """
        <html><head><title>鸡蛋糕</title></head><body><h1 class="entry-title">迷你烤鸡蛋糕</h1>
        <p>小孩的最爱。</p><p>分量：30 个</p>
        <p>材料：</p><ul><li>4 个 蛋</li><li>125 克 细砂糖</li></ul>
        <p>做法：</p>
        <p>1 把烤炉预热至200°C。</p><p>2 把蛋轻轻打散，加入糖，打至混合。</p>
        </body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "迷你烤鸡蛋糕")
        #expect(recipe.ingredients == ["4 个 蛋", "125 克 细砂糖"])
        #expect(recipe.directions == ["把烤炉预热至200°C。", "把蛋轻轻打散，加入糖，打至混合。"])
    }

    /// A Chinese recipe site's page (shaped as xiachufang.com writes it), with no structured
    /// recipe: `用料` (what is used) over a table of name and amount, the method headed with the
    /// dish's name and `的做法` (`X's method`), each step a paragraph beside its photo, tips after.
    @Test func chineseHeadingsNamingWhatIsUsedAndTheDishsMethodHeadTheirParts() throws {
        let page = """
        <html><head><meta charset="utf-8"></head><body><div class="main-panel">
        <h1 class="page-title">番茄鸡肉焗饭</h1><div class="desc">烤箱天天烤甜品换换口味。</div>
        <h2>用料 &nbsp;</h2><div class="ings"><table>
        <tr><td class="name"><a href="/category/1003687/">鸡胸肉</a></td><td class="unit">150克</td></tr>
        <tr><td class="name"><a href="/category/1137/">胡萝卜</a></td><td class="unit">半根</td></tr>
        <tr><td class="name"><a href="/category/1805/">盐</a></td><td class="unit"></td></tr>
        </table></div>
        <h2 id="steps">番茄鸡肉焗饭的做法 &nbsp;</h2><div class="steps"><ol>
        <li class="container"><p class="text">番茄切丁，洋葱切丝备用</p><img src="1.jpg" alt="番茄鸡肉焗饭的做法 步骤1"></li>
        <li class="container"><p class="text">烤箱预热200度，烤制15分钟左右，到芝士软化即可取出。</p><img src="2.jpg" alt="番茄鸡肉焗饭的做法 步骤2"></li>
        </ol></div>
        <div class="tip-container"><h2>小贴士</h2><div class="tip">也可以稍微加一小勺陈醋调味。</div></div>
        </div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "番茄鸡肉焗饭")
        #expect(recipe.ingredients == ["鸡胸肉 150克", "胡萝卜 半根", "盐"])
        #expect(recipe.directions == ["番茄切丁，洋葱切丝备用", "烤箱预热200度，烤制15分钟左右，到芝士软化即可取出。"])
    }

    /// A Japanese page heads its method the same way: the dish's name and `の作り方`.
    @Test func aJapaneseMethodHeadedWithTheDishsNameHeadsTheSteps() throws {
        let page = """
        <html><body><h1>肉じゃが</h1><h2>材料</h2><ul><li>じゃがいも 3個</li><li>牛肉 200g</li></ul>
        <h2>肉じゃがの作り方</h2><ol><li>じゃがいもは皮をむいて一口大に切る。</li><li>鍋に油を熱し、牛肉を炒めて煮込む。</li></ol>
        </body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["じゃがいも 3個", "牛肉 200g"])
        #expect(recipe.directions == ["じゃがいもは皮をむいて一口大に切る。", "鍋に油を熱し、牛肉を炒めて煮込む。"])
    }

    /// A shop's recipe page (shaped as aldi-nord.de writes it), with no structured recipe: its
    /// parts are tabs named by labels, each step under a heading that only numbers it (`Schritt 1`).
    @Test func headingsThatOnlyNumberTheStepsDoNotEndTheMethod() throws {
        let page = """
        <html><body><h1>Veganer Kaiserschmarrn</h1><div class="mod-recipe-detail__tab-wrap">
        <input name="tab" type="radio" id="ingredients" checked="checked"><label for="ingredients">Zutaten</label>
        <div class="mod-recipe-detail__tab-content"><ul><li>150 ml Mandeldrink</li><li>100 g Weizenmehl</li></ul></div>
        <input name="tab" type="radio" id="preparation"><label for="preparation">Zubereitung</label>
        <div class="mod-recipe-detail__tab-content">
        <div class="preparationstep"><h4>Schritt 1</h4><div class="rte"><p>Mandeldrink und Mehl zu einem Teig verrühren.</p></div></div>
        <div class="preparationstep"><h4>Schritt 2</h4><div class="rte"><p>Den Teig in der Pfanne etwa 8 Minuten braten.</p></div></div>
        </div></div></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["150 ml Mandeldrink", "100 g Weizenmehl"])
        #expect(recipe.directions == ["Mandeldrink und Mehl zu einem Teig verrühren.", "Den Teig in der Pfanne etwa 8 Minuten braten."])
    }

    /// An ingredients table whose header cells give the servings and name a group of its rows
    /// (`<th colspan="2">Zimt-Äpfel</th>`): a header row is no ingredient.
    @Test func aTableRowOfHeaderCellsNamesAGroupAndIsNoIngredient() throws {
        let page = """
        <html><body><h1>Kaiserschmarrn</h1><h2>Zutaten</h2><table><tbody>
        <tr><th colspan="2">2 Portionen</th></tr>
        <tr><td>100 g</td><td><a href="/mehl">Weizenmehl</a></td></tr><tr><td>1 EL</td><td>Zitronensaft</td></tr>
        <tr><th colspan="2">Zimt-Äpfel </th></tr>
        <tr><td>1 </td><td>großer Apfel</td></tr>
        </tbody></table>
        <h2>Zubereitung</h2><ol><li>Mehl und Zitronensaft zu einem Teig verrühren.</li><li>Den Apfel braten und dazugeben.</li></ol>
        </body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["100 g Weizenmehl", "1 EL Zitronensaft", "Zimt-Äpfel:", "1 großer Apfel"])
    }

    /// A newspaper's recipe (shaped as zeit.de writes it): its data names the recipe and lists
    /// its ingredients but gives no steps; the page heads the method with the recipe's name,
    /// after the ingredients, and ends it with a list of links to other ingredients.
    @Test func aHeadingRepeatingTheRecipesNameAfterItsIngredientsHeadsTheSteps() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@context": "http://schema.org", "@type": "ItemList",
        "itemListElement": [{"@type": "ListItem", "position": 1, "item": {"@type": "Recipe", "name": "Kohlrabi-Fenchel-Carpaccio",
        "recipeIngredient": ["1 Kohlrabi (klein)", "1 Fenchelknolle"]}}]}</script></head>
        <body><h1>Kohlrabi-Fenchel-Carpaccio: Kohlrabi hat Besseres verdient als Mehlschwitze</h1>
        <p>Eine Einleitung über Kohlrabi.</p>
        <h2>Zutaten</h2><ol><li>1 Kohlrabi (klein)</li><li>1 Fenchelknolle</li></ol>
        <h2 class="article__subheading">Kohlrabi-Fenchel-Carpaccio</h2>
        <p class="paragraph">
        Den Kohlrabi schälen, den Fenchel waschen.
        Beide Gemüse hauchdünn schneiden.
        </p>
        <p class="paragraph">Ein Dressing zusammenrühren und mit Basilikum servieren.</p>
        <div class="ingredient-dice"><ol><li><a href="/zutaten/artischocke">Artischocke</a></li></ol></div>
        </body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["1 Kohlrabi (klein)", "1 Fenchelknolle"])
        #expect(recipe.directions == ["Den Kohlrabi schälen, den Fenchel waschen. Beide Gemüse hauchdünn schneiden.",
                                      "Ein Dressing zusammenrühren und mit Basilikum servieren."])
    }

    /// A page built with BEM class names (`recipe--ingredients`), its ingredients' title in a box
    /// of its own beside a link made a button, the nutrients inside the ingredients' box.
    @Test func classNamesJoinedTheBEMWayMarkTheParts() throws {
        let page = """
        <html><head><title>Guacamole</title></head><body><h1 class="red">Guacamole</h1>
        <div class="recipe--ingredients"><div class="h3"><div class="ingredients-title"> Ingrédients </div>
        <div class="mail"><a class="btn-mail" href="#mail">Envoyez les ingrédients par e-mail</a></div></div></div>
        <div class="recipe--ingredients"><div class="recipe--ingredients-html-item"><ul><li>4 brins de coriandre</li>
        <li>2 avocats bien mûrs</li></ul></div>
        <div class="recipe--nutrients"><p><strong>Valeurs nutritionnelles</strong></p><ul><li>protéines: 2 g</li></ul></div></div>
        <div class="recipe--instructions"><ol><li>Hacher la coriandre.</li><li>Écraser les avocats et mélanger.</li></ol>
        <p class="tipps">CONSEIL</p><p>Ajouter une gousse d'ail.</p></div>
        </body></html>
        """
        let recipe = try only(page)
        #expect(recipe.title == "Guacamole")
        #expect(recipe.ingredients == ["4 brins de coriandre", "2 avocats bien mûrs"])
        #expect(recipe.directions == ["Hacher la coriandre.", "Écraser les avocats et mélanger."])
    }

    /// A Dutch baking blog (shaped as rutgerbakt.nl writes it): its data's instructions are its
    /// description, a teaser cut mid-word; the method is paragraphs under `Abrikozenvlaai maken`
    /// and `Abrikozenvlaai bakken`, then the photographer's credit. The teaser stays a note.
    @Test func instructionsRepeatingTheDescriptionGiveWayToTheMethodThePageShows() throws {
        let teaser = "Met dit recept kun je zelf een heerlijke abrikozenvlaai bakken! Deze vlaai is het lekkerst met verse abrikozen, maar buiten het seizoen kun je die oo"
        let page = """
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Abrikozenvlaai",
        "description": "\n\(teaser)", "recipeIngredient": ["1 recept vlaaideeg", "150 gr abrikozenjam"],
        "recipeInstructions": "\n\(teaser)"}</script></head>
        <body><article><h1>Abrikozenvlaai</h1><p>\(teaser)og uit blik gebruiken.</p>
        <h2>Abrikozenvlaai maken</h2><p>Maak eerst de banketbakkersroom en het vlaaideeg.</p>
        <p>Vet een vlaaivorm in met boter en bekleed hem met het deeg.</p>
        <h2>Abrikozenvlaai bakken </h2><p>Bak de vlaai in 25 tot 35 minuten goudbruin en gaar.</p>
        <p>Foto: Erik Spronk</p><h2>Delen met vrienden:</h2><p>Deel dit recept.</p></article></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["1 recept vlaaideeg", "150 gr abrikozenjam"])
        #expect(recipe.directions == ["Maak eerst de banketbakkersroom en het vlaaideeg.",
                                      "Vet een vlaaivorm in met boter en bekleed hem met het deeg.",
                                      "Abrikozenvlaai bakken:", "Bak de vlaai in 25 tot 35 minuten goudbruin en gaar."])
        #expect(recipe.notes == teaser)
    }

    /// The same data in a file of its own, with no page to show a method: the teaser is kept,
    /// as the notes, and no step is made of it.
    @Test func instructionsRepeatingTheDescriptionAreNoSteps() throws {
        let json = #"{"@type": "Recipe", "name": "Banketstaaf", "description": "Een lekkernij.  Als kind (en nu ", "recipeIngredient": ["400 gr amandelspijs", "1 rol bladerdeeg"], "recipeInstructions": "Een lekkernij. Als kind (en nu "}"#
        let recipe = try TestReading.only(json, fileName: "x.jsonld")
        #expect(recipe.directions.isEmpty)
        #expect(recipe.notes == "Een lekkernij. Als kind (en nu")
    }

    /// A Dutch recipe site's page (shaped as okokorecepten.nl writes it), with no structured
    /// recipe: `Ingrediënten` over two lists, the method under `Voorbereiden` (what is done ahead)
    /// and then `Bereiden`, tips after.
    @Test func dutchMethodHeadingsOfPreparingHeadTheSteps() throws {
        let page = """
        <html><body><article><h1>Dichtgeschroeide zalm</h1><h2>Ingredi&euml;nten</h2>
        <ul><li>600 g zalmloin</li><li>2 avocado's</li></ul><ul><li>100 g waterkers</li></ul>
        <h2>Voorbereiden</h2><p>Zet een grote kom ijswater klaar en dep de zalm droog.</p>
        <h2>Bereiden</h2><p>Snij de zalm in plakjes en leg die op de salade.</p>
        <h2>Tips</h2><p>Het gerecht is ook heerlijk met tonijn.</p></article></body></html>
        """
        let recipe = try only(page)
        #expect(recipe.ingredients == ["600 g zalmloin", "2 avocado's", "100 g waterkers"])
        #expect(recipe.directions == ["Zet een grote kom ijswater klaar en dep de zalm droog.",
                                      "Bereiden:", "Snij de zalm in plakjes en leg die op de salade."])
    }

    /// English methods headed `Step-by-step` (a magazine's recipe) or `Here's how to make it:`
    /// (a tips site's bold paragraph): the words of a method heading, said another way.
    @Test func stepByStepAndHeresHowToMakeItHeadTheSteps() throws {
        for heading in ["<h3>Step-by-step</h3>", "<p><strong>Here\u{2019}s how to make it:</strong></p>"] {
            let page = """
            <html><body><h1>Chipotle Creamed Chicken</h1><p><strong>Ingredients</strong></p>
            <ul><li>1 pound chicken tenders</li><li>1/4 cup flour</li></ul>\(heading)
            <ol><li>Combine the flour and garlic powder in a bowl.</li><li>Heat the olive oil in a large skillet.</li></ol>
            </body></html>
            """
            let recipe = try only(page)
            #expect(recipe.ingredients == ["1 pound chicken tenders", "1/4 cup flour"])
            #expect(recipe.directions == ["Combine the flour and garlic powder in a bowl.", "Heat the olive oil in a large skillet."])
        }
    }
}
