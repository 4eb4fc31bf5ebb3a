/// Cleans what recipe plugins leave in the lines they write into JSON-LD.
///
/// The most used WordPress recipe plugin writes an ingredient as amount, unit, name and
/// `(notes)`; a cook who typed the note with its own brackets gets `((plus more to taste))`,
/// one who typed `, chopped` gets `(, chopped)`, and an empty note leaves `()`. Printed
/// checkboxes (`▢`) come along when a site copies its list's markup into the text. A site whose
/// form wants a number writes "as required" as `0 As required salt`.
enum PluginArtefacts {
    /// The line with doubled brackets made single, a note's leading comma put back outside its
    /// bracket, empty brackets and checkbox glyphs removed, and spaces before punctuation closed.
    static func cleaned(_ line: String) -> String {
        guard line.contains(where: { $0 == "(" || $0 == "▢" || $0 == "☐" }) else { return line }
        var scalars = Array(line.unicodeScalars.filter { $0 != "▢" && $0 != "☐" })
        scalars = withoutPluginBrackets(scalars)
        var text = String(String.UnicodeScalarView(scalars))
        text = text.replacingOccurrences(of: "()", with: "")
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        text = text.replacingOccurrences(of: " ,", with: ",").replacingOccurrences(of: " )", with: ")")
        text = text.replacingOccurrences(of: "( ", with: "(")
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// An ingredient line cleaned (``cleaned(_:)``), and a zero amount that stands for a phrase
    /// put after the name: a site's form that requires an amount stores "as required" as the
    /// amount 0 and the words before the name (`0 As required salt`), read as the page shows it,
    /// `salt as required`.
    static func cleanedIngredient(_ line: String) -> String {
        cleaned(withoutZeroAmount(line))
    }

    private static func withoutZeroAmount(_ line: String) -> String {
        guard line.hasPrefix("0 ") else { return line }
        let rest = line.dropFirst(2)
        for phrase in quantityPhrases where rest.lowercased().hasPrefix(phrase + " ") {
            let name = rest.dropFirst(phrase.count + 1).trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? line : name + " " + phrase
        }
        return line
    }

    private static let quantityPhrases = ["as required", "as needed", "as per taste", "as per requirement", "to taste", "optional"]

    /// `((x))` becomes `(x)` when the outer pair holds nothing but the inner one; `(, x)` becomes `, x`.
    private static func withoutPluginBrackets(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var partner = [Int?](repeating: nil, count: scalars.count)
        var open: [Int] = []
        for (index, scalar) in scalars.enumerated() {
            if scalar == "(" { open.append(index) }
            if scalar == ")", let start = open.popLast() { partner[start] = index }
        }
        var dropped = Set<Int>()
        for (start, end) in partner.enumerated() {
            guard let end, start + 1 < end - 1,
                  scalars[start + 1] == "," || (scalars[start + 1] == "(" && partner[start + 1] == end - 1) else { continue }
            dropped.insert(start)
            dropped.insert(end)
        }
        return scalars.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }
}
