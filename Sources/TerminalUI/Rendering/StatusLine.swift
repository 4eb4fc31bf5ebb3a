/// A one-line pane (a status or title line) that draws only when its content changes.
@MainActor
public final class StatusLine: FramePart {
    /// The name frame traces use for it.
    public let frameName: String
    private let surface: any LineSurface
    private let layout: RowLayout
    private let role: StyleRole
    private var shown: Row?
    private var tally = FrameTally()

    /// A status line drawing into line 0 of `surface`, every segment in `role`.
    public init(surface: any LineSurface, glyphs: Glyphs, role: StyleRole = .status, name: String = "status") {
        self.surface = surface
        self.layout = RowLayout(glyphs: glyphs)
        self.role = role
        self.frameName = name
    }

    /// Shows `row`; costs nothing when it is what is already shown.
    public func show(_ row: Row) {
        guard row != shown else { return }
        shown = row
        render()
    }

    /// Draws again after the surface was resized or cleared.
    public func invalidate() {
        render()
    }

    private func render() {
        guard let shown, surface.rows > 0 else { return }
        surface.draw(layout.runs(for: shown, width: surface.columns, highlight: role), at: 0)
        tally.countRenderedRows()
    }

    /// Queues the line for the frame if it was drawn; returns the rows rendered since the last frame.
    public func commitToFrame() -> Int {
        tally.commit(surface)
    }
}
