// The browser's state: the screen stack, search, undo; and how the screens are laid out.
import DiffableDataSource
import Ingredients
import RecipeKit
import TerminalUI

/// The recipe browser without its terminal: keys in, store changes in, panes out.
///
/// The event loop (``BrowserApp``) feeds it events and store changes and draws its
/// ``frameParts``; tests drive it the same way with recording surfaces. Every change goes
/// intent → store → `pendingChanges()` → new snapshot → apply: nothing is shown as done before
/// the store committed it.
@MainActor
public final class Browser {
    /// What the event loop should do after an event.
    public enum Outcome: Equatable {
        /// Keep reading events; draw a frame.
        case keepGoing
        /// Nothing changed: no frame needed.
        case idle
        /// Leave the program.
        case quit
        /// Hand the terminal to the editor for this request, then call ``finishEditing(_:with:)``.
        case edit(EditRequest)
        /// Repaint the whole terminal (Ctrl-L).
        case repaint
    }

    /// The panes of the browsing screen that can have the focus.
    typealias Focus = BrowsingScreen.Pane

    let store: RecipeStore
    let screen: any BrowserScreen
    let glyphs: Glyphs
    private(set) var layout: BrowserLayout
    /// The sidebar, the list and the detail: the bottom of the stack.
    let browsing: BrowsingScreen
    /// The keys of the screen below it (`?`).
    let help: HelpScreen
    /// Cook mode: the recipe one step at a time, and the session's timers (`c`).
    let cookScreen: CookScreen
    /// The structures of the recipes the detail and cook mode show, built once per change.
    let structures: RecipeStructures
    /// The shopping list of the marked recipes (`L`).
    let shoppingScreen: ShoppingScreen
    /// The clock cook mode's timers run on.
    let clock: any CookClock
    let titleLine: StatusLine
    let statusLine: StatusLine
    let tooSmallPane: TextPane
    private let titleSurface, statusSurface, tooSmallSurface: any PlaceableSurface
    /// Every screen, to put those not on top out of sight.
    private let screens: [any Screen]
    /// The screens open, the browsing screen first; the last one is on the terminal.
    private(set) var stack: [any Screen]

    /// The search text being typed (nil: not typing).
    var searchDraft: String?
    /// Whether the person changed the search box since `/` opened it (until then the filter in
    /// force stays, and the title still shows it).
    var searchDraftIsEdited = false
    /// The searches kept with Enter, for ↑ in the search box.
    var searchHistory = SearchHistory()
    /// The timers' line last drawn (a new frame only when it changes: once a second).
    var lastTimersLine: String?
    /// A message for the status line, shown until the next key.
    var message: String?
    /// The files the store's index follows (a folder library), synchronized at every timeout.
    public var followedFiles: (any FollowedFiles)?
    /// The followed files' warnings shown so far: each is shown once, not again at every
    /// reading that finds the same problem.
    var shownFileWarnings: Set<String> = []
    /// The followed files' failure last shown on the status line, cleared once they are in step again.
    var shownFileFailure: String?
    /// Whether the last key was a `q` that asked first because timers run (a second `q` quits).
    var quitWasAsked = false
    var history = UndoHistory()
    /// The one-line prompt on the status line (`r` a collection's new name, `i` what to import), while it is open.
    var linePrompt: LinePrompt?
    /// Reads what `i` imports off the event loop.
    let importWorker = RecipeImportWorker()
    /// The recipe the detail keeps showing after a change took it out of the list (see
    /// `RecipeOutsideList`); nil when the detail shows the list's selection.
    var outsideList: RecipeOutsideList?
    /// The detail has yet to follow the list's selection (see `followSelection()`).
    var detailFollowIsPending = false
    /// What drew the frame of the last timeout: "search" when a search's result came in, else
    /// "idle" (the event loop names the frame after it in the frame trace).
    public internal(set) var idleFrameCause = "idle"

    /// Opens the browser on `store`, drawing through `screen` of `rows` x `columns`.
    /// `clock` runs cook mode's timers (tests move one by hand).
    /// `pictures` says how recipes' pictures are shown (tests leave them out).
    public init(store: RecipeStore, screen: any BrowserScreen, rows: Int, columns: Int,
                clock: any CookClock = SystemCookClock(), pictures: PictureDisplay = .none) throws {
        self.clock = clock
        self.store = store
        self.screen = screen
        glyphs = screen.glyphs
        layout = BrowserLayout(rows: rows, columns: columns)
        titleSurface = screen.makeSurface(layout.title, name: "title")
        statusSurface = screen.makeSurface(layout.status, name: "status")
        tooSmallSurface = screen.makeSurface(layout.mode == .tooSmall ? layout.screen : .hidden, name: "too-small")
        titleLine = StatusLine(surface: titleSurface, glyphs: glyphs, role: .header, name: "title")
        statusLine = StatusLine(surface: statusSurface, glyphs: glyphs, role: .status, name: "status")
        tooSmallPane = TextPane(surface: tooSmallSurface, glyphs: glyphs, name: "too-small")
        structures = RecipeStructures(store: store)
        browsing = try BrowsingScreen(store: store, structures: structures, screen: screen, layout: layout, pictures: pictures)
        help = HelpScreen(screen: screen)
        cookScreen = CookScreen(screen: screen, clock: clock, structures: structures)
        shoppingScreen = ShoppingScreen(store: store, screen: screen)
        screens = [browsing, help, cookScreen, shoppingScreen]
        stack = [browsing]
        browsing.browser = self
        if store.wasCreated {
            message = "New library \(store.path) with the sample recipes (recipes rm --samples removes them)"
        } else if store.isReadOnly {
            message = "The library is read-only: browsing works, changes cannot be saved"
        }
        relayout()
    }

    /// The sidebar: the library's scopes and the collections.
    var sidebar: SidebarController { browsing.sidebar }
    /// The recipe list of the chosen scope and search.
    var list: RecipeListController { browsing.list }
    /// The recipe shown beside the list (or full screen).
    var detail: DetailController { browsing.detail }
    /// The pane of the browsing screen with the focus.
    var focus: Focus { browsing.focus }
    /// The screen on the terminal.
    var top: any Screen { stack[stack.count - 1] }

    // MARK: The screen stack

    /// Shows `screen` over the one on top (back on top, if it is already open).
    func push(_ screen: any Screen) {
        if let index = stack.firstIndex(where: { $0 === screen }) { stack.removeSubrange((index + 1)...) } else { stack.append(screen) }
        relayout()
    }

    /// Closes the screen on top, showing the one under it as it was.
    func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast()
        relayout()
        if top === browsing { followSelection() }
    }

    /// Whether `part` is drawn in the next frame.
    func shows(_ part: any FramePart) -> Bool { frameParts.contains { $0 === part } }

    // MARK: Layout

    /// Lays the panes out for a new terminal size, keeping selections; everything is drawn again.
    public func resize(rows: Int, columns: Int) {
        layout = BrowserLayout(rows: rows, columns: columns)
        relayout()
    }

    /// Places every surface for the current layout and screen; the panes notice and draw
    /// themselves in full (see `SurfacePlacement`).
    func relayout() {
        titleSurface.place(layout.title)
        statusSurface.place(layout.status)
        let tooSmall = layout.mode == .tooSmall
        tooSmallSurface.place(tooSmall ? layout.screen : .hidden)
        for screen in screens where tooSmall || screen !== top { screen.hide() }
        if tooSmall {
            let text = "Terminal too small: \(layout.screen.columns)x\(layout.screen.rows), "
                + "needs \(BrowserLayout.minimumSize.columns)x\(BrowserLayout.minimumSize.rows)"
            tooSmallPane.show(TextWrapping.wrap(text, columns: layout.screen.columns).map { Row($0) }, resetScroll: true)
            return
        }
        top.arrange(in: layout)
        updateChrome()
    }

    /// The parts of the next frame: only what is on screen.
    public var frameParts: [any FramePart] {
        if layout.mode == .tooSmall { return [tooSmallPane] }
        return [titleLine] + top.panes + [statusLine]
    }

    /// Redraws the title and status lines if what they say changed.
    func updateChrome() {
        guard layout.mode != .tooSmall else { return }
        // Where the person is: the chosen scope, or the screen that replaced it.
        let place = top.place
        var title = [Segment(" recipes", role: .header), Segment("  " + (place ?? sidebar.chosenScope.title), role: .header)]
        if place == nil, let search = list.query.searchText, searchDraft == nil || !searchDraftIsEdited {
            title.append(Segment("  /" + search, role: .accent))
        }
        let count = list.count
        // While only the first matches of a search are listed, the count is a lower bound.
        let counted = "\(count)\(list.isPartial ? "+" : "") recipe\(count == 1 && !list.isPartial ? "" : "s") "
        var accessory = [Segment(counted, role: .header)]
        // Said from the start, not at the first change that fails.
        if store.isReadOnly { accessory.insert(Segment("read-only  ", role: .accent), at: 0) }
        titleLine.show(Row(title, accessory: accessory))
        statusLine.show(statusRow())
    }
}

extension RecipeQuery.Scope {
    /// The scope's name as the sidebar and title show it.
    var title: String { SidebarItem.scope(self).title }
}
