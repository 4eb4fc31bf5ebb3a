/// A one-line pane (a status or title line) that draws only when its content changes.
@MainActor
public final class StatusLine: FramePart {
    /// The name frame traces use for it.
    public let frameName: String
    private let surface: any LineSurface
    private let layout: RowLayout
    private let role: StyleRole
    private var shown: Row?
    /// The placement of `surface` the shown row was drawn under.
    private var placement: SurfacePlacement
    private var tally = FrameTally()

    /// A status line drawing into line 0 of `surface`, every segment in `role`.
    public init(surface: any LineSurface, glyphs: Glyphs, role: StyleRole = .status, name: String = "status") {
        self.surface = surface
        self.layout = RowLayout(glyphs: glyphs)
        self.role = role
        self.frameName = name
        placement = SurfacePlacement(of: surface)
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
        _ = placement.adopt(surface)
        guard let shown, surface.rows > 0 else { return }
        surface.draw(layout.runs(for: shown, width: surface.columns, highlight: role), at: 0)
        tally.countRenderedRows()
    }

    /// Queues the line for the frame if it was drawn; returns the rows rendered since the last frame.
    /// A surface placed anew since the last draw is drawn again first.
    public func commitToFrame() -> Int {
        if placement.adopt(surface) { render() }
        return tally.commit(surface)
    }
}
