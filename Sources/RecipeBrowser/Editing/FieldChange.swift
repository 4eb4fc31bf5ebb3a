// The undo entry of an editor save: the fields it changed, put back only where still as written.
import RecipeKit

/// The fields a save changed in one recipe, with their values before and after: undo puts back
/// exactly these, and only where the library still holds what the save wrote.
struct FieldChange: Equatable, Sendable {
    let id: Recipe.ID
    /// The recipe's title after the change, for the status line.
    let title: String
    let fields: [FormField]
    let before: Recipe
    let after: Recipe

    /// The change that takes this one back.
    var inverse: FieldChange { FieldChange(id: id, title: before.title, fields: fields, before: after, after: before) }

    /// Sets each field that still holds its `before` value to its `after` value, in one
    /// transaction; a field changed elsewhere since is left as it is. Returns what was done.
    func perform(on store: RecipeStore) throws -> FieldChange {
        var done: [FormField] = []
        let stored = try store.update(id: id) { current in
            done = []
            for field in fields {
                if field.isSame(current, before) {
                    field.copy(from: after, to: &current)
                    done.append(field)
                } else if field.isSame(current, after) {
                    done.append(field)
                }
            }
        }
        return FieldChange(id: id, title: stored.after.title, fields: done, before: before, after: after)
    }
}
