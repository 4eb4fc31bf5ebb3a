/// A ``LineSurface`` that keeps a grid of cells in memory and counts what was done to it, so
/// panes can be tested as text without a terminal (the model is ratatui's `TestBackend`).
@MainActor
public final class RecordingSurface: LineSurface {
    /// One screen cell: the character drawn there ("" for the right half of a wide character).
    public struct Cell: Equatable, Sendable {
        /// The grapheme shown, " " when blank, "" when covered by the wide character to its left.
        public var text: String
        /// The role it was drawn in.
        public var role: StyleRole

        /// A cell showing `text` in `role`.
        public init(text: String, role: StyleRole) {
            self.text = text
            self.role = role
        }
    }

    /// Number of lines.
    public private(set) var rows: Int
    /// Number of columns.
    public private(set) var columns: Int
    /// The grid, `cells[y][x]`.
    public private(set) var cells: [[Cell]]
    /// Lines drawn since the counters were reset, in order (the `y` of each `draw`).
    public private(set) var drawnLines: [Int] = []
    /// Lines shifted since the counters were reset (the sum of `|count|` over `shiftLines`).
    public private(set) var shiftedLines = 0
    /// Number of `shiftLines` calls since the counters were reset.
    public private(set) var shiftOperations = 0
    /// Number of `markForRefresh` calls since the counters were reset.
    public private(set) var refreshes = 0
    /// Bumped by every ``resize(rows:columns:)``, as a curses window's placement is.
    public private(set) var placementCount = 0
    /// Lines changed since the last `markForRefresh` (what `wnoutrefresh` would copy to the screen).
    public private(set) var touchedLines: Set<Int> = []

    /// A blank surface of `rows` x `columns`.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Self.blankLine(columns), count: rows)
    }

    /// Changes the size and blanks every line, as the app's curses windows do when placed
    /// (`wresize` then `werase`).
    public func resize(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Self.blankLine(columns), count: rows)
        touchedLines = Set(0..<rows)
        placementCount += 1
    }

    /// The visible text of line `y`, trailing blanks removed.
    public func text(at y: Int) -> String {
        var line = cells[y].map(\.text).joined()
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Every line's visible text.
    public var lines: [String] { (0..<rows).map { text(at: $0) } }

    /// The role of the first cell of line `y` (the highlight of a selected row).
    public func role(at y: Int) -> StyleRole { cells[y].first?.role ?? .normal }

    /// Forgets the counters, so a test can measure one operation.
    public func resetCounters() {
        drawnLines = []
        shiftedLines = 0
        shiftOperations = 0
        refreshes = 0
    }

    /// Records the drawn line as cells (a wide character takes two) and counts it.
    public func draw(_ runs: [StyledRun], at y: Int) {
        precondition(y >= 0 && y < rows, "draw outside the surface")
        drawnLines.append(y)
        let line = Self.cells(of: runs)
        precondition(line.count == columns, "a drawn line must fill the surface width exactly")
        cells[y] = line
        touchedLines.insert(y)
    }

    /// The cells `runs` fill, as ncurses fills them scalar by scalar: a character of width *w*
    /// takes *w* cells (the first shows it, the others are empty), and a zero-width character
    /// joins the cell before it.
    public static func cells(of runs: [StyledRun]) -> [Cell] {
        var line: [Cell] = []
        for run in runs {
            for character in run.text {
                let width = TextWidth.of(character)
                if width == 0, !line.isEmpty {
                    line[line.count - 1].text.append(character)
                    continue
                }
                line.append(Cell(text: String(character), role: run.role))
                for _ in 1..<max(1, width) { line.append(Cell(text: "", role: run.role)) }
            }
        }
        return line
    }

    /// Shifts the grid as `winsdelln` would and counts the lines shifted.
    public func shiftLines(at y: Int, by count: Int) {
        shiftOperations += 1
        shiftedLines += abs(count)
        if count > 0 {
            let inserted = min(count, rows - y)
            cells.insert(contentsOf: Array(repeating: Self.blankLine(columns), count: inserted), at: y)
            cells.removeLast(inserted)
        } else if count < 0 {
            let deleted = min(-count, rows - y)
            cells.removeSubrange(y..<(y + deleted))
            cells.append(contentsOf: Array(repeating: Self.blankLine(columns), count: deleted))
        }
        if count != 0 { touchedLines.formUnion(y..<rows) }
    }

    /// Blanks every cell (not counted as drawing).
    public func clear() {
        cells = Array(repeating: Self.blankLine(columns), count: rows)
        touchedLines = Set(0..<rows)
    }

    /// Counts a refresh; the touched lines are now on the screen (see ``takeTouchedLines()``).
    public func markForRefresh() {
        refreshes += 1
    }

    /// The lines changed since the last call, forgotten: what a refresh copies to the screen.
    public func takeTouchedLines() -> Set<Int> {
        defer { touchedLines = [] }
        return touchedLines
    }

    private static func blankLine(_ columns: Int) -> [Cell] {
        Array(repeating: Cell(text: " ", role: .normal), count: columns)
    }
}
