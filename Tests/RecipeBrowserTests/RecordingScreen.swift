// A screen of recording surfaces, so the browser can be driven and read as text without a terminal.
import Foundation
import Glibc
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

/// A recording surface that remembers where the layout placed it.
@MainActor
final class PlacedSurface: PlaceableSurface {
    let recording: RecordingSurface
    private(set) var frame: PaneFrame

    init(_ frame: PaneFrame) {
        self.frame = frame
        recording = RecordingSurface(rows: frame.rows, columns: frame.columns)
    }

    var rows: Int { recording.rows }
    var columns: Int { recording.columns }
    func draw(_ runs: [StyledRun], at y: Int) { recording.draw(runs, at: y) }
    func shiftLines(at y: Int, by count: Int) { recording.shiftLines(at: y, by: count) }
    func clear() { recording.clear() }
    func markForRefresh() { recording.markForRefresh() }
    func place(_ frame: PaneFrame) {
        self.frame = frame
        recording.place(frame)
    }
}

/// Widths come from the locale: the browser is tested under C.UTF-8, as DESIGN.md says.
let utf8Locale: Bool = { setlocale(LC_ALL, "C.UTF-8") != nil }()

/// The browser's screen in tests: surfaces by pane name.
@MainActor
final class RecordingScreen: BrowserScreen {
    let glyphs = Glyphs(unicode: true)

    init() { precondition(utf8Locale, "the C.UTF-8 locale is needed to measure text") }
    private(set) var surfaces: [String: PlacedSurface] = [:]

    func makeSurface(_ frame: PaneFrame, name: String) -> any PlaceableSurface {
        let surface = PlacedSurface(frame)
        if name != "divider" { surfaces[name] = surface }
        return surface
    }

    /// The visible text of a pane's lines.
    func lines(_ name: String) -> [String] { surfaces[name]!.recording.lines }

    /// Everything a pane shows, as one string.
    func text(_ name: String) -> String { lines(name).joined(separator: "\n") }

    /// The line of pane `name` drawn as the selection (focused or not), if any.
    func selectedLine(_ name: String) -> String? {
        let recording = surfaces[name]!.recording
        return (0..<recording.rows).first { [.selection, .focusedSelection].contains(recording.role(at: $0)) }
            .map { recording.text(at: $0) }
    }

    /// Forgets what was drawn so far, so a test can count one operation.
    func resetCounters() { surfaces.values.forEach { $0.recording.resetCounters() } }

    /// Lines drawn in pane `name` since the last reset.
    func drawnLines(_ name: String) -> [Int] { surfaces[name]!.recording.drawnLines }
}

/// A fresh library filled with the sample recipes, in a temporary directory.
@MainActor
final class TestLibrary {
    let directory: URL
    let path: String
    let store: RecipeStore

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-browser-\(UUID().uuidString)")
        path = directory.appendingPathComponent("library.sqlite").path
        store = try RecipeStore(path: path)
    }

    /// A second connection to the same file, as another `recipes` process would open it.
    func otherProcess() throws -> RecipeStore { try RecipeStore(path: path) }

    deinit { try? FileManager.default.removeItem(at: directory) }
}

/// A browser on a fresh sample library, at a size.
@MainActor
struct BrowserFixture {
    let library: TestLibrary
    let screen = RecordingScreen()
    let browser: Browser

    init(rows: Int = 40, columns: Int = 120) throws {
        library = try TestLibrary()
        browser = try Browser(store: library.store, screen: screen, rows: rows, columns: columns)
        _ = browser.frameParts.map { $0.commitToFrame() }
    }

    var store: RecipeStore { library.store }

    /// Sends keys, each as the event loop would: handle it, then commit a frame.
    @discardableResult
    func press(_ events: KeyEvent...) -> [Browser.Outcome] {
        events.map { event in
            let outcome = browser.handle(event)
            _ = browser.frameParts.map { $0.commitToFrame() }
            // As the event loop does when no key is waiting: the detail follows the selection.
            if browser.hasDeferredWork {
                _ = browser.handle(.timeout)
                _ = browser.frameParts.map { $0.commitToFrame() }
            }
            return outcome
        }
    }

    /// Types text as characters.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// The recipes in the order the list must show them for a query, straight from the store.
    func titles(_ query: RecipeQuery = RecipeQuery()) throws -> [String] {
        try store.recipes(with: store.recipeIDs(matching: query)).map(\.title)
    }

    /// The selected recipe in the list, read from the store.
    func selectedRecipe() throws -> Recipe? {
        try browser.list.pane.selectedItem.flatMap { try store.recipe(with: $0) }
    }
}
