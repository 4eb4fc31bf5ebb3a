import Testing
@testable import RecipeFormats

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("1&frac12; cups", "1½ cups"),
        ("180&deg;C &amp; fan", "180°C & fan"),
        ("Cr&egrave;me br&ucirc;l&eacute;e", "Crème brûlée"),
        ("it&rsquo;s done&hellip;", "it’s done…"),
        ("a&nbsp;b", "a b"),
        ("Mom&amp;#39;s pie", "Mom's pie"),
        ("&#8220;quoted&#x201D;", "“quoted”"),
        ("&#146;old windows", "’old windows"),
        ("AT&T &unknown; & more", "AT&T &unknown; & more"),
        ("<a href=\"https://x\">2 eggs</a>, beaten", "2 eggs, beaten"),
        ("&lt;p&gt;Escaped HTML&lt;/p&gt;", "Escaped HTML"),
        ("  lots \n\t of   space  ", "lots of space"),
        ("5 < 6 and 7 > 3", "5 < 6 and 7 > 3"),
        ("x<!-- hidden -->y", "xy"),
    ])
    func plainTextDecodesAndStrips(input: String, expected: String) {
        #expect(HTMLText.plainText(input) == expected)
    }

    @Test func blockTagsBreakLines() {
        #expect(HTMLText.plainLines("<p>One</p><p>Two<br/>Three</p><ul><li>Four</li></ul>") == ["One", "Two", "Three", "Four"])
    }

    @Test func manyUnclosedTagsStayLinear() {
        let text = String(repeating: "<a", count: 200_000)
        // A quadratic scan would take minutes here; the text is kept, as no tag ever closes.
        #expect(HTMLText.plainText(text).count <= text.count)
    }
}
