// The shopping list kept in the folder as CookCLI keeps it: marks in `.shopping-list`, ticks in
// `.shopping-checked`, read into the index and written out from it.
import Foundation
import Ingredients
import RecipeKit

extension FolderLibrary {
    /// CookCLI's list of recipes to shop for.
    public static let shoppingListFile = ".shopping-list"
    /// CookCLI's log of ingredients ticked off (`+ name`, `- name`, last wins, names without case).
    public static let shoppingCheckedFile = ".shopping-checked"

    /// Where CookCLI keeps the aisles, in the folder: `config/aisle.conf`, else `aisle.conf`.
    public static let aisleFiles = ["config/aisle.conf", "aisle.conf"]

    /// Arranges `store`'s shopping lists by the folder's aisle list and pantry too (the browser's
    /// own connection to the index), now and whenever the files change.
    public func arrangeShopping(of store: RecipeStore) {
        arrangedStores.append(store)
        store.useAisles(aisles)
        store.usePantry(pantry)
    }

    /// Where CookCLI keeps what is at home: `config/pantry.conf`, else `pantry.conf`.
    public static let pantryFiles = ["config/pantry.conf", "pantry.conf"]

    /// Reads the aisle list and the pantry when they changed (or appeared, or went) since last read.
    func readAisles() {
        let texts = [Self.aisleFiles, Self.pantryFiles].map { names in
            names.map { root + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
        }
        let stamps = texts.map { $0.flatMap(Self.stamp(of:)) }
        guard !hasCaughtUp || stamps != aisleStamps else { return }
        aisleStamps = stamps
        let read = texts.map { $0.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } }
        aisles = read[0].map(AisleConfig.init(parsing:))
        pantry = read[1].map(PantryConfig.init(parsing:))
        for store in [index] + arrangedStores {
            store.useAisles(aisles)
            store.usePantry(pantry)
        }
    }

    var checkedLog: MarkLog { MarkLog(path: root + "/" + Self.shoppingCheckedFile, ignoresCase: true) }

    /// The two files' stamps: unchanged, they are not read again.
    var shoppingFilesStamp: [FileStamp?] {
        [Self.stamp(of: root + "/" + Self.shoppingListFile), Self.stamp(of: root + "/" + Self.shoppingCheckedFile)]
    }

    /// Reads `.shopping-list` and `.shopping-checked` into the index when they changed since last
    /// read (or `force`: recipes changed, so paths or items may now resolve differently): marks
    /// added, removed or rescaled to what the list says, items ticked as the log says; in one
    /// transaction, refused (`FolderIndexChangedMeanwhile`) when the index changed meanwhile.
    /// Nothing is read while the index's list waits to be written to them (`FolderPendingWrites.shopping`):
    /// reading them would undo it.
    func readShoppingFiles(force: Bool) throws {
        guard !pendingWrites.shopping else { return }
        let stamps = shoppingFilesStamp
        guard force || shoppingOwed || stamps != shoppingStamps else { return }
        shoppingOwed = true
        let file = ShoppingListFile(text: (try? String(contentsOfFile: root + "/" + Self.shoppingListFile, encoding: .utf8)) ?? "")
        var wanted: [(Recipe.ID, Double?)] = []
        for entry in file.entries {
            guard let path = entry.recipePath, let file = known[path + ".cook"], file.trashedAs == nil,
                  !wanted.contains(where: { $0.0 == file.recipeID }) else { continue }
            wanted.append((file.recipeID, entry.multiplier))
        }
        let recipes = Dictionary(uniqueKeysWithValues: try index.recipes(with: wanted.map(\.0)).map { ($0.id, $0) })
        var marks = wanted.map { id, multiplier in
            (id, multiplier.flatMap { multiplier in recipes[id].flatMap { Self.servings(of: $0, scaledBy: multiplier) } })
        }
        // A recipe whose file waits to be written (see `FolderPendingWrites`) cannot be in the list
        // yet: its mark is the index's until then, not dropped.
        let listed = Set(marks.map(\.0))
        for mark in try index.shoppingMarks() where pendingWrites.files.contains(mark.recipeID) && !listed.contains(mark.recipeID) {
            marks.append((mark.recipeID, mark.servings))
        }
        let checked = Set(checkedLog.marked().map { $0.lowercased() })
        try index.applyShoppingFiles(marks: marks, tickedNames: checked, unchangedSince: syncState.writtenOut)
        syncState = try index.folderSyncState()
        lastTicks = try index.tickedShoppingItems()
        shoppingStamps = stamps
        shoppingOwed = false
    }

    /// Writes out the index's shopping list after this program changed it: ticks set or cleared
    /// since the last sync as lines appended to `.shopping-checked`, and `.shopping-list`
    /// rewritten (under a temporary name, renamed over it) when its marks differ from the index's.
    func writeShoppingFiles() throws {
        let list = try index.shoppingList()
        let ticks = try index.tickedShoppingItems()
        let names = Dictionary(list.items.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let lines = ticks.subtracting(lastTicks).sorted().compactMap { names[$0].map { (set: true, name: $0) } }
            + lastTicks.subtracting(ticks).sorted().compactMap { names[$0].map { (set: false, name: $0) } }
        try checkedLog.append(lines)
        lastTicks = ticks

        let path = root + "/" + Self.shoppingListFile
        let old = ShoppingListFile(text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        let marks = try index.shoppingMarks()
        let recipes = Dictionary(uniqueKeysWithValues: try index.recipes(with: marks.map(\.recipeID)).map { ($0.id, $0) })
        var entries: [ShoppingListFile.Entry] = []
        for mark in marks {
            guard let file = pathOfRecipe[mark.recipeID] else { continue }
            let recipePath = String(file.dropLast(".cook".count))
            let multiplier = mark.servings.flatMap { servings in recipes[mark.recipeID]?.scaleFactor(forServings: servings) }
            var entry = old.entries.first { $0.recipePath == recipePath }
                ?? ShoppingListFile.Entry(recipePath: recipePath, lines: [""])
            entry.multiplier = multiplier
            entry.lines[0] = ShoppingListFile.line(path: recipePath, multiplier: multiplier)
            entries.append(entry)
        }
        // Lines about anything else (free-hand ingredients, menus, recipes not in this folder) stay.
        entries += old.entries.filter { entry in
            guard let recipePath = entry.recipePath else { return true }
            return known[recipePath + ".cook"].map { $0.trashedAs != nil } ?? true
        }
        let new = ShoppingListFile(entries: entries)
        guard new.text != old.text else { return }
        try replaceShoppingList(with: new)
    }

    /// Renames the recipe lines of `.shopping-list` whose files were renamed (`moves`: old and new
    /// paths), so their marks follow them as their favorites do; every other line is kept.
    func followRenamesInShoppingList(_ moves: [(from: String, to: String, stamp: FileStamp)]) throws {
        guard !moves.isEmpty, let text = try? String(contentsOfFile: root + "/" + Self.shoppingListFile, encoding: .utf8) else { return }
        let renamed = Dictionary(moves.map { (String($0.from.dropLast(".cook".count)), String($0.to.dropLast(".cook".count))) },
                                 uniquingKeysWith: { first, _ in first })
        var file = ShoppingListFile(text: text)
        var changed = false
        for index in file.entries.indices {
            guard let old = file.entries[index].recipePath, let new = renamed[old] else { continue }
            file.entries[index].recipePath = new
            file.entries[index].lines[0] = ShoppingListFile.line(path: new, multiplier: file.entries[index].multiplier)
            changed = true
        }
        if changed { try replaceShoppingList(with: file) }
    }

    /// Writes `.shopping-list` whole, as CookCLI does, keeping its mode and hard links (see `FileReplacement`).
    private func replaceShoppingList(with new: ShoppingListFile) throws {
        try FileReplacement.replace(root + "/" + Self.shoppingListFile, with: Data(new.text.utf8))
    }

    /// The servings that scale `recipe` by `multiplier`, `nil` when its servings hold no number.
    static func servings(of recipe: Recipe, scaledBy multiplier: Double) -> Double? {
        guard let perServing = recipe.scaleFactor(forServings: 1), perServing > 0 else { return nil }
        return multiplier / perServing
    }
}
