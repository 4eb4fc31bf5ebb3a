/// One input event, decoded from ncurses' wide-character input.
public enum KeyEvent: Equatable, Sendable {
    /// A printable character, wide ones included.
    case character(Character)
    /// Control plus a letter (`control("d")` for Ctrl-D); Tab, Enter and Backspace have their own cases.
    case control(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Enter or Return.
    case enter
    /// Escape on its own (after the short ESCDELAY).
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (whichever code the terminal sends).
    case backspace
    /// Delete (the key that deletes forward).
    case delete
    /// A function key, `function(1)` for F1.
    case function(Int)
    /// A click (or press) of the primary button at a screen position.
    case click(row: Int, column: Int)
    /// The wheel turned up at a screen position.
    case scrollUp(row: Int, column: Int)
    /// The wheel turned down at a screen position.
    case scrollDown(row: Int, column: Int)
    /// The terminal changed size: recompute the layout and repaint.
    case resize
    /// The terminal was handed back (after Ctrl-Z and `fg`): repaint everything.
    case redraw
    /// Nothing arrived before the timeout; a chance to poll for changes.
    case timeout

    /// A short name for frame traces and logs ("j", "down", "ctrl-d", "resize").
    public var name: String {
        switch self {
        case .character(let c): String(c)
        case .control(let c): "ctrl-\(c)"
        case .function(let n): "f\(n)"
        case .click: "click"
        case .scrollUp: "wheel-up"
        case .scrollDown: "wheel-down"
        default: String(describing: self)
        }
    }
}
