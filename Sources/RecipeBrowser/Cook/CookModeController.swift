// Cook mode: a recipe full screen one step at a time, the step's ingredients beside it, and
// timers started from the durations a step mentions, counting down on the status line.
import Foundation
import Ingredients
import RecipeKit
import TerminalUI

/// One recipe's steps for cooking at the stove, and the session's timers.
@MainActor
final class CookModeController {
    let pane: TextPane
    let glyphs: Glyphs
    /// The timers of the session: they keep running between steps, recipes and panes.
    var timers: CookTimers
    /// Timers that have rung their bell.
    var rung: Set<CookTimer.ID> = []
    /// The recipe cooked (nil before `c` was first pressed).
    private(set) var recipe: Recipe?
    /// Its amounts as the detail shows them (servings and units chosen there).
    private var presentation = RecipePresentation()
    /// The directions, one step each.
    private(set) var steps: [String] = []
    /// The step shown.
    private(set) var stepIndex = 0

    init(surface: any LineSurface, glyphs: Glyphs, clock: any CookClock) {
        pane = TextPane(surface: surface, glyphs: glyphs, name: "cook")
        self.glyphs = glyphs
        timers = CookTimers(clock: clock)
    }

    /// Starts cooking `recipe` from its first step (or where it was left, when it is the same).
    func open(_ recipe: Recipe, presentation: RecipePresentation) {
        if self.recipe?.id != recipe.id { stepIndex = 0 }
        self.recipe = recipe
        self.presentation = presentation
        steps = Self.lines(of: recipe.directions)
        stepIndex = min(stepIndex, max(0, steps.count - 1))
        render(resetScroll: true)
    }

    /// Moves by `delta` steps; false at either end.
    @discardableResult
    func move(by delta: Int) -> Bool {
        let next = stepIndex + delta
        guard steps.indices.contains(next) else { return false }
        stepIndex = next
        render(resetScroll: true)
        return true
    }

    /// The durations the shown step mentions.
    var mentions: [DurationMention] {
        steps.indices.contains(stepIndex) ? DurationMention.find(in: steps[stepIndex]) : []
    }

    /// Lays the step out again (the width changed).
    func refresh() { render(resetScroll: false) }

    func render(resetScroll: Bool) {
        pane.show(rows(columns: pane.columns), resetScroll: resetScroll)
    }

    /// The step, large and wrapped, then the ingredients it uses, then the keys.
    func rows(columns: Int) -> [Row] {
        guard let recipe else { return [Row("")] }
        let sanitizer = TextSanitizer(unicode: glyphs.isUnicode)
        let width = max(1, columns - 2)
        var rows = [Row([Segment(" " + sanitizer.sanitize(recipe.title), role: .header)],
                        accessory: [Segment("cook mode ", role: .dim)]), Row("")]
        guard !steps.isEmpty else {
            return rows + [Row("  This recipe has no directions to cook from.")]
        }
        rows.append(Row([Segment("  STEP \(stepIndex + 1)", role: .accent), Segment(" of \(steps.count)", role: .dim)]))
        rows.append(Row(""))
        let step = sanitizer.sanitize(steps[stepIndex])
        rows += TextWrapping.wrap(step, columns: max(1, width - 2)).map { Row([Segment("  " + $0, role: .header)]) }
        let used = ingredients(usedIn: steps[stepIndex], of: recipe)
        if !used.isEmpty {
            rows.append(Row(""))
            rows.append(Row([Segment("  For this step", role: .dim)]))
            let bullet = glyphs.isUnicode ? "•" : "-"
            for line in used {
                rows += TextWrapping.wrap("\(bullet) " + sanitizer.sanitize(line), columns: max(1, width - 2), hangingIndent: 2)
                    .map { Row("  " + $0) }
            }
        }
        rows.append(Row(""))
        let times = mentions.map { String(steps[stepIndex][$0.range]) }
        if !times.isEmpty {
            rows.append(Row([Segment("  t", role: .accent), Segment(" starts a timer: " + times.joined(separator: ", "), role: .dim)]))
        }
        return rows
    }

    /// The ingredient lines (scaled as in the detail) whose name the step mentions.
    private func ingredients(usedIn step: String, of recipe: Recipe) -> [String] {
        let text = step.lowercased()
        let factor = presentation.servings.flatMap { target in Servings(parsing: recipe.servings).map { $0.factor(forServings: target) } } ?? 1
        return Self.lines(of: recipe.ingredients).compactMap { written in
            let line = IngredientLine(parsing: written)
            guard !line.isHeading, Self.mentions(text, name: line.name.lowercased()) else { return nil }
            guard factor != 1 || presentation.units != .asWritten else { return written }
            return line.scaled(by: factor).converted(to: presentation.units).formatted()
        }
    }

    /// Whether step text names an ingredient: the whole name, or its last word (the noun:
    /// "garlic" for "garlic cloves" is the first; "onions" for "red onions"), singular or plural.
    static func mentions(_ text: String, name: String) -> Bool {
        let words = name.split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard let noun = words.last, noun.count >= 3 else { return false }
        if text.contains(name) { return true }
        let stem = noun.hasSuffix("es") && noun.count > 4 ? String(noun.dropLast(2)) : noun.hasSuffix("s") ? String(noun.dropLast()) : noun
        return stem.count >= 3 && text.contains(stem) || words.first.map { $0.count >= 4 && text.contains($0) } == true
    }

    private static func lines(of text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
