// What the event loop writes beside ncurses' frames for pictures made of pixels: kitty's
// escape codes, and the detail's picture when it is drawn over the text (sixels, a kitty placement).
import Pictures
import TerminalUI

/// A picture drawn beside ncurses over blank cells, and the screen cell its top-left corner goes in.
public struct PixelOverlay: Equatable, Sendable {
    /// What is drawn.
    public enum Picture: Equatable, Sendable {
        /// A DCS string of sixels.
        case sixels([UInt8])
        /// Image `id`, already sent to kitty, placed over `columns` x `rows` cells.
        case kitty(id: UInt32, columns: Int, rows: Int)
    }

    /// What is drawn.
    public let picture: Picture
    /// Screen line of the top-left cell (from 0).
    public let y: Int
    /// Screen column of the top-left cell (from 0).
    public let x: Int
    /// Lines the picture covers.
    public let rows: Int

    /// The bytes that draw the picture there and put the cursor back where ncurses left it
    /// (DECSC/DECRC around a cursor move), so ncurses' idea of the cursor stays true.
    public var drawing: [UInt8] {
        let body = switch picture {
        case .sixels(let sixels): sixels
        case .kitty(let id, let columns, let rows): KittyGraphics.placement(of: id, columns: columns, rows: rows)
        }
        return Array("\u{1B}7\u{1B}[\(y + 1);\(x + 1)H".utf8) + body + Array("\u{1B}8".utf8)
    }

    /// The bytes that take the picture off the screen, when there are any: kitty deletes a
    /// placement; sixels are pixels in the cells, which only cells written anew cover (nil).
    public var erasing: [UInt8]? {
        if case .kitty(let id, _, _) = picture { KittyGraphics.placementDeletion(of: id) } else { nil }
    }

    /// Whether a frame that draws the cells under it draws over the picture (sixels do: they are
    /// pixels in the cells; a kitty placement is a layer above them).
    public var isCoveredByText: Bool {
        if case .sixels = picture { true } else { false }
    }
}

extension Browser {
    /// Whether escape codes for kitty's pictures wait to be written (a picture being sent over
    /// several frames, a deletion).
    public var hasPictureOutput: Bool { browsing.kitty.hasOutput }

    /// The escape codes for kitty's pictures to write after this frame (a budget's worth).
    public func takePictureOutput() -> [UInt8] {
        browsing.kitty.takeOutput()
    }

    /// Whether a picture shown by placeholder cells went out whole since the last ask (see
    /// `KittyImages.takePlaceholderPictureSent`): the screen's lines are then written again.
    public func takePlaceholderPictureSent() -> Bool {
        browsing.kitty.takePlaceholderPictureSent()
    }

    /// The escape codes the terminal must be sent when the program ends, now or later (see
    /// `Terminal.setFarewell`): every picture kitty holds deleted.
    public var pictureFarewell: [UInt8] {
        browsing.kitty.farewell
    }

    /// Tells the browser the terminal has dropped the pictures it was sent (back from the editor
    /// or from Ctrl-Z): they are sent again as the detail and the cards are drawn again.
    public func terminalDroppedPictures() {
        browsing.kitty.forgetAll()
        detail.refresh()
        list.redrawVisibleCards()
    }

    /// The detail's picture drawn over the text and where it goes, when the detail shows it
    /// whole on the terminal (not scrolled past, no screen over it); nil otherwise.
    public var pixelOverlay: PixelOverlay? {
        guard browsing.shows(.detail), let overlay = detail.pictures.overlay, overlay.recipeID == detail.recipeID,
              detail.pane.topRow == 0, overlay.rows <= detail.pane.visibleRowCount else { return nil }
        let frame = browsing.detailFrame
        return PixelOverlay(picture: overlay.picture, y: frame.y, x: frame.x, rows: overlay.rows)
    }
}
