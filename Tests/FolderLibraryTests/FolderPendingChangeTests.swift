import Foundation
import FolderLibrary
@testable import RecipeKit
import Testing

/// A change that waits to be written out (the folder could not be written for a while) reaches
/// the folder once it can, however long it waited and however much the change log was pruned
/// meanwhile: it is never dropped, and the next catch-up never undoes it.
@Suite struct FolderPendingChangeTests {
    /// Makes `count` real changes to recipe `id` (updates through the change log's triggers) in one
    /// transaction, through a store whose clock is two hours ahead, so the change log is pruned
    /// after them as it would be after ten thousand changes made hours after the pending one.
    static func changeLater(_ indexPath: String, recipe id: Recipe.ID, count: Int) throws {
        let later = try RecipeStore(path: indexPath, now: { Date().addingTimeInterval(2 * 3_600) })
        try later.write { db in
            for _ in 0..<count { try db.execute(sql: "UPDATE recipe SET isFavorite = isFavorite WHERE id = ?", arguments: [id]) }
        }
    }

    /// A folder of Toast and Soup whose index has Toast a favorite that the folder does not: the
    /// write-out cannot append it to the favorites log, a folder being where the log should be.
    static func favoriteNotWrittenOut() throws -> (TestFolder, FolderLibrary, [String: Recipe]) {
        let folder = try TestFolder()
        try folder.write("Toast.cook", "Toast @bread{2%slices}.\n")
        try folder.write("Soup.cook", "Simmer @leeks{2}.\n")
        let library = try folder.open()
        let recipes = try TestFolder.recipes(library)
        try FileManager.default.createDirectory(atPath: folder.root + "/" + FolderLibrary.favoritesFile,
                                                withIntermediateDirectories: false)
        try library.index.setFavorite(true, for: recipes["Toast"]!.id)
        #expect(throws: FolderError.self) { try library.writeOut() }
        return (folder, library, recipes)
    }

    @Test func aFavoritePendingWhileTheLogIsPrunedIsWrittenOutAndKept() throws {
        let (folder, library, recipes) = try Self.favoriteNotWrittenOut()

        try Self.changeLater(folder.indexPath, recipe: recipes["Soup"]!.id, count: 2 * ChangeLog.retainedRows + 2)

        try folder.remove(FolderLibrary.favoritesFile)
        try library.synchronize()
        // Written from the change log, which kept it: nothing to make up for, nothing to tell.
        #expect(library.warnings.isEmpty)
        #expect(folder.text(FolderLibrary.favoritesFile) == "+ Toast.cook\n")
        #expect(try TestFolder.recipes(library)["Toast"]?.isFavorite == true)
        #expect(try TestFolder.recipes(folder.open())["Toast"]?.isFavorite == true)
    }

    @Test func aPendingFavoritePrunedAllTheSameIsWrittenOutFromTheIndexAndTold() throws {
        let (folder, library, recipes) = try Self.favoriteNotWrittenOut()
        // As an index whose log an earlier version pruned, not knowing it was a folder's index.
        try library.index.write { db in try db.execute(sql: "UPDATE folderSync SET isFolderIndex = 0") }
        try Self.changeLater(folder.indexPath, recipe: recipes["Soup"]!.id, count: 2 * ChangeLog.retainedRows + 2)

        try folder.remove(FolderLibrary.favoritesFile)
        try library.synchronize()
        #expect(library.warnings.contains { $0.contains("no longer listed") })
        #expect(folder.text(FolderLibrary.favoritesFile) == "+ Toast.cook\n")
        #expect(try TestFolder.recipes(folder.open())["Toast"]?.isFavorite == true)
        #expect(folder.text("Soup.cook") == "Simmer @leeks{2}.\n")
    }

    @Test func aSQLiteLibraryStillPrunesItsChangeLog() throws {
        let path = NSTemporaryDirectory() + "pending-prune-" + UUID().uuidString + ".sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let store = try RecipeStore(path: path, newLibrary: .sample)
        let id = try store.recipeIDs(matching: RecipeQuery())[0]
        try Self.changeLater(path, recipe: id, count: 2 * ChangeLog.retainedRows + 2)
        let kept = try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM changeLog") }
        #expect(kept == ChangeLog.retainedRows + 1)
    }
}
