import Foundation
import Ingredients
import RecipeKit
import RecipeStructure

/// How recipes read in a terminal: one line in `list`, a page in `show`.
enum RecipeText {
    /// `id<TAB>title<TAB>total time<TAB>servings[<TAB>♥]`: tab-separated so `cut -f2` works.
    static func listLine(_ recipe: Recipe) -> String {
        var fields = [
            String(recipe.id), TerminalText.line(recipe.title), duration(recipe.totalTime),
            TerminalText.line(recipe.servings),
        ]
        if recipe.isFavorite { fields.append("♥") }
        return fields.joined(separator: "\t")
    }

    /// The whole recipe: title, facts, ingredients as a list under their group headings,
    /// directions as numbered steps under their section headings, each step with its amounts at
    /// `factor` (fixed ones kept; nouns made plural only when `language` is English); `heading`
    /// says how they were scaled ("Serves 6 (from 4)").
    static func page(
        _ recipe: Recipe, structure: StructuredRecipe, factor: Double = 1, heading: String? = nil, units: UnitsOption = .asWritten,
        language: RecipeLanguage = .english
    ) -> String {
        var page = [TerminalText.line(recipe.title) + (recipe.isFavorite ? "  ♥" : "")]
        var facts = ["ID \(recipe.id)"]
        // A recipe that states no time at all (most Cooklang files) gets no row of dashes.
        if recipe.totalTime > 0 {
            facts += ["prep \(duration(recipe.prepTime))", "cook \(duration(recipe.cookTime))", "total \(duration(recipe.totalTime))"]
        }
        if !recipe.servings.isEmpty {
            let heading = Servings.heading(for: recipe.servings)
            facts.append(TerminalText.line(heading.prefix(1).lowercased() + heading.dropFirst()))
        }
        page.append(facts.joined(separator: " · "))
        if !recipe.collections.isEmpty {
            page.append("Collections: " + recipe.collections.map(TerminalText.line).joined(separator: ", "))
        }
        if let addedOn = recipe.addedOn {
            page.append("Added: " + addedOn.formatted(.iso8601.year().month().day()))
        }
        if !recipe.imageNames.isEmpty {
            page.append("Images: " + recipe.imageNames.map(TerminalText.line).joined(separator: ", "))
        }
        if !recipe.sourceURL.isEmpty { page.append("Source: " + TerminalText.line(recipe.sourceURL)) }
        if recipe.rating > 0 { page.append("Rating: " + stars(recipe.rating)) }
        if !recipe.imageURLs.isEmpty {
            page.append("Image URLs: " + recipe.imageURLs.map(TerminalText.line).joined(separator: ", "))
        }
        var section = ["Ingredients"]
        if let heading { section.append(TerminalText.line(heading)) }
        if units != .asWritten { section.append(units == .metric ? "metric units" : "US units") }
        page += ["", section.joined(separator: " · ")]
        for group in structure.ingredientGroups {
            if let heading = group.heading { page.append("  " + TerminalText.line(heading) + ":") }
            for item in group.items {
                let shown = item.text(scaledBy: factor, in: units.system, language: language)
                page += TerminalText.lines(shown).map { "  • " + $0 }
            }
        }
        page += ["", "Directions"]
        let numberWidth = String(structure.stepCount).count
        var number = 0
        for section in structure.sections {
            if let heading = section.heading { page.append("  " + TerminalText.line(heading) + ":") }
            for step in section.steps {
                number += 1
                let label = String(repeating: " ", count: numberWidth - String(number).count) + "\(number). "
                let lines = TerminalText.lines(step.text(scaledBy: factor, in: units.system, language: language))
                page += lines.enumerated().map { "  " + ($0.offset == 0 ? label : String(repeating: " ", count: label.count)) + $0.element }
            }
        }
        let notes = nonEmptyLines(recipe.notes)
        if !notes.isEmpty {
            page += ["", "Notes"]
            page += notes.map { "  " + $0 }
        }
        return page.joined(separator: "\n")
    }

    /// Minutes and hours as a cook says them: "45 min", "1 h 30 min", "2 h"; "–" for no time.
    static func duration(_ seconds: Int) -> String {
        guard seconds > 0 else { return "–" }
        let minutes = (seconds + 59) / 60
        switch (minutes / 60, minutes % 60) {
        case (0, let minutes): return "\(minutes) min"
        case (let hours, 0): return "\(hours) h"
        case (let hours, let minutes): return "\(hours) h \(minutes) min"
        }
    }

    /// A rating of 1 to 5 as stars and the number: "★★★★☆ 4/5".
    static func stars(_ rating: Int) -> String {
        String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating) + " \(rating)/5"
    }

    private static func nonEmptyLines(_ text: String) -> [String] {
        TerminalText.lines(text).filter { !$0.allSatisfy(\.isWhitespace) }
    }
}
