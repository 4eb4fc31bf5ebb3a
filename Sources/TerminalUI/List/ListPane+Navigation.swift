/// Moving the selection and the scroll position, as keys and clicks ask.
extension ListPane {
    /// The row of the selected item, if any.
    private var selectedRow: Int? { selectedItem.flatMap { rows.row(of: .item($0)) } }

    /// Selects the item in row `row` (or the nearest item row in `direction`), scrolling as needed.
    private func selectRow(_ row: Int, searchingForward forward: Bool) {
        guard rows.count > 0 else { return }
        let clamped = max(0, min(row, rows.count - 1))
        guard let target = rows.itemRow(from: clamped, forward: forward) ?? rows.itemRow(from: clamped, forward: !forward),
              case .item(let item) = rows.entry(at: target).id else { return }
        setSelection(item)
        scrollSelectionIntoView()
        sync(dirty: [])
    }

    /// Selects the next item (down one row); stays on the last.
    public func selectNext() {
        guard let row = selectedRow else { return selectFirst() }
        if row + 1 < rows.count, rows.itemRow(from: row + 1, forward: true) != nil {
            selectRow(row + 1, searchingForward: true)
        }
    }

    /// Selects the previous item (up one row); stays on the first.
    public func selectPrevious() {
        guard let row = selectedRow else { return selectFirst() }
        if row > 0, rows.itemRow(from: row - 1, forward: false) != nil {
            selectRow(row - 1, searchingForward: false)
        } else if topRow > 0 {
            // The first item's section header is above it: show it.
            topRow = 0
            sync(dirty: [])
        }
    }

    /// Selects the first item and scrolls to the top.
    public func selectFirst() {
        topRow = 0
        selectRow(0, searchingForward: true)
    }

    /// Selects the last item and scrolls to the bottom.
    public func selectLast() {
        topRow = maxTopRow
        selectRow(rows.count - 1, searchingForward: false)
    }

    /// Moves the selection and the view one window down (less one line of context).
    public func pageDown() { scroll(by: max(1, surface.rows - 1)) }

    /// Moves the selection and the view one window up (less one line of context).
    public func pageUp() { scroll(by: -max(1, surface.rows - 1)) }

    /// Moves the selection and the view half a window down.
    public func halfPageDown() { scroll(by: max(1, surface.rows / 2)) }

    /// Moves the selection and the view half a window up.
    public func halfPageUp() { scroll(by: -max(1, surface.rows / 2)) }

    /// Moves the view by `delta` rows and the selection with it, so it keeps its line.
    private func scroll(by delta: Int) {
        guard let row = selectedRow else { return selectFirst() }
        topRow = max(0, min(topRow + delta, maxTopRow))
        selectRow(row + delta, searchingForward: delta > 0)
    }

    /// Selects `item` if it is in the list (returns false otherwise) and scrolls it into view.
    @discardableResult
    public func select(_ item: Item) -> Bool {
        guard rows.row(of: .item(item)) != nil else { return false }
        setSelection(item)
        scrollSelectionIntoView()
        sync(dirty: [])
        return true
    }

    /// Selects the item shown on line `y` of the window (a click); false when there is none.
    @discardableResult
    public func selectLine(_ y: Int) -> Bool {
        guard y >= 0, y < surface.rows, topRow + y < rows.count,
              case .item(let item) = rows.entry(at: topRow + y).id else { return false }
        return select(item)
    }

    /// Scrolls the least needed to show the selected item.
    public func scrollToSelection() {
        scrollSelectionIntoView()
        sync(dirty: [])
    }

    /// Scrolls the view by `delta` rows without moving the selection (the mouse wheel); the
    /// selection may leave the window.
    public func scrollView(by delta: Int) {
        topRow = max(0, min(topRow + delta, maxTopRow))
        sync(dirty: [])
    }
}
