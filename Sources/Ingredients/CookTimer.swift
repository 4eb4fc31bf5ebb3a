/// The current time for cook-mode timers, in seconds on a clock that only moves forward.
///
/// Injected, so that timers are a pure model: the app passes `SystemCookClock`, tests a clock they
/// move by hand. Nothing sleeps.
public protocol CookClock: Sendable {
    /// Seconds since some fixed moment.
    func now() -> Double
}

/// The monotonic system clock (`ContinuousClock`), counted from when this value was made.
public struct SystemCookClock: CookClock {
    private let origin = ContinuousClock.now

    /// A clock starting at 0 now.
    public init() {}

    /// Seconds since this clock was made.
    public func now() -> Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// One countdown: a label (often the step's text around the mention), its length and when it started.
public struct CookTimer: Sendable, Hashable, Identifiable {
    /// Unique among the timers of one `CookTimers`.
    public let id: Int
    /// What the timer is for ("Simmer", "Bake 35 to 40 minutes").
    public let label: String
    /// The length in seconds.
    public let durationSeconds: Double
    /// When it started, on the `CookClock`.
    public let startedAt: Double

    /// When it runs out, on the `CookClock`.
    public var endsAt: Double { startedAt + durationSeconds }

    /// Seconds left at `now`: never below 0.
    public func remainingSeconds(at now: Double) -> Double {
        max(0, endsAt - now)
    }

    /// Whether the time is up at `now`.
    public func isDone(at now: Double) -> Bool {
        now >= endsAt
    }
}

/// The running timers of a cook-mode session, read against an injected clock.
///
/// ```swift
/// var timers = CookTimers(clock: SystemCookClock())
/// let id = timers.start(label: "Simmer", seconds: 20 * 60)
/// timers.remainingSeconds(of: id)     // 1200 now, 0 after twenty minutes
/// timers.finished                     // the timers whose time is up, to ring
/// ```
public struct CookTimers: Sendable {
    /// The timers started and not cancelled, in the order they were started.
    public private(set) var timers: [CookTimer] = []
    private let clock: any CookClock
    private var nextID = 1

    /// No timers yet; time is read from `clock`.
    public init(clock: any CookClock) {
        self.clock = clock
    }

    /// Starts a timer of `seconds` now and returns its identifier.
    @discardableResult
    public mutating func start(label: String, seconds: Double) -> CookTimer.ID {
        let timer = CookTimer(id: nextID, label: label, durationSeconds: max(0, seconds), startedAt: clock.now())
        nextID += 1
        timers.append(timer)
        return timer.id
    }

    /// Starts a timer for a duration found in a step (the low end of a range: check early).
    @discardableResult
    public mutating func start(label: String, for mention: DurationMention) -> CookTimer.ID {
        start(label: label, seconds: Double(mention.lowerSeconds))
    }

    /// Seconds left on timer `id`, or `nil` when there is no such timer.
    public func remainingSeconds(of id: CookTimer.ID) -> Double? {
        timers.first { $0.id == id }?.remainingSeconds(at: clock.now())
    }

    /// Whether timer `id` has run out (`false` when there is no such timer).
    public func isDone(_ id: CookTimer.ID) -> Bool {
        timers.first { $0.id == id }?.isDone(at: clock.now()) ?? false
    }

    /// The timers whose time is up.
    public var finished: [CookTimer] {
        let now = clock.now()
        return timers.filter { $0.isDone(at: now) }
    }

    /// The timers still counting down, the one ending soonest first.
    public var running: [CookTimer] {
        let now = clock.now()
        return timers.filter { !$0.isDone(at: now) }.sorted { $0.endsAt < $1.endsAt }
    }

    /// Stops and forgets timer `id`.
    public mutating func cancel(_ id: CookTimer.ID) {
        timers.removeAll { $0.id == id }
    }

    /// Forgets the timers whose time is up (after the cook has seen them ring).
    public mutating func removeFinished() {
        let now = clock.now()
        timers.removeAll { $0.isDone(at: now) }
    }
}
