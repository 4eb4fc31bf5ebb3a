import Foundation

/// How far a fetch goes before it gives up: redirects, time, size; and how it names itself.
///
/// The defaults suit recipe pages: a page is rarely over a few megabytes, and a server that sends
/// nothing for 15 seconds is not going to. Tests shorten the stall through
/// `RECIPES_FETCH_STALL_SECONDS` (see `fromEnvironment`).
public struct FetchSettings: Sendable, Equatable {
    /// The most redirects followed for one address before it counts as a loop.
    public var maximumRedirects: Int
    /// The most seconds to open the connection (name lookup, TCP, TLS).
    public var connectSeconds: Double
    /// The most seconds with no byte received before the fetch gives up (a stalled server).
    public var stallSeconds: Double
    /// The most seconds one address may take in all, redirects included.
    public var totalSeconds: Double
    /// The most bytes of one body, after decompression; a larger one is refused at this size.
    public var maximumBytes: Int
    /// How many addresses are fetched at once.
    public var concurrentFetches: Int
    /// The User-Agent header: a browser's, which sites serve their full pages to, naming `recipes`.
    public var userAgent: String

    /// The User-Agent sent by default (docs/CLI.md quotes it).
    public static let defaultUserAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 recipes"

    /// Settings; every argument has the import's default.
    public init(
        maximumRedirects: Int = 10,
        connectSeconds: Double = 5,
        stallSeconds: Double = 15,
        totalSeconds: Double = 60,
        maximumBytes: Int = 20 << 20,
        concurrentFetches: Int = 4,
        userAgent: String = FetchSettings.defaultUserAgent
    ) {
        self.maximumRedirects = maximumRedirects
        self.connectSeconds = connectSeconds
        self.stallSeconds = stallSeconds
        self.totalSeconds = totalSeconds
        self.maximumBytes = maximumBytes
        self.concurrentFetches = concurrentFetches
        self.userAgent = userAgent
    }

    /// The environment variable that shortens the stall timeout (seconds, fractions allowed);
    /// the connect timeout is never longer than it.
    public static let stallVariable = "RECIPES_FETCH_STALL_SECONDS"

    /// The defaults, with the stall (and connect) timeout from `RECIPES_FETCH_STALL_SECONDS` when it
    /// holds a positive number.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FetchSettings {
        var settings = FetchSettings()
        if let text = environment[stallVariable], let seconds = Double(text), seconds > 0, seconds.isFinite {
            settings.stallSeconds = seconds
            settings.connectSeconds = min(settings.connectSeconds, seconds)
        }
        return settings
    }

    /// Why `RECIPES_FETCH_STALL_SECONDS` is not used, said for the person who set it
    /// (`RECIPES_FETCH_STALL_SECONDS=abc is not a number of seconds; using 15`); `nil` when it is
    /// unset, empty (as unset), or a positive number of seconds. `fromEnvironment` leaves such a
    /// value out; whoever runs the fetches says this once.
    public static func environmentProblem(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let text = environment[stallVariable], !text.isEmpty else { return nil }
        let fallback = "; using " + String(format: "%g", FetchSettings().stallSeconds)
        guard let seconds = Double(text), seconds.isFinite else { return "\(stallVariable)=\(text) is not a number of seconds\(fallback)" }
        guard seconds > 0 else { return "\(stallVariable)=\(text) is not a positive number of seconds\(fallback)" }
        return nil
    }

    /// The size limit as people say it (`20 MB`).
    var maximumSizeText: String {
        maximumBytes % (1 << 20) == 0 ? "\(maximumBytes >> 20) MB" : "\(maximumBytes) bytes"
    }
}
