/// Cleans what recipe plugins leave in the lines they write into JSON-LD.
///
/// The most used WordPress recipe plugin writes an ingredient as amount, unit, name and
/// `(notes)`; a cook who typed the note with its own brackets gets `((plus more to taste))`,
/// one who typed `, chopped` gets `(, chopped)`, and an empty note leaves `()`. Printed
/// checkboxes (`▢`) come along when a site copies its list's markup into the text.
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
