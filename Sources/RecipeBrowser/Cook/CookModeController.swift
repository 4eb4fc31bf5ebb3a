// Cook mode: a recipe full screen one step at a time, under its section's heading, with the
// ingredients that step uses at the servings chosen, and timers started from the step's timers
// (Cooklang's, or the durations a step mentions), counting down on the status line.
import Foundation
import Ingredients
import RecipeKit
import RecipeStructure
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
    /// The recipe's steps (headings are not steps), each with its own ingredient uses and timers.
    private(set) var steps: [Step] = []
    /// The servings factor of `presentation` for the recipe cooked.
    private var factor: Double = 1
    private let structures: RecipeStructures
    /// The step shown.
    private(set) var stepIndex = 0

    init(surface: any LineSurface, glyphs: Glyphs, clock: any CookClock, structures: RecipeStructures) {
        pane = TextPane(surface: surface, glyphs: glyphs, name: "cook")
        self.glyphs = glyphs
        self.structures = structures
        timers = CookTimers(clock: clock)
    }

    /// Starts cooking `recipe` from its first step (or where it was left, when it is the same).
    func open(_ recipe: Recipe, presentation: RecipePresentation) {
        if self.recipe?.id != recipe.id { stepIndex = 0 }
        self.recipe = recipe
        self.presentation = presentation
        if presentation.servings != nil { self.presentation.language = structures.language(of: recipe) }
        steps = structures.structure(of: recipe).steps
        factor = presentation.servings.flatMap { target in Servings(parsing: recipe.servings).map { $0.factor(forServings: target) } } ?? 1
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

    /// The timers of the shown step that have a duration.
    var stepTimers: [StepTimer] {
        steps.indices.contains(stepIndex) ? steps[stepIndex].timers.filter { $0.seconds > 0 } : []
    }

    /// Lays the step out again (the width changed).
    func refresh() { render(resetScroll: false) }

    func render(resetScroll: Bool) {
        pane.show(rows(columns: pane.columns), resetScroll: resetScroll)
    }

    /// The step, large and wrapped, under its section's heading, then the ingredients it uses (its
    /// own amounts, scaled as in the detail, fixed ones kept), then the keys.
    func rows(columns: Int) -> [Row] {
        guard let recipe else { return [Row("")] }
        let sanitizer = TextSanitizer(unicode: glyphs.isUnicode)
        let width = max(1, columns - 2)
        var rows = [Row([Segment(" " + sanitizer.sanitize(recipe.title), role: .header)],
                        accessory: headerAccessory(for: recipe, sanitizer: sanitizer)), Row("")]
        guard steps.indices.contains(stepIndex) else {
            return rows + [Row("  This recipe has no directions to cook from.")]
        }
        let step = steps[stepIndex]
        var heading = [Segment("  STEP \(stepIndex + 1)", role: .accent), Segment(" of \(steps.count)", role: .dim)]
        if let section = step.section { heading.append(Segment(" \(glyphs.separator.trimmingCharacters(in: .whitespaces)) " + sanitizer.sanitize(section), role: .accent)) }
        rows.append(Row(heading))
        rows.append(Row(""))
        for line in step.text(scaledBy: factor, in: presentation.units, language: presentation.language).split(separator: "\n") {
            rows += TextWrapping.wrap(sanitizer.sanitize(String(line)), columns: max(1, width - 2)).map { Row([Segment("  " + $0, role: .header)]) }
        }
        if !step.uses.isEmpty {
            rows.append(Row(""))
            rows.append(Row([Segment("  For this step", role: .dim)]))
            let bullet = glyphs.isUnicode ? "•" : "-"
            for use in step.uses {
                rows += TextWrapping.wrap("\(bullet) " + sanitizer.sanitize(use.listText(scaledBy: factor, in: presentation.units, language: presentation.language)),
                                          columns: max(1, width - 2), hangingIndent: 2).map { Row("  " + $0) }
            }
        }
        rows.append(Row(""))
        let times = stepTimers.map { timer in timer.name.map { "\($0) (\(timer.text))" } ?? timer.text }
        if !times.isEmpty {
            rows.append(Row([Segment("  t", role: .accent), Segment(" starts a timer: " + sanitizer.sanitize(times.joined(separator: ", ")), role: .dim)]))
        }
        return rows
    }

    /// "cook mode", after what the amounts are scaled to and converted into when the person
    /// chose either in the detail: at the stove, "serves 6 (from 4)" says why the flour is 3 cups.
    private func headerAccessory(for recipe: Recipe, sanitizer: TextSanitizer) -> [Segment] {
        var chosen: [String] = []
        if let target = presentation.servings, let servings = Servings(parsing: recipe.servings) {
            chosen.append("serves " + sanitizer.sanitize(servings.formatted(scaledTo: target, language: presentation.language)))
        }
        switch presentation.units {
        case .asWritten: break
        case .metric: chosen.append("metric")
        case .us: chosen.append("US units")
        }
        let separator = glyphs.separator
        return (chosen.isEmpty ? [] : [Segment(chosen.joined(separator: separator) + separator, role: .accent)])
            + [Segment("cook mode ", role: .dim)]
    }
}
