// Saving a recipe's Cooklang text as the editor returned it, byte for byte.
import RecipeFormats
import RecipeKit

extension Browser {
    /// Saves `edited`, the Cooklang text the editor returned for `request` (its note lines on top
    /// removed). A text that is not one good recipe, or still holds conflict markers, reopens with
    /// the problem on top; a text changed elsewhere meanwhile reopens with both versions marked;
    /// a recipe deleted meanwhile reopens to be added again as a new recipe.
    @discardableResult
    public func finishCooklangEdit(_ request: EditRequest, with edited: String) -> EditOutcome {
        let text = CooklangEditText.removingNote(edited)
        if let line = CooklangEditText.markerLine(text) {
            message = "Not saved: two versions are still marked in the text"
            updateChrome()
            return .reopen(request, text: CooklangEditText.noted(text, CooklangEditText.problemNote("line \(line): \(ConflictMarker.leftInPlace)")))
        }
        var outcome = EditOutcome.finished
        perform("save") {
            do {
                if let original = request.original {
                    outcome = try saveCooklang(text, openedAs: original, request: request)
                } else {
                    try addCooklang(text, recreating: request.recreating)
                }
            } catch let problem as FormatProblem {
                message = "Not saved: \(problem)"
                outcome = .reopen(request, text: CooklangEditText.noted(text, CooklangEditText.problemNote("\(problem)")))
            }
        }
        updateChrome()
        return outcome
    }

    /// Writes `text` over `original`'s Cooklang text when the library still keeps the text the
    /// editor opened with; what to do next.
    private func saveCooklang(_ text: String, openedAs original: Recipe, request: EditRequest) throws -> EditOutcome {
        let result: CooklangSave
        do {
            result = try store.saveCooklang(text, of: original.id, opened: request.cooklangSource)
        } catch LibraryError.noSuchRecipe(let id) where id == original.id {
            message = "\"\(original.title)\" was deleted elsewhere while you edited it: save to add it again"
            return .reopen(EditRequest(original: nil, joining: [], favorite: original.isFavorite, recreating: original, editsCooklang: true),
                           text: CooklangEditText.noted(text, CooklangEditText.deletedNote))
        }
        switch result {
        case .changedMeanwhile(let current, let currentSource):
            message = currentSource == nil ? "Edited elsewhere as a form meanwhile: see the note in the editor"
                : "Changed elsewhere meanwhile: both versions are marked in the editor"
            return .reopen(EditRequest(original: current, joining: [], favorite: current.isFavorite,
                                       cooklangSource: currentSource, editsCooklang: true),
                           text: CooklangEditText.conflict(yours: text, theirs: currentSource))
        case .saved(let before, let beforeSource, let after):
            guard after != before || beforeSource != text else {
                message = "No changes"
                return .finished
            }
            history.record(.cooklangEdited(CooklangChange(before: before, beforeSource: beforeSource, after: after, afterSource: text)),
                           at: list.query)
            message = "Saved \"\(after.title)\""
            reveal(original.id)
            return .finished
        }
    }

    /// Adds `text` as a new recipe keeping it as its Cooklang text, with what the form does not
    /// show (favorite, pictures) of `recreating`, the recipe deleted meanwhile.
    private func addCooklang(_ text: String, recreating: Recipe?) throws {
        let (read, statesRating) = try Recipe.reading(cooklang: text, untitled: recreating?.title ?? "Untitled")
        var fresh = recreating.map(EditRequest.asNew) ?? read
        fresh.takeCooklangFields(of: read, statesRating: statesRating)
        var added = try store.add(fresh)
        try store.putBack(added, cooklangSource: text)
        added = try store.recipe(with: added.id) ?? added
        history.record(.added(RemovedRecipe(recipe: added)), at: list.query)
        message = "Added \"\(added.title)\" again, as a new recipe — u to undo"
        reveal(added.id)
    }
}
