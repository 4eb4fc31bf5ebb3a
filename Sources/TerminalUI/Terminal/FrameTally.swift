/// What a pane drew since the last frame: the rows it rendered and whether its window changed.
/// The bookkeeping behind every ``FramePart/commitToFrame()``.
public struct FrameTally: Sendable {
    /// Rows rendered (content computed and drawn) since the last frame.
    public private(set) var rowsRendered = 0
    /// Whether the window changed since the last frame.
    public private(set) var isDirty = false

    /// A tally of nothing drawn.
    public init() {}

    /// Counts `count` rendered rows; the window changed.
    public mutating func countRenderedRows(_ count: Int = 1) {
        rowsRendered += count
        isDirty = true
    }

    /// The window changed without a row being rendered (a blank line, a shift).
    public mutating func markDirty() {
        isDirty = true
    }

    /// Queues `surface` for the frame if it changed, returns the rows rendered, and starts afresh.
    @MainActor
    public mutating func commit(_ surface: any LineSurface) -> Int {
        if isDirty { surface.markForRefresh() }
        defer { self = FrameTally() }
        return rowsRendered
    }
}
