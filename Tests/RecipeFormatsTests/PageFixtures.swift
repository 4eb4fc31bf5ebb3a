/// Saved web pages as recipe sites serve them, around the JSON-LD of `JSONLDFixtures`.
enum PageFixtures {
    /// A WordPress page with WP Recipe Maker: Yoast's graph in one block, big inline scripts and
    /// styles (with markup-like text inside them), a commented-out block, canonical and og:url.
    static let wordPressRecipeMaker = """
    <!DOCTYPE html>
    <html lang="en-US"><head>
    <meta charset="UTF-8">
    <title>Pad Thai - Example Kitchen</title>
    <link rel='canonical' href='https://www.example.com/pad-thai/?utm=1&amp;ref=2' />
    <meta property="og:url" content="https://www.example.com/pad-thai/" />
    <style id='wprm-inline-css'>.wprm-recipe{color:#333}.wprm-recipe:before{content:"<script>"}</style>
    <script>var wprm = {"html":"<script type=\\"application/ld+json\\">{\\"@type\\":\\"Recipe\\",\\"name\\":\\"Decoy\\"}<\\/script>"};
    if (a < b && c > d) { document.write("<div>"); }</script>
    <!-- <script type="application/ld+json">{"@type":"Recipe","name":"Commented out"}</script> -->
    <script type="application/ld+json" class="yoast-schema-graph">\(JSONLDFixtures.yoastGraph)</script>
    </head><body><div class="wprm-recipe-container"><h2>Pad Thai</h2><p>Some text &amp; more.</p></div>
    <script>window.dataLayer=[];function gtag(){dataLayer.push(arguments)}</script>
    </body></html>
    """

    /// Two blocks, the first not valid JSON; attributes in another order, other quotes and case;
    /// the Recipe in a CDATA wrapper.
    static let brokenFirstBlock = """
    <html><head>
    <SCRIPT TYPE=application/ld+json>{"@context":"https://schema.org","@type":"Organization","name":"Broken", }}</SCRIPT>
    <script id="recipe-ld" type='application/ld+json' data-x="1">
    //<![CDATA[
    \(JSONLDFixtures.allRecipesArray)
    //]]>
    </script>
    </head><body></body></html>
    """

    /// A blog page whose only JSON-LD is about the site.
    static let noRecipe = """
    <html><head><title>About us</title>
    <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
    {"@type":"WebSite","name":"Example"},{"@type":"Organization","name":"Example Ltd"},
    {"@type":"BreadcrumbList","itemListElement":[]}]}</script>
    </head><body><h1>About</h1></body></html>
    """

    /// A page whose recipe is built by JavaScript: no JSON-LD at all.
    static let noLinkedData = "<html><head><title>App</title></head><body><div id=root></div><script src=app.js></script></body></html>"

    /// HTML broken in every way: unclosed tags and comments, a `<script` that never ends.
    static let brokenHTML = "<html><head><title>x</title><meta content=\"unterminated><div <p <!-- never closed <script type=application/ld+json>{\"@type\":\"Recipe\""

    /// The recipe nested under a WebPage's `mainEntity`, an HTML comment inside the block.
    static let mainEntity = """
    <html><head><script type="application/ld+json"><!--
    {"@context":"https://schema.org","@type":"WebPage","url":"https://blog.example.com/soup",
     "mainEntity":{"@type":"Recipe","name":"Tomato Soup","recipeIngredient":["1 kg tomatoes"],
       "recipeInstructions":[["Roast the tomatoes."],["Blend."]],"recipeYield":"4"}}
    --></script></head></html>
    """
}
