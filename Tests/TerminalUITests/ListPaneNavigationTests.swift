import DiffableDataSource
import Testing
@testable import TerminalUI

@MainActor @Suite struct ListPaneNavigationTests {
    @Test func firstLoadShowsTheFirstRowsAndSelectsTheFirstItem() {
        let f = ListFixture(rows: 5, items: 100)
        #expect(f.shownIDs == [0, 1, 2, 3, 4])
        #expect(f.pane.selectedItem == 0 && f.highlightedLine == 0)
        #expect(f.rendered == [0, 1, 2, 3, 4])
        #expect(f.selections == [0])
    }

    @Test func movingTheSelectionInsideTheWindowRendersTwoRows() {
        let f = ListFixture(rows: 5, items: 100)
        f.resetCounts()
        f.pane.selectNext()
        #expect(f.pane.selectedItem == 1 && f.highlightedLine == 1)
        #expect(f.rendered.sorted() == [0, 1])
        #expect(f.surface.shiftOperations == 0)
        #expect(f.pane.commitToFrame() == 2)
        #expect(f.surface.refreshes == 1)
    }

    @Test func movingPastTheBottomShiftsOneLineAndRendersTwoRows() {
        let f = ListFixture(rows: 5, items: 100)
        for _ in 0..<4 { f.pane.selectNext() }
        f.resetCounts()
        f.pane.selectNext()
        #expect(f.shownIDs == [1, 2, 3, 4, 5])
        #expect(f.highlightedLine == 4)
        #expect(f.rendered.sorted() == [4, 5])
        #expect(f.surface.shiftedLines == 1)
    }

    @Test func previousAtTheTopChangesNothing() {
        let f = ListFixture(rows: 5, items: 100)
        f.resetCounts()
        f.pane.selectPrevious()
        #expect(f.rendered.isEmpty && f.surface.drawnLines.isEmpty)
        #expect(f.pane.commitToFrame() == 0 && f.surface.refreshes == 0)
    }

    @Test func lastAndFirstJumpAndRenderTheWholeWindow() {
        let f = ListFixture(rows: 5, items: 100)
        f.resetCounts()
        f.pane.selectLast()
        #expect(f.shownIDs == [95, 96, 97, 98, 99] && f.highlightedLine == 4)
        #expect(f.rendered.count == 5)
        f.pane.selectFirst()
        #expect(f.shownIDs == [0, 1, 2, 3, 4] && f.highlightedLine == 0)
    }

    @Test func pagesMoveSelectionAndViewTogether() {
        let f = ListFixture(rows: 5, items: 100)
        f.pane.selectNext()
        f.pane.pageDown()
        #expect(f.pane.selectedItem == 5 && f.pane.topRow == 4)
        #expect(f.highlightedLine == 1)
        f.pane.halfPageDown()
        #expect(f.pane.selectedItem == 7 && f.pane.topRow == 6)
        f.pane.halfPageUp()
        f.pane.pageUp()
        #expect(f.pane.selectedItem == 1 && f.pane.topRow == 0)
    }

    @Test func selectingByIdentifierScrollsItIntoView() {
        let f = ListFixture(rows: 5, items: 100)
        #expect(f.pane.select(50))
        #expect(f.pane.selectedItem == 50 && f.shownIDs.contains(50))
        #expect(!f.pane.select(1000))
        #expect(f.pane.selectedItem == 50)
        #expect(f.selections.last == 50)
    }

    @Test func clickSelectsTheItemOnThatLine() {
        let f = ListFixture(rows: 5, items: 100)
        #expect(f.pane.selectLine(3))
        #expect(f.pane.selectedItem == 3)
        #expect(!f.pane.selectLine(7))
    }

    @Test func wheelScrollLeavesSelectionAndScrollToSelectionBringsItBack() {
        let f = ListFixture(rows: 5, items: 100)
        f.pane.scrollView(by: 10)
        #expect(f.shownIDs == [10, 11, 12, 13, 14] && f.highlightedLine == nil)
        f.pane.scrollToSelection()
        #expect(f.shownIDs.first == 0 && f.highlightedLine == 0)
    }

    @Test func losingFocusRedrawsOnlyTheSelectedRow() {
        let f = ListFixture(rows: 5, items: 100)
        f.resetCounts()
        f.pane.isFocused = false
        #expect(f.rendered == [0])
        #expect(f.surface.role(at: 0) == .selection)
    }

    @Test func onePanelRowKeepsTheSelectionVisible() {
        let f = ListFixture(rows: 1, items: 10)
        f.pane.selectNext()
        f.pane.selectNext()
        #expect(f.shownIDs == [2] && f.highlightedLine == 0)
        f.pane.pageDown()
        #expect(f.shownIDs == [3])
        f.pane.selectPrevious()
        #expect(f.shownIDs == [2])
    }

    @Test func headersAreRowsThatTheSelectionSkips() {
        let f = ListFixture(rows: 6, headers: true, sections: ["a": [1, 2], "b": [3, 4]])
        #expect(f.surface.lines == ["== a", "Item 1            #1", "Item 2            #2",
                                   "== b", "Item 3            #3", "Item 4            #4"])
        #expect(f.pane.selectedItem == 1)
        f.pane.selectNext()
        f.pane.selectNext()
        #expect(f.pane.selectedItem == 3 && f.highlightedLine == 4)
        f.pane.selectPrevious()
        #expect(f.pane.selectedItem == 2)
    }

    @Test func resizeKeepsSelectionVisibleAndRedrawsAll() {
        let f = ListFixture(rows: 10, items: 100)
        f.pane.select(8)
        f.surface.resize(rows: 4, columns: 30)
        f.resetCounts()
        f.pane.surfaceDidResize()
        #expect(f.highlightedLine != nil && f.pane.selectedItem == 8)
        #expect(f.shownIDs.contains(8) && f.rendered.count == 4)
    }

    @Test func aMillionItemsRenderOnlyTheVisibleRows() {
        let f = ListFixture(rows: 24, items: 1_000_000)
        #expect(f.rendered.count == 24)
        f.resetCounts()
        f.pane.selectLast()
        #expect(f.rendered.count == 24 && f.shownIDs.last == 999_999)
        f.resetCounts()
        f.apply { $0.reconfigureItems([999_990]) }
        #expect(f.rendered == [999_990])
    }
}
