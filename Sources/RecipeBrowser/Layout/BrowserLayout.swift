// Where each pane goes for a terminal size: three panes, two panes, the list alone, or too small.

/// A rectangle of the terminal, in lines and columns.
public struct PaneFrame: Equatable, Sendable {
    /// First line.
    public var y: Int
    /// First column.
    public var x: Int
    /// Number of lines.
    public var rows: Int
    /// Number of columns.
    public var columns: Int

    /// Creates a frame.
    public init(y: Int, x: Int, rows: Int, columns: Int) {
        self.y = y
        self.x = x
        self.rows = rows
        self.columns = columns
    }

    /// Whether the screen position (`row`, `column`) falls inside the frame.
    public func contains(row: Int, column: Int) -> Bool {
        (y..<(y + rows)).contains(row) && (x..<(x + columns)).contains(column)
    }
}

/// The arrangement of the browser's panes for one terminal size.
public struct BrowserLayout: Equatable, Sendable {
    /// How many panes fit side by side.
    public enum Mode: Equatable, Sendable {
        /// 100 columns and wider: sidebar, list and detail.
        case threePanes
        /// 60–99 columns: sidebar and list; the detail opens full screen.
        case twoPanes
        /// Under 60 columns: the list alone; the sidebar opens over it with `s`.
        case listOnly
        /// Under 20x6: only a one-line message.
        case tooSmall
    }

    /// The smallest size the browser draws in.
    public static let minimumSize = (rows: 6, columns: 20)
    /// The sidebar's width when it is shown beside the list.
    public static let sidebarColumns = 24

    /// The arrangement.
    public let mode: Mode
    /// The whole terminal.
    public let screen: PaneFrame
    /// The title line at the top.
    public let title: PaneFrame
    /// The status line at the bottom.
    public let status: PaneFrame
    /// The area between title and status, where panes and full-screen views go.
    public let main: PaneFrame
    /// The sidebar beside the list (nil when it does not fit; it then opens over the list).
    public let sidebar: PaneFrame?
    /// The recipe list.
    public let list: PaneFrame
    /// The detail beside the list (nil when it opens full screen instead).
    public let detail: PaneFrame?

    /// The layout for a terminal of `rows` lines and `columns` columns.
    public init(rows: Int, columns: Int) {
        screen = PaneFrame(y: 0, x: 0, rows: max(1, rows), columns: max(1, columns))
        if rows < Self.minimumSize.rows || columns < Self.minimumSize.columns {
            mode = .tooSmall
        } else if columns >= 100 {
            mode = .threePanes
        } else if columns >= 60 {
            mode = .twoPanes
        } else {
            mode = .listOnly
        }
        title = PaneFrame(y: 0, x: 0, rows: 1, columns: screen.columns)
        status = PaneFrame(y: screen.rows - 1, x: 0, rows: 1, columns: screen.columns)
        main = PaneFrame(y: 1, x: 0, rows: max(1, screen.rows - 2), columns: screen.columns)
        switch mode {
        case .threePanes:
            let sidebar = PaneFrame(y: main.y, x: 0, rows: main.rows, columns: Self.sidebarColumns)
            let rest = main.columns - sidebar.columns - 2
            let listColumns = rest / 2
            self.sidebar = sidebar
            list = PaneFrame(y: main.y, x: sidebar.columns + 1, rows: main.rows, columns: listColumns)
            detail = PaneFrame(y: main.y, x: sidebar.columns + listColumns + 2, rows: main.rows,
                               columns: main.columns - sidebar.columns - listColumns - 2)
        case .twoPanes:
            let sidebar = PaneFrame(y: main.y, x: 0, rows: main.rows, columns: Self.sidebarColumns)
            self.sidebar = sidebar
            list = PaneFrame(y: main.y, x: sidebar.columns + 1, rows: main.rows,
                             columns: main.columns - sidebar.columns - 1)
            detail = nil
        case .listOnly, .tooSmall:
            sidebar = nil
            list = main
            detail = nil
        }
    }

    /// The one-column rules between side-by-side panes.
    public var dividers: [PaneFrame] {
        var frames: [PaneFrame] = []
        if let sidebar { frames.append(PaneFrame(y: main.y, x: sidebar.x + sidebar.columns, rows: main.rows, columns: 1)) }
        if let detail { frames.append(PaneFrame(y: main.y, x: detail.x - 1, rows: main.rows, columns: 1)) }
        return frames
    }
}
