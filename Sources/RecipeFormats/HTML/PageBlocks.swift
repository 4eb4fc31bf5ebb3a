/// A page's readable text as a reader scans it: headings, list items and paragraphs in the order
/// they are shown, without the parts that are never the recipe (scripts, menus, forms, comments).
///
/// Recipes without structured data are still laid out for people: a heading ("Ingredients"),
/// then a list or lines of text. Reading the page as this flat sequence lets one set of rules
/// find them whatever elements a site wraps them in.
struct PageBlock {
    /// What kind of line of the page this is.
    enum Kind: Equatable {
        /// An `h1`…`h6`, with its level.
        case heading(level: Int)
        /// An `li`.
        case item
        /// Any other line of text: a `p`, a line of a `p` broken by `<br>`, text inside a `div`.
        case paragraph
    }

    var kind: Kind
    /// The line's text on one line, whitespace made single spaces.
    var text: String
    /// The part of a recipe the page's markup says the line is in (a recipe plugin's
    /// `wprm-recipe-ingredients` list, an `itemprop="recipeIngredient"`), if it says.
    var part: SectionHeadings.Part?
    /// The innermost element the line sits in; lines inside one element share it.
    var enclosing: EnclosingElement?
    /// A list item's lines when it breaks them with `<br>` (a group of ingredients in one item);
    /// empty otherwise.
    var lines: [String] = []
    /// A table row's cells, each on one line; empty for any other line.
    var cells: [String] = []
    /// Whether the whole line is set in bold (`<strong>Sauce</strong><br>`): in a paragraph
    /// broken into lines, the name of what the lines under it are for.
    var isBold = false

    /// Whether the line sits inside the element `scope`.
    func isInside(_ scope: EnclosingElement) -> Bool {
        enclosing?.ancestor(atDepth: scope.depth) === scope
    }

    /// The innermost element holding both lines, if any.
    func sharedElement(with other: PageBlock) -> EnclosingElement? {
        guard var first = enclosing, var second = other.enclosing else { return nil }
        while first.depth > second.depth, let parent = first.parent { first = parent }
        while second.depth > first.depth, let parent = second.parent { second = parent }
        while first !== second {
            guard let firstParent = first.parent, let secondParent = second.parent else { return nil }
            (first, second) = (firstParent, secondParent)
        }
        return first
    }
}

/// An element of the page in the chain of elements a line sits in. Lines share their elements'
/// chains, so memory grows with the page's elements, not with its lines times its depth.
final class EnclosingElement {
    let parent: EnclosingElement?
    /// How many elements enclose this one.
    let depth: Int

    init(parent: EnclosingElement?) {
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
    }

    /// This element or the one enclosing it at `depth`, if it is that deep.
    func ancestor(atDepth depth: Int) -> EnclosingElement? {
        var element = self
        while element.depth > depth, let parent = element.parent { element = parent }
        return element.depth == depth ? element : nil
    }
}

/// Builds a page's `PageBlock`s.
enum PageBlocks {
    /// The page's blocks in document order.
    static func blocks(in document: HTMLDocument) -> [PageBlock] {
        var walk = Walk()
        for element in document.topElements { walk.visit(element, part: nil, depth: 0) }
        walk.flush(part: nil)
        return walk.blocks
    }

    /// Elements that hold no part of a recipe a reader follows.
    private static let skippedElements: Set<String> = [
        "script", "style", "noscript", "template", "nav", "form", "select", "button", "iframe", "svg", "aside",
        "footer", "head", "textarea", "option",
    ]

    /// Class or id words of page furniture: readers' comments, sidebars, menus, sharing buttons, and
    /// links made buttons (Bootstrap's `btn`: `Envoyez les ingrédients par e-mail` is an action).
    private static let skippedClassWords = [
        "comment", "sidebar", "widget", "breadcrumb", "share", "menu", "related", "ad-", "ads-", "advert", "adsbygoogle",
        "btn",
    ]

    private static let inlineElements: Set<String> = [
        "span", "a", "strong", "b", "em", "i", "u", "small", "sup", "sub", "font", "abbr", "time", "mark", "label", "img",
        "s", "q", "cite", "code", "data", "bdi", "wbr", "input",
    ]

    private static let maximumDepth = 512

    /// One pass over the page: the blocks so far, the inline text not yet made a block, and the
    /// chain of elements being read.
    private struct Walk {
        var blocks: [PageBlock] = []
        var run = ""
        var enclosing: EnclosingElement?

        mutating func visit(_ element: HTMLElement, part inherited: SectionHeadings.Part?, depth: Int) {
            guard depth < maximumDepth else { return }
            let name = element.name
            if skippedElements.contains(name) || isFurniture(element) { return }
            let part = RecipeCardClasses.part(of: element) ?? inherited
            if name == "br" {
                flush(part: part)
                return
            }
            if inlineElements.contains(name) && !containsBlock(element, depth: depth) && part == inherited {
                let text = readableText(of: element, depth: depth)
                run += boldElements.contains(name) ? String(boldStart) + text + String(boldEnd) : text
                return
            }
            flush(part: inherited)
            let outer = enclosing
            enclosing = EnclosingElement(parent: outer)
            defer { enclosing = outer }
            let text = { HTMLText.plainText(EmbeddedItems.escaped(readableText(of: element, depth: depth))) }
            if let level = headingLevel(name) {
                append(PageBlock(kind: .heading(level: level), text: text(), part: part, enclosing: enclosing))
            } else if name == "tr", let cells = inlineCells(of: element, depth: depth) {
                // A table row of text only (an amount in one cell, its ingredient in the next) is
                // one line, read across as a person reads it. A row that is one header cell names
                // the rows under it (`Zimt-Äpfel`, `2 Portionen`): a line of text but no item. (A row
                // of several header cells labels the columns: `Prep time | Cook time`, read with them.)
                let texts = cells.map { HTMLText.plainText(EmbeddedItems.escaped(readableText(of: $0, depth: depth + 1))) }
                let line = texts.filter { !$0.isEmpty }.joined(separator: " ")
                let isHeader = cells.count == 1 && cells[0].name == "th"
                append(PageBlock(kind: isHeader ? .paragraph : .item, text: line, part: part, enclosing: enclosing,
                                 cells: isHeader ? [] : texts))
            } else if name == "li" || name == "dt" || name == "dd" {
                let lines = HTMLText.plainLines(EmbeddedItems.escaped(readableText(of: element, depth: depth, breaksOnly: true)))
                append(PageBlock(kind: .item, text: text(), part: part, enclosing: enclosing, lines: lines.count > 1 ? lines : []))
            } else {
                for content in element.contents {
                    switch content {
                    case .text(let text): run += text
                    case .element(let child): visit(child, part: part, depth: depth + 1)
                    }
                }
                flush(part: part)
            }
        }

        private mutating func append(_ block: PageBlock) {
            if !block.text.isEmpty { blocks.append(block) }
        }

        /// The text gathered since the last block, as paragraphs (one a line).
        mutating func flush(part: SectionHeadings.Part?) {
            guard !run.isEmpty else { return }
            for line in HTMLText.plainLines(EmbeddedItems.escaped(run)) {
                // A line that is one bold run and nothing else is set in bold.
                let isBold = line.first == boldStart && line.last == boldEnd && line.count(where: { $0 == boldStart }) == 1
                let text = line.filter { $0 != boldStart && $0 != boldEnd }.trimmingCharacters(in: .whitespaces)
                if !text.isEmpty {
                    blocks.append(PageBlock(kind: .paragraph, text: text, part: part, enclosing: enclosing, isBold: isBold))
                }
            }
            run = ""
        }
    }

    /// The level of a heading element's name (`h2` is 2), nil for any other element.
    private static func headingLevel(_ name: String) -> Int? {
        guard name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue, (1 ... 6).contains(level) else {
            return nil
        }
        return level
    }

    private static let boldElements: Set<String> = ["strong", "b"]
    /// Where a bold run starts and ends in the text gathered for paragraphs: characters of
    /// Unicode's private use area, which no page's text means as anything, taken out of the lines.
    private static let boldStart: Character = "\u{E000}"
    private static let boldEnd: Character = "\u{E001}"

    /// The element's text without the furniture inside it (an advertisement's label in a step).
    /// With `breaksOnly`, only `<br>` breaks a line: what a list item holding several lines writes.
    private static func readableText(of element: HTMLElement, depth: Int, breaksOnly: Bool = false) -> String {
        guard depth < maximumDepth else { return "" }
        var text = ""
        for content in element.contents {
            switch content {
            case .text(let run):
                text += run
            case .element(let child):
                if skippedElements.contains(child.name) || isFurniture(child) || isHeadingOfLinks(child, depth: depth + 1) { continue }
                let inner = readableText(of: child, depth: depth + 1, breaksOnly: breaksOnly)
                if child.name == "br" {
                    text += "\n"
                } else if HTMLElement.blockElements.contains(child.name) {
                    text += breaksOnly ? " " + inner + " " : "\n" + inner + "\n"
                } else {
                    text += inner
                }
            }
        }
        return text
    }

    /// Whether an element is a heading whose every word is a link (`MORE POTATOES >>>`): inside
    /// a step or an ingredient it points to other pages, and is no part of the line.
    private static func isHeadingOfLinks(_ element: HTMLElement, depth: Int) -> Bool {
        guard headingLevel(element.name) != nil else { return false }
        var hasLink = false
        func linksOnly(_ element: HTMLElement, depth: Int) -> Bool {
            guard depth < maximumDepth else { return false }
            return element.contents.allSatisfy { content in
                switch content {
                case .text(let run): return run.allSatisfy(\.isWhitespace)
                case .element(let child):
                    if child.name == "a" {
                        hasLink = true
                        return true
                    }
                    return linksOnly(child, depth: depth + 1)
                }
            }
        }
        return linksOnly(element, depth: depth) && hasLink
    }

    /// Whether a class or the id starts with a furniture word (`comments-area`, `sidebar-primary`,
    /// `menu-item`); a word inside a class is not enough (Genesis wraps a whole page in
    /// `content-sidebar-wrap`), and the page's own wrappers are never furniture. What the page
    /// keeps out of sight is read as furniture too.
    private static func isFurniture(_ element: HTMLElement) -> Bool {
        if isHidden(element) { return true }
        let words = ((element.attribute("class") ?? "") + " " + (element.attribute("id") ?? "")).lowercased()
        guard words.count > 1, !["html", "body", "main", "article"].contains(element.name) else { return false }
        return words.split(whereSeparator: \.isWhitespace).contains { word in
            word == "ad" || skippedClassWords.contains { word.hasPrefix($0) } || isSocialFurniture(word)
        }
    }

    /// Whether a class word names sharing buttons or links to social networks: "social",
    /// "social-share", "social_icons", "socials", "socialmedia"; not a word that only begins
    /// with it ("socialtext", a site's name for the text beside its buttons, holding its times).
    private static func isSocialFurniture(_ word: Substring) -> Bool {
        guard word.hasPrefix("social") else { return false }
        let rest = word.dropFirst(6)
        return rest.isEmpty || rest.first == "-" || rest.first == "_" || rest == "s"
            || ["media", "share", "icon", "link", "bar", "network", "follow", "button"].contains { rest.hasPrefix($0) }
    }

    /// Whether the page keeps an element out of sight: the `hidden` attribute, an inline
    /// `display: none`, or a class that hides it (Bootstrap's `hide` and `d-none`: the other unit
    /// system's list behind a switch). A visually hidden heading still names its part to a screen
    /// reader and is read; a visually hidden list or row is not (`u-visuallyhidden` imperial amounts).
    private static func isHidden(_ element: HTMLElement) -> Bool {
        guard element.name != "html", element.name != "body" else { return false }
        if element.attribute("hidden") != nil { return true }
        if let style = element.attribute("style"), style.lowercased().filter({ !$0.isWhitespace }).contains("display:none") {
            return true
        }
        guard let classes = element.attribute("class")?.lowercased() else { return false }
        let isHeading = headingLevel(element.name) != nil
        return classes.split(whereSeparator: \.isWhitespace).contains { word in
            hiddenClasses.contains(String(word)) || (!isHeading && visuallyHiddenClasses.contains(String(word)))
        }
    }

    private static let hiddenClasses: Set<String> = ["hidden", "hide", "d-none", "print-only"]
    private static let visuallyHiddenClasses: Set<String> = ["visually-hidden", "visuallyhidden", "u-visuallyhidden", "sr-only"]

    /// A row's cells when each holds only inline text (no paragraph, list or table of its own:
    /// a row of a layout table holds a page's parts, not one line); `nil` otherwise. A cell may
    /// break its text once (an ingredient's name with its note under it); a cell of many lines
    /// is a list of its own.
    private static func inlineCells(of row: HTMLElement, depth: Int) -> [HTMLElement]? {
        let cells = row.children.filter { $0.name == "td" || $0.name == "th" }
        guard !cells.isEmpty, cells.count == row.children.count, !cells.contains(where: { cell in
            var breaks: Int? = 0
            return containsBlock(cell, depth: depth + 1, breaks: &breaks) || breaks ?? 0 > 1
        }) else { return nil }
        return cells
    }

    private static func containsBlock(_ element: HTMLElement, depth: Int) -> Bool {
        var breaks: Int?
        return containsBlock(element, depth: depth, breaks: &breaks)
    }

    /// Whether an element holds a block; with a count in `breaks`, its `<br>`s are counted there
    /// instead of being blocks (nil: a `<br>` is a block like any other).
    private static func containsBlock(_ element: HTMLElement, depth: Int, breaks: inout Int?) -> Bool {
        guard depth < maximumDepth else { return false }
        return element.children.contains { child in
            if child.name == "br", let count = breaks {
                breaks = count + 1
                return false
            }
            return HTMLElement.blockElements.contains(child.name) || containsBlock(child, depth: depth + 1, breaks: &breaks)
        }
    }
}
