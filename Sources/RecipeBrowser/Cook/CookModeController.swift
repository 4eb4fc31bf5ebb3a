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
    private let glyphs: Glyphs
    /// The timers of the session: they keep running between steps, recipes and panes.
    private(set) var timers: CookTimers
    /// Timers that have rung their bell.
    private var rung: Set<CookTimer.ID> = []
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

    /// The name of the shown step's timer at `index`: the Cooklang timer's own name, else the step's
    /// number (with a letter when the step has several), after the recipe's title, so the same step
    /// of another recipe is a timer of its own: `Pizza dough · rise`, `Pizza dough · step 2b`.
    private func timerLabel(_ index: Int) -> String {
        let timers = stepTimers
        let title = recipe.map { $0.title.count > 20 ? String($0.title.prefix(19)) + "…" : $0.title } ?? ""
        if let name = timers[index].name { return title + " · " + name }
        let letter = timers.count > 1 ? String(Character(Unicode.Scalar(UInt8(97 + min(index, 25))))) : ""
        return title + " · step \(stepIndex + 1)" + letter
    }

    /// Starts a timer for the step's next timer not yet running; a message for the status line.
    func startTimer() -> String {
        guard recipe != nil else { return "No recipe" }
        let timers = stepTimers
        let started = Set(self.timers.timers.map(\.label))
        guard let index = timers.indices.first(where: { !started.contains(timerLabel($0)) }) else {
            return timers.isEmpty ? "This step names no time to count down" : "Every time in this step is already running"
        }
        let name = timerLabel(index)
        _ = self.timers.start(label: name, seconds: timers[index].seconds)
        render(resetScroll: false)
        return "Timer \(name): \(Self.clock(timers[index].seconds)) started"
    }

    /// Notes the timers that finished since the last call (each rings once); the line shows them.
    func takeFinishedTimers() -> [CookTimer] {
        let newlyDone = timers.finished.filter { !rung.contains($0.id) }
        rung.formUnion(newlyDone.map(\.id))
        return newlyDone
    }

    /// Forgets the timers that are done.
    func clearFinished() {
        timers.removeFinished()
        rung = rung.filter { id in timers.timers.contains { $0.id == id } }
    }

    /// The timers for the status line: `⏲ Step 2 14:05  Step 4 done ✓`; nil when none.
    func timersLine(now: Double) -> String? {
        guard !timers.timers.isEmpty else { return nil }
        let done = glyphs.isUnicode ? "done \(glyphs.checkMark)" : "done"
        let parts = timers.timers.map { timer in
            timer.label + " " + (timer.isDone(at: now) ? done : Self.clock(timer.remainingSeconds(at: now)))
        }
        return (glyphs.isUnicode ? "⏲ " : "") + parts.joined(separator: "  ")
    }

    /// The clock a timer shows: `4:05`, `1:02:03`, rounded up to the second.
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }

    /// Lays the step out again (the width changed).
    func refresh() { render(resetScroll: false) }

    private func render(resetScroll: Bool) {
        pane.show(rows(columns: pane.columns), resetScroll: resetScroll)
    }

    /// The step, large and wrapped, under its section's heading, then the ingredients it uses (its
    /// own amounts, scaled as in the detail, fixed ones kept), then the keys.
    func rows(columns: Int) -> [Row] {
        guard let recipe else { return [Row("")] }
        let sanitizer = TextSanitizer(unicode: glyphs.isUnicode)
        let width = max(1, columns - 2)
        var rows = [Row([Segment(" " + sanitizer.sanitize(recipe.title), role: .header)],
                        accessory: [Segment("cook mode ", role: .dim)]), Row("")]
        guard steps.indices.contains(stepIndex) else {
            return rows + [Row("  This recipe has no directions to cook from.")]
        }
        let step = steps[stepIndex]
        var heading = [Segment("  STEP \(stepIndex + 1)", role: .accent), Segment(" of \(steps.count)", role: .dim)]
        if let section = step.section { heading.append(Segment(" \(glyphs.separator.trimmingCharacters(in: .whitespaces)) " + sanitizer.sanitize(section), role: .accent)) }
        rows.append(Row(heading))
        rows.append(Row(""))
        for line in step.text(scaledBy: factor, in: presentation.units).split(separator: "\n") {
            rows += TextWrapping.wrap(sanitizer.sanitize(String(line)), columns: max(1, width - 2)).map { Row([Segment("  " + $0, role: .header)]) }
        }
        if !step.uses.isEmpty {
            rows.append(Row(""))
            rows.append(Row([Segment("  For this step", role: .dim)]))
            let bullet = glyphs.isUnicode ? "•" : "-"
            for use in step.uses {
                rows += TextWrapping.wrap("\(bullet) " + sanitizer.sanitize(use.listText(scaledBy: factor, in: presentation.units)),
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
}
