// What the event loop writes beside ncurses' frames for pictures made of pixels: kitty's
// escape codes and the detail's sixels.
import TerminalUI

/// A sixel picture and the screen cell its top-left corner goes in.
public struct SixelPlacement: Equatable, Sendable {
    /// The DCS string that draws the picture from the cursor.
    public let sixels: [UInt8]
    /// Screen line of the top-left cell (from 0).
    public let y: Int
    /// Screen column of the top-left cell (from 0).
    public let x: Int
    /// Lines the picture covers.
    public let rows: Int

    /// The bytes that draw the picture there and put the cursor back where ncurses left it
    /// (DECSC/DECRC around a cursor move), so ncurses' idea of the cursor stays true.
    public var escapeCodes: [UInt8] {
        Array("\u{1B}7\u{1B}[\(y + 1);\(x + 1)H".utf8) + sixels + Array("\u{1B}8".utf8)
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

    /// The escape codes to write before quitting: what waits, then every picture kitty holds deleted.
    public func takeFinalPictureOutput() -> [UInt8] {
        browsing.kitty.takeFinalOutput()
    }

    /// The detail's picture as sixels and where it goes, when the detail shows it whole on the
    /// terminal (not scrolled past, no screen over it); nil otherwise.
    public var sixelPlacement: SixelPlacement? {
        guard browsing.shows(.detail), let sixels = detail.pictures.sixels, sixels.recipeID == detail.recipeID,
              detail.pane.topRow == 0, sixels.rows <= detail.pane.visibleRowCount else { return nil }
        let frame = browsing.detailFrame
        return SixelPlacement(sixels: sixels.bytes, y: frame.y, x: frame.x, rows: sixels.rows)
    }
}
