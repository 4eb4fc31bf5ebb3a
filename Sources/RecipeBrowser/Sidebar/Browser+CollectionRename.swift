// `r` on a collection in the sidebar: its new name asked in a one-line prompt (`LinePrompt`).
import RecipeKit

extension Browser {
    /// Opens the rename prompt on the collection selected in the sidebar, its name there to edit.
    func startCollectionRename() {
        guard focus == .sidebar, case .scope(.collection(let name))? = sidebar.selectedItem else {
            message = "r renames a collection: select one in the sidebar first"
            return
        }
        guard followedFiles == nil else {
            message = FolderCollectionRename.refusal
            return
        }
        open(LinePrompt(question: "Rename \"\(name)\" to:", text: name, enterHint: "rename",
                        enterHelp: "rename (into a collection of that name: merge)", cancelMessage: "Not renamed") { browser, text in
            browser.renameCollection(name, to: text)
        })
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
