/// The words a recipe page heads its parts with, in the languages recipe sites are written in.
enum SectionHeadings {
    /// The part of a recipe a heading opens.
    enum Part {
        case ingredients
        case instructions
        /// A part after the method that is no step (notes, nutrition, tips): where steps end.
        case other
    }

    /// The part a line of the page heads, if it is a heading: its text is one of the words,
    /// or starts with one and stays short (`Ingredients for 4 people:`, `Zutaten für 2 Personen`).
    static func part(headedBy line: String) -> Part? {
        guard line.count <= 48 else { return nil }
        var text = line.lowercased().replacingOccurrences(of: "’", with: "'")
        while let last = text.last, endings.contains(last) || last.isWhitespace { text.removeLast() }
        // A heading may lead into its words (`Here's how to make it`, `Here is what you need`).
        if let leadIn = leadIns.first(where: text.hasPrefix) { text.removeFirst(leadIn.count) }
        guard !text.isEmpty else { return nil }
        if let (part, _) = bareOnly.first(where: { $0.1.contains(text) }) { return part }
        // Dutch heads the method, and its parts, with what is done: `Banketstaaf maken`,
        // `Recept: zelf arretjescake maken`, `Abrikozenvlaai bakken`.
        if methodVerbs.contains(where: text.hasSuffix), text.split(separator: " ").count <= 5 { return .instructions }
        // Chinese and Japanese head it with the dish's name: `番茄焗饭的做法`, `肉じゃがの作り方`.
        if let suffix = dishMethodSuffixes.first(where: text.hasSuffix), text.count > suffix.count { return .instructions }
        for (part, words) in table {
            for word in words where text.hasPrefix(word) {
                let rest = text.dropFirst(word.count)
                if rest.isEmpty { return part }
                // `Ingredients for 4`, `Zutaten (4 Personen)`: a word ends where the name does.
                // `Preparation time: 10 min` is a time, not the method's heading.
                // A wiki's `Ingredients[edit]` link is part of its heading's text.
                if let next = rest.first, next == " " || next == "(" || next == "-" || next == "–" || next == "[" || next == ",",
                   rest.split(separator: " ").count <= 5, !timeWords.contains(where: rest.contains) { return part }
            }
        }
        return nil
    }

    /// Whether a line is nothing but a heading word of `part` (`Instructions`, `Modo de Preparo:`),
    /// the title of a list that some pages' structured data carries as one of its lines.
    static func isBareHeading(_ line: String, of part: Part) -> Bool {
        // Every line of every recipe passes here: most are longer than any heading word.
        guard line.utf8.count <= 40 else { return false }
        var text = line.lowercased()
        while let last = text.last, last == ":" || last == "：" || last == " " { text.removeLast() }
        return bareHeadings[part]?.contains(text) == true
    }

    /// The lines with each part of the list named in capitals made a heading (`FOR THE PASTRY`,
    /// `TO FINISH` → `TO FINISH:`): a short line of capital letters without a digit, the name of
    /// what follows it, which pages put among the ingredients without a colon. A line that ends the
    /// list opens no part (`ICI`, a link's text), and a list with no small letters shouts every line.
    static func withCapitalisedHeadings(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.contains(where: \.isLowercase) }) else { return lines }
        return lines.enumerated().map { index, line in
            index < lines.count - 1 && isCapitalisedName(line) ? ExternalRecipe.headingLine(line) : line
        }
    }

    /// Whether a line is a short name in capitals: three capital letters or more, no small letter,
    /// no digit or fraction, at most six words and not yet a heading.
    private static func isCapitalisedName(_ line: String) -> Bool {
        guard line.utf8.count <= 40, !ExternalRecipe.isHeading(line), line.split(separator: " ").count <= 6 else { return false }
        var capitals = 0
        for character in line {
            if character.isLowercase || character.isNumber { return false }
            if character.isUppercase { capitals += 1 }
        }
        return capitals >= 3
    }

    /// The line without a heading word of `part` glued to its start (`Modo de preparoFrite a
    /// carne…`, where a site ran its list's title into the first line without a space): the
    /// word followed at once by a capital is a heading, not the start of the line.
    static func withoutGluedHeading(_ line: String, of part: Part) -> String {
        guard let words = bareHeadings[part] else { return line }
        for word in words {
            let head = line.prefix(word.count)
            guard head.count == word.count, head.lowercased() == word else { continue }
            let rest = line.dropFirst(word.count)
            if let next = rest.first, next.isUppercase, rest.count > 1 { return String(rest) }
        }
        return line
    }

    /// Whether a line is the recipe's ingredients named as tags (`Ingredients: Beef, Garlic,
    /// Onion`, a blog's links to its ingredient pages that its recipe markup counts as an
    /// ingredient): a heading word, a colon, then names without any amount.
    static func isIngredientTags(_ line: String) -> Bool {
        guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")), line.utf8.distance(from: line.startIndex, to: colon) <= 40,
              bareHeadings[.ingredients]?.contains(line[..<colon].lowercased()) == true else { return false }
        let names = line[line.index(after: colon)...]
        return names.contains(",") && !names.contains(where: \.isNumber)
    }

    /// Whether a line of an ingredient list only says what the lines under it are for (`voor de
    /// gomasio`, `For the sauce`, `Für den Teig`): a group's name, with no amount, no colon yet.
    static func namesPurpose(_ line: String) -> Bool {
        guard line.utf8.count <= 40, !line.contains(where: \.isNumber), !ExternalRecipe.isHeading(line) else { return false }
        let text = line.lowercased()
        return purposeWords.contains(where: text.hasPrefix) && text.split(separator: " ").count <= 5
    }

    /// How a group's name says what it is for, in the languages recipe sites are written in.
    private static let purposeWords = [
        "for the ", "voor de ", "voor het ", "für den ", "für die ", "für das ", "pour la ", "pour le ", "pour les ",
        "per la ", "per il ", "para la ", "para el ", "para o ", "para a ",
    ]

    /// Whether a line is only the word recipe (`Recipe`, `RECIPE:`, `Rezept`).
    static func isRecipeWord(_ line: String) -> Bool {
        guard line.utf8.count <= 24 else { return false }
        var text = line.lowercased()
        while let last = text.last, last == ":" || last == " " { text.removeLast() }
        return recipeWords.contains(text)
    }

    /// Whether a heading names a recipe after the word recipe (`Recipe: Orange Juice Carrots`).
    static func namesRecipe(_ line: String) -> Bool {
        guard line.count <= 80, let colon = line.firstIndex(of: ":") else { return false }
        let name = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return isRecipeWord(String(line[..<colon])) && name.contains(where: \.isLetter)
    }

    /// What may end a heading after its words: a colon (also the full-width one of Chinese and
    /// Japanese pages, `材料：`), a full stop, an exclamation mark (`Let's get started!`).
    private static let endings: Set<Character> = [":", "：", " ", ".", "!"]

    /// The word recipe in the languages recipe sites are written in.
    static let recipeWords: Set<String> = [
        "recipe", "recept", "rezept", "receta", "ricetta", "recette", "receita", "przepis", "opskrift", "oppskrift",
        "resept", "resepti", "recepty", "tarif",
    ]

    private static let bareHeadings: [Part: Set<String>] = Dictionary(
        (table + bareOnly).map { ($0.0, Set($0.1)) }, uniquingKeysWith: { $0.union($1) })

    /// Words that head a part only alone: `Make:` and `Process` over a method, where `Make dough and
    /// bulk ferment` heads one stage of a method written stage by stage.
    private static let bareOnly: [(Part, [String])] = [(.instructions, ["make", "to make", "process"])]

    /// Dutch verbs that end a heading over the method or one of its parts (`X maken`, `X bakken`).
    private static let methodVerbs = [" maken", " bakken", " bereiden"]

    /// What ends a Chinese or Japanese heading over the method after the dish's name: `X's method`.
    private static let dishMethodSuffixes = ["的做法", "の作り方"]

    /// What a heading may say before its words, the way a person introduces a list.
    private static let leadIns = ["here's ", "here is "]

    private static let timeWords = ["time", "tijd", "temps", "tiempo", "tempo", "zeit", "tid", "czas", "min"]

    private static let table: [(Part, [String])] = [
        (.ingredients, [
            "ingredients", "ingredient list", "ingredients list", "you will need", "what you need", "you'll need",
            "what you'll need", "things you'll need", "dit heb je nodig", "wat heb je nodig",
            "ingrédients", "ingredientes", "ingredienti", "zutaten", "ingrediënten", "ingredienser",
            "ainekset", "składniki", "sastojci", "malzemeler", "suroviny", "ingrediente", "hozzávalók", "材料",
            "用料", "食材", "einkaufsliste", "shopping list",
        ]),
        (.instructions, [
            "instructions", "directions", "method", "preparation", "steps", "step-by-step", "step by step", "how to make it", "how to make",
            "procedure", "procédure", "procedimiento", "zo maak je het", "let's get started",
            "cooking instructions", "recipe instructions", "zubereitung", "anleitung", "zubereitungsschritte",
            "préparation", "étapes", "instructions de préparation", "preparación", "elaboración", "modo de preparo",
            "modo de preparação", "preparação", "preparo", "preparazione", "procedimento", "mise en oeuvre", "mise en œuvre", "bereiding", "bereidingswijze",
            "werkwijze", "aan de slag", "bereiden", "voorbereiden", "fremgangsmåde", "fremgangsmåte", "tillagning", "gör så här", "så här gör du", "instruktioner",
            "przygotowanie", "sposób przygotowania", "valmistus", "postup", "hazırlanışı", "elkészítés", "作り方", "做法", "步骤",
            "instrucciones", "pasos", "instruções", "passos", "istruzioni", "passaggi",
        ]),
        (.other, [
            "notes", "recipe notes", "note", "tips", "nutrition", "nutrition facts", "nutritional information",
            "notizen", "hinweise", "nährwerte", "remarques", "astuces", "notas", "consejos", "consigli",
            "opmerkingen", "vinkit", "uwagi", "uwaga", "wskazówki", "porady", "equipment", "video", "comments", "reviews",
            "kosten", "cost", "costs", "additional information", "informações adicionais", "informacoes adicionais",
            "información adicional", "informations complémentaires",
        ]),
    ]
}
