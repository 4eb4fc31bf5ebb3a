import DiffableDataSource
import Foundation
import Glibc
@testable import TerminalUI

/// Widths come from the locale: every test that measures text runs under C.UTF-8.
let utf8Locale: Bool = {
    setlocale(LC_ALL, "C.UTF-8") != nil
}()

/// A ListPane of Int items on a recording surface, fed through a real DiffableDataSource, and a
/// log of the items the row provider was asked to render.
@MainActor
final class ListFixture {
    let surface: RecordingSurface
    let pane: ListPane<String, Int>
    let dataSource: DiffableDataSource<String, Int>
    let log: RenderLog
    var selections: [Int?] = []
    var rendered: [Int] { log.rendered }

    init(rows: Int = 5, columns: Int = 20, items: Int = 0, headers: Bool = false, sections: [String: [Int]]? = nil) {
        _ = utf8Locale
        let surface = RecordingSurface(rows: rows, columns: columns)
        self.surface = surface
        let log = RenderLog()
        self.log = log
        var headerProvider: ListPane<String, Int>.HeaderProvider?
        if headers {
            headerProvider = { (section: String) -> Row in Row("== \(section)", role: .header) }
        }
        pane = ListPane(surface: surface, glyphs: Glyphs(unicode: true), rowProvider: { _, id in log.row(for: id) },
                        headerProvider: headerProvider)
        dataSource = DiffableDataSource(view: pane)
        pane.onSelectionChange = { [unowned self] item in self.selections.append(item) }
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        if let sections {
            for name in sections.keys.sorted() {
                snapshot.appendSections([name])
                snapshot.appendItems(sections[name]!, toSection: name)
            }
        } else {
            snapshot.appendSections(["all"])
            snapshot.appendItems(Array(0..<items))
        }
        dataSource.applySnapshotUsingReloadData(snapshot)
    }

    /// Forgets what was rendered and drawn so far, to measure the next operation alone.
    func resetCounts() {
        _ = pane.commitToFrame()
        log.rendered = []
        surface.resetCounters()
    }

    /// Applies a change to the current snapshot through the data source.
    func apply(_ change: (inout DiffableDataSourceSnapshot<String, Int>) -> Void) {
        var snapshot = dataSource.snapshot()
        change(&snapshot)
        dataSource.apply(snapshot)
    }

    /// The item identifiers on screen, top to bottom, read back from the drawn text ("#id").
    var shownIDs: [Int] {
        surface.lines.compactMap { line in
            line.split(separator: "#").last.flatMap { Int($0) }
        }
    }

    /// The line drawn highlighted (the selection), if any.
    var highlightedLine: Int? {
        (0..<surface.rows).first { [.focusedSelection, .selection].contains(surface.role(at: $0)) }
    }
}

/// The row provider's data and the log of what it was asked for.
@MainActor
final class RenderLog {
    var titles: [Int: String] = [:]
    var rendered: [Int] = []

    func row(for id: Int) -> Row {
        rendered.append(id)
        return Row([Segment(titles[id] ?? "Item \(id)")], accessory: [Segment("#\(id)")])
    }
}
