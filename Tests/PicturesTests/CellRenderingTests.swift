import Pictures
import Testing

/// Pixels to character cells through libchafa.
@Suite struct CellRenderingTests {
    @Test func aPictureFitsItsCellsKeepingItsProportions() {
        // Cells are twice as high as wide: 64 x 48 pixels in 40 x 40 cells is 40 x 15.
        let size = CellRendering.fittedSize(pixelWidth: 64, pixelHeight: 48, maxColumns: 40, maxRows: 40)
        #expect(size.columns == 40 && size.rows == 15)
        let tall = CellRendering.fittedSize(pixelWidth: 20, pixelHeight: 40, maxColumns: 40, maxRows: 10)
        #expect(tall.rows == 10 && tall.columns == 10)
    }

    @Test func trueColourCellsCarryThePicturesColours() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("halves.png"), fittingIn: 320, 320)
        let picture = CellRendering.cells(for: image, columns: 16, rows: 6, colours: .trueColour)
        #expect(picture.cells.count == 96)
        let left = picture.cell(column: 1, row: 3), right = picture.cell(column: 14, row: 3)
        // A uniform area is one colour whichever of fore- and background the glyph shows.
        let leftColour = left.character == " " ? left.background : left.foreground
        let rightColour = right.character == " " ? right.background : right.foreground
        #expect(leftColour == 0xFF0000)
        #expect(rightColour == 0x0000FF)
    }

    @Test func indexedCellsUseThe240ColourPalette() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("halves.png"), fittingIn: 320, 320)
        let picture = CellRendering.cells(for: image, columns: 16, rows: 6, colours: .indexed256)
        let used = Set(picture.cells.flatMap { [$0.foreground, $0.background] }).subtracting([-1])
        #expect(used.allSatisfy { (16...255).contains($0) })
        // xterm's 196 is pure red and 21 pure blue.
        #expect(used.contains(196) && used.contains(21))
    }

    @Test func withoutColoursOnlyShapesRemain() throws {
        let image = try PictureDecoder.decode(try Fixture.bytes("halves.png"), fittingIn: 320, 320)
        let picture = CellRendering.cells(for: image, columns: 16, rows: 6, colours: .none)
        #expect(picture.cells.allSatisfy { $0.foreground == -1 && $0.background == -1 })
    }
}
