import CNcursesw

/// Handing the terminal to another program (an editor) and taking it back.
extension Terminal {
    /// Leaves full-screen mode (cooked tty, main screen) while `body` runs, then takes the terminal
    /// back; the next ``present(_:cause:)`` repaints every cell.
    public func handOver<T>(_ body: () throws -> T) rethrows -> T {
        def_prog_mode()
        endwin()
        defer {
            reset_prog_mode()
            repaintEverything()
        }
        return try body()
    }

    /// Makes the next frame clear the terminal and write every cell again (Ctrl-L).
    public func repaintEverything() {
        clearok(rcp_curscr(), true)
    }
}
