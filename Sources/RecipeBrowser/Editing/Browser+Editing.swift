// Saving what the editor returned: only the person's changes, merged with the library's now.
import RecipeKit

/// What becomes of a saved form.
public enum EditOutcome: Equatable, Sendable {
    /// Saved, added, or nothing to save: the status line says which.
    case finished
    /// The form goes back to the editor with `text`, as `request`: a conflict to resolve, or a
    /// recipe deleted elsewhere meanwhile to add again.
    case reopen(EditRequest, text: String)
}

extension Browser {
    /// Saves what the editor returned for `request`. An edit writes only the fields the person
    /// changed, into the recipe as the library holds it now (see `EditMerge`); a field changed on
    /// both sides reopens the form with both versions marked; a recipe deleted meanwhile reopens
    /// the form as a new recipe. A new recipe is added and becomes selected. Errors from the
    /// store are shown in the status line.
    @discardableResult
    public func finishEditing(_ request: EditRequest, with template: RecipeTemplate) -> EditOutcome {
        var outcome = EditOutcome.finished
        perform("save") {
            let saved = request.recipe(from: template)
            if let original = request.original {
                outcome = try save(saved, openedAs: original, template: template)
            } else {
                let added = try store.add(saved)
                history.record(.added(RemovedRecipe(recipe: added)), at: list.query)
                message = request.recreating == nil ? "Added \"\(added.title)\" — u to undo"
                    : "Added \"\(added.title)\" again, as a new recipe — u to undo"
                reveal(added.id)
            }
        }
        updateChrome()
        return outcome
    }

    /// Tells the person an edit was cancelled (file unchanged or emptied), or where its text was kept.
    public func editingCancelled(_ reason: String) {
        message = reason
        updateChrome()
    }

    /// Merges and writes an edit of `original` in one transaction; what to do next.
    private func save(_ saved: Recipe, openedAs original: Recipe, template: RecipeTemplate) throws -> EditOutcome {
        var merge: EditMerge?
        let stored: (before: Recipe, after: Recipe)
        do {
            stored = try store.update(id: original.id) { current in
                let merged = EditMerge(opened: original, saved: saved, current: current)
                merge = merged
                if merged.conflicts.isEmpty { current = merged.merged }
            }
        } catch LibraryError.noSuchRecipe(let id) where id == original.id {
            message = "\"\(original.title)\" was deleted elsewhere while you edited it: save to add it again"
            return .reopen(EditRequest(original: nil, joining: [], favorite: original.isFavorite, recreating: original),
                           text: Self.deletedMeanwhileForm(template))
        }
        guard let merge else { return .finished }
        if !merge.conflicts.isEmpty {
            message = "Changed elsewhere meanwhile: both versions are marked in the editor"
            return .reopen(EditRequest(original: stored.before, joining: [], favorite: stored.before.isFavorite),
                           text: ConflictMarker.form(saved: saved, merge: merge, current: stored.before))
        }
        guard stored.after != stored.before else {
            message = RecipeTemplate(saved) == RecipeTemplate(original) ? "No changes" : "No changes: the library already holds them"
            return .finished
        }
        history.record(.edited(FieldChange(id: original.id, title: stored.after.title, fields: merge.changed,
                                           before: stored.before, after: stored.after)), at: list.query)
        message = "Saved \"\(stored.after.title)\""
        reveal(original.id)
        return .finished
    }

    /// The form of a recipe deleted elsewhere while it was edited: the person's text, with a
    /// note on top saying what happened and what saving does now.
    static func deletedMeanwhileForm(_ template: RecipeTemplate) -> String {
        let prefix = RecipeTemplate.errorPrefix
        return RecipeTemplate.text(of: FormField.allCases.map(template.lines(for:)), above: [
            "\(prefix) Not saved yet: this recipe was deleted elsewhere (another window or a command)",
            "\(prefix) while you were editing it. To add your text as a new recipe, delete these # !",
            "\(prefix) lines, then save and quit; to let it go, delete everything. Quit without saving",
            "\(prefix) and your text is kept in a file (the status line says where).",
        ])
    }
}
