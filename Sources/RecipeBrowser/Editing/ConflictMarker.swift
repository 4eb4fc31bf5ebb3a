// The form reopened after a conflict: both versions of each field changed on both sides, marked.
import RecipeKit

/// The lines that mark the two versions of a conflicting field in the reopened form, and the
/// form itself, with a note on top saying what happened and what to do.
enum ConflictMarker {
    static let yours = "<<<<<<< yours: what you saved"
    static let library = "======= the library's: changed elsewhere while you were editing"
    static let end = ">>>>>>> end of the two versions"

    /// Whether a (trimmed) line is one of the markers.
    static func starts(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("<<<<<<<") || line.hasPrefix("=======") || line.hasPrefix(">>>>>>>")
    }

    /// The parse error for a marker left in a saved form.
    static let leftInPlace = "two versions are still marked here; keep one (or combine them) and delete the lines that start with <<<<<<<, ======= and >>>>>>>"

    /// The form to reopen after a conflict: every field as merged, each conflicting field twice
    /// (the person's version, then the library's) between markers, and a note on top.
    static func form(saved: Recipe, merge: EditMerge, current: Recipe) -> String {
        var yoursInFull = merge.merged
        for field in merge.conflicts { field.copy(from: saved, to: &yoursInFull) }
        let mine = RecipeTemplate(yoursInFull), theirs = RecipeTemplate(current)
        let blocks = FormField.allCases.map { field in
            merge.conflicts.contains(field)
                ? [yours] + mine.lines(for: field) + [library] + theirs.lines(for: field) + [end]
                : mine.lines(for: field)
        }
        return RecipeTemplate.text(of: blocks, above: note(merge.conflicts))
    }

    /// The note on top of the reopened form, naming the fields in conflict.
    static func note(_ conflicts: [FormField]) -> [String] {
        let names = conflicts.map(\.label)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        let prefix = RecipeTemplate.errorPrefix
        return [
            "\(prefix) Not saved yet: while you were editing, this recipe was changed elsewhere too",
            "\(prefix) (another window or a command), and \(list) \(names.count == 1 ? "was" : "were") changed on both sides.",
            "\(prefix) Below, \(names.count == 1 ? "it shows" : "each shows") your version, then the library's, between",
            "\(prefix) <<<<<<< and >>>>>>> lines: keep one (or combine them), delete the marker lines,",
            "\(prefix) then save and quit. Your other changes and the library's other changes are kept.",
        ]
    }
}
