// A save of the editor merged with what the library holds now, field by field (three-way).
import RecipeKit

/// What a save writes: the fields the person changed in the form, put into the recipe as the
/// library holds it now, so that another process's changes meanwhile (a favorite, an import
/// with other ingredients) stay. A field changed on both sides to different values is a conflict.
struct EditMerge: Equatable {
    /// The library's recipe with every change of the person's that does not conflict.
    private(set) var merged: Recipe
    /// The fields the save changes in the library, in form order.
    private(set) var changed: [FormField] = []
    /// The fields the person and someone else both changed, to different values.
    private(set) var conflicts: [FormField] = []

    /// Merges `saved` (what the person saved) into `current` (what the library holds now), both
    /// compared with `opened` (what the editor opened with). Fields the form does not show
    /// (favorite, pictures, date added) are always the library's.
    init(opened: Recipe, saved: Recipe, current: Recipe) {
        merged = current
        let openedForm = RecipeTemplate(opened), savedForm = RecipeTemplate(saved), currentForm = RecipeTemplate(current)
        for field in FormField.allCases where !field.isSame(savedForm, openedForm) {
            if field.isSame(currentForm, openedForm) {
                field.copy(from: saved, to: &merged)
                changed.append(field)
            } else if !field.isSame(currentForm, savedForm) {
                conflicts.append(field)
            }
        }
    }
}
