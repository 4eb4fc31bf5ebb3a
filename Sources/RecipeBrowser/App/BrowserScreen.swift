// Where the browser's panes draw: ncurses windows in the app, recording surfaces in tests.
import TerminalUI

/// A line surface that can be moved and resized when the layout changes.
@MainActor
public protocol PlaceableSurface: LineSurface {
    /// Moves and resizes the surface to `frame`; its content must be drawn again.
    func place(_ frame: PaneFrame)
}

/// Makes the surfaces the browser's panes draw into.
@MainActor
public protocol BrowserScreen: AnyObject {
    /// Symbols that fit the locale.
    var glyphs: Glyphs { get }
    /// A surface at `frame` for the pane called `name` ("list", "status"...).
    func makeSurface(_ frame: PaneFrame, name: String) -> any PlaceableSurface
    /// Rings the terminal's bell (a cook-mode timer is done).
    func ringBell()
}

extension CursesSurface: PlaceableSurface {
    /// Moves and resizes the ncurses window.
    public func place(_ frame: PaneFrame) {
        setFrame(rows: frame.rows, columns: frame.columns, y: frame.y, x: frame.x)
    }
}

extension RecordingSurface: PlaceableSurface {
    /// Resizes the recorded grid (a recording has no position).
    public func place(_ frame: PaneFrame) {
        resize(rows: frame.rows, columns: frame.columns)
    }
}

/// The ncurses screen of a ``Terminal``.
extension Terminal: BrowserScreen {
    /// A window at `frame`.
    public func makeSurface(_ frame: PaneFrame, name: String) -> any PlaceableSurface {
        makeSurface(rows: frame.rows, columns: frame.columns, y: frame.y, x: frame.x)
    }
}
