import Foundation

/// The favorites and shopping list of recipes written into a folder by someone else than a
/// `FolderLibrary` (an export), in the files a folder library reads them from.
public enum FolderMarks {
    /// A recipe to shop for: its file's path inside the folder (with `.cook`) and the factor it
    /// is scaled by (`nil`: as written).
    public typealias ShoppingEntry = (path: String, multiplier: Double?)

    /// Appends the favorites to `.recipes-favorites`, the ticked items' names to
    /// `.shopping-checked`, and writes `.shopping-list` with `shopping` first and the lines it
    /// held about other things after.
    ///
    /// - Parameter favoritePaths: the favorite recipes' file paths inside `folder`.
    /// - Throws: `FolderError.cannotWrite`.
    public static func write(into folder: String, favoritePaths: [String], shopping: [ShoppingEntry], tickedNames: [String]) throws {
        try MarkLog(path: folder + "/" + FolderLibrary.favoritesFile, ignoresCase: false)
            .append(favoritePaths.map { (true, $0) })
        try MarkLog(path: folder + "/" + FolderLibrary.shoppingCheckedFile, ignoresCase: true)
            .append(tickedNames.map { (true, $0) })
        guard !shopping.isEmpty else { return }
        let path = folder + "/" + FolderLibrary.shoppingListFile
        let old = ShoppingListFile(text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        let paths = Set(shopping.map { String($0.path.dropLast(".cook".count)) })
        let entries = shopping.map { entry in
            let recipePath = String(entry.path.dropLast(".cook".count))
            return ShoppingListFile.Entry(recipePath: recipePath, multiplier: entry.multiplier,
                                          lines: [ShoppingListFile.line(path: recipePath, multiplier: entry.multiplier)])
        } + old.entries.filter { entry in entry.recipePath.map { !paths.contains($0) } ?? true }
        try FileReplacement.replace(path, with: Data(ShoppingListFile(entries: entries).text.utf8))
    }
}
