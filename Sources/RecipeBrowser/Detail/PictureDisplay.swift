// How the browser shows pictures, once chosen for the terminal.
import Pictures
import TerminalUI

/// How the browser shows pictures.
public enum PictureDisplay: Sendable, Hashable {
    /// No pictures.
    case none
    /// Pictures as character cells (libchafa's block glyphs) in these colours.
    case symbols(CellColours)
    /// Pictures sent to kitty at this cell size, shown by placeholder cells.
    case kitty(CellPixelSize)
    /// The detail's picture sent to kitty at this cell size and placed on the screen after the
    /// frames (for a kitty before 0.28, which has no placeholders); cards as symbols in `cards`.
    case kittyPlacement(CellPixelSize, cards: CellColours)
    /// The detail's picture as sixels at this cell size, drawn after the frames; the gallery's
    /// cards as symbols in `cards` colours (a page of sixels after every frame would cost more
    /// than the cards are worth).
    case sixel(CellPixelSize, cards: CellColours)

    /// How the gallery's cards show their pictures.
    var forCards: PictureDisplay {
        switch self {
        case .sixel(_, let colours), .kittyPlacement(_, let colours): .symbols(colours)
        default: self
        }
    }

    /// The rows showing `outcome` (not a refusal) for `request`: cells as coloured glyphs, kitty's
    /// picture as placeholder cells (sent to the terminal the first time); blank rows for a
    /// picture drawn over them after the frame (sixels, a kitty placement).
    @MainActor
    static func rows(showing outcome: PictureWorker.Outcome, for request: PictureWorker.Request, kitty: KittyImages) -> [Row] {
        switch outcome {
        case .picture(let picture): rows(of: picture)
        case .kitty(let transmission) where request.display.usesPlaceholders: kitty.rows(showing: transmission, for: request)
        case .kitty, .sixel: Array(repeating: Row(""), count: request.rows)
        case .refused: []
        }
    }

    /// Whether kitty's pictures are shown by placeholder cells.
    var usesPlaceholders: Bool {
        if case .kitty = self { true } else { false }
    }

    /// A picture's cells as rows: each run of cells with the same colours one segment.
    static func rows(of picture: CellPicture) -> [Row] {
        (0..<picture.rows).map { y in
            var segments: [Segment] = []
            var text = ""
            var colours: TextColours?
            for x in 0..<picture.columns {
                let cell = picture.cell(column: x, row: y)
                let these = picture.colours == .none ? nil : TextColours(foreground: cell.foreground, background: cell.background)
                if these != colours, !text.isEmpty {
                    segments.append(Segment(text, colours: colours))
                    text = ""
                }
                colours = these
                text.unicodeScalars.append(cell.character)
            }
            if !text.isEmpty { segments.append(Segment(text, colours: colours)) }
            return Row(segments)
        }
    }
}
