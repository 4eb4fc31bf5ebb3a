// Pictures made of pixels written beside ncurses' frames: kitty's escape codes a budget at a
// time, and the detail's sixels drawn again after every frame that drew over them.
import TerminalUI

/// Writes, after each frame, what the browser's pixel pictures need.
///
/// Sixels are not text: ncurses neither knows nor keeps them, so a frame that draws the detail's
/// rows may draw over the picture, and the picture is drawn again after it. When the picture
/// leaves or moves, the lines it covered are written again whole (erasing sequences do not
/// remove sixel pixels; cells written anew do).
@MainActor
struct PixelPictureOutput {
    private var shownSixels: SixelPlacement?

    /// Writes what the frame just presented needs: waiting kitty codes, then the sixels when
    /// they changed, or when the frame drew detail rows or the whole screen (`repainted`).
    mutating func afterFrame(_ frame: FrameStats, repainted: Bool, browser: Browser, terminal: Terminal) {
        writeWaiting(browser: browser, terminal: terminal)
        let wanted = browser.sixelPlacement
        if wanted != shownSixels {
            if let old = shownSixels {
                terminal.repaintLines(old.y..<(old.y + old.rows))
                terminal.present([], cause: "sixel-erase")
            }
            shownSixels = wanted
            if let wanted { terminal.writeBeside(wanted.escapeCodes) }
        } else if let wanted, repainted || frame.rowsRendered.contains(where: { $0.pane == "detail" && $0.rows > 0 }) {
            terminal.writeBeside(wanted.escapeCodes)
        }
    }

    /// Writes the next budget's worth of kitty's escape codes, if any wait.
    func writeWaiting(browser: Browser, terminal: Terminal) {
        if browser.hasPictureOutput { terminal.writeBeside(browser.takePictureOutput()) }
    }

    /// Writes what must go before quitting (kitty's pictures deleted).
    func beforeQuitting(browser: Browser, terminal: Terminal) {
        let final = browser.takeFinalPictureOutput()
        if !final.isEmpty { terminal.writeBeside(final) }
    }
}
