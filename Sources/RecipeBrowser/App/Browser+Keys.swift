// Events in: timeouts and resizes here, every key through the key table of the screen on top
// (plus the keys every screen shares). No key is handled anywhere else.
import RecipeKit
import TerminalUI

extension Browser {
    /// Handles one event and says what the event loop should do next.
    public func handle(_ event: KeyEvent) -> Outcome {
        switch event {
        case .timeout:
            let searched = landSearch()
            // Both land what has come: the detail's picture and the cards' (neither skips the other).
            let detailPictured = browsing.shows(.detail) && detail.landPicture()
            let cardsPictured = browsing.shows(.list) && list.landCardPictures()
            let pictured = detailPictured || cardsPictured
            idleFrameCause = searched ? "search" : pictured ? "picture" : "idle"
            if searched { updateChrome() }
            let deferred = performDeferredWork()
            // While no key waits: the rows the next moves will show, read ahead.
            if browsing.shows(.list) { list.prefetchSummaries() }
            let ticked = tickTimers()
            let imported = landImports()
            let told = synchronizeFollowedFiles()
            let synced = syncWithStore() || told
            settleOutsideList()
            if imported { updateChrome() }
            return synced || deferred || searched || ticked || imported || pictured ? .keepGoing : .idle
        case .resize:
            // The event loop calls `resize(rows:columns:)` with the new size.
            return .keepGoing
        case .redraw:
            relayout()
            return .repaint
        default:
            break
        }
        if layout.mode == .tooSmall {
            // Only the way out and a redraw: nothing else is on screen to act on.
            if event == .character("q") { return .quit }
            return sharedKeys.binding(for: event)?.perform(event, in: self) ?? .keepGoing
        }
        message = nil
        // Typing on in the search box starts from the result that has come. Any other key acts on
        // the list as it is on screen: a result that came after the last frame is shown after it.
        if searchDraft != nil { _ = landSearch() }
        // Keys other than moving the selection see the detail caught up with it.
        if !Self.movesSelection(event) { _ = performDeferredWork() }
        let quitWasAskedBefore = quitWasAsked
        let outcome = currentKeys.binding(for: event)?.perform(event, in: self) ?? .keepGoing
        // The question lasts one key.
        if quitWasAskedBefore { quitWasAsked = false }
        syncWithStore()
        settleOutsideList()
        updateChrome()
        return outcome
    }

    /// The keys that act now: the screen on top's, then those every screen shares.
    var currentKeys: KeyTable { top.keys.adding(sharedKeys) }

    /// The keys every screen shares, and the terminal's own.
    var sharedKeys: KeyTable {
        KeyTable(
            groups: [KeyGroup(title: "Every screen", bindings: [
                KeyBinding(keys: "Ctrl-L", help: "redraw the whole screen", outcome: { browser, _ in
                    browser.relayout()
                    return .repaint
                }),
                KeyBinding(keys: "Ctrl-C", help: "quit at once", outcome: { _, _ in .quit }),
            ])],
            terminalKeys: [("Ctrl-Z", "suspend to the shell (fg comes back)")])
    }

    /// Shows the keys of the screen on top, over it.
    func openHelp() {
        help.show(keysOf: top, shared: sharedKeys)
        push(help)
    }

    /// Quits, unless timers are running and this is the first `q`: then says so and waits for
    /// a second `q`.
    func quitAskingFirstWhileTimersRun() -> Outcome {
        let running = cook.runningTimerCount
        guard running > 0, !quitWasAsked else { return .quit }
        quitWasAsked = true
        message = "\(running) timer\(running == 1 ? "" : "s") running — q again to quit"
        return .keepGoing
    }

    /// Opens cook mode on the recipe shown.
    func openCookMode() {
        guard let recipe = targetRecipe() else { message = "No recipe selected"; return }
        cook.open(recipe, presentation: detail.presentations[recipe.id] ?? RecipePresentation())
        push(cookScreen)
    }

    /// Shows the recipe selected: in the detail beside the list, or full screen when narrow.
    func openRecipe() {
        guard targetRecipeID() != nil else { return }
        if layout.mode == .threePanes { browsing.setFocus(.detail) } else { browsing.expand(.detail) }
    }

    /// Asks for the editor on a new recipe, in the chosen collection (and Favorites, there).
    func addRecipe() -> Outcome {
        .edit(EditRequest(original: nil, joining: newRecipeCollections, favorite: sidebar.chosenScope == .favorites))
    }

    /// Asks for the editor on the recipe shown: on its Cooklang text when it keeps one, on its
    /// file's own text when that file of a folder library is damaged but text (a git conflict to
    /// resolve), else its form.
    func editTarget() -> Outcome {
        guard let recipe = targetRecipe() else {
            message = "No recipe selected"
            return .keepGoing
        }
        var source: String?
        guard perform("read its Cooklang text", { source = try store.cooklangSource(of: recipe.id) }) else { return .keepGoing }
        var fileText: String?
        if source == nil, let followedFiles {
            guard perform("read its file", { fileText = try followedFiles.damagedFileText(of: recipe.id) }) else { return .keepGoing }
        }
        return .edit(EditRequest(original: recipe, joining: [], favorite: recipe.isFavorite, cooklangSource: source,
                                 damagedFileText: fileText))
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

    // MARK: The recipe list's selection

    /// Applies a move to the recipe list; the detail follows.
    func moveListSelection(_ move: (any SelectableList<RecipeListController.Section, Recipe.ID>) -> Void) {
        // From a recipe shown outside the list, moves start where the list selects.
        leaveOutsideList()
        move(list.shownPane)
        listSelectionMoved()
    }

    /// j or k on the recipe list: from a recipe shown outside the list, its neighbours.
    func stepListSelection(forward: Bool) {
        if stepBackIntoList(forward: forward) { return }
        moveListSelection { forward ? $0.selectNext() : $0.selectPrevious() }
    }

    /// The person moved the list's selection: the detail follows it.
    func listSelectionMoved() {
        leaveOutsideList()
        followSelection()
    }

    // MARK: The search box

    /// Changes the text typed in the search box; the list follows.
    func editSearch(_ edit: (inout String) -> Void) {
        guard var draft = searchDraft else { return }
        edit(&draft)
        searchHistory.stopRecalling()
        recallSearch(draft)
    }

    /// Enter in the search box: the filter stays, the box closes.
    func keepSearch() {
        guard let draft = searchDraft else { return }
        searchDraft = nil
        if searchDraftIsEdited { searchHistory.remember(draft) }
    }

    /// Esc in the search box: the box closes and the filter goes.
    func clearSearch() {
        searchDraft = nil
        filterList(by: nil)
    }

    /// ↑ or ↓ in the search box: in an empty box (or on a recalled search) the searches kept
    /// before, as in a shell; otherwise a move in the list.
    func searchBoxArrow(down: Bool) {
        let draft = searchDraft ?? ""
        if !down, draft.isEmpty || searchHistory.isRecalling {
            if let older = searchHistory.older() { recallSearch(older) }
        } else if down, searchHistory.isRecalling {
            recallSearch(searchHistory.newer() ?? "")
        } else {
            stepListSelection(forward: down)
        }
    }

    /// Shows `text` in the search box and filters by it.
    private func recallSearch(_ text: String) {
        searchDraft = text
        searchDraftIsEdited = true
        filterList(by: text)
    }
}

extension KeyBinding {
    /// `?`: the keys of the screen on top, over it.
    static var openHelp: KeyBinding {
        KeyBinding("?", "the keys of this screen (Esc comes back)", hint: "? help") { browser, _ in browser.openHelp() }
    }
}
