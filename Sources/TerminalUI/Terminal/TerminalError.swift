/// Why the terminal UI could not start or run, with a message for the person at the keyboard.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Neither stdin/stdout nor /dev/tty is a terminal.
    case notATerminal
    /// ncurses does not know the terminal type.
    case unknownTerminalType(String)
    /// The frame trace file could not be opened.
    case cannotWriteTrace(path: String, reason: String)

    /// The message to print.
    public var description: String {
        switch self {
        case .notATerminal:
            "This program needs a terminal: its input and output are not a terminal and /dev/tty cannot be opened."
        case .unknownTerminalType(let name):
            "The terminal type TERM=\(name) is unknown to ncurses; try TERM=xterm-256color."
        case .cannotWriteTrace(let path, let reason):
            "Cannot write the frame trace to \(path): \(reason)."
        }
    }
}
