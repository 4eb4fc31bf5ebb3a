import DiffableDataSource
import TerminalUI

/// The demo: a list of generated items, a status line, and keys that move, mark, delete, insert
/// (and `!`, which takes the fatal-error path so tests can check it restores the terminal).
@MainActor
final class DemoApp {
    private let terminal: Terminal
    private let items: DemoItems
    private let listSurface: CursesSurface
    private let statusSurface: CursesSurface
    private let list: ListPane<String, Int>
    private let status: StatusLine
    private let dataSource: DiffableDataSource<String, Int>

    init(terminal: Terminal, itemCount: Int) {
        self.terminal = terminal
        let items = DemoItems(count: itemCount)
        self.items = items
        let checkMark = terminal.glyphs.checkMark
        listSurface = terminal.makeSurface(rows: max(1, terminal.rows - 1), columns: terminal.columns, y: 0, x: 0)
        statusSurface = terminal.makeSurface(rows: 1, columns: terminal.columns, y: max(1, terminal.rows - 1), x: 0)
        list = ListPane(surface: listSurface, glyphs: terminal.glyphs) { _, id in items.row(for: id, checkMark: checkMark) }
        status = StatusLine(surface: statusSurface, glyphs: terminal.glyphs)
        dataSource = DiffableDataSource(view: list)
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["items"])
        snapshot.appendItems(Array(0..<itemCount))
        dataSource.applySnapshotUsingReloadData(snapshot)
        showStatus()
    }

    private func showStatus() {
        let count = dataSource.snapshot().numberOfItems
        status.show(Row("\(count) items  j/k g/G PgUp/PgDn  x mark  d delete  i insert  q quit"))
    }

    /// Runs until `q`; returns normally so the caller restores the terminal.
    func run() {
        terminal.present([list, status], cause: "start")
        while true {
            let event = terminal.readEvent(timeoutMilliseconds: 150)
            if event == .timeout { continue }
            if event == .character("q") { return }
            handle(event)
            terminal.present([list, status], cause: event.name)
        }
    }

    private func handle(_ event: KeyEvent) {
        switch event {
        case .character("j"), .down: list.selectNext()
        case .character("k"), .up: list.selectPrevious()
        case .character("g"), .home: list.selectFirst()
        case .character("G"), .end: list.selectLast()
        case .pageDown, .control("f"): list.pageDown()
        case .pageUp, .control("b"): list.pageUp()
        case .control("d"): list.halfPageDown()
        case .control("u"): list.halfPageUp()
        case .tab: list.isFocused.toggle()
        case .character("x"): toggleMark()
        case .character("d"), .delete: deleteSelected()
        case .character("i"): insertAboveView()
        case .click(let row, _): list.selectLine(row)
        case .scrollDown: list.scrollView(by: 3)
        case .scrollUp: list.scrollView(by: -3)
        case .resize, .redraw: relayout()
        case .character("!"): terminal.fail("tui-demo: stopped by the ! key, through the fatal-error path")
        default: break
        }
        showStatus()
    }

    private func toggleMark() {
        guard let id = list.selectedItem else { return }
        items.toggleMark(id)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot)
    }

    private func deleteSelected() {
        guard let id = list.selectedItem else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot)
    }

    /// Inserts a new item just before the top visible one, so it lands above the window.
    private func insertAboveView() {
        var snapshot = dataSource.snapshot()
        let id = items.makeID()
        if case .item(let top)? = list.visibleRowIDs.first {
            snapshot.insertItems([id], beforeItem: top)
        } else {
            snapshot.appendItems([id], toSection: "items")
        }
        dataSource.apply(snapshot)
    }

    private func relayout() {
        let rows = terminal.rows
        let columns = terminal.columns
        listSurface.setFrame(rows: max(1, rows - 1), columns: columns, y: 0, x: 0)
        statusSurface.setFrame(rows: 1, columns: columns, y: max(1, rows - 1), x: 0)
        list.surfaceDidResize()
        status.invalidate()
    }
}
