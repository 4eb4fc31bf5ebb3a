// The browser's state: panes, focus, overlays, search, undo; and how they are laid out.
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

    /// The panes that can have the focus.
    enum Focus: Equatable { case sidebar, list, detail }

    /// What covers the main area instead of the side-by-side panes.
    enum Overlay: Equatable {
        /// The sidebar over the list (under 60 columns).
        case sidebar
        /// The detail full screen (under 100 columns).
        case detail
        /// The key table.
        case help
        /// The recipe one step at a time, for cooking.
        case cook
        /// The shopping list of the marked recipes.
        case shopping
    }

    let store: RecipeStore
    let screen: any BrowserScreen
    let glyphs: Glyphs
    private(set) var layout: BrowserLayout
    let sidebar: SidebarController
    let list: RecipeListController
    let detail: DetailController
    /// The structures of the recipes the detail and cook mode show, built once per change.
    let structures: RecipeStructures
    let help: TextPane
    /// Cook mode: the recipe one step at a time, and the session's timers.
    let cook: CookModeController
    /// The shopping list of the marked recipes (`L`).
    let shopping: ShoppingController
    /// The clock cook mode's timers run on.
    let clock: any CookClock
    let titleLine: StatusLine
    let statusLine: StatusLine
    let tooSmallPane: TextPane
    private let surfaces: Surfaces
    private var dividers: [DividerPane] = []

    var focus = Focus.list
    var overlay: Overlay?
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
    var history = UndoHistory()
    /// The detail has yet to follow the list's selection (see `followSelection()`).
    var detailFollowIsPending = false
    /// What drew the frame of the last timeout: "search" when a search's result came in, else
    /// "idle" (the event loop names the frame after it in the frame trace).
    public internal(set) var idleFrameCause = "idle"

    /// The surfaces of the panes, kept to move them when the layout changes.
    private struct Surfaces {
        let title, status, sidebar, list, detail, help, cook, shopping, tooSmall: any PlaceableSurface
    }

    /// Opens the browser on `store`, drawing through `screen` of `rows` x `columns`.
    /// `clock` runs cook mode's timers (tests move one by hand).
    public init(store: RecipeStore, screen: any BrowserScreen, rows: Int, columns: Int,
                clock: any CookClock = SystemCookClock()) throws {
        self.clock = clock
        self.store = store
        self.screen = screen
        glyphs = screen.glyphs
        layout = BrowserLayout(rows: rows, columns: columns)
        // Each surface starts where the layout puts it, so nothing is drawn twice at start.
        let frames = Self.frames(layout: layout, overlay: nil)
        surfaces = Surfaces(
            title: screen.makeSurface(frames.title, name: "title"),
            status: screen.makeSurface(frames.status, name: "status"),
            sidebar: screen.makeSurface(frames.sidebar, name: "sidebar"),
            list: screen.makeSurface(frames.list, name: "list"),
            detail: screen.makeSurface(frames.detail, name: "detail"),
            help: screen.makeSurface(frames.help, name: "help"),
            cook: screen.makeSurface(frames.cook, name: "cook"),
            shopping: screen.makeSurface(frames.shopping, name: "shopping"),
            tooSmall: screen.makeSurface(frames.tooSmall, name: "too-small"))
        titleLine = StatusLine(surface: surfaces.title, glyphs: glyphs, role: .header, name: "title")
        statusLine = StatusLine(surface: surfaces.status, glyphs: glyphs, role: .status, name: "status")
        sidebar = try SidebarController(store: store, surface: surfaces.sidebar, glyphs: glyphs)
        list = try RecipeListController(store: store, surface: surfaces.list, glyphs: glyphs)
        structures = RecipeStructures(store: store)
        detail = DetailController(store: store, structures: structures, surface: surfaces.detail, glyphs: glyphs)
        help = TextPane(surface: surfaces.help, glyphs: glyphs, name: "help")
        cook = CookModeController(surface: surfaces.cook, glyphs: glyphs, clock: clock, structures: structures)
        shopping = ShoppingController(store: store, surface: surfaces.shopping, glyphs: glyphs)
        tooSmallPane = TextPane(surface: surfaces.tooSmall, glyphs: glyphs, name: "too-small")
        sidebar.pane.isFocused = false
        if store.wasCreated {
            message = "New library \(store.path) with the sample recipes (recipes rm --samples removes them)"
        } else if store.isReadOnly {
            message = "The library is read-only: browsing works, changes cannot be saved"
        }
        arrangePanes()
    }

    // MARK: Layout

    /// Lays the panes out for a new terminal size, keeping selections; everything is drawn again.
    public func resize(rows: Int, columns: Int) {
        layout = BrowserLayout(rows: rows, columns: columns)
        if layout.mode == .threePanes, overlay == .detail { overlay = nil }
        if layout.mode != .listOnly, overlay == .sidebar { overlay = nil }
        relayout()
    }

    /// Which panes are on screen now.
    var visiblePanes: (sidebar: Bool, list: Bool, detail: Bool, help: Bool, cook: Bool, shopping: Bool) {
        Self.visiblePanes(layout: layout, overlay: overlay)
    }

    /// Which panes are on screen in a layout with an overlay.
    static func visiblePanes(layout: BrowserLayout, overlay: Overlay?)
        -> (sidebar: Bool, list: Bool, detail: Bool, help: Bool, cook: Bool, shopping: Bool) {
        if layout.mode == .tooSmall { return (false, false, false, false, false, false) }
        switch overlay {
        case .help: return (false, false, false, true, false, false)
        case .cook: return (false, false, false, false, true, false)
        case .shopping: return (false, false, false, false, false, true)
        case .detail: return (false, false, true, false, false, false)
        case .sidebar: return (true, false, false, false, false, false)
        case nil: return (layout.sidebar != nil, true, layout.detail != nil, false, false, false)
        }
    }

    /// Where each surface goes for a layout and overlay; hidden surfaces get one cell at the
    /// top left, never refreshed.
    static func frames(layout: BrowserLayout, overlay: Overlay?)
        -> (title: PaneFrame, status: PaneFrame, sidebar: PaneFrame, list: PaneFrame, detail: PaneFrame,
            help: PaneFrame, cook: PaneFrame, shopping: PaneFrame, tooSmall: PaneFrame) {
        let hidden = PaneFrame(y: 0, x: 0, rows: 1, columns: 1)
        let visible = visiblePanes(layout: layout, overlay: overlay)
        let main = layout.main
        return (
            title: layout.title,
            status: layout.status,
            sidebar: overlay == .sidebar ? main : visible.sidebar ? layout.sidebar ?? main : hidden,
            list: visible.list ? layout.list : hidden,
            detail: visible.detail ? (overlay == .detail ? main : layout.detail ?? main) : hidden,
            help: visible.help ? main : hidden,
            cook: visible.cook ? main : hidden,
            shopping: visible.shopping ? main : hidden,
            tooSmall: layout.mode == .tooSmall ? layout.screen : hidden)
    }

    /// Places every surface for the current layout and overlay; the panes notice and draw
    /// themselves in full (see `SurfacePlacement`).
    func relayout() {
        let frames = Self.frames(layout: layout, overlay: overlay)
        surfaces.title.place(frames.title)
        surfaces.status.place(frames.status)
        surfaces.tooSmall.place(frames.tooSmall)
        surfaces.help.place(frames.help)
        surfaces.cook.place(frames.cook)
        surfaces.shopping.place(frames.shopping)
        surfaces.sidebar.place(frames.sidebar)
        surfaces.list.place(frames.list)
        surfaces.detail.place(frames.detail)
        arrangePanes()
    }

    /// Focus, dividers and the content that depends on the panes' sizes, for the current placement.
    private func arrangePanes() {
        let visible = visiblePanes
        let main = layout.main
        dividers = overlay == nil && layout.mode != .tooSmall ? layout.dividers.enumerated().map { index, frame in
            DividerPane(surface: screen.makeSurface(frame, name: "divider"), glyphs: glyphs, name: "divider\(index + 1)")
        } : []
        if !visible.detail && focus == .detail { focus = .list }
        if !visible.sidebar && focus == .sidebar { focus = .list }
        if overlay == .sidebar { focus = .sidebar }
        if overlay == .detail { focus = .detail }
        updateFocus()

        if layout.mode == .tooSmall {
            let text = "Terminal too small: \(layout.screen.columns)x\(layout.screen.rows), "
                + "needs \(BrowserLayout.minimumSize.columns)x\(BrowserLayout.minimumSize.rows)"
            tooSmallPane.show(TextWrapping.wrap(text, columns: layout.screen.columns).map { Row($0) }, resetScroll: true)
            return
        }
        // The detail shows the selection, wrapped (as the help is) to the width.
        if visible.detail {
            detailFollowIsPending = false
            let selected = list.pane.selectedItem
            if detail.recipeID == selected { detail.refresh() } else { detail.show(selected) }
        }
        if visible.help { help.show(KeyBindings.helpRows(columns: main.columns), resetScroll: false) }
        if visible.cook { cook.refresh() }
        dividers.forEach { $0.redraw() }
        updateChrome()
    }

    /// The parts of the next frame: only what is on screen.
    public var frameParts: [any FramePart] {
        if layout.mode == .tooSmall { return [tooSmallPane] }
        let visible = visiblePanes
        var parts: [any FramePart] = [titleLine]
        if visible.sidebar { parts.append(sidebar.pane) }
        if visible.list { parts.append(list.pane) }
        if visible.detail { parts.append(detail.pane) }
        if visible.help { parts.append(help) }
        if visible.cook { parts.append(cook.pane) }
        if visible.shopping { parts.append(shopping.pane) }
        parts.append(contentsOf: dividers as [any FramePart])
        parts.append(statusLine)
        return parts
    }

    func updateFocus() {
        sidebar.pane.isFocused = focus == .sidebar
        list.pane.isFocused = focus == .list
    }

    /// Redraws the title and status lines if what they say changed.
    func updateChrome() {
        guard layout.mode != .tooSmall else { return }
        // Where the person is: the chosen scope, or the full-screen pane that replaced it.
        let place = switch overlay {
        case .shopping: "Shopping list"
        case .cook: "Cook mode"
        default: sidebar.chosenScope.title
        }
        var title = [Segment(" recipes", role: .header), Segment("  " + place, role: .header)]
        if let search = list.query.searchText, searchDraft == nil || !searchDraftIsEdited,
           overlay != .shopping, overlay != .cook {
            title.append(Segment("  /" + search, role: .accent))
        }
        let count = list.count
        var accessory = [Segment("\(count) recipe\(count == 1 ? "" : "s") ", role: .header)]
        // Said from the start, not at the first change that fails.
        if store.isReadOnly { accessory.insert(Segment("read-only  ", role: .accent), at: 0) }
        titleLine.show(Row(title, accessory: accessory))
        statusLine.show(statusRow())
    }

    private func statusRow() -> Row {
        if let draft = searchDraft {
            return Row([Segment(" /" + draft + (glyphs.isUnicode ? "▏" : "_"))],
                       accessory: [Segment((list.isSearching ? "searching" + (glyphs.isUnicode ? "…" : "...") + "  " : "")
                                           + "Enter keep  Esc clear ")])
        }
        // Running timers stay in sight on the right, whatever else the line says.
        let timers = cook.timersLine(now: clock.now()).map { [Segment($0 + " ", role: .accent)] }
        if let message { return Row([Segment(" " + message)], accessory: timers ?? []) }
        var position = timers ?? scrollPosition().map { [Segment($0 + " ", role: .status)] } ?? []
        let marked = list.shoppingMarks.count
        if marked > 0, timers == nil {
            position.insert(Segment("\(marked) to shop  ", role: .accent), at: 0)
        }
        if let pending = list.pending, list.isSwitchingScope {
            position.insert(Segment("loading \(pending.scope.title)" + (glyphs.isUnicode ? "…" : "...") + "  ", role: .status), at: 0)
        }
        let room = layout.screen.columns - position.reduce(0) { $0 + TextWidth.of($1.text) }
        return Row([Segment(" " + KeyBindings.contextHint(focus: focus, overlay: overlay, columns: room), role: .status)],
                   accessory: position)
    }

    /// Where the text the keys scroll is, when it is longer than its window: "12/40" (the last
    /// line shown, of all); nil when everything is on screen or the focus is not on text.
    private func scrollPosition() -> String? {
        let pane: TextPane? = overlay == .help ? help : (overlay == .detail || focus == .detail ? detail.pane : nil)
        guard let pane, pane.overflows else { return nil }
        return "\(min(pane.contentRowCount, pane.topRow + pane.visibleRowCount))/\(pane.contentRowCount)"
    }
}

extension RecipeQuery.Scope {
    /// The scope's name as the sidebar and title show it.
    var title: String { SidebarItem.scope(self).title }
}
