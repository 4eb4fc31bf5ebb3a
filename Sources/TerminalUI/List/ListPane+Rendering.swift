/// Turning the wanted window content into line shifts and the fewest row renders.
extension ListPane {
    /// The highest top row that still fills the window.
    var maxTopRow: Int { max(0, rows.count - surface.rows) }

    /// Adjusts the top row so the selection is on screen and the window is as full as it can be.
    func scrollSelectionIntoView() {
        let height = max(1, surface.rows)
        if let selected = selectedItem, let row = rows.row(of: .item(selected)) {
            if row < topRow { topRow = row }
            if row >= topRow + height { topRow = row - height + 1 }
        }
        topRow = max(0, min(topRow, maxTopRow))
    }

    /// Redraws what highlighting (selection, focus) changed.
    func refreshLines() {
        sync(dirty: [])
    }

    /// What line `y` should show now.
    func wantedLine(_ y: Int) -> ShownLine? {
        let row = topRow + y
        guard row < rows.count else { return nil }
        let id = rows.entry(at: row).id
        var highlight: StyleRole?
        if highlightsSelection, case .item(let item) = id, item == selectedItem {
            highlight = isFocused ? .focusedSelection : .selection
        }
        return ShownLine(id: id, highlight: highlight)
    }

    /// Brings the surface from `lines` to the wanted content: rows still on screen are shifted
    /// into place; only new rows, `dirty` rows and rows whose highlight changed are rendered.
    func sync(dirty: Set<RowID>) {
        adoptPlacement()
        let height = surface.rows
        let wanted = (0..<height).map(wantedLine)
        let kept = keptLines(wanted: wanted)
        shiftLines(keeping: kept)
        let wantedPlaceholder = placeholderRows()
        let shownPlaceholder = placeholderShown
        // Lines the placeholder leaves that no row takes are blanked.
        for y in shownPlaceholder.indices where y >= wantedPlaceholder.count && y < height && wanted[y] == nil {
            draw(nil, at: y)
        }
        for y in 0..<height where lines[y] != wanted[y] || (wanted[y].map { dirty.contains($0.id) } ?? false) {
            draw(wanted[y], at: y)
        }
        for (y, row) in wantedPlaceholder.enumerated() where y >= shownPlaceholder.count || shownPlaceholder[y] != row {
            surface.draw(layout.runs(for: row, width: surface.columns), at: y)
            tally.countRenderedRows()
        }
        placeholderShown = wantedPlaceholder
    }

    /// Pairs (old line, new line) of the rows to keep without rendering: the longest run of rows
    /// on screen before and after whose order did not change.
    private func keptLines(wanted: [ShownLine?]) -> [(old: Int, new: Int)] {
        var oldLine: [RowID: Int] = [:]
        for (y, line) in lines.enumerated() { if let line { oldLine[line.id] = y } }
        let pairs = wanted.enumerated().compactMap { y, line in line.flatMap { oldLine[$0.id] }.map { (old: $0, new: y) } }
        return LongestIncreasingRun.keep(pairs)
    }

    /// Moves the kept lines to their new places: first deletions (lines only move up, none falls
    /// off), then insertions, each gap between kept lines sized to what it must hold.
    private func shiftLines(keeping kept: [(old: Int, new: Int)]) {
        var currentLine = kept.map(\.old)
        func position(_ k: Int) -> Int { k < 0 ? -1 : currentLine[k] }
        for deleting in [true, false] {
            for k in kept.indices {
                let oldGap = position(k) - position(k - 1) - 1
                let newGap = kept[k].new - (k > 0 ? kept[k - 1].new : -1) - 1
                let change = newGap - oldGap
                guard deleting ? change < 0 : change > 0 else { continue }
                let at = position(k - 1) + 1
                surface.shiftLines(at: at, by: change)
                tally.markDirty()
                lines.removeSubrange(at..<(at + abs(min(change, 0))))
                lines.insert(contentsOf: Array(repeating: nil, count: max(change, 0)), at: at)
                if change < 0 {
                    lines.append(contentsOf: Array(repeating: nil, count: -change))
                } else {
                    lines.removeLast(change)
                }
                for j in k..<kept.count { currentLine[j] += change }
            }
        }
    }

    /// Renders line `y` (or blanks it) and records what it shows.
    private func draw(_ line: ShownLine?, at y: Int) {
        surface.draw(runs(for: line, at: y), at: y)
        if line != nil {
            tally.countRenderedRows()
            rowsRenderedTotal += 1
        }
        lines[y] = line
        tally.markDirty()
    }

    /// The runs that show `line` on line `y` of the window (blanks for nil), from the providers.
    func runs(for line: ShownLine?, at y: Int) -> [StyledRun] {
        let width = surface.columns
        guard let line else { return [StyledRun(text: String(repeating: " ", count: width), role: .normal, width: width)] }
        let row: Row
        switch line.id {
        case .header(let section):
            row = headerProvider?(section) ?? Row("")
        case .item(let item):
            let indexPath = rows.entry(at: topRow + y).indexPath!
            row = rowProvider(indexPath, item)
        }
        return layout.runs(for: row, width: width, highlight: line.highlight)
    }

    /// The placeholder's lines for an empty list at this width (none for a list with rows).
    func placeholderRows() -> [Row] {
        guard rows.count == 0, let placeholder, surface.rows > 0 else { return [] }
        let wrapped = TextWrapping.wrap(placeholder, columns: max(1, surface.columns - 1))
        return wrapped.prefix(surface.rows).map { Row([Segment(" " + $0, role: .dim)]) }
    }

    /// What line `y` must show now, rendered afresh: what a test compares with the screen.
    public func expectedRuns(atLine y: Int) -> [StyledRun] {
        let placeholder = placeholderRows()
        if y < placeholder.count { return layout.runs(for: placeholder[y], width: surface.columns) }
        return runs(for: wantedLine(y), at: y)
    }
}
