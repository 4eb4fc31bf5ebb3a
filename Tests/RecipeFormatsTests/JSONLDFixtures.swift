/// JSON-LD as recipe sites publish it, shape by shape.
enum JSONLDFixtures {
    /// Yoast SEO's `@graph` on a WordPress site using WP Recipe Maker: the Recipe sits beside
    /// the Article, WebPage, ImageObject, BreadcrumbList, WebSite and Organization.
    static let yoastGraph = #"""
    {"@context":"https://schema.org","@graph":[
      {"@type":"Article","@id":"https://www.example.com/pad-thai/#article","isPartOf":{"@id":"https://www.example.com/pad-thai/"},
       "headline":"Pad Thai","image":{"@id":"https://www.example.com/pad-thai/#primaryimage"}},
      {"@type":"WebPage","@id":"https://www.example.com/pad-thai/","url":"https://www.example.com/pad-thai/","name":"Pad Thai - Example Kitchen",
       "breadcrumb":{"@id":"https://www.example.com/pad-thai/#breadcrumb"}},
      {"@type":"ImageObject","@id":"https://www.example.com/pad-thai/#primaryimage","url":"https://www.example.com/img/pad-thai.jpg",
       "contentUrl":"https://www.example.com/img/pad-thai.jpg","width":1200,"height":800},
      {"@type":"BreadcrumbList","@id":"https://www.example.com/pad-thai/#breadcrumb","itemListElement":[
        {"@type":"ListItem","position":1,"name":"Home","item":"https://www.example.com/"},
        {"@type":"ListItem","position":2,"name":"Pad Thai"}]},
      {"@type":"WebSite","@id":"https://www.example.com/#website","url":"https://www.example.com/","name":"Example Kitchen"},
      {"@type":"Organization","@id":"https://www.example.com/#organization","name":"Example Kitchen",
       "logo":{"@type":"ImageObject","url":"https://www.example.com/logo.png"}},
      {"@type":"Recipe","name":"Pad Thai","author":{"@type":"Person","name":"Nok"},
       "description":"A weeknight pad thai with tamarind &amp; palm sugar.",
       "datePublished":"2024-03-02T10:00:00+00:00",
       "image":["https://www.example.com/img/pad-thai-1x1.jpg","https://www.example.com/img/pad-thai-4x3.jpg"],
       "recipeYield":["4","4 servings"],"prepTime":"PT20M","cookTime":"PT15M","totalTime":"PT35M",
       "recipeIngredient":["200 g rice noodles","3 tbsp tamarind paste","2 tbsp fish sauce","1&frac12; tbsp palm sugar",
         "2 eggs","100 g bean sprouts","2 spring onions, sliced","40 g roasted peanuts, chopped"],
       "recipeInstructions":[
         {"@type":"HowToStep","text":"Soak the noodles in warm water for 20 minutes.","name":"Soak the noodles","url":"https://www.example.com/pad-thai/#wprm-recipe-42-step-0-0"},
         {"@type":"HowToStep","text":"Mix the tamarind, fish sauce and palm sugar.","name":"Mix","url":"https://www.example.com/pad-thai/#wprm-recipe-42-step-0-1"},
         {"@type":"HowToStep","text":"Fry the noodles with the sauce, push aside, scramble the eggs, then toss with sprouts, onions and peanuts.","url":"https://www.example.com/pad-thai/#wprm-recipe-42-step-0-2"}],
       "aggregateRating":{"@type":"AggregateRating","ratingValue":"4.86","ratingCount":"212"},
       "recipeCategory":["Main Course"],"recipeCuisine":["Thai"],"keywords":"pad thai, noodles, weeknight",
       "nutrition":{"@type":"NutritionInformation","calories":"540 kcal","servingSize":"1 serving"},
       "@id":"https://www.example.com/pad-thai/#recipe","isPartOf":{"@id":"https://www.example.com/pad-thai/#article"},
       "mainEntityOfPage":"https://www.example.com/pad-thai/"}
    ]}
    """#

    /// AllRecipes-style: an array at the top level, the Recipe with two types and HowToSections.
    static let allRecipesArray = #"""
    [{"@context":"http://schema.org","@type":["Recipe","NewsArticle"],"headline":"Lemon Drizzle Cake",
      "name":"Lemon Drizzle Cake","description":"Moist cake with a crackly lemon top.",
      "image":{"@type":"ImageObject","url":"https://images.example.org/lemon.jpg","height":1125,"width":1500},
      "mainEntityOfPage":{"@type":["WebPage"],"@id":"https://www.example.org/recipe/1234/lemon-drizzle-cake/"},
      "prepTime":"PT15M","cookTime":"PT45M","totalTime":"PT1H","recipeYield":12,
      "recipeCategory":["Dessert","Cake"],"recipeCuisine":["British"],
      "recipeIngredient":["225 g unsalted butter, softened","225 g caster sugar","4 eggs","225 g self-raising flour",
        "1 lemon, zested","85 g caster sugar","1&frac12; lemons, juiced"],
      "recipeInstructions":[
        {"@type":"HowToSection","name":"Cake","itemListElement":[
          {"@type":"HowToStep","text":"Heat the oven to 180&deg;C."},
          {"@type":"HowToStep","text":"Beat the butter and sugar until pale, add the eggs one at a time, then fold in the flour and zest."},
          {"@type":"HowToStep","text":"Bake for 45&ndash;50 minutes."}]},
        {"@type":"HowToSection","name":"Drizzle","itemListElement":[
          {"@type":"HowToStep","text":"Mix the lemon juice with the sugar and pour over the warm cake."}]}],
      "aggregateRating":{"@type":"AggregateRating","ratingValue":4.7,"ratingCount":3021}}]
    """#

    /// Instructions as one HTML string, a numeric yield, odd durations, entities everywhere.
    static let stringInstructions = #"""
    {"@context":"https://schema.org/","@type":"schema:Recipe","name":"Cr&egrave;me Br&ucirc;l&eacute;e",
     "recipeYield":6,"prepTime":"pt0.5h","cookTime":"P0DT0H40M","totalTime":"PT1H10M",
     "ingredients":["500 ml double cream","1 vanilla pod","5 egg yolks","100 g caster sugar","Sugar for the top&hellip;"],
     "recipeInstructions":"<ol><li><p>Heat the cream with the vanilla until just steaming.</p></li><li>Whisk the yolks with the sugar, then pour in the cream.</li><li>Bake at 150&nbsp;&deg;C in a water bath for 40 minutes.<br>Chill overnight.</li></ol>",
     "url":"https://cuisine.example.fr/creme-brulee"}
    """#

    /// Steps written as numbered sentences in one string.
    static let numberedSentences = #"""
    {"@context":"https://schema.org","@type":"http://schema.org/Recipe","name":"Toast",
     "recipeInstructions":"1. Slice the bread. 2. Toast it for 2 minutes. 3. Butter it while hot.",
     "recipeYield":"2 slices","prepTime":"garbage","cookTime":"PT2M"}
    """#

    /// Only a total time; steps as plain strings with their own numbers; keywords.
    static let totalTimeOnly = #"""
    {"@context":"https://schema.org","@type":"Recipe","name":"Overnight Oats","totalTime":"P1D",
     "recipeInstructions":["Step 1: Mix the oats with the milk.","Step 2: Leave in the fridge overnight."],
     "recipeIngredient":"50 g oats\n150 ml milk","keywords":"breakfast, make-ahead",
     "image":[{"@type":"ImageObject","contentUrl":"https://example.net/oats.webp"},"https://example.net/oats-2.jpg"]}
    """#
}
