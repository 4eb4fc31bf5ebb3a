import CNcursesw

/// Turns what `wget_wch` and `getmouse` return into ``KeyEvent``s; pure, so it is tested without a tty.
public enum KeyDecoder {
    /// Decodes one `wget_wch` result: `status` is `OK`, `KEY_CODE_YES` or `ERR`, `code` the value read.
    /// Returns nil for input that means nothing to the UI (a lone combining mark, an unknown key).
    public static func decode(status: Int32, code: UInt32) -> KeyEvent? {
        if status == ERR { return .timeout }
        if status == KEY_CODE_YES { return decodeKey(Int32(bitPattern: code)) }
        return decodeCharacter(code)
    }

    /// Decodes a character code (status `OK`): controls first, then printable characters.
    static func decodeCharacter(_ code: UInt32) -> KeyEvent? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(code + 0x60)!))
        case 0, 28...31, 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// Decodes a function-key code (status `KEY_CODE_YES`).
    static func decodeKey(_ key: Int32) -> KeyEvent? {
        switch key {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME, KEY_A1: .home
        case KEY_END, KEY_C1: .end
        case KEY_PPAGE, KEY_A3: .pageUp
        case KEY_NPAGE, KEY_C3: .pageDown
        case KEY_ENTER: .enter
        case KEY_BTAB: .backTab
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_RESIZE: .resize
        case (KEY_F0 + 1)...(KEY_F0 + 63): .function(Int(key - KEY_F0))
        default: nil
        }
    }

    /// Decodes a mouse report (`MEVENT.bstate`, `.y`, `.x`); nil for releases and moves.
    public static func decodeMouse(buttonState: mmask_t, row: Int, column: Int) -> KeyEvent? {
        if buttonState & rcp_button4_pressed() != 0 { return .scrollUp(row: row, column: column) }
        if buttonState & rcp_button5_pressed() != 0 { return .scrollDown(row: row, column: column) }
        if buttonState & (rcp_button1_clicked() | rcp_button1_pressed()) != 0 {
            return .click(row: row, column: column)
        }
        return nil
    }

    /// The mouse events the terminal is asked to report.
    static var mouseMask: mmask_t {
        rcp_button1_clicked() | rcp_button1_pressed() | rcp_button4_pressed() | rcp_button5_pressed()
    }
}
