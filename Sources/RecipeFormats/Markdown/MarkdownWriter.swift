/// Writes recipes as Markdown for people: a title, a line of facts, the ingredients as a list,
/// the directions numbered, then notes. Heading lines (`For the sauce:`) become subheadings.
public enum MarkdownWriter {
    /// One `.md` file per recipe, named from the titles (safe and unique, see `FileNames`).
    public static func files(for recipes: [ExternalRecipe]) -> [ExportedFile] {
        let names = FileNames.unique(forTitles: recipes.map(\.title), fileExtension: "md")
        return zip(names, recipes).map { ExportedFile(name: $0, text: text(for: $1)) }
    }

    /// One file, `name`, holding every recipe, separated by rules.
    public static func file(for recipes: [ExternalRecipe], named name: String = "recipes.md") -> ExportedFile {
        ExportedFile(name: name, text: recipes.map(text(for:)).joined(separator: "\n---\n\n"))
    }

    /// The Markdown of one recipe.
    public static func text(for recipe: ExternalRecipe) -> String {
        var lines = ["# " + escaped(recipe.title), ""]
        let facts = self.facts(of: recipe)
        if !facts.isEmpty { lines += facts + [""] }
        for url in recipe.imageURLs.prefix(1) { lines += ["![\(escaped(recipe.title))](<\(url)>)", ""] }
        if !recipe.ingredients.isEmpty {
            lines += ["## Ingredients", ""]
            for line in recipe.ingredients {
                lines += ExternalRecipe.isHeading(line)
                    ? (lines.last == "" ? [] : [""]) + ["### " + escaped(ExternalRecipe.headingName(line)), ""]
                    : ["- " + escaped(line)]
            }
            lines.append("")
        }
        if !recipe.directions.isEmpty {
            lines += ["## Directions", ""]
            var number = 1
            for line in recipe.directions {
                if ExternalRecipe.isHeading(line) {
                    lines += (lines.last == "" ? [] : [""]) + ["### " + escaped(ExternalRecipe.headingName(line)), ""]
                    number = 1
                } else {
                    lines.append("\(number). " + escaped(line))
                    number += 1
                }
            }
            lines.append("")
        }
        if let notes = recipe.notes, !notes.isEmpty {
            lines += ["## Notes", ""] + notes.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) } + [""]
        }
        return lines.joined(separator: "\n")
    }

    /// Servings and times on one line; collections, source, rating and favorite on lines of their own.
    private static func facts(of recipe: ExternalRecipe) -> [String] {
        var summary: [String] = []
        if !recipe.servings.isEmpty { summary.append("**Servings:** " + escaped(recipe.servings)) }
        let times = [("Prep", recipe.prepTime), ("Cook", recipe.cookTime), ("Total", recipe.totalTime)]
        for (label, time) in times {
            if let time { summary.append("**\(label):** " + FreeTextDuration.readableText(seconds: time)) }
        }
        var lines = summary.isEmpty ? [] : [summary.joined(separator: " · ") + "  "]
        if !recipe.collections.isEmpty { lines.append("**Collections:** " + recipe.collections.map(escaped).joined(separator: ", ") + "  ") }
        if let source = recipe.sourceURL {
            let isAddress = source.hasPrefix("http://") || source.hasPrefix("https://")
            lines.append("**Source:** " + (isAddress ? "<\(source)>" : escaped(source)) + "  ")
        }
        if let rating = recipe.rating {
            let stars = max(0, min(5, rating))
            lines.append("**Rating:** " + String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars) + "  ")
        }
        if recipe.isFavorite == true { lines.append("**Favorite**  ") }
        if let last = lines.last { lines[lines.count - 1] = String(last.dropLast(2)) }
        return lines
    }

    /// Text with Markdown's inline marks escaped (`*`, `_`, `` ` ``, `[`, `]`, `<`, `\`), and a
    /// start that would read as a heading, quote, list or rule escaped too.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            if "\\*_`[]<".contains(character) { output.append("\\") }
            output.append(character)
        }
        if let first = output.first, "#>+-=|".contains(first) { output = "\\" + output }
        if let dot = output.firstIndex(where: { !$0.isNumber }), dot != output.startIndex,
           output[dot] == "." || output[dot] == ")" {
            output.insert("\\", at: dot)
        }
        return output
    }
}
