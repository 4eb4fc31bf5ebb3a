import Foundation
import FolderLibrary
import RecipeKit

/// A real folder of `.cook` files in the temporary directory, with its index beside it (not in
/// it), removed when the test is done.
final class TestFolder {
    let root: String
    let indexPath: String
    private let base: String

    init() throws {
        base = NSTemporaryDirectory() + "folder-tests-" + UUID().uuidString
        root = base + "/Recipes"
        indexPath = base + "/cache/index.sqlite"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    /// Writes `text` to the file at `path` inside the folder, creating its subfolders.
    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    /// The text of the file at `path`, `nil` when there is none.
    func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + path) }

    func move(_ from: String, _ to: String) throws {
        try FileManager.default.moveItem(atPath: root + "/" + from, toPath: root + "/" + to)
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: root + "/" + path) }

    /// Opens the folder as a library (a new one each call, as a new process would).
    func open() throws -> FolderLibrary { try FolderLibrary(root: root, indexPath: indexPath) }

    /// The index's recipes, by title.
    static func recipes(_ library: FolderLibrary) throws -> [String: Recipe] {
        let ids = try library.index.recipeIDs(matching: RecipeQuery())
        return Dictionary(uniqueKeysWithValues: try library.index.recipes(with: ids).map { ($0.title, $0) })
    }
}
