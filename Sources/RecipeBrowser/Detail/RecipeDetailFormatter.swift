// A recipe laid out for the detail pane: title, times, servings, collections, ingredients, steps.
import Ingredients
import RecipeKit
import RecipeStructure
import TerminalUI

/// How a recipe's amounts are shown: the servings wanted (nil: as written) and the units.
struct RecipePresentation: Equatable {
    /// The servings the ingredients are scaled to; nil keeps the recipe's own.
    var servings: Double?
    /// The measuring system amounts are shown in.
    var units: UnitSystem = .asWritten
    /// The recipe's language: a scaled count makes a name plural only in English.
    var language: RecipeLanguage = .english
}

/// Lays a recipe out as rows wrapped to a width.
struct RecipeDetailFormatter {
    let glyphs: Glyphs

    /// The rows for `recipe` at `columns` columns, its amounts scaled and converted as
    /// `presentation` says (fixed amounts kept); ingredient groups and step sections under their
    /// headings, steps numbered across sections, with their amounts, and word-wrapped.
    func rows(for recipe: Recipe, structure: StructuredRecipe, columns: Int, presentation: RecipePresentation = RecipePresentation()) -> [Row] {
        let sanitizer = TextSanitizer(unicode: glyphs.isUnicode)
        let width = max(1, columns - 1)
        var rows: [Row] = []
        // The favorite mark sits at the end of the first line, so toggling it redraws one row.
        let mark = [Segment(recipe.isFavorite ? glyphs.heart : " ", role: .accent)]
        let titleWidth = max(1, width - 2)
        for (index, line) in TextWrapping.wrap(sanitizer.sanitize(recipe.title), columns: titleWidth).enumerated() {
            rows.append(Row([Segment(line, role: .header)], accessory: index == 0 ? mark : []))
        }
        // A recipe that states no time at all (most Cooklang files) gets no row of dashes; one that
        // states some shows the others as unknown, as the command line does.
        if recipe.totalTime > 0 {
            let times = ["Prep \(time(recipe.prepTime))", "Cook \(time(recipe.cookTime))",
                         "Total \(time(recipe.totalTime))"].joined(separator: glyphs.separator)
            rows.append(contentsOf: wrapped(times, width: width, role: .dim))
        }
        let servings = Servings(parsing: recipe.servings)
        let factor = presentation.servings.flatMap { target in servings.map { $0.factor(forServings: target) } } ?? 1
        if let target = presentation.servings, let servings {
            rows.append(contentsOf: wrapped("Serves " + sanitizer.sanitize(servings.formatted(scaledTo: target, language: presentation.language)), width: width, role: .accent))
        } else if !recipe.servings.isEmpty {
            rows.append(contentsOf: wrapped(sanitizer.sanitize(Servings.heading(for: recipe.servings)), width: width, role: .dim))
        }
        if !recipe.collections.isEmpty {
            rows.append(contentsOf: wrapped("In " + recipe.collections.map(sanitizer.sanitize).joined(separator: ", "),
                                            width: width, role: .dim))
        }
        rows += ingredientRows(structure, factor: factor, units: presentation.units, language: presentation.language, width: width,
                               sanitizer: sanitizer)
        rows += stepRows(structure, factor: factor, units: presentation.units, language: presentation.language, width: width,
                         sanitizer: sanitizer)
        rows.append(contentsOf: sourceRows(for: recipe, width: width, sanitizer: sanitizer))
        return rows
    }

    /// "Ingredients", then each group's heading and its lines, bulleted; a line the parser cannot
    /// read is shown as written.
    private func ingredientRows(_ structure: StructuredRecipe, factor: Double, units: UnitSystem, language: RecipeLanguage, width: Int,
                                sanitizer: TextSanitizer) -> [Row] {
        guard structure.ingredientGroups.contains(where: { !$0.items.isEmpty }) else { return [] }
        var rows = [Row(""), Row([Segment("Ingredients", role: .header)])]
        let bullet = glyphs.isUnicode ? "•" : "-"
        for group in structure.ingredientGroups {
            if let heading = group.heading { rows += wrapped(sanitizer.sanitize(heading), width: width, role: .accent) }
            for item in group.items {
                // Each line at the scale of the uses it stands for: a fixed one's amount is kept.
                let shown = item.text(scaledBy: factor, in: units, language: language)
                rows += TextWrapping.wrap("\(bullet) " + sanitizer.sanitize(shown), columns: width, hangingIndent: 2).map { Row($0) }
            }
        }
        return rows
    }

    /// "Directions", then each section's heading and its steps, numbered across sections (numbers
    /// right-aligned, so continuation lines of steps 1–9 line up with those of step 10).
    private func stepRows(_ structure: StructuredRecipe, factor: Double, units: UnitSystem, language: RecipeLanguage, width: Int,
                          sanitizer: TextSanitizer) -> [Row] {
        guard structure.stepCount > 0 else { return [] }
        var rows = [Row(""), Row([Segment("Directions", role: .header)])]
        let numberWidth = String(structure.stepCount).count
        var number = 0
        for section in structure.sections {
            if let heading = section.heading { rows += wrapped(sanitizer.sanitize(heading), width: width, role: .accent) }
            for step in section.steps {
                number += 1
                // Wrapping drops leading spaces, so the padding that right-aligns " 9." beside "10."
                // goes before every line after wrapping, and continuation lines stay under the text.
                let label = "\(number). "
                let padding = String(repeating: " ", count: numberWidth - String(number).count)
                let indent = String(repeating: " ", count: label.count)
                for (index, line) in step.text(scaledBy: factor, in: units, language: language).split(separator: "\n").enumerated() {
                    let text = index == 0 ? label + sanitizer.sanitize(String(line)) : sanitizer.sanitize(String(line))
                    let hanging = index == 0 ? label.count : 0
                    let lead = index == 0 ? padding : padding + indent
                    rows += TextWrapping.wrap(text, columns: max(1, width - lead.count), hangingIndent: hanging)
                        .map { Row(lead + $0) }
                }
            }
        }
        return rows
    }

    /// Where an imported recipe came from, its rating and notes, after everything else.
    private func sourceRows(for recipe: Recipe, width: Int, sanitizer: TextSanitizer) -> [Row] {
        var rows: [Row] = []
        if recipe.rating > 0 || !recipe.sourceURL.isEmpty { rows.append(Row("")) }
        if recipe.rating > 0 {
            let stars = glyphs.isUnicode
                ? String(repeating: "★", count: recipe.rating) + String(repeating: "☆", count: 5 - recipe.rating)
                : "\(recipe.rating)/5"
            rows.append(contentsOf: wrapped("Rating " + stars, width: width, role: .dim))
        }
        if !recipe.sourceURL.isEmpty {
            rows.append(contentsOf: wrapped("Source " + sanitizer.sanitize(recipe.sourceURL), width: width, role: .dim))
        }
        let notes = lines(of: recipe.notes)
        if !notes.isEmpty {
            rows.append(Row(""))
            rows.append(Row([Segment("Notes", role: .header)]))
            for note in notes {
                rows.append(contentsOf: TextWrapping.wrap(sanitizer.sanitize(note), columns: width).map { Row($0) })
            }
        }
        return rows
    }

    /// A time as the detail shows it; "–" for one the recipe does not give, as `recipes show` writes it.
    private func time(_ seconds: Int) -> String {
        seconds > 0 ? RecipeDuration.format(seconds) : "–"
    }

    /// The rows shown when no recipe is selected or it is gone.
    func placeholder(_ message: String) -> [Row] {
        [Row([Segment(message, role: .dim)])]
    }

    private func wrapped(_ text: String, width: Int, role: StyleRole) -> [Row] {
        TextWrapping.wrap(text, columns: width).map { Row([Segment($0, role: role)]) }
    }

    private func lines(of text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
}
