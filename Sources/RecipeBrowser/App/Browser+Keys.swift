// Keys and mouse events: what each does in each pane, overlay and while typing a search.
import RecipeKit
import TerminalUI

extension Browser {
    /// Handles one event and says what the event loop should do next.
    public func handle(_ event: KeyEvent) -> Outcome {
        switch event {
        case .timeout:
            let searched = landSearch()
            idleFrameCause = searched ? "search" : "idle"
            if searched { updateChrome() }
            let deferred = performDeferredWork()
            // While no key waits: the rows the next moves will show, read ahead.
            if visiblePanes.list { list.prefetchSummaries() }
            let ticked = tickTimers()
            return syncWithStore() || deferred || searched || ticked ? .keepGoing : .idle
        case .resize:
            // The event loop calls `resize(rows:columns:)` with the new size.
            return .keepGoing
        case .redraw, .control("l"):
            relayout()
            return .repaint
        default:
            break
        }
        if layout.mode == .tooSmall {
            return event == .character("q") || event == .control("c") ? .quit : .keepGoing
        }
        message = nil
        // A key sees the result of a search that has come (typing on starts the next one).
        _ = landSearch()
        // Keys other than moving the selection see the detail caught up with it.
        if !Self.movesSelection(event) { _ = performDeferredWork() }
        let outcome: Outcome
        if collectionRename != nil {
            outcome = handleCollectionRenameTyping(event)
        } else if searchDraft != nil {
            outcome = handleSearchTyping(event)
        } else if overlay == .help {
            outcome = handleHelp(event)
        } else if overlay == .cook {
            outcome = handleCook(event)
        } else if overlay == .shopping {
            outcome = handleShopping(event)
        } else {
            outcome = handleBrowsing(event)
        }
        syncWithStore()
        updateChrome()
        return outcome
    }

    /// Cook mode: steps forward and back, timers, and back to browsing.
    private func handleCook(_ event: KeyEvent) -> Outcome {
        switch event {
        case .character("j"), .down, .right, .character("l"), .character(" "), .pageDown, .enter:
            if !cook.move(by: 1) { message = "That was the last step" }
        case .character("k"), .up, .left, .character("h"), .backspace, .pageUp:
            if !cook.move(by: -1) { message = "This is the first step" }
        case .character("g"), .home: cook.move(by: -cook.stepIndex)
        case .character("G"), .end: cook.move(by: cook.steps.count - 1 - cook.stepIndex)
        case .character("t"): message = cook.startTimer()
        case .character("x"): cook.clearFinished()
        case .character("q"), .escape, .character("c"): setOverlay(nil)
        case .character("?"): setOverlay(.help)
        case .control("c"): return .quit
        default: break
        }
        return .keepGoing
    }

    /// The shopping list: move, tick, units, back.
    private func handleShopping(_ event: KeyEvent) -> Outcome {
        if navigate(shopping.pane, with: event) { return .keepGoing }
        switch event {
        case .character(" "), .enter, .character("x"):
            perform("tick the item") { message = try shopping.toggleSelected() }
        case .character("U"):
            perform("change the units") { message = try shopping.cycleUnits() }
        case .character("C"):
            perform("untick the list") { try store.clearShopping(tickedOnly: true) }
            message = "Every line back on the list"
        case .character("q"), .escape, .character("L"): setOverlay(nil)
        case .character("?"): setOverlay(.help)
        case .control("c"): return .quit
        case .click(let row, _):
            _ = shopping.pane.selectLine(row - layout.main.y)
        case .scrollDown: for _ in 0..<3 { shopping.pane.selectNext() }
        case .scrollUp: for _ in 0..<3 { shopping.pane.selectPrevious() }
        default: break
        }
        return .keepGoing
    }

    /// Rings the bell for timers that just finished; whether the timers' line needs a frame.
    func tickTimers() -> Bool {
        guard !cook.timers.timers.isEmpty else { return false }
        if !cook.takeFinishedTimers().isEmpty { screen.ringBell() }
        let line = cook.timersLine(now: clock.now())
        guard line != lastTimersLine else { return false }
        lastTimersLine = line
        updateChrome()
        return true
    }

    private func handleHelp(_ event: KeyEvent) -> Outcome {
        switch event {
        case .character("j"), .down: help.scroll(by: 1)
        case .character("k"), .up: help.scroll(by: -1)
        case .pageDown, .character(" "): help.pageDown()
        case .pageUp: help.pageUp()
        case .character("g"), .home: help.scrollToTop()
        case .character("G"), .end: help.scrollToBottom()
        case .control("d"): help.halfPageDown()
        case .control("u"): help.halfPageUp()
        case .scrollDown: help.scroll(by: 3)
        case .scrollUp: help.scroll(by: -3)
        default: setOverlay(nil)
        }
        return .keepGoing
    }

    private func handleSearchTyping(_ event: KeyEvent) -> Outcome {
        guard var draft = searchDraft else { return .keepGoing }
        switch event {
        case .character(let character):
            draft.append(character)
        case .backspace:
            if !draft.isEmpty { draft.removeLast() }
        case .control("u"):
            draft = ""
        case .enter:
            searchDraft = nil
            if searchDraftIsEdited { searchHistory.remember(draft) }
            return .keepGoing
        case .escape:
            searchDraft = nil
            filterList(by: nil)
            return .keepGoing
        case .up where draft.isEmpty || searchHistory.isRecalling:
            // As in a shell: ↑ in an empty box (or on a recalled search) brings back older searches.
            guard let older = searchHistory.older() else { return .keepGoing }
            recallSearch(older)
            return .keepGoing
        case .down where searchHistory.isRecalling:
            recallSearch(searchHistory.newer() ?? "")
            return .keepGoing
        case .down: moveSelection { $0.selectNext() }; return .keepGoing
        case .up: moveSelection { $0.selectPrevious() }; return .keepGoing
        case .pageDown: moveSelection { $0.pageDown() }; return .keepGoing
        case .pageUp: moveSelection { $0.pageUp() }; return .keepGoing
        default:
            return .keepGoing
        }
        searchHistory.stopRecalling()
        searchDraft = draft
        searchDraftIsEdited = true
        filterList(by: draft)
        return .keepGoing
    }

    /// Shows a search from the history in the box and filters by it.
    private func recallSearch(_ text: String) {
        searchDraft = text
        searchDraftIsEdited = true
        filterList(by: text)
    }

    private func handleBrowsing(_ event: KeyEvent) -> Outcome {
        switch event {
        case .character("q"):
            if overlay != nil { setOverlay(nil); return .keepGoing }
            return .quit
        case .control("c"):
            return .quit
        case .escape:
            if overlay != nil {
                setOverlay(nil)
            } else if focus == .detail {
                setFocus(.list)
            } else if list.query.searchText != nil {
                filterList(by: nil)
            }
        case .character("?"):
            setOverlay(.help)
        case .character("/"):
            startSearch()
        case .tab, .character("l"):
            cycleFocus(forward: true)
        case .backTab, .character("h"):
            cycleFocus(forward: false)
        case .character("s"):
            if layout.mode == .listOnly { setOverlay(overlay == .sidebar ? nil : .sidebar) } else { setFocus(.sidebar) }
        case .character("r"):
            startCollectionRename()
        case .character("u"):
            undo()
        case .control("r"):
            redo()
        case .character("a"):
            return .edit(EditRequest(original: nil, joining: newRecipeCollections, favorite: sidebar.chosenScope == .favorites))
        case .character("e"):
            if let recipe = targetRecipe() { return .edit(EditRequest(original: recipe, joining: [], favorite: recipe.isFavorite)) }
            message = "No recipe selected"
        case .character("+"):
            message = detail.changeServings(by: 1)
        case .character("-"):
            message = detail.changeServings(by: -1)
        case .character("="):
            message = detail.resetPresentation()
        case .character("U"):
            message = detail.cycleUnits()
        case .character("m"):
            toggleShoppingMark()
        case .character("L"):
            perform("read the shopping list") { try shopping.reload() }
            setOverlay(.shopping)
        case .character("c"):
            guard let recipe = targetRecipe() else { message = "No recipe selected"; break }
            cook.open(recipe, presentation: detail.presentations[recipe.id] ?? RecipePresentation())
            setOverlay(.cook)
        case .click(let row, let column):
            click(row: row, column: column)
        case .scrollDown(let row, let column):
            wheel(row: row, column: column, by: 3)
        case .scrollUp(let row, let column):
            wheel(row: row, column: column, by: -3)
        default:
            switch focus {
            case .sidebar: handleSidebar(event)
            case .list: handleList(event)
            case .detail: handleDetail(event)
            }
        }
        return .keepGoing
    }

    private func handleSidebar(_ event: KeyEvent) {
        if navigate(sidebar.pane, with: event) { return }
        switch event {
        case .enter, .character(" "), .right, .left:
            guard let item = sidebar.selectedItem else { return }
            switch item {
            case .header(let group): sidebar.toggle(group)
            case .scope(let scope):
                if event == .enter || event == .character(" ") { choose(scope) }
            }
        default:
            break
        }
    }

    private func handleList(_ event: KeyEvent) {
        if navigate(list.pane, with: event) {
            followSelection()
            return
        }
        switch event {
        case .enter, .right:
            guard list.pane.selectedItem != nil else { return }
            if layout.mode == .threePanes { setFocus(.detail) } else { setOverlay(.detail) }
        case .left:
            if layout.mode == .listOnly { setOverlay(.sidebar) } else { setFocus(.sidebar) }
        case .character("f"):
            toggleFavorite()
        case .character("d"), .delete:
            deleteTarget()
        default:
            break
        }
    }

    private func handleDetail(_ event: KeyEvent) {
        switch event {
        case .character("j"), .down: detail.pane.scroll(by: 1)
        case .character("k"), .up: detail.pane.scroll(by: -1)
        case .character("g"), .home: detail.pane.scrollToTop()
        case .character("G"), .end: detail.pane.scrollToBottom()
        case .pageDown, .character(" "): detail.pane.pageDown()
        case .pageUp: detail.pane.pageUp()
        case .control("d"): detail.pane.halfPageDown()
        case .control("u"): detail.pane.halfPageUp()
        case .character("f"): toggleFavorite()
        case .character("d"), .delete: deleteTarget()
        case .left: if overlay == .detail { setOverlay(nil) } else { setFocus(.list) }
        default: break
        }
    }

    /// Whether `event` only moves a list's selection (its detail may then follow a frame later).
    static func movesSelection(_ event: KeyEvent) -> Bool {
        switch event {
        case .character("j"), .character("k"), .character("g"), .character("G"), .down, .up, .home, .end,
             .pageDown, .pageUp, .control("d"), .control("u"), .scrollUp, .scrollDown:
            true
        default:
            false
        }
    }

    /// Applies a navigation key to a list pane; false when the key is not a navigation key.
    private func navigate<Section, Item>(_ pane: ListPane<Section, Item>, with event: KeyEvent) -> Bool {
        switch event {
        case .character("j"), .down: pane.selectNext()
        case .character("k"), .up: pane.selectPrevious()
        case .character("g"), .home: pane.selectFirst()
        case .character("G"), .end: pane.selectLast()
        case .pageDown: pane.pageDown()
        case .pageUp: pane.pageUp()
        case .control("d"): pane.halfPageDown()
        case .control("u"): pane.halfPageUp()
        default: return false
        }
        return true
    }

    private func moveSelection(_ body: (ListPane<RecipeListController.Section, Recipe.ID>) -> Void) {
        body(list.pane)
        followSelection()
    }

    // MARK: Focus and overlays

    func setFocus(_ newFocus: Focus) {
        let visible = visiblePanes
        switch newFocus {
        case .sidebar where !visible.sidebar, .detail where !visible.detail, .list where !visible.list: return
        default: focus = newFocus
        }
        updateFocus()
    }

    func setOverlay(_ newOverlay: Overlay?) {
        guard newOverlay != overlay else { return }
        overlay = newOverlay
        if newOverlay == nil, focus != .sidebar || layout.sidebar == nil { focus = .list }
        relayout()
        if newOverlay == .detail || (newOverlay == nil && visiblePanes.detail) { followSelection() }
    }

    private func cycleFocus(forward: Bool) {
        let visible = visiblePanes
        let order = [Focus.sidebar, .list, .detail].filter {
            switch $0 {
            case .sidebar: visible.sidebar
            case .list: visible.list
            case .detail: visible.detail
            }
        }
        guard let index = order.firstIndex(of: focus), order.count > 1 else { return }
        setFocus(order[(index + (forward ? 1 : order.count - 1)) % order.count])
    }

    // MARK: Mouse

    private func click(row: Int, column: Int) {
        let visible = visiblePanes
        if visible.list, layout.list.contains(row: row, column: column) {
            setFocus(.list)
            if list.pane.selectLine(row - layout.list.y) { followSelection() }
        } else if visible.sidebar, let frame = overlay == .sidebar ? layout.main : layout.sidebar,
                  frame.contains(row: row, column: column) {
            setFocus(.sidebar)
            if sidebar.pane.selectLine(row - frame.y), case .scope(let scope)? = sidebar.selectedItem {
                choose(scope)
            } else if case .header(let group)? = sidebar.selectedItem {
                sidebar.toggle(group)
            }
        } else if visible.detail, let detailFrame = overlay == .detail ? layout.main : layout.detail,
                  detailFrame.contains(row: row, column: column) {
            setFocus(.detail)
        }
    }

    private func wheel(row: Int, column: Int, by delta: Int) {
        let visible = visiblePanes
        if visible.help {
            help.scroll(by: delta)
        } else if visible.list, layout.list.contains(row: row, column: column) {
            list.pane.scrollView(by: delta)
        } else if visible.sidebar, let frame = overlay == .sidebar ? layout.main : layout.sidebar,
                  frame.contains(row: row, column: column) {
            sidebar.pane.scrollView(by: delta)
        } else if visible.detail {
            detail.pane.scroll(by: delta)
        }
    }
}
