import CChafa

/// RGBA pixels turned into character cells by libchafa: spaces, half blocks and quadrants,
/// each with a foreground and a background colour.
///
/// Chafa picks, for every cell, the glyph and the two colours that best match the cell's pixels;
/// the result is ordinary text, so any text surface can show it, clip it and redraw it.
public enum CellRendering {
    /// The cell grid (columns, rows) a picture of `pixelWidth` x `pixelHeight` takes when fitted
    /// within `maxColumns` x `maxRows`, keeping its proportions on cells twice as high as wide.
    public static func fittedSize(pixelWidth: Int, pixelHeight: Int, maxColumns: Int, maxRows: Int) -> (columns: Int, rows: Int) {
        guard pixelWidth > 0, pixelHeight > 0, maxColumns > 0, maxRows > 0 else { return (0, 0) }
        var columns = Int32(maxColumns), rows = Int32(maxRows)
        chafa_calc_canvas_geometry(Int32(pixelWidth), Int32(pixelHeight), &columns, &rows, 0.5, 1, 0)
        return (max(1, Int(columns)), max(1, Int(rows)))
    }

    /// `image` drawn into exactly `columns` x `rows` cells in `colours`.
    public static func cells(for image: PixelImage, columns: Int, rows: Int, colours: CellColours) -> CellPicture {
        precondition(columns > 0 && rows > 0, "a picture needs at least one cell")
        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        // Block elements only: every terminal font has them, and wcwidth calls them one column.
        let tags = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue
            | CHAFA_SYMBOL_TAG_HALF.rawValue | CHAFA_SYMBOL_TAG_QUAD.rawValue
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: tags))

        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_symbol_map(config, symbols)
        switch colours {
        case .trueColour:
            chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        case .indexed256:
            chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_INDEXED_240)
            // Chafa's own advice for 240 colours: match colours in DIN99d for fidelity.
            chafa_canvas_config_set_color_space(config, CHAFA_COLOR_SPACE_DIN99D)
        case .none:
            chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_FGBG)
            chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_ORDERED)
        }

        let canvas = drawnCanvas(image, config: config)
        defer { chafa_canvas_unref(canvas) }
        var cells: [PictureCell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let scalar = Unicode.Scalar(chafa_canvas_get_char_at(canvas, Int32(column), Int32(row))) ?? " "
                var foreground: Int32 = -1, background: Int32 = -1
                switch colours {
                case .trueColour:
                    chafa_canvas_get_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                case .indexed256:
                    chafa_canvas_get_raw_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                case .none:
                    break
                }
                cells.append(PictureCell(character: scalar, foreground: foreground, background: background))
            }
        }
        return CellPicture(columns: columns, rows: rows, colours: colours, cells: cells)
    }

    /// A canvas of `config` with `image` drawn on it; the caller unrefs it.
    static func drawnCanvas(_ image: PixelImage, config: OpaquePointer?) -> OpaquePointer? {
        let canvas = chafa_canvas_new(config)
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress,
                                         Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        return canvas
    }
}
