// Cook mode's timers: started from the step's timers (Cooklang's, or the times it names), cancelled, rung once when done, and
// drawn on the status line. Kept apart from what a step shows.
import Ingredients

extension CookModeController {
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
        let stepTimers = stepTimers
        let started = Set(timers.timers.map(\.label))
        guard let index = stepTimers.indices.first(where: { !started.contains(timerLabel($0)) }) else {
            return stepTimers.isEmpty ? "This step names no time to count down" : "Every time in this step is already running"
        }
        let name = timerLabel(index)
        _ = timers.start(label: name, seconds: stepTimers[index].seconds)
        render(resetScroll: false)
        return "Timer \(name): \(Self.clock(stepTimers[index].seconds)) started"
    }

    /// The timers still counting down.
    var runningTimerCount: Int { timers.running.count }

    /// Cancels a running timer: the newest of the step shown, else the newest of all; a message
    /// for the status line.
    func cancelTimer() -> String {
        let running = Set(timers.running.map(\.id))
        let candidates = timers.timers.filter { running.contains($0.id) }
        let labelsOfThisStep = Set(stepTimers.indices.map(timerLabel))
        let ofThisStep = candidates.filter { labelsOfThisStep.contains($0.label) }
        guard let timer = ofThisStep.last ?? candidates.last else { return "No timer is running" }
        timers.cancel(timer.id)
        rung.remove(timer.id)
        render(resetScroll: false)
        return "Timer \(timer.label) cancelled"
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

}
