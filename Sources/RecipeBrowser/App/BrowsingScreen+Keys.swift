// The browsing screen's keys: the focused pane's entries first, then those of every pane;
// while a search is typed, the search box's. The help lists them all, by pane.
import TerminalUI

extension BrowsingScreen {
    var keys: KeyTable {
        if let prompt = browser?.linePrompt {
            return KeyTable(groups: [.linePrompt(title: "While the prompt is open", enterHelp: prompt.enterHelp, enterHint: prompt.enterHint)])
        }
        guard browser?.searchDraft == nil else { return KeyTable(groups: [Self.searchBoxKeys]) }
        let pane = switch focus {
        case .sidebar: sidebarKeys
        case .list: listKeys
        case .detail: detailKeys
        }
        return KeyTable(groups: [pane] + sharedKeys)
    }

    var allKeys: KeyTable {
        KeyTable(groups: [listKeys, sidebarKeys, detailKeys] + sharedKeys + [Self.searchBoxKeys, Self.promptKeys])
    }

    private var listKeys: KeyGroup {
        KeyGroup(title: "In the list", bindings: KeyBinding.listMoves(
            of: "recipe",
            step: { browser, forward in browser.stepListSelection(forward: forward) },
            move: { browser, move in browser.moveListSelection(move) }
        ) + [
            KeyBinding("Enter →", "open the recipe (full screen when the terminal is narrow)", hint: "Enter open") { browser, _ in
                browser.openRecipe()
            },
            KeyBinding("←", "to the sidebar (over the list when the terminal is narrow)") { browser, _ in
                browser.browsing.showSidebar()
            },
            Self.favorite(hint: "f favorite"),
            Self.delete(hint: "d delete"),
            KeyBinding("v", "the list as cards of picture and title, or as rows") { browser, _ in browser.toggleGallery() },
        ])
    }

    private var sidebarKeys: KeyGroup {
        KeyGroup(title: "In the sidebar", bindings: KeyBinding.listMoves(of: "item") { browser, move in
            move(browser.sidebar.pane)
        } + [
            KeyBinding("Enter Space", "choose the item (the list shows it); on a header: expand or collapse it", hint: "Enter choose") { browser, _ in
                guard let item = browser.sidebar.selectedItem else { return }
                switch item {
                case .header(let group): browser.sidebar.toggle(group)
                case .scope(let scope): browser.choose(scope)
                }
            },
            KeyBinding("← →", "on a header: collapse or expand it") { browser, _ in
                if case .header(let group)? = browser.sidebar.selectedItem { browser.sidebar.toggle(group) }
            },
        ])
    }

    private var detailKeys: KeyGroup {
        KeyGroup(title: "In the recipe", bindings: KeyBinding.textScrolls { $0.detail.pane } + [
            Self.favorite(hint: "f favorite"),
            Self.delete(hint: "d delete"),
            KeyBinding("Enter", "open the recipe this one uses (a Cooklang reference), scaled with it") { browser, _ in
                browser.message = browser.detail.openReference()
            },
            KeyBinding("← Esc", "back: to the recipe a used one was opened from, else to the list",
                       hint: expanded == .detail ? "Esc back" : "Esc list") { browser, _ in
                if browser.detail.closeReference() { return }
                let browsing = browser.browsing
                if browsing.expanded == .detail { browsing.expand(nil) } else { browsing.setFocus(.list) }
            },
        ])
    }

    private static func favorite(hint: String) -> KeyBinding {
        KeyBinding("f", "mark or unmark the recipe shown as a favorite", hint: hint) { browser, _ in browser.toggleFavorite() }
    }

    private static func delete(hint: String) -> KeyBinding {
        KeyBinding("d Delete", "delete the recipe shown (u brings it back)", hint: hint) { browser, _ in browser.deleteTarget() }
    }

    /// The entries of every pane.
    private var sharedKeys: [KeyGroup] {
        [
            KeyGroup(title: "Panes", bindings: [
                .pair("Tab l", "Shift-Tab h", "next / previous pane") { browser, forward in
                    browser.browsing.cycleFocus(forward: forward)
                },
                KeyBinding("s", "the sidebar (over the list when the terminal is narrow; s again closes it)") { browser, _ in
                    let browsing = browser.browsing
                    if browsing.expanded == .sidebar { browsing.expand(nil) } else { browsing.showSidebar() }
                },
                KeyBinding("Esc", "back: closes the sidebar over the list; clears the search filter") { browser, _ in
                    if browser.browsing.expanded != nil {
                        browser.browsing.expand(nil)
                    } else if browser.list.query.searchText != nil {
                        browser.filterList(by: nil)
                    }
                },
                KeyBinding("click", "select the row clicked, and its pane") { browser, event in
                    guard case .click(let row, let column) = event else { return }
                    browser.browsing.click(row: row, column: column, in: browser)
                },
                KeyBinding("wheel", "scroll the pane under the pointer") { browser, event in
                    switch event {
                    case .scrollDown(let row, let column): browser.browsing.wheel(row: row, column: column, by: 3)
                    case .scrollUp(let row, let column): browser.browsing.wheel(row: row, column: column, by: -3)
                    default: break
                    }
                },
            ]),
            KeyGroup(title: "Recipes", bindings: [
                KeyBinding("u", "undo the last change (repeatable), back where it was made", hint: "u undo") { browser, _ in browser.undo() },
                KeyBinding("Ctrl-R", "redo") { browser, _ in browser.redo() },
                KeyBinding(keys: "a", help: "add a recipe in $VISUAL / $EDITOR", outcome: { browser, _ in browser.addRecipe() }),
                KeyBinding(keys: "e", help: "edit the recipe shown in $VISUAL / $EDITOR", outcome: { browser, _ in browser.editTarget() }),
                KeyBinding("r", "rename the collection selected in the sidebar (a name in use merges them)") { browser, _ in
                    browser.startCollectionRename()
                },
                KeyBinding("i", "import a recipe from a web address or a file (fetched while you go on)") { browser, _ in
                    browser.startImport()
                },
                KeyBinding("p", "set the picture of the recipe shown from a JPEG, PNG or WebP file (u puts the old one back)") { browser, _ in
                    browser.startSettingPicture()
                },
            ]),
            KeyGroup(title: "Cooking", bindings: [
                .pair("+", "-", "one serving more / fewer in the recipe shown (its amounts scaled)") { browser, more in
                    browser.message = browser.detail.changeServings(by: more ? 1 : -1)
                },
                KeyBinding("=", "back to the servings and units as written") { browser, _ in
                    browser.message = browser.detail.resetPresentation()
                },
                KeyBinding("U", "units: as written, metric, US") { browser, _ in browser.message = browser.detail.cycleUnits() },
                KeyBinding("m", "mark or unmark the recipe shown for shopping (at the servings chosen)") { browser, _ in
                    browser.toggleShoppingMark()
                },
                KeyBinding("L", "the shopping list of the marked recipes (? there lists its keys)") { browser, _ in
                    browser.perform("read the shopping list") { try browser.shopping.reload() }
                    browser.push(browser.shoppingScreen)
                },
                KeyBinding("c", "cook mode: the recipe shown one step at a time, with timers (? there lists its keys)") { browser, _ in
                    browser.openCookMode()
                },
            ]),
            KeyGroup(title: "Search", bindings: [
                KeyBinding("/", "search as you type, within the chosen sidebar item", hint: "/ search") { browser, _ in
                    browser.startSearch()
                },
            ]),
            KeyGroup(title: "Screen", bindings: [
                .openHelp,
                KeyBinding(keys: "q", help: expanded == nil ? "quit (asks first while timers run)" : "back to the list",
                           hint: expanded == nil ? "q quit" : "q back", outcome: { browser, _ in
                    if browser.browsing.expanded != nil {
                        browser.browsing.expand(nil)
                        return .keepGoing
                    }
                    return browser.quitAskingFirstWhileTimersRun()
                }),
            ]),
        ]
    }

    /// The keys while a search is typed: the status line is the search box.
    private static var searchBoxKeys: KeyGroup {
        KeyGroup(title: "While typing a search", bindings: KeyBinding.lineEditing("the search; the list follows as you type") { browser, edit in browser.editSearch(edit) } + [
            KeyBinding("Enter", "keep the filter", hint: "Enter keep") { browser, _ in browser.keepSearch() },
            KeyBinding("Esc", "clear the filter", hint: "Esc clear") { browser, _ in browser.clearSearch() },
            .pair("↓", "↑", "move in the list; in an empty box ↑ brings back earlier searches, as in a shell") { browser, down in
                browser.searchBoxArrow(down: down)
            },
            .pair("PgDn", "PgUp", "move a page in the list") { browser, down in
                browser.moveListSelection { down ? $0.pageDown() : $0.pageUp() }
            },
        ])
    }

    /// The keys while a one-line prompt is open (`r`, `i`), as the help lists them.
    private static var promptKeys: KeyGroup {
        .linePrompt(title: "While a prompt is open",
                    enterHelp: "do what it asks: r renames (into a name in use: merges), i imports", enterHint: "ok")
    }

    /// Opens the sidebar: over the list when the terminal is too narrow for it beside the list.
    func showSidebar() {
        if layout.mode == .listOnly { expand(.sidebar) } else { setFocus(.sidebar) }
    }
}
