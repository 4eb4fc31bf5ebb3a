/// The times a page shows beside its recipe, a label and its value: `Prep Time: 20 minutes`,
/// `Temps total` then `60 min`, `Gesamtzeit:` then `0:25`, `Ready in around 20 mins`.
///
/// The value is read as free text (`FreeTextDuration`), in the label's own line or in the short
/// line right after it; the first of each kind counts. A page that labels no time may show the
/// total alone beside the servings under the title (`4 personen`, `30 min`).
enum PageTimes {
    /// The kind of time a label names, as the schema.org property it fills.
    enum Kind: String, CaseIterable {
        case total = "totalTime"
        case prep = "prepTime"
        case cook = "cookTime"
    }

    /// The texts of the first total, preparation and cooking times shown, by the property each fills,
    /// from the page's `h1` on: times above it are other recipes' (cards in a header linking to them).
    static func times(in blocks: [PageBlock]) -> [Kind: String] {
        var times: [Kind: String] = [:]
        let title = blocks.firstIndex { $0.kind == .heading(level: 1) }
        let start = title ?? 0
        for (index, block) in zip(blocks[start...].indices, blocks[start...]) {
            if block.cells.count > 1, index + 1 < blocks.count {
                columns(labels: block.cells, values: blocks[index + 1].cells, into: &times)
            }
            guard block.text.count <= 48, let (kind, rest) = label(of: block.text), times[kind] == nil else { continue }
            if isTime(rest) {
                times[kind] = rest
            } else if rest.isEmpty, index + 1 < blocks.count, isTime(blocks[index + 1].text) {
                times[kind] = blocks[index + 1].text
            }
            if times.count == Kind.allCases.count { break }
        }
        if times.isEmpty, let title, let total = unlabeledTime(in: blocks, after: title) { times[.total] = total }
        return times
    }

    /// The one time with no label among the few lines right under the recipe's title, before any
    /// other heading (`4 personen`, `30 min`, `waardering 7,9`): what the recipe takes in all,
    /// which such pages show beside its servings. The line must be a time and nothing else
    /// (`5 min read` is no recipe's time); two such lines are told apart only by their icons
    /// (preparation, cooking), so neither is read. A page that labels any time is read by its labels.
    private static func unlabeledTime(in blocks: [PageBlock], after title: Int) -> String? {
        var found: [String] = []
        for block in blocks[(title + 1)...].prefix(linesUnderTitle) {
            if case .heading = block.kind { break }
            let words = block.text.lowercased().split { !$0.isLetter }
            if isTime(block.text), words.allSatisfy({ FreeTextDuration.units[String($0)] != nil || otherUnits.contains(String($0)) }) {
                found.append(block.text)
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// How many lines under a recipe's title its servings and time are shown within.
    private static let linesUnderTitle = 4

    /// Times in a table whose row of labels (`Prep time`, `Cook time`, `Yields`) is followed by
    /// a row of their values, column by column.
    private static func columns(labels: [String], values: [String], into times: inout [Kind: String]) {
        guard values.count == labels.count else { return }
        for (label, value) in zip(labels, values) where label.count <= 48 {
            if let (kind, rest) = self.label(of: label), rest.isEmpty, times[kind] == nil, isTime(value) { times[kind] = value }
        }
    }

    /// The kind of time a line's label names and the rest of the line after it.
    private static func label(of line: String) -> (Kind, String)? {
        let text = line.lowercased()
        for (kind, label) in labels where text.hasPrefix(label) {
            let rest = text.dropFirst(label.count)
            // A label is a word or words of its own (`Cooking time`, not `Cookies`); a label of
            // several words may run into its value when the page sets them in two elements with
            // nothing between (`<span>Tempo de preparo</span><span>Até 1h</span>`).
            let value = String(rest.drop { $0 == ":" || $0 == " " || $0 == "\u{A0}" || $0 == "-" })
            guard rest.first.map({ !$0.isLetter }) ?? true || (label.contains(" ") && isTime(value)) else { continue }
            return (kind, value)
        }
        return nil
    }

    /// Whether a short text is an amount of time and little else (`35m`, `1:15 h`, `under 1 hour`,
    /// `0:25`): it names a unit of time or is written `h:mm`, so that `Total Fat 8.91` is no time.
    private static func isTime(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 24, text.split(separator: " ").count <= 4, text.contains(where: \.isNumber),
              let seconds = FreeTextDuration.seconds(text), seconds > 0, seconds < 7 * 24 * 3_600 else { return false }
        let words = text.lowercased().split { !$0.isLetter }
        return text.contains(":") || words.contains { FreeTextDuration.units[String($0)] != nil || otherUnits.contains(String($0)) }
    }

    /// Hours and minutes in the languages of `labels`, beside the English units `FreeTextDuration` reads.
    private static let otherUnits: Set<String> = [
        "minuten", "minuti", "minutos", "minuter", "minutter", "minut", "minuty", "minuut", "stunden", "stunde", "uur",
        "heure", "heures", "hora", "horas", "ore", "ora", "timer", "timme", "timmar", "time", "godz", "godzina", "godziny",
    ]

    /// Labels by kind, longest first so that `prep time` is not read as `prep` and ` time…`.
    private static let labels: [(Kind, String)] = [
        (.total, ["total time", "total", "time", "ready in", "temps total", "durée totale", "gesamtzeit", "zeit gesamt",
                  "tempo total", "tiempo total", "totale tijd", "totaal", "tempo totale", "czas całkowity", "total tid",
                  "kokonaisaika", "insgesamt"]),
        (.prep, ["prep time", "prep", "preparation time", "préparation", "temps de préparation", "zubereitungszeit",
                 "zubereitungsdauer", "vorbereitungszeit", "arbeitszeit", "tempo de preparo", "tempo de preparação",
                 "tempo di preparazione", "tiempo de preparación", "bereidingstijd", "voorbereidingstijd",
                 "czas przygotowania", "forberedelsestid", "förberedelsetid"]),
        (.cook, ["cook time", "cook", "cooking time", "cooking", "cuisson", "temps de cuisson", "garzeit", "kochzeit", "backzeit",
                 "tempo de cozimento", "tempo di cottura", "tiempo de cocción", "kooktijd", "baktijd", "czas gotowania",
                 "tilberedningstid", "koketid"]),
    ].flatMap { kind, words in words.map { (kind, $0) } }.sorted { $0.1.count > $1.1.count }
}
