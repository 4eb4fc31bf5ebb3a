import Foundation
import FolderLibrary
import RecipeKit
import Testing

/// The watcher follows the folder's subfolders as they are renamed, removed and made: a file
/// changed in a subfolder is read whatever happened to the subfolders before.
@Suite struct FolderWatchTests {
    /// Synchronizes as the browser does at its idle moments (the watcher deciding when to read)
    /// until `done` says the index holds what is awaited, or a few seconds have passed.
    static func synchronize(_ library: FolderLibrary, until done: ([String: Recipe]) -> Bool) throws -> Bool {
        let end = Date().addingTimeInterval(5)
        while Date() < end {
            try library.synchronize()
            if done(try TestFolder.recipes(library)) { return true }
            usleep(20_000)
        }
        return false
    }

    /// A watching library on a folder of `sub/Toast.cook` and `Soup.cook`.
    static func watching() throws -> (TestFolder, FolderLibrary) {
        let folder = try TestFolder()
        try folder.write("sub/Toast.cook", "Toast @bread{2%slices}.\n")
        try folder.write("Soup.cook", "Simmer @leeks{2}.\n")
        let library = try folder.open()
        library.startWatching()
        return (folder, library)
    }

    @Test func aNewSubfolderUnderTheNameOfOneRenamedAwayIsWatched() throws {
        let (folder, library) = try Self.watching()
        // Renamed out of the folder, and a new subfolder made under its name (a `git checkout`).
        try FileManager.default.moveItem(atPath: folder.root + "/sub", toPath: folder.root + "/../away")
        try folder.write("sub/Porridge.cook", "Simmer @oats{100%g}.\n")
        #expect(try Self.synchronize(library) { $0["Porridge"] != nil && $0["Toast"] == nil })
        // A file added to the new subfolder afterwards is seen there.
        try folder.write("sub/Pancakes.cook", "Whisk @eggs{2}.\n")
        #expect(try Self.synchronize(library) { $0["Pancakes"]?.collections == ["sub"] })
    }

    @Test func aSubfolderRenamedWithinTheFolderIsFollowedUnderItsNewName() throws {
        let (folder, library) = try Self.watching()
        try folder.move("sub", "breakfast")
        #expect(try Self.synchronize(library) { $0["Toast"]?.collections == ["breakfast"] })
        try folder.write("breakfast/Pancakes.cook", "Whisk @eggs{2}.\n")
        #expect(try Self.synchronize(library) { $0["Pancakes"]?.collections == ["breakfast"] })
        // And a new subfolder under the old name is its own.
        try folder.write("sub/Porridge.cook", "Simmer @oats{100%g}.\n")
        #expect(try Self.synchronize(library) { $0["Porridge"]?.collections == ["sub"] })
        try folder.write("sub/Waffles.cook", "Whisk @eggs{3}.\n")
        #expect(try Self.synchronize(library) { $0["Waffles"]?.collections == ["sub"] })
    }
}
