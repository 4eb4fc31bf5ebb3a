// Cook mode's timers: started from the times a step names, cancelled, rung once when done, and
// drawn on the status line. Kept apart from what a step shows.
import Ingredients

extension CookModeController {
    /// Starts a timer for the step's next duration not yet timed; a message for the status line.
    func startTimer() -> String {
        guard recipe != nil else { return "No recipe" }
        let label = { (index: Int) in "Step \(self.stepIndex + 1)" + (self.mentions.count > 1 ? "\(Character(Unicode.Scalar(UInt8(97 + index))))" : "") }
        let started = Set(timers.timers.map(\.label))
        guard let (index, mention) = mentions.enumerated().first(where: { !started.contains(label($0.offset)) }) else {
            return mentions.isEmpty ? "This step names no time to count down" : "Every time in this step is already running"
        }
        let name = label(index)
        _ = timers.start(label: name, for: mention)
        render(resetScroll: false)
        return "Timer \(name): \(Self.clock(Double(mention.lowerSeconds))) started"
    }

    /// The timers still counting down.
    var runningTimerCount: Int { timers.running.count }

    /// Cancels a running timer: the newest of the step shown, else the newest of all; a message
    /// for the status line.
    func cancelTimer() -> String {
        let running = Set(timers.running.map(\.id))
        let candidates = timers.timers.filter { running.contains($0.id) }
        let step = "Step \(stepIndex + 1)"
        let ofThisStep = candidates.filter { $0.label == step || ($0.label.hasPrefix(step) && $0.label.dropFirst(step.count).allSatisfy(\.isLetter)) }
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
