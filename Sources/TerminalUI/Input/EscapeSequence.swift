// What follows an Escape that ncurses did not recognise: a terminal's report or key in an
// encoding ncurses was not told about, never keys the person typed.

/// Reads the rest of an escape sequence that ncurses returned as a lone Escape with more input
/// already waiting. ncurses decodes the sequences its terminfo entry names; anything else (an
/// X10 mouse report where the entry expects SGR reports, an unknown function key, a bracketed
/// paste marker) would otherwise arrive as Escape plus characters, each acting as a key (a
/// mouse report's column byte can be `q`).
public enum EscapeSequence: Equatable, Sendable {
    /// Escape on its own; `pushBack` is the character read after it, to be read again.
    case escape(pushBack: UInt32?)
    /// An X10 mouse report (`ESC [ M b x y`), decoded.
    case mouse(KeyEvent?)
    /// A complete CSI or SS3 sequence, or a control string (APC, DCS, OSC), nobody asked for: dropped.
    case ignored

    /// The longest CSI sequence read before giving up on finding its final byte.
    static let longest = 32

    /// Reads after an Escape: `next` returns the next input character if one is already
    /// waiting, nil otherwise (it must not wait for the person).
    public static func read(next: () -> UInt32?) -> EscapeSequence {
        guard let introducer = next() else { return .escape(pushBack: nil) }
        switch introducer {
        case UInt32(UInt8(ascii: "O")):
            // SS3: one final character (ESC O P for F1 and the like).
            _ = next()
            return .ignored
        case UInt32(UInt8(ascii: "[")):
            guard let first = next() else { return .ignored }
            if first == UInt32(UInt8(ascii: "M")) { return .mouse(x10Mouse(next(), next(), next())) }
            var code = first
            for _ in 0..<longest {
                // Parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, then the final byte.
                if (0x40...0x7E).contains(code) { return .ignored }
                guard (0x20...0x3F).contains(code), let following = next() else { return .ignored }
                code = following
            }
            return .ignored
        case UInt32(UInt8(ascii: "_")), UInt32(UInt8(ascii: "P")), UInt32(UInt8(ascii: "]")):
            // APC, DCS, OSC: a terminal's answer that came after its question stopped waiting
            // (kitty's graphics `ESC _G…ESC \`, XTVERSION `ESC P>|…ESC \`). With nothing after
            // the introducer it was Escape and a key typed quickly.
            guard let first = next() else { return .escape(pushBack: introducer) }
            skipString(startingWith: first, next: next)
            return .ignored
        default:
            return .escape(pushBack: introducer)
        }
    }

    /// The longest control string read before giving up on finding its end.
    static let longestString = 4096

    /// Reads a control string's body up to its terminator: ST (`ESC \`) or BEL; stops at the
    /// end of the waiting input (the rest of a cut-off string is lost, never typed).
    private static func skipString(startingWith first: UInt32, next: () -> UInt32?) {
        var code: UInt32? = first
        for _ in 0..<longestString {
            guard let current = code, current != 0x07 else { return }
            if current == 0x1B {
                _ = next()  // `\` of ST
                return
            }
            code = next()
        }
    }

    /// The event of an X10 report's three bytes (button + 32, column + 33, row + 33).
    static func x10Mouse(_ button: UInt32?, _ column: UInt32?, _ row: UInt32?) -> KeyEvent? {
        guard let button, let column, let row, button >= 32, column >= 33, row >= 33 else { return nil }
        let x = Int(column) - 33, y = Int(row) - 33
        switch button - 32 {
        case 0: return .click(row: y, column: x)
        case 64: return .scrollUp(row: y, column: x)
        case 65: return .scrollDown(row: y, column: x)
        default: return nil  // other buttons, releases, moves
        }
    }
}
