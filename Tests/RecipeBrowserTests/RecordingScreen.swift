// A screen of recording surfaces, so the browser can be driven and read as text without a terminal.
import Foundation
import FolderLibrary
import Glibc
import Ingredients
import RecipeKit
import TerminalUI
@testable import RecipeBrowser

/// A recording surface that remembers where the layout placed it, and copies its changed lines
/// to its screen's terminal when refreshed (as `wnoutrefresh` copies a window's touched lines).
@MainActor
final class PlacedSurface: PlaceableSurface {
    let recording: RecordingSurface
    private(set) var frame: PaneFrame
    private unowned let screen: RecordingScreen

    init(_ frame: PaneFrame, screen: RecordingScreen) {
        self.frame = frame
        self.screen = screen
        recording = RecordingSurface(rows: frame.rows, columns: frame.columns)
    }

    var rows: Int { recording.rows }
    var columns: Int { recording.columns }
    var placementCount: Int { recording.placementCount }
    func draw(_ runs: [StyledRun], at y: Int) { recording.draw(runs, at: y) }
    func shiftLines(at y: Int, by count: Int) { recording.shiftLines(at: y, by: count) }
    func clear() { recording.clear() }
    func markForRefresh() {
        recording.markForRefresh()
        screen.copy(lines: recording.takeTouchedLines(), of: self)
    }
    func place(_ frame: PaneFrame) {
        self.frame = frame
        recording.place(frame)
    }
}

/// Widths come from the locale: the browser is tested under C.UTF-8, as DESIGN.md says.
let utf8Locale: Bool = { setlocale(LC_ALL, "C.UTF-8") != nil }()

/// The browser's screen in tests: surfaces by pane name, and the terminal they reach.
@MainActor
final class RecordingScreen: BrowserScreen {
    let glyphs = Glyphs(unicode: true)
    typealias Cell = RecordingSurface.Cell

    /// What the terminal shows: the lines of refreshed surfaces, at their places; what no
    /// refresh reached stays as it was, as on a real terminal.
    private(set) var terminal: [[Cell]]

    init(rows: Int = 40, columns: Int = 120) {
        precondition(utf8Locale, "the C.UTF-8 locale is needed to measure text")
        terminal = Self.blank(rows: rows, columns: columns)
    }
    private(set) var surfaces: [String: PlacedSurface] = [:]

    /// How many times the browser rang the bell.
    private(set) var bells = 0
    func ringBell() { bells += 1 }

    func makeSurface(_ frame: PaneFrame, name: String) -> any PlaceableSurface {
        let surface = PlacedSurface(frame, screen: self)
        if name != "divider" { surfaces[name] = surface }
        return surface
    }

    /// The terminal changed size: what fits stays (ncurses keeps its virtual screen's content).
    func resizeTerminal(rows: Int, columns: Int) {
        let old = terminal
        terminal = (0..<rows).map { y in
            (0..<columns).map { x in y < old.count && x < old[y].count ? old[y][x] : Cell(text: " ", role: .normal) }
        }
    }

    /// Copies `lines` of `surface` to the terminal at the surface's place (a refresh).
    func copy(lines: Set<Int>, of surface: PlacedSurface) {
        for y in lines where surface.frame.y + y < terminal.count {
            let cells = surface.recording.cells[y]
            for x in cells.indices where surface.frame.x + x < terminal[surface.frame.y + y].count {
                terminal[surface.frame.y + y][surface.frame.x + x] = cells[x]
            }
        }
    }

    /// The terminal's cells of `frame`'s line `y`.
    func terminalCells(_ frame: PaneFrame, line y: Int) -> ArraySlice<Cell> {
        let row = terminal[frame.y + y]
        return row[frame.x..<min(row.count, frame.x + frame.columns)]
    }

    /// The visible text of every terminal line, trailing blanks removed.
    var terminalLines: [String] { terminal.indices.map(terminalLine) }

    /// One line of the terminal as text, without its trailing blanks (the monkeys read the title
    /// line after every event: making every line would take a fifth of their time).
    func terminalLine(_ y: Int) -> String {
        var text = terminal[y].map(\.text).joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    private static func blank(rows: Int, columns: Int) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell(text: " ", role: .normal), count: columns), count: rows)
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

/// The directory of `TestLibrary`'s template (made on first use), removed when the test process exits.
nonisolated(unsafe) private var templateDirectory: String?

/// A fresh library filled with the sample recipes, in a temporary directory: a library file, or
/// with `folder` a folder of `.cook` files (see `SampleFolder`) with its index beside it.
@MainActor
final class TestLibrary {
    let directory: URL
    let path: String
    let store: RecipeStore
    /// The folder library, when the library is a folder.
    let folder: FolderLibrary?

    init(folder isFolder: Bool = false) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-browser-\(UUID().uuidString)")
        path = directory.appendingPathComponent("library.sqlite").path
        if isFolder {
            let root = directory.appendingPathComponent("Recipes").path
            try SampleFolder.write(into: root)
            folder = try FolderLibrary(root: root, indexPath: path)
        } else {
            folder = nil
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: try Self.template(), toPath: path)
        }
        store = try RecipeStore(path: path)
    }

    /// A sample library made once per test process and closed, copied for each library above:
    /// making one runs every migration and fills it, and a test of the key tables makes hundreds.
    /// A copy of a closed library file is the library (the store makes a new one so too: built
    /// under another name, then moved).
    private static func template() throws -> String {
        if let made = templateDirectory { return made + "/library.sqlite" }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-template-\(UUID().uuidString)").path
        let path = directory + "/library.sqlite"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = try RecipeStore(path: path)
        guard !FileManager.default.fileExists(atPath: path + "-wal") else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "the template library kept its log open"])
        }
        templateDirectory = directory
        atexit { if let directory = templateDirectory { try? FileManager.default.removeItem(atPath: directory) } }
        return path
    }

    /// A second connection to the same file, as another `recipes` process would open it.
    func otherProcess() throws -> RecipeStore { try RecipeStore(path: path) }

    deinit { try? FileManager.default.removeItem(at: directory) }
}

/// A clock the test moves by hand, for cook mode's timers.
final class TestClock: CookClock, @unchecked Sendable {
    /// Seconds since the test began.
    var seconds = 0.0
    func now() -> Double { seconds }
}

/// A browser on a fresh sample library, at a size.
@MainActor
struct BrowserFixture {
    let library: TestLibrary
    let screen: RecordingScreen
    let browser: Browser
    let clock = TestClock()

    init(rows: Int = 40, columns: Int = 120, folder: Bool = false) throws {
        library = try TestLibrary(folder: folder)
        screen = RecordingScreen(rows: rows, columns: columns)
        browser = try Browser(store: library.store, screen: screen, rows: rows, columns: columns, clock: clock)
        browser.followedFiles = library.folder
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

    /// Resizes the terminal, as the event loop does on a resize event, and commits a frame.
    func resize(rows: Int, columns: Int) {
        screen.resizeTerminal(rows: rows, columns: columns)
        browser.resize(rows: rows, columns: columns)
        _ = browser.handle(.resize)
        _ = browser.frameParts.map { $0.commitToFrame() }
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

extension Browser {
    /// What fills the main area: the screen on top by name ("browse", "help", "cook",
    /// "shopping"), or the browsing screen's pane shown over the others ("detail", "sidebar").
    var onScreen: String {
        if top === browsing, let expanded = browsing.expanded { return "\(expanded)" }
        return top.name
    }

    /// The names of the panes in the main area now ("sidebar", "list", "detail"), dividers left out.
    var visiblePaneNames: [String] {
        frameParts.map(\.frameName).filter { !["title", "status"].contains($0) && !$0.hasPrefix("divider") }
    }
}
