import DiffableDataSource
import Testing
@testable import TerminalUI

/// The gallery through a real DiffableDataSource onto a recording surface: 3 cards a band (72
/// columns, cards of 24), cards of 2 lines (title, subtitle), 3 bands in the window (6 lines).
@MainActor @Suite struct GalleryPaneTests {
    @MainActor final class Fixture {
        let surface = RecordingSurface(rows: 6, columns: 72)
        var titles: [Int: String] = [:]
        var rendered: [Int] = []
        var pane: GalleryPane<Int, Int>!
        var dataSource: DiffableDataSource<Int, Int>!

        init(items: Int) {
            pane = GalleryPane(surface: surface, glyphs: Glyphs(unicode: true), minimumCardWidth: 24, cardHeight: 2) {
                [unowned self] item, _, _, highlight in
                rendered.append(item)
                return [Row(titles[item] ?? "Card \(item)", role: highlight ?? .normal), Row("sub \(item)")]
            }
            dataSource = DiffableDataSource(view: pane)
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<items))
            dataSource.applySnapshotUsingReloadData(snapshot)
            rendered = []
            surface.resetCounters()
        }

        func apply(_ change: (inout DiffableDataSourceSnapshot<Int, Int>) -> Void) {
            var snapshot = dataSource.snapshot()
            change(&snapshot)
            dataSource.apply(snapshot)
        }

        /// The titles on the band's first line, trimmed.
        func titles(band: Int) -> [String] {
            let line = surface.cells[band * 2].map(\.text).joined()
            return stride(from: 0, to: 72, by: 24).map {
                String(line.dropFirst($0).prefix(24)).trimmingCharacters(in: .whitespaces)
            }
        }
    }

    @Test func cardsFillTheWindowLeftToRightThenDown() {
        let f = Fixture(items: 20)
        #expect(f.pane.cardsPerBand == 3 && f.pane.visibleBands == 3)
        #expect(f.titles(band: 0) == ["Card 0", "Card 1", "Card 2"])
        #expect(f.titles(band: 2) == ["Card 6", "Card 7", "Card 8"])
        #expect(f.pane.selectedItem == 0)
    }

    @Test func aReconfigureRedrawsTheOneBandOfItsCard() {
        let f = Fixture(items: 20)
        f.titles[4] = "Favorite"
        f.apply { $0.reconfigureItems([4]) }
        #expect(f.titles(band: 1) == ["Card 3", "Favorite", "Card 5"])
        #expect(f.surface.drawnLines == [2, 3])
        #expect(Set(f.rendered) == [3, 4, 5])
    }

    @Test func aDeleteShiftsTheCardsAfterItAndKeepsTheSelectionOnItsItem() {
        let f = Fixture(items: 20)
        f.pane.select(5)
        f.surface.resetCounters()
        f.apply { $0.deleteItems([4]) }
        #expect(f.titles(band: 0) == ["Card 0", "Card 1", "Card 2"])
        #expect(f.titles(band: 1) == ["Card 3", "Card 5", "Card 6"])
        #expect(f.pane.selectedItem == 5)
        // The first band did not change, so it was not drawn.
        #expect(!f.surface.drawnLines.contains(0) && f.surface.drawnLines.contains(2))
    }

    @Test func deletingTheSelectedCardSelectsTheOneNowInItsPlace() {
        let f = Fixture(items: 20)
        f.pane.select(7)
        f.apply { $0.deleteItems([7]) }
        #expect(f.pane.selectedItem == 8)
    }

    @Test func movingPastTheWindowScrollsByBands() {
        let f = Fixture(items: 20)
        f.pane.select(10)
        #expect(f.pane.topBand == 1)
        #expect(f.titles(band: 2) == ["Card 9", "Card 10", "Card 11"])
        f.pane.selectLast()
        #expect(f.pane.selectedItem == 19 && f.titles(band: 2) == ["Card 18", "Card 19", ""])
        #expect(f.pane.selectItem(atLine: 0, column: 30) && f.pane.selectedItem == 13)
    }
}
