import ArgumentParser
import Foundation
import Pictures
import RecipeKit

/// `recipes picture ID FILE`: stores a picture with a recipe; `--remove` takes it away.
struct PictureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picture",
        abstract: "Set a recipe's picture from a JPEG, PNG or WebP file, or remove it.",
        discussion: """
            The picture is stored in the library (moving the library file moves it), replacing the \
            one the recipe had, and shown at the top of the recipe in the browser. It is checked \
            first: a file that is not a JPEG, PNG or WebP picture (whatever its name), is truncated \
            or corrupt, is a CMYK JPEG, is larger than 10 MB or more than 10,000 pixels a side or \
            50 megapixels is refused, and the recipe keeps its picture. An animated WebP shows its \
            first frame. In a folder library (--folder) the picture is written beside the \
            recipe's .cook file (Pancakes.jpg), and the one it replaces, or removes, moves to the \
            folder's .recipes-trash.
            """)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var recipe: RecipeIDArgument
    @Argument(help: ArgumentHelp("The picture file.", valueName: "file"), completion: .file())
    var file: String?
    @Flag(help: "Remove the recipe's picture.")
    var remove = false

    func validate() throws {
        switch (file, remove) {
        case (nil, false): throw ValidationError("Give the picture file to set, or --remove.")
        case (.some, true): throw ValidationError("Give either a picture file or --remove, not both.")
        case (.some(""), false): throw ValidationError("An empty path names no file: give a JPEG, PNG or WebP file.")
        default: break
        }
    }

    func run() throws {
        // In a folder library the picture is the file beside the recipe's file: written there.
        let folder = try library.resolvedFolder().map { try library.openFolder($0) }
        let store = try folder?.index ?? library.openStore()
        guard let title = try store.recipe(with: recipe.id).map({ TerminalText.line($0.title) }) else {
            throw LibraryError.noSuchRecipe(recipe.id)
        }
        guard let file else {
            let had = try folder.map { !(try $0.removePicture(of: recipe.id)).isEmpty } ?? store.removePicture(of: recipe.id)
            print(had ? "Removed the picture of \(recipe.id)\t\(title)" : "\(recipe.id)\t\(title) has no picture")
            return
        }
        let picture = try checkedPicture(at: file)
        if let folder {
            try folder.setPicture(picture.stored, of: recipe.id)
        } else {
            try store.setPicture(picture.stored, of: recipe.id)
        }
        print("Set the picture of \(recipe.id)\t\(title) (\(picture.stored.format.rawValue.uppercased()), \(picture.width) x \(picture.height))")
    }

    /// The picture at `path`, decoded once (so a truncated file is found now, not when shown).
    private func checkedPicture(at path: String) throws -> (stored: StoredPicture, width: Int, height: Int) {
        let refused = { (reason: String) in
            CommandFailure("\(path): \(reason); recipe \(recipe.id) keeps the picture it had")
        }
        let bytes: [UInt8]
        do {
            bytes = try PictureDecoder.readFile(atPath: path)
        } catch let problem as PictureProblem {
            throw refused(problem.message)
        } catch {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            throw refused(!exists ? "no such file" : isFolder.boolValue ? "it is a folder: give a JPEG, PNG or WebP file"
                : "cannot be read (\(SystemErrorReason.of(error)))")
        }
        do {
            let header = try PictureDecoder.header(of: bytes)
            _ = try PictureDecoder.decode(bytes, fittingIn: 64, 64)
            return (try StoredPicture(checking: bytes), header.width, header.height)
        } catch {
            throw refused(error.message)
        }
    }
}
