import CNcursesw

/// Whether an ncurses screen is still there: `delscreen` frees every window of its screen, so a
/// window's owner asks this before it deletes the window itself.
@MainActor
final class ScreenLifetime {
    /// False once the screen was deleted (``Terminal/restore()``).
    private(set) var isOpen = true

    /// Says the screen and its windows are gone.
    func end() { isOpen = false }
}

/// A ``LineSurface`` backed by an ncurses window; drawing only touches ncurses' virtual screen.
@MainActor
public final class CursesSurface: LineSurface {
    private let window: UnsafeMutablePointer<WINDOW>
    private let theme: Theme
    private let screen: ScreenLifetime

    /// A window of `rows` x `columns` at (`y`, `x`) on the screen of the current ``Terminal``
    /// (made by ``Terminal/makeSurface(rows:columns:y:x:)``, which passes its screen's lifetime).
    init(rows: Int, columns: Int, y: Int, x: Int, theme: Theme, screen: ScreenLifetime) {
        guard let window = newwin(Int32(rows), Int32(columns), Int32(y), Int32(x)) else {
            preconditionFailure("newwin(\(rows), \(columns), \(y), \(x)) failed: size outside the screen")
        }
        self.window = window
        self.theme = theme
        self.screen = screen
        configure()
    }

    isolated deinit {
        // Panes outlive the terminal's restore; `delscreen` freed their windows with the screen,
        // and a second free corrupted the heap (glibc aborted the quit now and then).
        if screen.isOpen { delwin(window) }
    }

    private func configure() {
        // idlok lets doupdate scroll shifted lines with the terminal's insert/delete-line
        // capabilities instead of rewriting them; leaveok spares a cursor move per frame.
        idlok(window, true)
        leaveok(window, true)
        scrollok(window, false)
    }

    /// Bumped by every ``setFrame(rows:columns:y:x:)``, which erases the window.
    public private(set) var placementCount = 0

    /// Number of lines.
    public var rows: Int { Int(rcp_getmaxy(window)) }
    /// Number of columns.
    public var columns: Int { Int(rcp_getmaxx(window)) }

    /// Moves and resizes the window after the terminal was resized; its content must be redrawn.
    public func setFrame(rows: Int, columns: Int, y: Int, x: Int) {
        // Shrink first so the move never puts the window partly outside the screen.
        wresize(window, Int32(max(1, min(rows, self.rows))), Int32(max(1, min(columns, self.columns))))
        mvwin(window, Int32(y), Int32(x))
        wresize(window, Int32(rows), Int32(columns))
        werase(window)
        placementCount += 1
    }

    /// Writes the runs into the window (the virtual screen; nothing is output yet).
    public func draw(_ runs: [StyledRun], at y: Int) {
        wmove(window, Int32(y), 0)
        for run in runs {
            if let colours = run.colours, theme.usesColor {
                // ncurses finds or makes the pair (oldest reused first when all are taken); the
                // pair number goes through the extended argument, as pairs may exceed a short.
                var pair = alloc_pair(colours.foreground, colours.background)
                if pair < 0 { pair = 0 }
                wattr_set(window, rcp_a_normal(), 0, &pair)
            } else {
                let look = theme.look(run.role)
                wattr_set(window, look.attributes, look.colorPair, nil)
            }
            // Terminated all the same: ncurses looks one character past the last for a combining
            // mark. Room for the zero is made at once (UTF-8 bytes bound the scalars): one allocation.
            var wide: [wchar_t] = []
            wide.reserveCapacity(run.text.utf8.count + 1)
            for scalar in run.text.unicodeScalars { wide.append(wchar_t(bitPattern: scalar.value)) }
            let count = Int32(wide.count)
            wide.append(0)
            // The last cell of the last line returns ERR (the cursor cannot advance) but is drawn.
            _ = waddnwstr(window, &wide, count)
        }
        wattr_set(window, rcp_a_normal(), 0, nil)
    }

    /// Inserts or deletes lines at `y` with `winsdelln`.
    public func shiftLines(at y: Int, by count: Int) {
        wmove(window, Int32(y), 0)
        winsdelln(window, Int32(count))
    }

    /// Blanks the window (`werase`).
    public func clear() {
        werase(window)
    }

    /// Queues the window for the next `doupdate` (`wnoutrefresh`).
    public func markForRefresh() {
        wnoutrefresh(window)
    }
}
