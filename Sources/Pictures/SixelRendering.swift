import CChafa

/// RGBA pixels as a sixel image (the DEC graphics that xterm, foot, WezTerm and mlterm show),
/// drawn by libchafa: a DCS string to write where the picture's top-left cell is.
public enum SixelRendering {
    /// `image` as sixels filling `columns` x `rows` cells of `cellWidth` x `cellHeight` pixels
    /// (its proportions kept), in as many colours as sixel allows (a 256-colour palette).
    public static func sixels(for image: PixelImage, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) -> [UInt8] {
        precondition(columns > 0 && rows > 0 && cellWidth > 0 && cellHeight > 0, "a picture needs at least one cell")
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        let canvas = CellRendering.drawnCanvas(image, config: config)
        defer { chafa_canvas_unref(canvas) }
        // A nil terminal: chafa's fallback sequences, which are the standard DCS q ... ST.
        guard let printed = chafa_canvas_print(canvas, nil) else { return [] }
        defer { g_string_free(printed, 1) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(printed.pointee.str).assumingMemoryBound(to: UInt8.self),
                                         count: Int(printed.pointee.len)))
    }
}
