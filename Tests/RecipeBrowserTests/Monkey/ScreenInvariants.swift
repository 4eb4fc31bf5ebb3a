// What must hold after every event: the terminal shows the snapshots, keys see what is shown.
import RecipeKit
@testable import RecipeBrowser
@testable import TerminalUI

/// The promises the browser keeps after every event, checked against the terminal a refresh
/// reached (``RecordingScreen/terminal``), the panes' snapshots and the store.
@MainActor
enum ScreenInvariants {
    /// Every promise that does not hold now, in words; empty when all hold.
    static func violations(in fixture: BrowserFixture) -> [String] {
        let browser = fixture.browser
        var problems: [String] = []
        let tooSmall = browser.layout.mode == .tooSmall
        let parts = browser.frameParts

        // A visible list pane's remembered lines match its surface (a hidden one adopts its
        // surface before it next draws).
        for part in parts {
            guard let list = part as? any RemembersLines, list.rememberedLineCount != list.visibleRowCount else { continue }
            problems.append("\(part.frameName) remembers \(list.rememberedLineCount) lines on a surface of \(list.visibleRowCount)")
        }

        // The terminal shows what each visible pane's snapshot or content says, line by line.
        for part in parts {
            guard let pane = part as? any ExpectsRuns, fixture.screen.surfaces[part.frameName] != nil else { continue }
            problems += mismatches(part.frameName, fixture) { pane.expectedRuns(atLine: $0) }
        }
        let list = browser.list
        // The header's count is the snapshot's.
        let count = list.count
        if !tooSmall, browser.layout.screen.columns >= 40 {
            let title = fixture.screen.terminalLine(0)
            // While only a search's first matches are listed, the count is "at least": "20+ recipes".
            let counted = list.isPartial ? "\(count)+ recipes" : "\(count) recipe\(count == 1 ? "" : "s")"
            if !title.hasSuffix(counted) {
                problems.append("title says \"\(title)\" for \(count) recipes in the list")
            }
        }

        // The selection is a recipe of the list, or nothing when the list is empty.
        let snapshot = list.snapshot
        if let selected = list.shownPane.selectedItem {
            if snapshot.indexOfItem(selected) == nil { problems.append("selection \(selected) is not in the list") }
        } else if snapshot.numberOfItems > 0 {
            problems.append("nothing selected in a list of \(snapshot.numberOfItems)")
        }

        // The detail shows the recipe the keys act on: the selected one (or nothing), or the one
        // a change took out of the list, which exists, is not in the list, and while it is shown
        // no row of the list is drawn selected.
        let target = browser.targetRecipeID()
        if browser.browsing.shows(.detail), !browser.hasDeferredWork, browser.detail.recipeID != target {
            problems.append("detail shows \(String(describing: browser.detail.recipeID)), the keys act on \(String(describing: target))")
        }
        if let outside = browser.recipeOutsideList {
            if snapshot.indexOfItem(outside.id) != nil { problems.append("recipe \(outside.id) is shown outside the list and is in it") }
            if (try? fixture.store.recipe(with: outside.id)) == nil { problems.append("recipe \(outside.id) is shown outside the list and is gone") }
            if browser.browsing.shows(.list), let frame = fixture.screen.surfaces[list.shownPane.frameName]?.frame,
               (0..<frame.rows).contains(where: { y in
                   fixture.screen.terminalCells(frame, line: y).contains { [.selection, .focusedSelection].contains($0.role) }
               }) {
                problems.append("a list row is drawn selected while recipe \(outside.id), outside the list, is shown")
            }
        } else if browser.outsideList != nil, list.query == browser.outsideList?.query {
            problems.append("a recipe outside the list is remembered and not shown")
        }

        // The list is the store's answer for its query, in the chosen scope.
        if !list.isSearching {
            if list.query.scope != browser.sidebar.chosenScope {
                problems.append("list shows \(list.query.scope), sidebar chose \(browser.sidebar.chosenScope)")
            }
            do {
                let expected = try fixture.store.recipeIDs(matching: list.query)
                if snapshot.itemIdentifiers != expected {
                    problems.append("list has \(snapshot.numberOfItems) IDs, the store answers \(expected.count) for \(list.query)")
                }
            } catch {
                problems.append("store cannot answer \(list.query): \(error)")
            }
        }
        return problems
    }

    /// The lines of pane `name` where the terminal differs from what the pane must show.
    private static func mismatches(_ name: String, _ fixture: BrowserFixture, expected: (Int) -> [StyledRun]) -> [String] {
        let surface = fixture.screen.surfaces[name]!
        let frame = surface.frame
        var problems: [String] = []
        for y in 0..<frame.rows where frame.y + y < fixture.screen.terminal.count {
            let shown = Array(fixture.screen.terminalCells(frame, line: y))
            let wanted = Array(RecordingSurface.cells(of: expected(y)).prefix(shown.count))
            if shown != wanted {
                problems.append("\(name) line \(y): terminal shows \"\(text(shown))\", the pane must show \"\(text(wanted))\"")
            }
        }
        return problems
    }

    private static func text(_ cells: [RecordingSurface.Cell]) -> String {
        var line = cells.map(\.text).joined()
        while line.last == " " { line.removeLast() }
        return line
    }
}

/// A pane whose wanted content the invariants compare with the terminal.
@MainActor
protocol ExpectsRuns {
    func expectedRuns(atLine y: Int) -> [StyledRun]
}
extension ListPane: ExpectsRuns {}
extension GalleryPane: ExpectsRuns {}
extension TextPane: ExpectsRuns {}

/// A list pane's memory of its lines, against its surface.
@MainActor
protocol RemembersLines {
    var rememberedLineCount: Int { get }
    var visibleRowCount: Int { get }
}
extension ListPane: RemembersLines {
    var rememberedLineCount: Int { lines.count }
}
