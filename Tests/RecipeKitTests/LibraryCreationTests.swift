import Foundation
import Testing
@testable import RecipeKit

/// What is at a library's path before it is opened, and a new library put in place in one step.
@Suite struct LibraryCreationTests {
    private func entries(_ directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func anEmptyFileIsRefusedAndLeftEmpty() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        for readOnly in [false, true] {
            #expect(throws: LibraryError.emptyFile(path: path)) { try RecipeStore(path: path, readOnly: readOnly) }
        }
        #expect(try entries(directory) == ["library.sqlite"])
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
    }

    @Test func aFolderOrAFIFOIsRefusedForWhatItIs() throws {
        let directory = TemporaryDirectory()
        let folder = directory.file("recipes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: LibraryError.notAFile(path: folder, kind: "folder")) { try RecipeStore(path: folder) }
        let fifo = directory.file("pipe.sqlite")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: LibraryError.notAFile(path: fifo, kind: "FIFO")) { try RecipeStore(path: fifo) }
        #expect(try entries(directory) == ["pipe.sqlite", "recipes"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aCreationLeavesTheLibraryAloneInItsFolder() throws {
        let directory = TemporaryDirectory()
        let store = try RecipeStore(path: directory.file("library.sqlite"), now: { testNow })
        #expect(store.wasCreated)
        #expect(try store.recipeCount() == SampleLibrary.bundledIDs.count)
        #expect(try entries(directory).filter { !$0.hasPrefix("library.sqlite-") } == ["library.sqlite"])
    }

    @Test func whatAKilledCreationLeftIsRemovedOnlyWhenItsProcessIsGone() throws {
        let directory = TemporaryDirectory()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let abandoned = ".library.sqlite.creating-\(finished.processIdentifier)-7"
        let running = ".library.sqlite.creating-\(getpid())-8" // this process: still building, as far as anyone knows
        for name in [abandoned, abandoned + "-wal", running] {
            #expect(FileManager.default.createFile(atPath: directory.file(name), contents: Data("partial".utf8)))
        }
        _ = try RecipeStore(path: directory.file("library.sqlite"), newLibrary: .empty)
        #expect(try entries(directory).filter { !$0.hasPrefix("library.sqlite-") } == [running, "library.sqlite"])
    }

    @Test func aLibraryAnotherProcessCreatedMeanwhileIsKept() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("library.sqlite")
        let created = try LibraryCreation.create(at: path) { temporary in
            // Another process finishes its own library while this one is still building.
            let other = try RecipeStore(path: path, newLibrary: .empty, now: { testNow })
            try other.importRecipes([Recipe(id: 7, title: "Theirs")], existing: .skip)
            let mine = try RecipeStore(path: temporary, newLibrary: .empty, now: { testNow })
            try mine.importRecipes([Recipe(id: 8, title: "Mine")], existing: .skip)
        }
        #expect(!created)
        let kept = try RecipeStore(path: path, createIfMissing: false)
        #expect(try kept.recipe(with: 7)?.title == "Theirs")
        #expect(try kept.recipe(with: 8) == nil)
        #expect(!kept.wasCreated)
    }

    @Test func aDanglingLinkGetsTheLibraryWhereItPointsAndStaysALink() throws {
        let directory = TemporaryDirectory()
        let link = directory.file("library.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "synced/library.sqlite")
        let store = try RecipeStore(path: link, newLibrary: .empty)
        #expect(store.wasCreated)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "synced/library.sqlite")
        #expect(FileManager.default.fileExists(atPath: directory.file("synced/library.sqlite")))
    }
}
