/// What a pane remembers of its surface's placement, so that it notices the surface being
/// moved, resized or erased by its owner, whoever did it and whenever.
///
/// A pane keeps a record of what each line of its surface shows, to redraw only what changed.
/// That record is only true for the placement it was drawn under: after a layout change the
/// surface is blank and may have another height. Every pane checks ``adopt(_:)`` before it
/// reads or writes its record and before it commits a frame, so no caller has to remember to
/// tell it (forgetting was a crash: a record of 1 line indexed on a 38-line surface).
public struct SurfacePlacement: Sendable {
    private var count: Int

    /// The placement `surface` has now, whose lines the pane is about to draw.
    @MainActor
    public init(of surface: any LineSurface) {
        count = surface.placementCount
    }

    /// Whether `surface` was placed again since the last call (or since `init`): then the pane
    /// must forget what its lines showed, mark its window changed (the erase must reach the
    /// terminal even if nothing is drawn on it) and draw everything again.
    @MainActor
    public mutating func adopt(_ surface: any LineSurface) -> Bool {
        guard surface.placementCount != count else { return false }
        count = surface.placementCount
        return true
    }
}
