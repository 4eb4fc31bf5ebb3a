// A file's own text kept in the trash before the program replaces it with Cooklang it generated.
import Foundation
import RecipeKit

extension FolderLibrary {
    /// Copies the file at `path` (read as `read`) into `.recipes-trash/` before its text is replaced
    /// with the recipe written as Cooklang, unless that text was such Cooklang already: the file
    /// holds what the person wrote (their markup, comments, layout; a damaged file's bytes), which
    /// a recipe imported over it with `import --replace`, or edited in the form, cannot keep. The
    /// replacement is what they asked for; losing their text without a word is not, so it is
    /// kept where deleted recipes go and `keptVersions` says where.
    func keepEarlierVersion(of path: String, read: FolderChanges.ReadRecipe) throws {
        if let source = read.cooklangSource, source == Self.cooklang(of: read.recipe) { return }
        guard let bytes = FileManager.default.contents(atPath: root + "/" + path) else { return }
        let kept = freePath(Self.trashFolder + "/" + path)
        try write(bytes, to: kept)
        keptVersions.append("\(path) was replaced by the recipe written as Cooklang; the text it had is kept in \(kept)")
    }
}
