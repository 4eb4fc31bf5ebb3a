import CNcursesw
import CTerminalSupport
import Glibc

/// The terminal in full-screen mode: ncurses set up with `newterm`, signals handled, tty restored.
///
/// Create one at start, read events with ``readEvent(timeoutMilliseconds:)``, draw with
/// ``present(_:cause:)``, and call ``restore()`` when done (``fail(_:)`` on a fatal error). SIGINT,
/// SIGTERM and SIGHUP restore the tty and end the process by that signal; Ctrl-Z leaves the
/// alternate screen, stops, and repaints on `fg`.
@MainActor
public final class Terminal {
    /// How roles are drawn: colored, or monochrome without colors or when `NO_COLOR` is set.
    public let theme: Theme
    /// Symbols that fit the locale (`♥` or `*`).
    public let glyphs: Glyphs
    /// How many colours text of its own colours (``TextColours``) may use: ncurses' `COLORS`
    /// (256 for `xterm-256color`, 16,777,216 for a direct-colour entry such as `xterm-direct`),
    /// 0 when the theme has no colours (`NO_COLOR`, a terminal without colours).
    public var colourCount: Int { theme.usesColor ? Int(rcp_colors()) : 0 }
    /// Current number of lines.
    public private(set) var rows: Int
    /// Current number of columns.
    public private(set) var columns: Int
    /// When the last event was read; frames measure their time from it.
    public private(set) var lastEventTime = ContinuousClock.now
    /// The statistics of the last frame presented.
    public private(set) var lastFrame: FrameStats?
    /// What the terminal answered about pictures at start; nil when it was not asked.
    public let graphicsReply: GraphicsReply?

    private let screen: OpaquePointer
    /// Ended by ``restore()`` as `delscreen` frees the surfaces' windows.
    private let screenLifetime = ScreenLifetime()
    private let inputWindow: UnsafeMutablePointer<WINDOW>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    let ttyDescriptor: Int32
    private let tracer: FrameTracer?
    private var isActive = true

    /// Enters full-screen mode on the process's terminal (or /dev/tty when stdio is redirected);
    /// frames are traced as JSON lines to `traceFile` when given. With `askGraphics`, the terminal
    /// is asked, once on the alternate screen, which picture protocols it speaks
    /// (``graphicsReply``), waiting at most 300 ms for a terminal that does not answer.
    public init(traceFile: String? = nil, askGraphics: Bool = false) throws(TerminalError) {
        tracer = try traceFile.map { path throws(TerminalError) in try FrameTracer(path: path) }
        setlocale(LC_ALL, "")
        guard let streams = Self.openTerminalStreams() else { throw .notATerminal }
        (inputFile, outputFile) = streams
        ttyDescriptor = fileno(outputFile)
        try Self.checkTerminalType()
        // Our handlers go in before newterm, so ncurses does not install its own (it only
        // takes signals whose disposition is still the default).
        _ = cts_install_signal_handlers(ttyDescriptor)
        // The terminal's own size, not LINES and COLUMNS from the environment: a shell or a
        // program that exported them (pytest-xdist's workers do) would otherwise pin the screen
        // to a size the window no longer has, resizes included.
        use_tioctl(true)
        guard let screen = newterm(nil, outputFile, inputFile) else {
            cts_uninstall_signal_handlers()
            throw .unknownTerminalType(getenv("TERM").map { String(cString: $0) } ?? "(unset)")
        }
        self.screen = screen
        set_term(screen)
        cbreak()
        noecho()
        nonl()
        curs_set(0)
        // doupdate would skip output while input is pending; a UI that must show each frame can't.
        typeahead(-1)
        set_escdelay(25)
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        if has_colors() && !noColor {
            start_color()
            use_default_colors()
            theme = .colored()
        } else {
            theme = .monochrome()
        }
        theme.installPairs()
        glyphs = .forCurrentLocale()
        guard let inputWindow = newwin(1, 1, 0, 0) else { preconditionFailure("newwin(1, 1) failed") }
        self.inputWindow = inputWindow
        keypad(inputWindow, true)
        Self.defineCommonKeySequences()
        leaveok(inputWindow, true)
        mousemask(KeyDecoder.mouseMask, nil)
        mouseinterval(0)
        rows = Int(rcp_lines())
        columns = Int(rcp_cols())
        graphicsReply = askGraphics ? Self.askGraphics(input: fileno(inputFile), output: ttyDescriptor) : nil
        cts_count_writes_to(ttyDescriptor)
    }

    /// Asks the terminal about pictures on the alternate screen, so that a terminal that prints
    /// the questions it does not know prints them there, not in the shell's scrollback. The first
    /// `doupdate` enters and clears it; ncurses has read no input yet, so the answers are read
    /// straight from the tty. The next frame repaints whole, over whatever the terminal printed.
    /// An answer later than the wait is swallowed by `readEvent` (`EscapeSequence`).
    private static func askGraphics(input: Int32, output: Int32) -> GraphicsReply {
        doupdate()
        let reply = GraphicsQuery.ask(input: input, output: output)
        clearok(rcp_curscr(), true)
        return reply
    }

    /// Home, End and the arrows as terminals send them whatever their terminfo entry says
    /// (tmux and screen send `ESC[1~`/`ESC[4~`, others `ESC[H`/`ESC[F` or `ESC OH`/`ESC OF`).
    private static func defineCommonKeySequences() {
        let sequences: [(String, Int32)] = [
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
            ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
            ("\u{1B}[A", KEY_UP), ("\u{1B}OA", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}OB", KEY_DOWN),
            ("\u{1B}[C", KEY_RIGHT), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT), ("\u{1B}OD", KEY_LEFT),
            ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE), ("\u{1B}[3~", KEY_DC), ("\u{1B}[Z", KEY_BTAB),
        ]
        for (sequence, key) in sequences where key_defined(sequence) == 0 {
            define_key(sequence, key)
        }
    }

    /// Throws what `init` would throw for want of a terminal (none, or TERM unset or `dumb`),
    /// without starting one: so that a program can refuse before it does work it is started for
    /// (the browser would create a library it cannot show).
    nonisolated public static func checkAvailable() throws(TerminalError) {
        guard let (input, output) = openTerminalStreams() else { throw .notATerminal }
        fclose(input)
        fclose(output)
        try checkTerminalType()
    }

    /// A "dumb" terminal has no cursor addressing: ncurses would start and draw nothing.
    nonisolated private static func checkTerminalType() throws(TerminalError) {
        let termName = getenv("TERM").map { String(cString: $0) } ?? ""
        if termName.isEmpty || termName == "dumb" { throw .unknownTerminalType(termName.isEmpty ? "(unset)" : termName) }
    }

    nonisolated private static func openTerminalStreams() -> (UnsafeMutablePointer<FILE>, UnsafeMutablePointer<FILE>)? {
        if isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0,
           let input = fdopen(dup(STDIN_FILENO), "r"), let output = rcp_fdopen_dup(STDOUT_FILENO) {
            return (input, output)
        }
        guard let input = fopen("/dev/tty", "r"), let output = fopen("/dev/tty", "w") else { return nil }
        return (input, output)
    }

    /// A window of the given size and position, for a pane.
    public func makeSurface(rows: Int, columns: Int, y: Int, x: Int) -> CursesSurface {
        CursesSurface(rows: rows, columns: columns, y: y, x: x, theme: theme, screen: screenLifetime)
    }

    /// Waits up to `timeoutMilliseconds` for input or a signal and returns it as an event.
    public func readEvent(timeoutMilliseconds: Int32 = 150) -> KeyEvent {
        while true {
            if let event = handlePendingSignal() { return event }
            // wget_wch refreshes its window first when touched; ours is never drawn, keep it so.
            untouchwin(inputWindow)
            wtimeout(inputWindow, timeoutMilliseconds)
            var code: wint_t = 0
            let status = wget_wch(inputWindow, &code)
            lastEventTime = .now
            if status == ERR {
                // A signal interrupts the read (no SA_RESTART): act on it now.
                return handlePendingSignal() ?? .timeout
            }
            if status == KEY_CODE_YES && Int32(bitPattern: code) == KEY_MOUSE {
                var mouse = MEVENT()
                if getmouse(&mouse) == OK,
                   let event = KeyDecoder.decodeMouse(buttonState: mouse.bstate, row: Int(mouse.y), column: Int(mouse.x)) {
                    return event
                }
                continue
            }
            if status == OK && code == 27 {
                // More input already waiting after an Escape: a sequence ncurses did not know.
                switch EscapeSequence.read(next: { readWaitingCharacter() }) {
                case .escape(let pushBack):
                    if let pushBack { unget_wch(wchar_t(pushBack)) }
                    return .escape
                case .mouse(let event):
                    if let event { return event }
                    continue
                case .ignored:
                    continue
                }
            }
            if let event = KeyDecoder.decode(status: status, code: code) {
                if event == .resize { updateSize() }
                return event
            }
        }
    }

    /// The next input character if one is already waiting (no wait), else nil.
    private func readWaitingCharacter() -> UInt32? {
        wtimeout(inputWindow, 0)
        var code: wint_t = 0
        guard wget_wch(inputWindow, &code) == OK else { return nil }
        return UInt32(code)
    }

    private func handlePendingSignal() -> KeyEvent? {
        let signal = cts_take_pending_signal()
        switch signal {
        case 0:
            return nil
        case SIGWINCH:
            lastEventTime = .now
            updateSize()
            return .resize
        case SIGTSTP:
            endwin()
            cts_suspend_self()
            fallthrough
        case SIGCONT:
            lastEventTime = .now
            // Back from the shell: the tty modes and the screen are the shell's; take both back.
            reset_prog_mode()
            updateSize()
            return .redraw
        default:
            restore()
            cts_die_by_signal(signal)
            return nil
        }
    }

    private func updateSize() {
        var newRows: Int32 = 0
        var newColumns: Int32 = 0
        if cts_window_size(ttyDescriptor, &newRows, &newColumns) == 0,
           newRows != rcp_lines() || newColumns != rcp_cols() {
            resize_term(newRows, newColumns)
        }
        rows = Int(rcp_lines())
        columns = Int(rcp_cols())
        // Terminals differ in what they keep or reflow on a resize, so what is on the glass is
        // unknown: the next frame repaints it whole.
        clearok(rcp_curscr(), true)
    }

    /// Draws a frame: queues the changed parts (`wnoutrefresh`) and writes them with one `doupdate`.
    /// Returns (and traces) what the frame cost; a frame where nothing changed writes 0 bytes.
    @discardableResult
    public func present(_ parts: [any FramePart], cause: String) -> FrameStats {
        let rowsRendered = parts.map { (pane: $0.frameName, rows: $0.commitToFrame()) }
        let bytesBefore = cts_bytes_written()
        doupdate()
        let bytes = Int(cts_bytes_written() - bytesBefore)
        let elapsed = ContinuousClock.now - lastEventTime
        let micros = Int(elapsed.components.seconds) * 1_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000)
        let frame = FrameStats(cause: cause, rowsRendered: rowsRendered, bytesWritten: bytes, microseconds: micros)
        tracer?.record(frame)
        lastFrame = frame
        return frame
    }

    /// Rings the bell (or flashes the screen, as the terminal does it).
    public func ringBell() {
        beep()
    }

    /// Leaves full-screen mode: the farewell bytes (``setFarewell(_:)``) are written, the shell's
    /// tty modes come back and the alternate screen is left. Safe to call more than once.
    public func restore() {
        guard isActive else { return }
        isActive = false
        // Before endwin: kitty keeps the alternate screen's pictures apart, so they are deleted there.
        cts_write_farewell()
        endwin()
        screenLifetime.end()
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
        cts_count_writes_to(-1)
        cts_uninstall_signal_handlers()
    }

    /// The fatal error path: restores the tty first, so the message lands on a sane screen, then exits 1.
    public func fail(_ message: String) -> Never {
        restore()
        var text = message + "\n"
        text.withUTF8 { bytes in _ = Glibc.write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
        exit(1)
    }
}
