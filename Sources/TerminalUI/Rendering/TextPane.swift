/// A scrollable pane of text rows (a recipe's detail, the help screen): draws only when its
/// content or scroll position changes, and only the lines that changed.
@MainActor
public final class TextPane: FramePart {
    /// The name frame traces use for this pane.
    public let frameName: String
    /// The row shown on the first line.
    public private(set) var topRow = 0

    private let surface: any LineSurface
    private let layout: RowLayout
    private var content: [Row] = []
    /// What each line shows now; nil when it must be drawn.
    private var shown: [Row?]
    /// The placement of `surface` that `shown` describes.
    private var placement: SurfacePlacement
    private var tally = FrameTally()

    /// A pane drawing into `surface`.
    public init(surface: any LineSurface, glyphs: Glyphs, name: String = "text") {
        self.surface = surface
        self.layout = RowLayout(glyphs: glyphs)
        self.frameName = name
        shown = Array(repeating: nil, count: surface.rows)
        placement = SurfacePlacement(of: surface)
    }

    /// The window width in columns, for callers that wrap text to it.
    public var columns: Int { surface.columns }

    /// The rows shown now.
    public var rows: [Row] { content }

    /// Shows `rows`; scrolled back to the top when `resetScroll`, else kept where it was.
    public func show(_ rows: [Row], resetScroll: Bool) {
        content = rows
        if resetScroll { topRow = 0 }
        clampTop()
        sync()
    }

    /// Scrolls by `delta` rows (negative: up).
    public func scroll(by delta: Int) {
        topRow += delta
        clampTop()
        sync()
    }

    /// Scrolls one window down (less a line of context).
    public func pageDown() { scroll(by: max(1, surface.rows - 1)) }
    /// Scrolls one window up (less a line of context).
    public func pageUp() { scroll(by: -max(1, surface.rows - 1)) }
    /// Scrolls half a window down.
    public func halfPageDown() { scroll(by: max(1, surface.rows / 2)) }
    /// Scrolls half a window up.
    public func halfPageUp() { scroll(by: -max(1, surface.rows / 2)) }
    /// Scrolls to the first row.
    public func scrollToTop() { scroll(by: -topRow) }
    /// Scrolls to the last window.
    public func scrollToBottom() { scroll(by: content.count) }

    /// Redraws everything after the surface was cleared. A pane notices a move or resize of its
    /// surface by itself; this is for a caller that erased it.
    public func surfaceDidResize() {
        surface.clear()
        forgetLines()
        sync()
    }

    /// Whether the content is longer than the window (a scroll position is worth showing).
    public var overflows: Bool { content.count > surface.rows }

    /// The number of rows of content.
    public var contentRowCount: Int { content.count }

    /// The window height in lines.
    public var visibleRowCount: Int { surface.rows }

    private func clampTop() {
        topRow = max(0, min(topRow, content.count - surface.rows))
    }

    /// Forgets what the lines show; the window counts as changed, so blank lines reach the terminal.
    private func forgetLines() {
        shown = Array(repeating: nil, count: surface.rows)
        _ = placement.adopt(surface)
        tally.markDirty()
        clampTop()
    }

    /// The content row for line `y` of the window (a blank row past the end).
    private func row(atLine y: Int) -> Row {
        topRow + y < content.count ? content[topRow + y] : Row("")
    }

    /// What line `y` must show now, rendered afresh: what a test compares with the screen.
    public func expectedRuns(atLine y: Int) -> [StyledRun] {
        layout.runs(for: row(atLine: y), width: surface.columns)
    }

    private func sync() {
        if placement.adopt(surface) || shown.count != surface.rows { forgetLines() }
        for y in 0..<surface.rows {
            let row = row(atLine: y)
            guard shown[y] != row else { continue }
            surface.draw(layout.runs(for: row, width: surface.columns), at: y)
            shown[y] = row
            tally.countRenderedRows()
        }
    }

    /// Queues the window for the frame if a line was drawn; returns the rows rendered since the last frame.
    public func commitToFrame() -> Int {
        if placement.adopt(surface) {
            forgetLines()
            sync()
        }
        return tally.commit(surface)
    }
}
