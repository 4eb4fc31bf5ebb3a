// The vertical rule between two side-by-side panes.
import TerminalUI

/// A one-column pane that draws a vertical rule, once per layout.
@MainActor
final class DividerPane: FramePart {
    let frameName: String
    let surface: any PlaceableSurface
    private let glyph: String
    private var tally = FrameTally()

    init(surface: any PlaceableSurface, glyphs: Glyphs, name: String) {
        self.surface = surface
        frameName = name
        glyph = glyphs.isUnicode ? "│" : "|"
    }

    /// Draws the rule on every line (after a layout change).
    func redraw() {
        for y in 0..<surface.rows {
            surface.draw([StyledRun(text: glyph, role: .dim, width: 1)], at: y)
        }
        tally.countRenderedRows(surface.rows)
    }

    func commitToFrame() -> Int {
        tally.commit(surface)
    }
}
