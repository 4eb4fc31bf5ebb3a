// Replaying monkey events on a browser over a real library, checking every promise after each.
import Foundation
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

/// Replays events on a fresh browser (120x40, the sample library) and checks, after every event,
/// the screen invariants and that `f` and `d` acted on the recipe the person saw.
@MainActor
enum MonkeyRun {
    /// A broken promise: the event after which it broke, and what broke.
    struct Violation: Error, CustomStringConvertible {
        let index: Int
        let event: MonkeyEvent
        let problems: [String]
        var description: String {
            "after event #\(index) (\(event)):\n" + problems.map { "  - " + $0 }.joined(separator: "\n")
        }
    }

    /// Replays `events`; throws the first ``Violation`` (a crash ends the process instead).
    /// With `background`, every search and scope switch runs on the search worker, as in a large
    /// library, and lands whenever the worker is done: between any two events.
    /// With `folder`, the library is a folder of `.cook` files (the browser follows it) and the
    /// other process's changes are made to its files on disk (`DiskChange`).
    static func replay(_ events: [MonkeyEvent], background: Bool = false, folder: Bool = false) throws {
        let fixture = try BrowserFixture(folder: folder)
        if background { fixture.browser.list.backgroundSearchMinimum = 0 }
        let other = try fixture.library.otherProcess()
        var stack = StackWatch()
        for (index, event) in events.enumerated() {
            let steps: [MonkeyEvent] = if case .keys(let names, let salt) = event { names.map { .key($0, salt: salt) } } else { [event] }
            for step in steps {
                var problems = try apply(step, to: fixture, other: other, stack: &stack)
                problems += ScreenInvariants.violations(in: fixture)
                if !problems.isEmpty { throw Violation(index: index, event: event, problems: ["at \(step)"] + problems) }
            }
        }
    }

    /// Replays `events` in this process and exits: 0 when every promise held, 1 (with the
    /// violation on standard error) when one broke. For exit tests, where a crash is a result too.
    static func replayAndExit(_ events: [MonkeyEvent], background: Bool = false, folder: Bool = false) -> Never {
        do {
            try replay(events, background: background, folder: folder)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("MONKEY VIOLATION \(error)\n".utf8))
            exit(1)
        }
    }

    /// Applies one event; returns the promises about the acted-on recipe that it broke.
    private static func apply(_ event: MonkeyEvent, to fixture: BrowserFixture, other: RecipeStore,
                              stack: inout StackWatch) throws -> [String] {
        let browser = fixture.browser
        let rows = browser.layout.screen.rows
        let columns = browser.layout.screen.columns
        switch event {
        case .key(let name, let salt):
            let key = MonkeyKeys.event(name)
            let shown = browser.targetRecipeID()
            let before = try LibraryState(fixture.store)
            let watched = stack.before(key, in: browser)
            let outcome = fixture.press(key)[0]
            var problems: [String] = []
            if case .edit(let request) = outcome {
                problems = try answerEditor(request, salt: salt, in: fixture, other: other)
            }
            let after = try LibraryState(fixture.store)
            return problems + before.changes(to: after, key: key, shown: shown) + stack.after(watched, in: browser)
        case .click(let row, let column):
            fixture.press(.click(row: row % rows, column: column % columns))
        case .wheel(let row, let column, let up):
            let at = (row: row % rows, column: column % columns)
            fixture.press(up ? .scrollUp(row: at.row, column: at.column) : .scrollDown(row: at.row, column: at.column))
        case .resize(let newRows, let newColumns):
            fixture.resize(rows: newRows, columns: newColumns)
        case .otherProcess(let change):
            if let root = fixture.library.folder?.root {
                try DiskChange.perform(change, in: root, index: fixture.store)
                fixture.press(.timeout)
                return try DiskChange.disagreements(in: root, index: fixture.store)
            }
            try perform(change, on: other)
            fixture.press(.timeout)
        case .timeout:
            fixture.press(.timeout)
        case .keys:
            preconditionFailure("replay presses a burst's keys one by one")
        }
        return []
    }

    /// What another process does to the recipe being edited while the editor is open.
    enum Interference: Int, CaseIterable {
        case none, favorite, retitle, delete
        init(salt: UInt32) { self = Self(rawValue: Int(salt / 3) % Self.allCases.count)! }
    }

    /// What the editor hands back: nothing changed, a new title, or the text as it was; while it
    /// is open, another process may favorite, retitle or delete the recipe (see `Interference`).
    /// A reopened form (a conflict, a recipe deleted meanwhile) is answered once more: markers
    /// resolved to the person's version, or the recipe added again. Returns the promises broken:
    /// a favorite set meanwhile must survive the save.
    private static func answerEditor(_ request: EditRequest, salt: UInt32, in fixture: BrowserFixture, other: RecipeStore) throws -> [String] {
        var template = request.template
        let edited = request.original?.id
        if let edited {
            switch Interference(salt: salt) {
            case .none: break
            case .favorite: _ = try other.toggleFavorite(id: edited)
            case .retitle:
                if var theirs = try other.recipe(with: edited) { theirs.title = "Retitled elsewhere \(salt)"; try other.update(theirs) }
            case .delete: _ = try other.delete(id: edited)
            }
        }
        let favoriteMeanwhile = try edited.flatMap { try other.recipe(with: $0) }?.isFavorite
        var outcome = EditOutcome.finished
        switch salt % 3 {
        case 0:
            fixture.browser.editingCancelled("Not saved: the file was not changed")
        case 1:
            template.title = "Edited \(salt)"
            outcome = fixture.browser.finishEditing(request, with: template)
        default:
            if template.title.isEmpty { template.title = "New \(salt)" }
            outcome = fixture.browser.finishEditing(request, with: template)
        }
        if case .reopen(let next, let text) = outcome {
            fixture.press(.timeout)
            if let resolved = try? RecipeTemplate(parsing: keepingYours(text)), salt % 2 == 0 {
                if case .reopen = fixture.browser.finishEditing(next, with: resolved) {
                    return ["a resolved form was reopened again"]
                }
            } else {
                fixture.browser.editingCancelled("Not saved: your text is kept in /tmp/monkey")
            }
        }
        fixture.press(.timeout)
        if let edited, let favoriteMeanwhile, let now = try fixture.store.recipe(with: edited), now.isFavorite != favoriteMeanwhile {
            return ["saving recipe \(edited) undid its favorite set elsewhere while the editor was open"]
        }
        return []
    }

    /// A conflicting form resolved as a person keeping their own version: marker lines and the
    /// library's version removed.
    private static func keepingYours(_ text: String) -> String {
        var kept: [Substring] = []
        var inLibraryVersion = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<<<<<<<") { continue }
            if line.hasPrefix("=======") { inLibraryVersion = true; continue }
            if line.hasPrefix(">>>>>>>") { inLibraryVersion = false; continue }
            if !inLibraryVersion { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    private static func perform(_ change: OtherProcessChange, on store: RecipeStore) throws {
        let ids = try store.recipeIDs(matching: RecipeQuery())
        func picked(_ pick: Int) -> Recipe.ID? { ids.isEmpty ? nil : ids[pick % ids.count] }
        switch change {
        case .add(let title, let favorite, let collection):
            _ = try store.add(Recipe(title: title, prepTime: 600, servings: "2", ingredients: "1 egg",
                                     directions: "Cook.", isFavorite: favorite, collections: collection.map { [$0] } ?? []))
        case .delete(let pick):
            if let id = picked(pick) { _ = try store.delete(id: id) }
        case .toggleFavorite(let pick):
            if let id = picked(pick) { _ = try store.toggleFavorite(id: id) }
        case .toggleShoppingMark(let pick):
            if let id = picked(pick) {
                if try store.shoppingMarks().contains(where: { $0.recipeID == id }) {
                    try store.unmarkForShopping(id)
                } else {
                    try store.markForShopping(id, servings: pick % 3 == 0 ? Double(1 + pick % 7) : nil)
                }
            }
        case .tickShoppingItem(let pick):
            let items = try store.shoppingList().items
            if !items.isEmpty {
                let item = items[pick % items.count]
                try store.setShoppingItem(item.id, ticked: !(try store.tickedShoppingItems().contains(item.id)))
            }
        case .retitle(let pick, let title):
            if let id = picked(pick), var recipe = try store.recipe(with: id) {
                recipe.title = title
                try store.update(recipe)
            }
        }
    }
}

/// The IDs and favorites of the library, to see what a key changed.
private struct LibraryState {
    let ids: Set<Recipe.ID>
    let favorites: Set<Recipe.ID>

    @MainActor
    init(_ store: RecipeStore) throws {
        ids = Set(try store.recipeIDs(matching: RecipeQuery()))
        favorites = Set(try store.recipeIDs(matching: RecipeQuery(scope: .favorites)))
    }

    /// `f` and `d` change only the recipe that was shown when they were pressed.
    func changes(to after: LibraryState, key: KeyEvent, shown: Recipe.ID?) -> [String] {
        guard [.character("f"), .character("d"), .delete].contains(key) else { return [] }
        let touched = ids.subtracting(after.ids).union(favorites.symmetricDifference(after.favorites).intersection(after.ids))
        guard !touched.isEmpty, touched != Set([shown].compactMap { $0 }) else { return [] }
        return ["\(key.name) changed recipes \(touched.sorted()) while \(String(describing: shown)) was shown"]
    }
}

/// The screen stack's promises: `?` puts the help over the screen on top, Esc, `q` and `?` on the
/// help go back to that screen, and cook mode comes back on the step it was left on.
@MainActor
struct StackWatch {
    /// The cook-mode step when the help was opened over cook mode.
    private var cookStepUnderHelp: Int?

    /// What a key's check needs from before it: the screen on top and the one under it.
    struct Before {
        let key: KeyEvent
        let top: any Screen
        let under: (any Screen)?
        let acts: Bool
    }

    func before(_ key: KeyEvent, in browser: Browser) -> Before {
        let stack = browser.stack
        return Before(key: key, top: browser.top, under: stack.count > 1 ? stack[stack.count - 2] : nil,
                      acts: browser.searchDraft == nil && browser.linePrompt == nil && browser.layout.mode != .tooSmall)
    }

    mutating func after(_ before: Before, in browser: Browser) -> [String] {
        guard before.acts else { return [] }
        var problems: [String] = []
        let onHelp = before.top === browser.help
        if !onHelp, before.key == .character("?") {
            let stack = browser.stack
            if browser.top !== browser.help || stack.count < 2 || stack[stack.count - 2] !== before.top {
                problems.append("? on \(before.top.name) shows \(browser.top.name), not the help over it")
            }
            cookStepUnderHelp = before.top === browser.cookScreen ? browser.cook.stepIndex : nil
        }
        if onHelp, [.escape, .character("q"), .character("?")].contains(before.key), let under = before.under {
            if browser.top !== under { problems.append("\(before.key.name) on the help shows \(browser.top.name), not \(under.name)") }
            if under === browser.cookScreen, let step = cookStepUnderHelp, browser.cook.stepIndex != step {
                problems.append("cook mode came back on step \(browser.cook.stepIndex + 1), left on \(step + 1)")
            }
        }
        return problems
    }
}
