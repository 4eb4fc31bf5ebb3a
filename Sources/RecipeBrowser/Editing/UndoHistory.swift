// Undo and redo of the changes a person makes in the browser, as store operations.
import RecipeKit

/// A change the person made, with what is needed to take it back and to make it again.
enum RecipeEdit: Equatable, Sendable {
    /// A recipe was deleted; undo restores it with the same ID.
    case deleted(Recipe)
    /// A recipe was added; undo deletes it, redo restores it with the same ID.
    case added(Recipe)
    /// A recipe's favorite mark was set to `isFavorite`.
    case favorite(id: Recipe.ID, title: String, isFavorite: Bool)
    /// A recipe was edited from `before` to `after`.
    case edited(before: Recipe, after: Recipe)

    /// The recipe the change is about: selected after undo or redo when it is in the list.
    var recipeID: Recipe.ID {
        switch self {
        case .deleted(let recipe), .added(let recipe): recipe.id
        case .favorite(let id, _, _): id
        case .edited(_, let after): after.id
        }
    }

    /// The change that takes this one back.
    var inverse: RecipeEdit {
        switch self {
        case .deleted(let recipe): .added(recipe)
        case .added(let recipe): .deleted(recipe)
        case .favorite(let id, let title, let isFavorite): .favorite(id: id, title: title, isFavorite: !isFavorite)
        case .edited(let before, let after): .edited(before: after, after: before)
        }
    }

    /// Performs the change on the store.
    func perform(on store: RecipeStore) throws {
        switch self {
        case .deleted(let recipe): _ = try store.delete(id: recipe.id)
        case .added(let recipe): try store.restore(recipe)
        case .favorite(let id, _, let isFavorite): try store.setFavorite(isFavorite, for: id)
        case .edited(_, let after): try store.update(after)
        }
    }

    /// What the status line says once the change is done: `Deleted "Pancakes"`.
    var summary: String {
        switch self {
        case .deleted(let recipe): "Deleted \"\(recipe.title)\""
        case .added(let recipe): "Added \"\(recipe.title)\""
        case .favorite(_, let title, true): "Marked \"\(title)\" as a favorite"
        case .favorite(_, let title, false): "Unmarked \"\(title)\" as a favorite"
        case .edited(_, let after): "Saved \"\(after.title)\""
        }
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

    /// Takes back the last change on `store`; returns it, or nil when there is nothing to undo.
    /// The stacks change only when the store accepted the change.
    mutating func undo(on store: RecipeStore) throws -> Entry? {
        guard let entry = undoStack.last else { return nil }
        try entry.edit.inverse.perform(on: store)
        redoStack.append(undoStack.removeLast())
        return entry
    }

    /// Makes the last undone change again; returns it, or nil when there is nothing to redo.
    mutating func redo(on store: RecipeStore) throws -> Entry? {
        guard let entry = redoStack.last else { return nil }
        try entry.edit.perform(on: store)
        undoStack.append(redoStack.removeLast())
        return entry
    }
}
