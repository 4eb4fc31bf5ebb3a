import Ingredients

/// How the shopping list reads as text and as Markdown: items under their aisle, ticked ones last.
enum ShoppingText {
    /// `Aisle` headings, then `  [ ] 700 g flour  (Bread, Pizza)`; the ticked items under "Ticked".
    /// The items at home (`ShoppingList.atHome`, a folder's `pantry.conf`) are counted on a last
    /// line, or listed under "At home" with `showingAtHome`.
    static func plain(_ list: ShoppingList, showingAtHome: Bool = false) -> String {
        guard !list.items.isEmpty || !list.atHome.isEmpty else {
            return "The shopping list is empty; `recipes shopping add ID` adds a recipe.\n"
        }
        var text = sections(of: list).map { section in
            ([section.title] + section.items.map { item in
                "  " + box(item, in: list) + " " + TerminalText.line(item.text) + "  (" + recipes(item) + ")"
            }).joined(separator: "\n") + "\n"
        }.joined()
        guard !list.atHome.isEmpty else { return text }
        if showingAtHome {
            text += "At home (pantry.conf)\n" + list.atHome.map { "  - " + TerminalText.line($0.text) + "  (" + recipes($0) + ")\n" }.joined()
        } else {
            let count = list.atHome.count
            text += "(\(count) item\(count == 1 ? "" : "s") at home left out, as pantry.conf says; --at-home lists \(count == 1 ? "it" : "them"))\n"
        }
        return text
    }

    /// `# Shopping list`, `## Aisle` headings and `- [ ] 700 g flour (Bread, Pizza)` checklist items.
    static func markdown(_ list: ShoppingList) -> String {
        var text = "# Shopping list\n"
        for section in sections(of: list) {
            text += "\n## \(section.title)\n\n"
            for item in section.items {
                text += "- " + box(item, in: list) + " " + markdownEscaped(item.text) + " (" + markdownEscaped(recipes(item)) + ")\n"
            }
        }
        return text
    }

    /// The items in runs of one aisle each, then the ticked items in one run of their own.
    private static func sections(of list: ShoppingList) -> [(title: String, items: [ShoppingItem])] {
        var sections: [(title: String, items: [ShoppingItem])] = []
        for item in list.items {
            let title = list.isTicked(item) ? "Ticked" : item.aisleTitle
            if sections.last?.title == title {
                sections[sections.count - 1].items.append(item)
            } else {
                sections.append((title, [item]))
            }
        }
        return sections
    }

    private static func box(_ item: ShoppingItem, in list: ShoppingList) -> String {
        list.isTicked(item) ? "[x]" : "[ ]"
    }

    private static func recipes(_ item: ShoppingItem) -> String {
        item.recipeTitles.map(TerminalText.line).joined(separator: ", ")
    }

    /// Text with Markdown's inline syntax characters escaped, so a title cannot become a link or markup.
    private static func markdownEscaped(_ text: String) -> String {
        var escaped = ""
        for character in TerminalText.line(text) {
            if "\\`*_[]<>#|!~".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
