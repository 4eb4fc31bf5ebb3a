// `r` on a collection in the sidebar: a one-line prompt for its new name, in the status line.
import RecipeKit
import TerminalUI

/// The rename prompt's state: which collection, and the name typed so far.
struct CollectionRenamePrompt: Equatable {
    /// The collection being renamed, as the sidebar shows it.
    let collection: String
    /// The new name as typed; it starts as the old name, to edit.
    var text: String

    /// The status line while the prompt is open.
    func row(glyphs: Glyphs) -> Row {
        Row([Segment(" Rename \"\(collection)\" to: " + text + (glyphs.isUnicode ? "▏" : "_"))],
            accessory: [Segment("Enter rename  Esc cancel ", role: .status)])
    }
}

extension Browser {
    /// Opens the rename prompt on the collection selected in the sidebar.
    func startCollectionRename() {
        guard focus == .sidebar || overlay == .sidebar, case .scope(.collection(let name))? = sidebar.selectedItem else {
            message = "r renames a collection: select one in the sidebar first"
            return
        }
        collectionRename = CollectionRenamePrompt(collection: name, text: name)
    }

    /// A key while the rename prompt is open: typing edits the name, Enter renames, Esc cancels.
    func handleCollectionRenameTyping(_ event: KeyEvent) -> Outcome {
        guard var prompt = collectionRename else { return .keepGoing }
        switch event {
        case .character(let character): prompt.text.append(character)
        case .backspace: if !prompt.text.isEmpty { prompt.text.removeLast() }
        case .control("u"): prompt.text = ""
        case .escape:
            collectionRename = nil
            message = "Not renamed"
            return .keepGoing
        case .enter:
            collectionRename = nil
            renameCollection(prompt.collection, to: prompt.text)
            return .keepGoing
        case .control("c"): return .quit
        default: break
        }
        collectionRename = prompt
        return .keepGoing
    }

    /// Renames (or merges) a collection in the store; the sidebars of this and every other open
    /// browser follow by diff from the change log. The list keeps showing the collection under
    /// its new name when it showed it.
    private func renameCollection(_ old: String, to new: String) {
        perform("rename the collection") {
            let rename = try store.renameCollection(old, to: new)
            let renamed = RecipeQuery.Scope.collection(rename.newName)
            let wasChosen = sidebar.chosenScope == .collection(old)
            // Chosen before the sidebar learns of the change, so it does not fall back to All Recipes.
            if wasChosen { sidebar.choose(renamed) }
            syncWithStore()
            if wasChosen, list.query.scope != renamed { try list.show(scope: renamed, waiting: true) }
            sidebar.pane.select(.scope(renamed))
            let recipes = "\(rename.recipeCount) recipe\(rename.recipeCount == 1 ? "" : "s")"
            message = rename.merged ? "Merged \"\(rename.oldName)\" into \"\(rename.newName)\" (\(recipes))"
                : rename.oldName == rename.newName ? "\"\(rename.oldName)\" is already named so"
                : "Renamed \"\(rename.oldName)\" to \"\(rename.newName)\" (\(recipes))"
        }
    }
}
