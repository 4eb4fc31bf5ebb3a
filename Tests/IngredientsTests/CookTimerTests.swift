import Ingredients
import Synchronization
import Testing

/// A clock the test moves by hand.
final class ManualClock: CookClock {
    private let time = Mutex(0.0)

    func now() -> Double { time.withLock { $0 } }

    func advance(by seconds: Double) { time.withLock { $0 += seconds } }
}

/// Timers count down against the injected clock: no sleeping, no real time.
@Suite struct CookTimerTests {
    @Test func aTimerCountsDownAndIsDone() {
        let clock = ManualClock()
        var timers = CookTimers(clock: clock)
        let simmer = timers.start(label: "Simmer", seconds: 1200)
        #expect(timers.remainingSeconds(of: simmer) == 1200)
        #expect(!timers.isDone(simmer))
        clock.advance(by: 1199)
        #expect(timers.remainingSeconds(of: simmer) == 1)
        #expect(!timers.isDone(simmer))
        clock.advance(by: 1)
        #expect(timers.remainingSeconds(of: simmer) == 0)
        #expect(timers.isDone(simmer))
        clock.advance(by: 60)
        #expect(timers.remainingSeconds(of: simmer) == 0, "never below zero")
    }

    @Test func severalTimersRunAtOnce() {
        let clock = ManualClock()
        var timers = CookTimers(clock: clock)
        let pasta = timers.start(label: "Pasta", seconds: 600)
        clock.advance(by: 120)
        let sauce = timers.start(label: "Sauce", seconds: 300)
        #expect(timers.running.map(\.label) == ["Sauce", "Pasta"], "soonest first: sauce ends at 420, pasta at 600")
        clock.advance(by: 300)
        #expect(timers.finished.map(\.id) == [sauce])
        #expect(timers.remainingSeconds(of: pasta) == 180)
        timers.removeFinished()
        #expect(timers.timers.map(\.id) == [pasta])
        #expect(timers.remainingSeconds(of: sauce) == nil)
    }

    @Test func cancellingForgetsATimer() {
        var timers = CookTimers(clock: ManualClock())
        let id = timers.start(label: "Rest", seconds: 60)
        timers.cancel(id)
        #expect(timers.timers.isEmpty)
        #expect(!timers.isDone(id))
    }

    @Test func aTimerStartsFromADurationInAStep() throws {
        let clock = ManualClock()
        var timers = CookTimers(clock: clock)
        let mention = try #require(DurationMention.find(in: "Bake 35 to 40 minutes").first)
        let id = timers.start(label: "Bake", for: mention)
        clock.advance(by: 35 * 60)
        #expect(timers.isDone(id))
    }

    @Test func identifiersAreUnique() {
        var timers = CookTimers(clock: ManualClock())
        let ids = (0..<10).map { timers.start(label: "\($0)", seconds: 10) }
        #expect(Set(ids).count == 10)
    }

    @Test func theSystemClockMovesForward() {
        let clock = SystemCookClock()
        let first = clock.now()
        #expect(first >= 0)
        #expect(clock.now() >= first)
    }
}
