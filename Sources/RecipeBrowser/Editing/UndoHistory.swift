// Undo and redo of the changes a person makes in the browser, as store operations.
import RecipeKit

/// A change the person made, with what is needed to take it back and to make it again.
enum RecipeEdit: Equatable, Sendable {
    /// A recipe was deleted, with its shopping mark and ticks; undo restores all of it with the same ID.
    case deleted(RemovedRecipe)
    /// A recipe was added; undo deletes it, redo restores it with the same ID.
    case added(RemovedRecipe)
    /// A recipe's favorite mark was set to `isFavorite`.
    case favorite(id: Recipe.ID, title: String, isFavorite: Bool)
    /// Fields of a recipe were edited.
    case edited(FieldChange)
    /// A recipe's Cooklang text was saved from the editor.
    case cooklangEdited(CooklangChange)
    /// A recipe's picture was set (`after`) or removed (`after` nil); `before` is the one it had.
    case picture(id: Recipe.ID, title: String, before: StoredPicture?, after: StoredPicture?)

    /// The recipe the change is about: selected after undo or redo when it is in the list.
    var recipeID: Recipe.ID {
        switch self {
        case .deleted(let removed), .added(let removed): removed.recipe.id
        case .favorite(let id, _, _): id
        case .edited(let change): change.id
        case .cooklangEdited(let change): change.id
        case .picture(let id, _, _, _): id
        }
    }

    /// The change that takes this one back.
    var inverse: RecipeEdit {
        switch self {
        case .deleted(let removed): .added(removed)
        case .added(let removed): .deleted(removed)
        case .favorite(let id, let title, let isFavorite): .favorite(id: id, title: title, isFavorite: !isFavorite)
        case .edited(let change): .edited(change.inverse)
        case .cooklangEdited(let change): .cooklangEdited(change.inverse)
        case .picture(let id, let title, let before, let after): .picture(id: id, title: title, before: after, after: before)
        }
    }

    /// Performs the change on the store (a picture, with `files`, on the files the store follows);
    /// returns it as done (a delete with what it took then, an edit with the fields that still
    /// held what it changes).
    func perform(on store: RecipeStore, files: (any FollowedFiles)? = nil) throws -> RecipeEdit {
        switch self {
        case .deleted(let removed): return .deleted(try store.remove(id: removed.recipe.id))
        case .added(let removed): try store.restore(removed); return self
        case .favorite(let id, _, let isFavorite): try store.setFavorite(isFavorite, for: id); return self
        case .edited(let change): return .edited(try change.perform(on: store))
        case .cooklangEdited(let change): try change.perform(on: store); return self
        case .picture(let id, _, _, let after) where files != nil: try files?.writePicture(after, of: id); return self
        case .picture(let id, _, _, let after?): try store.setPicture(after, of: id); return self
        case .picture(let id, _, _, nil): try store.removePicture(of: id); return self
        }
    }

    /// What the status line says once the change is done: `Deleted "Pancakes"`.
    var summary: String {
        switch self {
        case .deleted(let removed): "Deleted \"\(removed.recipe.title)\""
        case .added(let removed): "Added \"\(removed.recipe.title)\""
        case .favorite(_, let title, true): "Marked \"\(title)\" as a favorite"
        case .favorite(_, let title, false): "Unmarked \"\(title)\" as a favorite"
        case .edited(let change): "Saved \"\(change.after.title)\""
        case .cooklangEdited(let change): "Saved \"\(change.after.title)\""
        case .picture(_, let title, _, .some): "Set the picture of \"\(title)\""
        case .picture(_, let title, _, nil): "Removed the picture of \"\(title)\""
        }
    }

    /// The fields of an edit that `done` (this edit as performed) left alone because they were
    /// changed elsewhere since: named in the status line.
    func fieldsLeft(by done: RecipeEdit) -> [FormField] {
        guard case .edited(let asked) = self, case .edited(let performed) = done else { return [] }
        return asked.fields.filter { !performed.fields.contains($0) }
    }
}

/// The undo and redo stacks. A new change clears what could be redone.
struct UndoHistory {
    /// A change and where the person was when they made it (the list's scope and search), so
    /// that undoing it takes them back there.
    struct Entry: Equatable {
        let edit: RecipeEdit
        let place: RecipeQuery
    }

    private var undoStack: [Entry] = []
    private var redoStack: [Entry] = []
    /// How many changes are kept.
    static let limit = 200

    /// Records a change that was just made, at `place`.
    mutating func record(_ edit: RecipeEdit, at place: RecipeQuery = RecipeQuery()) {
        undoStack.append(Entry(edit: edit, place: place))
        if undoStack.count > Self.limit { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    /// Takes back the last change on `store`; returns it and the fields it left alone (changed
    /// elsewhere since), or nil when there is nothing to undo. The stacks change only when the
    /// store accepted the change; redo then makes again what the undo took back.
    mutating func undo(on store: RecipeStore, files: (any FollowedFiles)? = nil) throws -> (entry: Entry, fieldsLeft: [FormField])? {
        guard let entry = undoStack.last else { return nil }
        let asked = entry.edit.inverse
        let done = try asked.perform(on: store, files: files)
        undoStack.removeLast()
        redoStack.append(Entry(edit: done.inverse, place: entry.place))
        return (entry, asked.fieldsLeft(by: done))
    }

    /// Makes the last undone change again; returns it and the fields it left alone, or nil when
    /// there is nothing to redo.
    mutating func redo(on store: RecipeStore, files: (any FollowedFiles)? = nil) throws -> (entry: Entry, fieldsLeft: [FormField])? {
        guard let entry = redoStack.last else { return nil }
        let done = try entry.edit.perform(on: store, files: files)
        redoStack.removeLast()
        undoStack.append(Entry(edit: done, place: entry.place))
        return (entry, entry.edit.fieldsLeft(by: done))
    }
}
