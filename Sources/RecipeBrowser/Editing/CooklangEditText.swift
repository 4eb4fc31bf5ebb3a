// The Cooklang text reopened in the editor: a note of `-- !` comment lines on top, and the two
// versions of a text changed meanwhile between conflict markers.
import Foundation

/// The texts the editor reopens with when a Cooklang edit could not be saved as it was.
enum CooklangEditText {
    /// Starts each line of the note on top of a reopened text: a Cooklang comment, so the text
    /// stays Cooklang, and removed again before saving.
    static let notePrefix = "-- !"

    /// `text` without the note lines on top of it (what saving writes).
    static func removingNote(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.drop { $0.hasPrefix(notePrefix) }.joined(separator: "\n")
    }

    /// Whether `text` holds nothing but the note and white space: the person emptied it.
    static func isBlank(_ text: String) -> Bool {
        removingNote(text).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The first line of `text` that is a conflict marker left in place, counted from 1.
    static func markerLine(_ text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { ConflictMarker.starts($0.trimmingCharacters(in: .whitespaces)) }
            .map { $0 + 1 }
    }

    /// `text` with `note` on top, each line of it (even one with line breaks) a note line.
    static func noted(_ text: String, _ note: [String]) -> String {
        let lines = note.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        return (lines.map { "\(notePrefix) \($0)" } + [text]).joined(separator: "\n")
    }

    /// The note for a text that is not one good Cooklang recipe.
    static func problemNote(_ problem: String) -> [String] {
        ["Not saved yet: \(problem)",
         "Fix it, then save and quit again (or delete everything to cancel). These -- ! lines go when you save."]
    }

    /// The note for a text whose recipe was deleted elsewhere while it was edited.
    static let deletedNote = [
        "Not saved yet: this recipe was deleted elsewhere (another window or a command) while you",
        "were editing it. To add your text as a new recipe, delete these -- ! lines, then save and quit;",
        "to let it go, delete everything. Quit without saving and your text is kept in a file (the",
        "status line says where).",
    ]

    /// The text to reopen when the library's Cooklang text changed while `yours` was edited:
    /// both between markers with a note on top, or, when the library keeps no Cooklang text any
    /// more (`theirs` is nil: edited as a form), a note saying so above yours.
    static func conflict(yours: String, theirs: String?) -> String {
        guard let theirs else {
            return noted(yours, [
                "Not saved yet: while you were editing, this recipe was edited elsewhere as a form (another",
                "window or a command), so the library keeps no Cooklang text for it any more. To replace",
                "the recipe's fields with what your text below says, delete these -- ! lines, then save and",
                "quit; to keep the library's version, delete everything.",
            ])
        }
        let body = [ConflictMarker.yours, withoutFinalNewline(yours), ConflictMarker.library, withoutFinalNewline(theirs), ConflictMarker.end]
        return noted(body.joined(separator: "\n") + "\n", [
            "Not saved yet: while you were editing, this recipe's Cooklang text was changed elsewhere too",
            "(another window or a command). Below are your text, then the library's, between <<<<<<<",
            "and >>>>>>> lines: keep one (or combine them), delete the marker lines, then save and quit.",
            "These -- ! lines go when you save.",
        ])
    }

    private static func withoutFinalNewline(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
