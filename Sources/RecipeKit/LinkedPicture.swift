import Foundation
import RecipeFormats

extension ReadFile {
    /// Gives each recipe of a saved web page or a Markdown note that carries no picture the first
    /// of the pictures it links to (its `image`s) found among the files saved with the page
    /// (`SavedPageFiles`): a relative `image`
    /// (`./Name_files/photo.jpg`, as Firefox rewrites an `<img src>`) read from the page's folder;
    /// a web address (as a page's JSON-LD keeps it) by its last path part in the page's files
    /// folder (`Name_files/photo.jpg`). Nothing outside the page's folder and its files folders is
    /// read, symbolic links followed included: an `image` that would lead out is a warning naming
    /// the page, and the recipe is imported without it. An app's unpacked export (Recipe Keeper's,
    /// Copy Me That's `recipes.html`) keeps its pictures in a folder below the page (`images/`):
    /// for those, the folders below the page's folder count as its own. So they do for a Markdown
    /// note, whose picture is a relative link (`![](attachments/dal.png)`).
    mutating func takeLinkedPicture() {
        guard !input.isStandardInput, SavedPageFiles.isPageName(input.name) || format == .markdown,
              sourcedRecipes.contains(where: { $0.picture == nil }) else { return }
        let folder = URL(fileURLWithPath: input.name).deletingLastPathComponent().path
        guard let realFolder = Self.realPath(folder) else { return }
        let filesFolders = format == .markdown ? [] : SavedPageFiles.folderNames(forPage: input.name)
        let belowCounts = [RecipeFormat.recipeKeeper, .copyMeThat, .markdown].contains(format)
        for index in sourcedRecipes.indices where sourcedRecipes[index].picture == nil {
            for image in sourcedRecipes[index].recipe.imageURLs {
                let candidates: [String]
                switch SavedPageFiles.reference(image) {
                case nil: continue
                case .outside?:
                    problems.append(outsideWarning(image))
                    continue
                case .relative(let parts)?: candidates = [([folder] + parts).joined(separator: "/")]
                case .savedFrom(let name)?: candidates = filesFolders.map { folder + "/" + $0 + "/" + name }
                }
                for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
                    guard let real = Self.realPath(candidate),
                          Self.isWithin(real, pageFolder: realFolder, filesFolders: filesFolders, orBelow: belowCounts) else {
                        problems.append(outsideWarning(image))
                        continue
                    }
                    if let picture = Self.picture(atPath: real) {
                        sourcedRecipes[index].picture = picture
                        // An app export's path (`images/…`) names nothing once its picture is in the library.
                        if belowCounts { sourcedRecipes[index].recipe.imageURLs.removeAll { $0 == image } }
                        break
                    }
                }
                if sourcedRecipes[index].picture != nil { break }
            }
        }
    }

    private func outsideWarning(_ image: String) -> FormatProblem {
        FormatProblem(fileName: input.displayName, message:
            format == .markdown ? "picture \(image) is outside the note's folder; the recipe is imported without it"
                : "picture \(image) is outside the page's folder and its files folder; the recipe is imported without it")
    }

    /// Whether the real path `path` is a file of the page's folder, or below one of its files
    /// folders (`orBelow`: below the page's folder at all).
    private static func isWithin(_ path: String, pageFolder: String, filesFolders: [String], orBelow: Bool) -> Bool {
        let base = pageFolder == "/" ? "" : pageFolder
        let parent = (path as NSString).deletingLastPathComponent
        if parent == pageFolder || (orBelow && path.hasPrefix(base + "/")) { return true }
        return filesFolders.contains { path.hasPrefix(base + "/" + $0 + "/") }
    }

    /// The picture in the regular file at `path`, when the library keeps it (the size read first).
    private static func picture(atPath path: String) -> StoredPicture? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= largestPictureBeside,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return RecipePictures.imported(from: [EmbeddedImage(data: data)])
    }

    /// `path` with every symbolic link and `.`/`..` resolved by the system, or nil if it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
