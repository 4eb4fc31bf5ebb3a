// The sample library as a folder of Cooklang files, and changes made to such a folder on disk by
// other programs (an editor, git, Syncthing, CookCLI), for the browser's tests on a folder library.
import Foundation
import FolderLibrary
import RecipeFormats
import RecipeKit
@testable import RecipeBrowser

extension FolderLibrary: FollowedFiles {}

/// The sample recipes written as `.cook` files, each in the subfolder of its first collection,
/// their favorites in `.recipes-favorites`.
enum SampleFolder {
    static func write(into root: String) throws {
        let recipes = try SampleLibrary.bundledRecipes()
        let files = ExportFormat.cook.files(for: recipes.map(ExternalRecipe.init(recipe:)))
        var favorites: [String] = []
        for (recipe, file) in zip(recipes, files) {
            let path = recipe.collections.first.map { $0 + "/" + file.name } ?? file.name
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: url)
            if recipe.isFavorite { favorites.append(path) }
        }
        try FolderMarks.write(into: root, favoritePaths: favorites, shopping: [], tickedNames: [])
    }
}

/// What another program does to the folder for each monkey change: files written, renamed and
/// deleted, lines appended to the logs, CookCLI's shopping list rewritten.
enum DiskChange {
    static func perform(_ change: OtherProcessChange, in root: String, index: RecipeStore) throws {
        let files = cookFiles(in: root)
        func picked(_ pick: Int) -> String? { files.isEmpty ? nil : files[pick % files.count] }
        let favorites = root + "/" + FolderLibrary.favoritesFile
        switch change {
        case .add(let title, let favorite, let collection):
            let path = (collection.map { $0 + "/" } ?? "") + title.replacingOccurrences(of: "/", with: "-") + ".cook"
            try write("Crack @egg{1} into a #pan{} for ~{\(2 + title.count % 5)%minutes}.\n", to: root + "/" + path)
            if favorite { try append("+ \(path)\n", to: favorites) }
        case .delete(let pick):
            if let path = picked(pick) { try FileManager.default.removeItem(atPath: root + "/" + path) }
        case .toggleFavorite(let pick):
            guard let path = picked(pick) else { return }
            let log = (try? String(contentsOfFile: favorites, encoding: .utf8)) ?? ""
            let isFavorite = log.split(separator: "\n").last { $0.dropFirst(2) == Substring(path) }?.first == "+"
            try append("\(isFavorite ? "-" : "+") \(path)\n", to: favorites)
        case .retitle(let pick, let title):
            // A rename, as `mv` or a file manager does it: the recipe keeps its ID.
            guard let path = picked(pick) else { return }
            let folder = (path as NSString).deletingLastPathComponent
            let target = (folder.isEmpty ? "" : folder + "/") + title.replacingOccurrences(of: "/", with: "-") + ".cook"
            guard !FileManager.default.fileExists(atPath: root + "/" + target) else { return }
            _ = rename(root + "/" + path, root + "/" + target)
        case .toggleShoppingMark(let pick):
            guard let path = picked(pick) else { return }
            let line = "./" + path.dropLast(".cook".count)
            let listPath = root + "/" + FolderLibrary.shoppingListFile
            var lines = ((try? String(contentsOfFile: listPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.contains(where: { $0.hasPrefix(line) }) {
                lines.removeAll { $0.hasPrefix(line) }
            } else {
                lines.append(pick % 3 == 0 ? line + "{2}" : line)
            }
            try write(lines.map { $0 + "\n" }.joined(), to: listPath)
        case .tickShoppingItem(let pick):
            let items = try index.shoppingList().items
            guard !items.isEmpty else { return }
            let item = items[pick % items.count]
            let ticked = try index.tickedShoppingItems().contains(item.id)
            try append("\(ticked ? "-" : "+") \(item.name)\n", to: root + "/" + FolderLibrary.shoppingCheckedFile)
        }
    }

    /// How the index differs from the folder once the browser caught up: each `.cook` file is
    /// one recipe, and the favorites are those the log names.
    static func disagreements(in root: String, index: RecipeStore) throws -> [String] {
        let files = cookFiles(in: root)
        let count = try index.recipeCount()
        var problems: [String] = []
        if count != files.count { problems.append("the index holds \(count) recipes, the folder \(files.count) files") }
        let log = (try? String(contentsOfFile: root + "/" + FolderLibrary.favoritesFile, encoding: .utf8)) ?? ""
        var last: [Substring: Bool] = [:]
        for line in log.split(separator: "\n") { last[line.dropFirst(2)] = line.first == "+" }
        let favoriteFiles = files.filter { last[Substring($0)] == true }.count
        let favorites = try index.recipeIDs(matching: RecipeQuery(scope: .favorites)).count
        if favorites != favoriteFiles { problems.append("the index holds \(favorites) favorites, the log \(favoriteFiles)") }
        return problems
    }

    /// The `.cook` files below `root` outside hidden folders, sorted.
    static func cookFiles(in root: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".cook") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    private static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    private static func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else { return try write(text, to: path) }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
