// Pictures made of pixels written beside ncurses' frames: kitty's escape codes a budget at a
// time, and the detail's picture drawn over its blank rows (sixels, a kitty placement).
import TerminalUI

/// Writes, after each frame and at idle moments, what the browser's pixel pictures need.
///
/// Sixels are not text: ncurses neither knows nor keeps them, so a frame that draws the detail's
/// rows may draw over the picture, and the picture is drawn again after it. When a picture
/// leaves or moves, a kitty placement is deleted, and the lines sixels covered are written again
/// whole (erasing sequences do not remove sixel pixels; cells written anew do). A kitty
/// placement waits until its picture has been sent whole: no other graphics command may come
/// between the chunks of one picture.
@MainActor
struct PixelPictureOutput {
    private var shown: PixelOverlay?
    private var farewell: [UInt8] = []

    /// Writes what the moment needs: the next budget of kitty's codes, then the overlay when it
    /// changed, or when `frame` drew detail rows (or the whole screen: `repainted`) over sixels.
    mutating func update(after frame: FrameStats?, repainted: Bool = false, browser: Browser, terminal: Terminal) {
        // Before the codes go out too: a crash while a picture is written still deletes it.
        keepFarewell(browser: browser, terminal: terminal)
        defer { keepFarewell(browser: browser, terminal: terminal) }
        if browser.hasPictureOutput { terminal.writeBeside(browser.takePictureOutput()) }
        if browser.takePlaceholderPictureSent() {
            // Its placeholder cells went out before it: written again, now that kitty has it.
            terminal.repaintLines(0..<terminal.rows)
            terminal.present([], cause: "picture-cells")
        }
        let wanted = browser.pixelOverlay
        // A picture is still being sent: a placement or its deletion waits for the last chunk.
        if browser.hasPictureOutput, shown?.erasing != nil || wanted?.erasing != nil { return }
        if wanted != shown {
            if let old = shown {
                if let erasing = old.erasing {
                    terminal.writeBeside(erasing)
                } else {
                    terminal.repaintLines(old.y..<(old.y + old.rows))
                    terminal.present([], cause: "picture-erase")
                }
            }
            shown = wanted
            if let wanted { terminal.writeBeside(wanted.drawing) }
        } else if let wanted, wanted.isCoveredByText,
                  repainted || frame?.rowsRendered.contains(where: { $0.pane == "detail" && $0.rows > 0 }) == true {
            terminal.writeBeside(wanted.drawing)
        }
    }

    /// Takes a kitty placement off the screen before another program has the terminal; the next
    /// update places it again. (Sixels go with the screen ncurses leaves.)
    mutating func takeOff(browser: Browser, terminal: Terminal) {
        guard let erasing = shown?.erasing else { return }
        // The picture being sent is finished first: nothing may come between its chunks.
        while browser.hasPictureOutput { terminal.writeBeside(browser.takePictureOutput()) }
        terminal.writeBeside(erasing)
        shown = nil
        keepFarewell(browser: browser, terminal: terminal)
    }

    /// Forgets the picture placed, writing nothing: the terminal dropped it with its screen (back
    /// from Ctrl-Z); the next update places the detail's picture again.
    mutating func forgetShown() {
        shown = nil
    }

    /// Writes what waits before quitting; `Terminal.restore` then writes the farewell (kitty's
    /// pictures deleted).
    mutating func beforeQuitting(browser: Browser, terminal: Terminal) {
        while browser.hasPictureOutput { terminal.writeBeside(browser.takePictureOutput()) }
        keepFarewell(browser: browser, terminal: terminal)
    }

    /// Hands the terminal what it must write however the program ends (a signal, an error, a
    /// crash): the pictures sent so far deleted. Only when it changed.
    private mutating func keepFarewell(browser: Browser, terminal: Terminal) {
        let wanted = browser.pictureFarewell
        guard wanted != farewell else { return }
        farewell = wanted
        terminal.setFarewell(wanted)
    }
}
