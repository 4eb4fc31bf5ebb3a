import DiffableDataSource
import Testing
@testable import TerminalUI

/// Changesets applied through a real DiffableDataSource: what stays selected, what stays on
/// screen, and exactly which rows are rendered. The window is 5 lines; after `scrolled`, it
/// shows items 20...24 with 22 selected.
@MainActor @Suite struct ListPaneUpdateTests {
    func scrolled() -> ListFixture {
        let f = ListFixture(rows: 5, items: 100)
        f.pane.scrollView(by: 20)
        f.pane.select(22)
        f.resetCounts()
        return f
    }

    // MARK: reconfigure and reload

    @Test func reconfiguringOneVisibleRowRendersExactlyThatRow() {
        let f = scrolled()
        f.log.titles[23] = "Changed"
        f.apply { $0.reconfigureItems([23]) }
        #expect(f.rendered == [23])
        #expect(f.surface.drawnLines == [3] && f.surface.shiftOperations == 0)
        #expect(f.surface.text(at: 3).hasPrefix("Changed"))
    }

    @Test func reconfiguringAnOffScreenRowCostsNothing() {
        let f = scrolled()
        f.apply { $0.reconfigureItems([70]) }
        #expect(f.rendered.isEmpty && f.surface.drawnLines.isEmpty && f.surface.shiftOperations == 0)
        #expect(f.pane.commitToFrame() == 0 && f.surface.refreshes == 0)
    }

    @Test func reloadingTheSelectedRowKeepsItHighlighted() {
        let f = scrolled()
        f.apply { $0.reloadItems([22]) }
        #expect(f.rendered == [22] && f.highlightedLine == 2)
    }

    // MARK: above the window

    @Test func deletingAboveTheWindowMovesNothingOnScreen() {
        let f = scrolled()
        f.apply { $0.deleteItems([3, 5, 7]) }
        #expect(f.shownIDs == [20, 21, 22, 23, 24])
        #expect(f.rendered.isEmpty && f.surface.drawnLines.isEmpty)
        #expect(f.pane.topRow == 17 && f.pane.selectedItem == 22)
    }

    @Test func insertingAboveTheWindowMovesNothingOnScreen() {
        let f = scrolled()
        f.apply { $0.insertItems([1000, 1001], beforeItem: 10) }
        #expect(f.shownIDs == [20, 21, 22, 23, 24])
        #expect(f.rendered.isEmpty && f.surface.drawnLines.isEmpty)
        #expect(f.pane.topRow == 22)
    }

    @Test func insertingRightAboveTheTopRowKeepsTheTopRow() {
        let f = scrolled()
        f.apply { $0.insertItems([1000], beforeItem: 20) }
        #expect(f.shownIDs == [20, 21, 22, 23, 24] && f.rendered.isEmpty)
    }

    @Test func movingAnItemFromAboveIntoTheWindowRendersOnlyIt() {
        let f = scrolled()
        f.apply { $0.moveItem(5, afterItem: 21) }
        #expect(f.shownIDs == [20, 21, 5, 22, 23])
        #expect(f.rendered == [5])
        #expect(f.pane.selectedItem == 22 && f.highlightedLine == 3)
    }

    // MARK: inside the window

    @Test func deletingAnUnselectedVisibleRowShiftsTheRestAndRendersTheNewBottomRow() {
        let f = scrolled()
        f.apply { $0.deleteItems([21]) }
        #expect(f.shownIDs == [20, 22, 23, 24, 25])
        #expect(f.rendered == [25] && f.surface.shiftedLines == 1)
        #expect(f.pane.selectedItem == 22 && f.highlightedLine == 1)
    }

    @Test func deletingTheSelectedRowSelectsTheItemNowInItsPlace() {
        let f = scrolled()
        f.apply { $0.deleteItems([22]) }
        #expect(f.shownIDs == [20, 21, 23, 24, 25])
        #expect(f.pane.selectedItem == 23 && f.highlightedLine == 2)
        // Only the newly selected row (highlight) and the row that came into view.
        #expect(f.rendered.sorted() == [23, 25])
        #expect(f.selections.last == 23)
    }

    @Test func deletingTheLastItemWhileSelectedSelectsTheNewLast() {
        let f = ListFixture(rows: 5, items: 10)
        f.pane.selectLast()
        f.resetCounts()
        f.apply { $0.deleteItems([9]) }
        #expect(f.pane.selectedItem == 8)
        #expect(f.shownIDs == [4, 5, 6, 7, 8] && f.highlightedLine == 4)
        #expect(f.rendered.sorted() == [4, 8])
    }

    @Test func insertingInsideTheWindowRendersOnlyTheNewRow() {
        let f = scrolled()
        f.apply { $0.insertItems([1000], afterItem: 22) }
        #expect(f.shownIDs == [20, 21, 22, 1000, 23])
        #expect(f.rendered == [1000] && f.surface.shiftedLines == 1)
        #expect(f.highlightedLine == 2)
    }

    @Test func movingTheSelectedItemInsideTheWindowKeepsItSelected() {
        let f = scrolled()
        f.apply { $0.moveItem(22, afterItem: 24) }
        #expect(f.shownIDs == [20, 21, 23, 24, 22])
        #expect(f.pane.selectedItem == 22 && f.highlightedLine == 4)
        #expect(f.rendered == [22])
    }

    @Test func movingTheSelectedItemFarAwayFollowsIt() {
        let f = scrolled()
        f.apply { $0.moveItem(22, afterItem: 80) }
        #expect(f.pane.selectedItem == 22)
        #expect(f.shownIDs.contains(22) && f.shownIDs.contains(80))
    }

    @Test func deletingTheTopRowKeepsTheOthersOnTheirLines() {
        let f = scrolled()
        f.apply { $0.deleteItems([20]) }
        #expect(f.shownIDs == [19, 21, 22, 23, 24])
        #expect(f.rendered == [19] && f.surface.shiftOperations == 0)
    }

    // MARK: below the window

    @Test func changesBelowTheWindowCostNothing() {
        let f = scrolled()
        f.apply {
            $0.deleteItems([50, 51])
            $0.insertItems([1000], afterItem: 60)
            $0.moveItem(90, beforeItem: 30)
        }
        #expect(f.shownIDs == [20, 21, 22, 23, 24])
        #expect(f.rendered.isEmpty && f.surface.drawnLines.isEmpty && f.surface.shiftOperations == 0)
    }

    // MARK: empty lists and small panes

    @Test func emptyListHasNoSelectionAndBlankLines() {
        let f = ListFixture(rows: 5, items: 0)
        #expect(f.pane.selectedItem == nil && f.surface.lines.allSatisfy { $0.isEmpty })
        f.pane.selectNext()
        f.pane.pageDown()
        #expect(f.pane.selectedItem == nil)
    }

    @Test func deletingEverythingClearsSelectionAndScreen() {
        let f = ListFixture(rows: 5, items: 3)
        f.apply { $0.deleteItems([0, 1, 2]) }
        #expect(f.pane.selectedItem == nil && f.selections.last == .some(nil))
        #expect(f.surface.lines.allSatisfy { $0.isEmpty })
        f.apply { $0.appendItems([7, 8], toSection: "all") }
        #expect(f.pane.selectedItem == 7 && f.shownIDs == [7, 8])
    }

    @Test func onePanelRowFollowsADeletedSelection() {
        let f = ListFixture(rows: 1, items: 5)
        f.pane.select(2)
        f.resetCounts()
        f.apply { $0.deleteItems([2]) }
        #expect(f.shownIDs == [3] && f.pane.selectedItem == 3 && f.rendered == [3])
    }

    @Test func shorterListThanWindowPullsRowsDownOnDelete() {
        let f = ListFixture(rows: 5, items: 8)
        f.pane.selectLast()
        f.apply { $0.deleteItems([0]) }
        #expect(f.shownIDs == [3, 4, 5, 6, 7] && f.pane.selectedItem == 7)
    }

    // MARK: wide characters

    @Test func wideTitlesKeepTheAccessoryColumn() {
        let f = ListFixture(rows: 5, columns: 16, items: 0)
        f.log.titles = [1: "김치찌개 레시피 모음", 2: "Kimchi", 3: "麻婆豆腐"]
        f.apply { $0.appendItems([1, 2, 3], toSection: "all") }
        for y in 0..<3 {
            #expect(f.surface.cells[y][14].text == "#", "line \(y): \(f.surface.text(at: y))")
        }
        // 13 columns for the title: "김치찌개 레" is 11, "시" would make 13 with no room left for
        // the ellipsis, so the title stops at 11 + "…" and one blank column is left before the gap.
        #expect(f.surface.text(at: 0) == "김치찌개 레…  #1")
    }
}
