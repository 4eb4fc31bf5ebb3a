// The browsing screen: sidebar, list and detail side by side as the terminal's width allows,
// one of them with the focus; the bottom of the browser's screen stack.
import RecipeKit
import TerminalUI

/// The sidebar, the recipe list and the detail, laid out for the terminal's width.
///
/// At 100 columns and more the three panes stand side by side; narrower, the detail opens full
/// screen over the list (Enter) and, under 60 columns, the sidebar too (`s`): the *expanded*
/// pane. Its keys depend on the pane with the focus (see `BrowsingScreen+Keys.swift`).
@MainActor
final class BrowsingScreen: Screen {
    /// The panes that can have the focus.
    enum Pane: Equatable { case sidebar, list, detail }

    let name = "browse"
    let sidebar: SidebarController
    let list: RecipeListController
    let detail: DetailController
    /// The pictures kitty holds for the list's cards and the detail (one set of ids for both).
    let kitty = KittyImages()
    private let sidebarSurface, listSurface, detailSurface: any PlaceableSurface
    /// Where the list's cards draw when the gallery is on (`v`); one hidden cell otherwise.
    private let gallerySurface: any PlaceableSurface
    private let screen: any BrowserScreen
    private(set) var layout: BrowserLayout
    private var dividers: [DividerPane] = []
    /// Where each surface was last placed: placing a surface where it is would make its pane
    /// draw everything again for nothing (the first frame, a pop back to the same layout).
    private var placed: [PaneFrame]
    /// Whether the screen is on top of the stack (its panes are on the terminal).
    private(set) var isOnTop = true
    /// The pane with the focus.
    private(set) var focus = Pane.list
    /// The pane shown over the others when the terminal is too narrow for it beside them.
    private(set) var expanded: Pane?
    /// The browser, for what the detail shows (the recipe the keys act on).
    weak var browser: Browser?

    init(store: RecipeStore, structures: RecipeStructures, screen: any BrowserScreen, layout: BrowserLayout,
         pictures: PictureDisplay = .none) throws {
        self.screen = screen
        self.layout = layout
        // Each surface starts where the layout puts it, so nothing is drawn twice at start.
        let frames = Self.frames(layout: layout, expanded: nil)
        placed = [frames.sidebar, frames.list, frames.detail, .hidden]
        sidebarSurface = screen.makeSurface(frames.sidebar, name: "sidebar")
        listSurface = screen.makeSurface(frames.list, name: "list")
        detailSurface = screen.makeSurface(frames.detail, name: "detail")
        gallerySurface = screen.makeSurface(.hidden, name: "gallery")
        sidebar = try SidebarController(store: store, surface: sidebarSurface, glyphs: screen.glyphs)
        list = try RecipeListController(store: store, surface: listSurface, glyphs: screen.glyphs,
                                        gallerySurface: gallerySurface, pictures: pictures, kitty: kitty)
        // The picture worker reads through a connection of its own (none is needed without pictures).
        let pictureStore = pictures == .none ? nil : try? RecipeStore(path: store.path, newLibrary: .empty, readOnly: true)
        detail = DetailController(store: store, structures: structures, surface: detailSurface, glyphs: screen.glyphs,
                                  pictures: DetailPictures(store: store, display: pictures, workerStore: pictureStore, kitty: kitty))
        sidebar.pane.isFocused = false
    }

    var surfaces: [any PlaceableSurface] { [sidebarSurface, listSurface, detailSurface, gallerySurface] }

    /// Where the detail is on the terminal (one hidden cell when it is not shown).
    var detailFrame: PaneFrame { placed[2] }

    /// Whether `pane` is on the terminal now.
    func shows(_ pane: Pane) -> Bool {
        isOnTop && layout.mode != .tooSmall && Self.isVisible(pane, layout: layout, expanded: expanded)
    }

    private static func isVisible(_ pane: Pane, layout: BrowserLayout, expanded: Pane?) -> Bool {
        if let expanded { return pane == expanded }
        switch pane {
        case .sidebar: return layout.sidebar != nil
        case .list: return true
        case .detail: return layout.detail != nil
        }
    }

    /// Where each pane goes for a layout and an expanded pane; hidden ones get one cell.
    private static func frames(layout: BrowserLayout, expanded: Pane?) -> (sidebar: PaneFrame, list: PaneFrame, detail: PaneFrame) {
        let frame = { (pane: Pane, beside: PaneFrame?) -> PaneFrame in
            guard layout.mode != .tooSmall, isVisible(pane, layout: layout, expanded: expanded) else { return .hidden }
            return expanded == pane ? layout.main : beside ?? layout.main
        }
        return (frame(.sidebar, layout.sidebar), frame(.list, layout.list), frame(.detail, layout.detail))
    }

    func hide() {
        isOnTop = false
        dividers = []
        place([.hidden, .hidden, .hidden, .hidden])
    }

    private func place(_ frames: [PaneFrame]) {
        for (index, surface) in surfaces.enumerated() where placed[index] != frames[index] {
            surface.place(frames[index])
            placed[index] = frames[index]
        }
    }

    func arrange(in layout: BrowserLayout) {
        isOnTop = true
        self.layout = layout
        if layout.mode == .threePanes, expanded == .detail { expanded = nil }
        if layout.mode != .listOnly, expanded == .sidebar { expanded = nil }
        let frames = Self.frames(layout: layout, expanded: expanded)
        // The list's frame goes to its rows or to its cards, whichever is on.
        place([frames.sidebar, list.showsGallery ? .hidden : frames.list, frames.detail, list.showsGallery ? frames.list : .hidden])
        dividers = expanded == nil ? layout.dividers.enumerated().map { index, frame in
            DividerPane(surface: screen.makeSurface(frame, name: "divider"), glyphs: screen.glyphs, name: "divider\(index + 1)")
        } : []
        if let expanded { focus = expanded }
        if !shows(focus) { focus = .list }
        updateFocus()
        // The detail shows the recipe the keys act on, wrapped to the width.
        if shows(.detail), let browser {
            browser.detailFollowIsPending = false
            let shown = browser.targetRecipeID()
            if detail.recipeID == shown { detail.refresh() } else { detail.show(shown) }
        }
        dividers.forEach { $0.redraw() }
    }

    var panes: [any FramePart] {
        var parts: [any FramePart] = []
        if shows(.sidebar) { parts.append(sidebar.pane) }
        if shows(.list) { parts.append(list.shownPane) }
        if shows(.detail) { parts.append(detail.pane) }
        return parts + dividers as [any FramePart]
    }

    var scrollPosition: String? {
        expanded == .detail || focus == .detail ? detail.pane.scrollPosition : nil
    }

    // MARK: Focus and the expanded pane

    /// Moves the focus to `pane` if it is on the terminal.
    func setFocus(_ pane: Pane) {
        guard shows(pane) else { return }
        focus = pane
        updateFocus()
    }

    /// Shows `pane` over the others (nil: back to the side-by-side panes), with the focus.
    func expand(_ pane: Pane?) {
        guard pane != expanded else { return }
        expanded = pane
        if pane == nil, focus != .sidebar || layout.sidebar == nil { focus = .list }
        browser?.relayout()
        if pane == .detail || (pane == nil && shows(.detail)) { browser?.followSelection() }
    }

    /// The next (or previous) pane on the terminal.
    func cycleFocus(forward: Bool) {
        let order = [Pane.sidebar, .list, .detail].filter(shows)
        guard let index = order.firstIndex(of: focus), order.count > 1 else { return }
        setFocus(order[(index + (forward ? 1 : order.count - 1)) % order.count])
    }

    private func updateFocus() {
        sidebar.pane.isFocused = focus == .sidebar
        list.pane.isFocused = focus == .list
        list.gallery?.isFocused = focus == .list
    }

    // MARK: Mouse

    /// A click selects the row under it and focuses its pane (choosing a sidebar item).
    func click(row: Int, column: Int, in browser: Browser) {
        if shows(.list), layout.list.contains(row: row, column: column) {
            setFocus(.list)
            if list.shownPane.selectItem(atLine: row - layout.list.y, column: column - layout.list.x) { browser.listSelectionMoved() }
        } else if shows(.sidebar), let frame = expanded == .sidebar ? layout.main : layout.sidebar,
                  frame.contains(row: row, column: column) {
            setFocus(.sidebar)
            if sidebar.pane.selectLine(row - frame.y), case .scope(let scope)? = sidebar.selectedItem {
                browser.choose(scope)
            } else if case .header(let group)? = sidebar.selectedItem {
                sidebar.toggle(group)
            }
        } else if shows(.detail), let frame = expanded == .detail ? layout.main : layout.detail,
                  frame.contains(row: row, column: column) {
            setFocus(.detail)
        }
    }

    /// The wheel scrolls the pane under the pointer (the detail when it is elsewhere).
    func wheel(row: Int, column: Int, by delta: Int) {
        if shows(.list), layout.list.contains(row: row, column: column) {
            list.shownPane.scrollView(by: delta)
        } else if shows(.sidebar), let frame = expanded == .sidebar ? layout.main : layout.sidebar,
                  frame.contains(row: row, column: column) {
            sidebar.pane.scrollView(by: delta)
        } else if shows(.detail) {
            detail.pane.scroll(by: delta)
        }
    }
}
