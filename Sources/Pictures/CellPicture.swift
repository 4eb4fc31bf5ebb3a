/// How many colours the cells of a picture may use.
public enum CellColours: String, Sendable, CaseIterable {
    /// 24-bit colours: each cell's colours are 0xRRGGBB.
    case trueColour
    /// The 240 colours of xterm's 256-colour palette past the first 16: each is an index 16-255.
    case indexed256
    /// No colours (NO_COLOR): the glyphs' shapes alone draw the picture, in the default colours.
    case none
}

/// One character cell of a picture: a glyph drawn in a foreground colour on a background colour.
public struct PictureCell: Sendable, Equatable {
    /// The glyph (a space, a block, quadrant or sextant element).
    public var character: Unicode.Scalar
    /// The glyph's colour (0xRRGGBB, or a palette index, per `CellPicture.colours`); -1 is the default colour.
    public var foreground: Int32
    /// The cell's colour, as `foreground`; -1 is the default (a transparent pixel).
    public var background: Int32
}

/// A picture as a grid of character cells, ready for any text surface.
public struct CellPicture: Sendable, Equatable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    /// What the cells' colour numbers mean.
    public let colours: CellColours
    /// `columns * rows` cells, row by row.
    public let cells: [PictureCell]

    /// The cell at `column`, `row` (both from 0).
    public func cell(column: Int, row: Int) -> PictureCell { cells[row * columns + column] }

    /// Bytes this picture holds, for memory budgets.
    public var byteCount: Int { cells.count * MemoryLayout<PictureCell>.stride }
}
