/// What a recipe's title is without the words a site adds to every title it gives.
enum RecipeTitle {
    /// The title without a last part, after a dash or a bar, that only says it is a recipe
    /// (`Banketstaaf – recept`, `Pancakes | Recipe`): a site's label on every page, not the
    /// dish's name. A title that is nothing else stays as it is.
    static func withoutRecipeSuffix(_ title: String) -> String {
        // Most titles are not followed by a label: the last separator is looked for first.
        guard let separator = title.lastIndex(where: { separators.contains($0) }) else { return title }
        let label = title[title.index(after: separator)...].trimmingCharacters(in: .whitespaces).lowercased()
        guard SectionHeadings.recipeWords.contains(label), title[..<separator].last == " " else { return title }
        let name = title[..<separator].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? title : name
    }

    /// The title without a wiki's namespace (`Cookbook:Pumpkin Pie`): one word and a colon
    /// run into a capital, the way a wiki names its pages, not the way a person writes a title.
    static func withoutNamespace(_ title: String) -> String {
        guard let colon = title.firstIndex(of: ":"), colon != title.startIndex,
              title[..<colon].allSatisfy(\.isLetter) else { return title }
        let rest = title[title.index(after: colon)...]
        guard let first = rest.first, first.isUppercase, rest.count > 1 else { return title }
        return String(rest)
    }

    /// Whether `line` is only the recipe's title written again (`Vegan Oliebollen` for
    /// `Vegan oliebollen`): words compared without case or blanks. A heading (`Pandekager:`, a
    /// section the data names after the recipe) is not the title written again.
    static func isTitle(_ line: String, of title: String) -> Bool {
        func words(_ text: String) -> [Substring] { text.lowercased().split(whereSeparator: \.isWhitespace) }
        let wanted = words(title)
        return !wanted.isEmpty && words(line) == wanted
    }

    private static let separators: Set<Character> = ["-", "–", "—", "|"]
}
