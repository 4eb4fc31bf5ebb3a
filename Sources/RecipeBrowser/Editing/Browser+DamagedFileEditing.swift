// Saving a folder library's damaged file (a git conflict, Cooklang the reader refuses) as the editor returned it.
import RecipeKit

extension Browser {
    /// Writes `edited` over the damaged file `request` opened, byte for byte, and has the folder
    /// read it again: the recipe becomes what the file now says (still damaged, with its note,
    /// when the text is). A file changed on disk meanwhile (a `git checkout`, another editor) is
    /// not overwritten: the person's text is kept in a file of its own and the status line says
    /// where.
    ///
    /// The file's earlier text is git's (or the person's) to keep: the write is no store change,
    /// so `u` does not undo it.
    public func finishDamagedFileEdit(_ request: EditRequest, with edited: String) -> EditOutcome {
        guard let original = request.original, let opened = request.damagedFileText, let followedFiles else {
            return .finished
        }
        let saved = perform("save the file") {
            if try followedFiles.replaceDamagedFile(of: original.id, opened: opened, with: edited) {
                message = "Saved \"\(try store.recipe(with: original.id)?.title ?? original.title)\""
            } else {
                message = "Not saved: the file of \"\(original.title)\" changed on disk meanwhile" + EditSession.keeping(edited)
            }
        }
        if !saved, let failure = message { message = failure + EditSession.keeping(edited) }
        updateChrome()
        return .finished
    }
}
