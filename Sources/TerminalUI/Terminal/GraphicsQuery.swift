// Asking the terminal, once at start, which picture protocols it speaks.
import Glibc

/// What the terminal answered when asked about pictures at start.
public struct GraphicsReply: Sendable, Equatable {
    /// Whether it answered at all: the primary device attributes (`CSI c`), which every VT100-like
    /// terminal answers, came back within the time allowed.
    public var answered = false
    /// Whether it answered the kitty graphics query (`a=q`) with OK.
    public var speaksKittyGraphics = false
    /// Whether its device attributes include 4 (sixel graphics).
    public var speaksSixel = false
    /// Its name and version as XTVERSION (`CSI > q`) reports them (`kitty(0.26.5)`, `XTerm(379)`).
    public var version: String?

    /// A reply of the given facts (tests, or a terminal not asked).
    public init(answered: Bool = false, speaksKittyGraphics: Bool = false, speaksSixel: Bool = false, version: String? = nil) {
        self.answered = answered
        self.speaksKittyGraphics = speaksKittyGraphics
        self.speaksSixel = speaksSixel
        self.version = version
    }

    /// The facts read from what the terminal sent back (the replies in any order, other bytes skipped).
    public init(parsing bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        speaksKittyGraphics = text.contains("\u{1B}_Gi=31;OK")
        if let start = text.range(of: "\u{1B}P>|"), let end = text[start.upperBound...].range(of: "\u{1B}\\") {
            version = String(text[start.upperBound..<end.lowerBound])
        }
        if let attributes = Self.deviceAttributes(in: text) {
            answered = true
            speaksSixel = attributes.contains(4)
        }
    }

    /// The numbers of the primary device attributes reply `ESC [ ? 62 ; 4 ; 22 c`, if it came whole.
    static func deviceAttributes(in text: String) -> [Int]? {
        guard let start = text.range(of: "\u{1B}[?") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == ";")) }), rest[end] == "c" else { return nil }
        return rest[..<end].split(separator: ";").compactMap { Int($0) }
    }
}

/// The query itself: kitty's graphics query, XTVERSION, then the primary device attributes as the
/// sentinel (terminals answer in order, so once its reply is in, every reply is).
enum GraphicsQuery {
    /// How long the terminal has to answer; a terminal that does not answer delays the start by this.
    static let timeoutMilliseconds = 300

    static let question: [UInt8] = {
        // The kitty query and XTVERSION first; DA1 last, as the sentinel.
        let kitty: [UInt8] = [0x1B] + Array("_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA".utf8) + [0x1B, UInt8(ascii: "\\")]
        return kitty + Array("\u{1B}[>q\u{1B}[c".utf8)
    }()

    /// Writes the question to `output` and reads the answers from `input` (a tty, put in raw mode
    /// meanwhile) until the device attributes come or the time is up; never waits longer.
    static func ask(input: Int32, output: Int32, timeoutMilliseconds: Int = timeoutMilliseconds) -> GraphicsReply {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return GraphicsReply() }
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag = saved.c_oflag
        raw.c_lflag |= tcflag_t(ISIG)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return GraphicsReply() }
        defer { tcsetattr(input, TCSANOW, &saved) }
        guard writeEverything(question, to: output) else { return GraphicsReply() }

        var received: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
        var buffer = [UInt8](repeating: 0, count: 512)
        while GraphicsReply.deviceAttributes(in: String(decoding: received, as: UTF8.self)) == nil {
            let left = deadline - ContinuousClock.now
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard milliseconds > 0 else { break }
            var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return GraphicsReply(parsing: received)
    }
}
