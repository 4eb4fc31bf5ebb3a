/// A rectangle of text lines a pane draws into: an ncurses window, or a recording fake in tests.
///
/// Panes only ever replace whole lines or shift lines; the surface (ncurses) works out which
/// cells really changed when the frame is written.
@MainActor
public protocol LineSurface: AnyObject {
    /// Number of lines.
    var rows: Int { get }
    /// Number of columns.
    var columns: Int { get }
    /// Counts the times the surface was moved, resized or erased by its owner (a layout change,
    /// an overlay opened or closed, a terminal resize). Panes remember the count their lines were
    /// drawn under: when it changes, what they remember no longer matches the surface, and they
    /// draw everything again before anything else (see ``SurfacePlacement``).
    var placementCount: Int { get }
    /// Replaces line `y` with `runs`, which fill exactly ``columns`` columns.
    func draw(_ runs: [StyledRun], at y: Int)
    /// Shifts the lines from `y` down: `count` > 0 inserts that many blank lines at `y` (lines at the
    /// bottom fall off), `count` < 0 deletes lines at `y` (blank lines come in at the bottom).
    /// Same semantics as ncurses `winsdelln`.
    func shiftLines(at y: Int, by count: Int)
    /// Blanks every line.
    func clear()
    /// Queues this surface for the next frame (`wnoutrefresh`); nothing reaches the terminal yet.
    func markForRefresh()
}
