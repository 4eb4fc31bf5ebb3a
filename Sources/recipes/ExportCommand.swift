import ArgumentParser
import FolderLibrary
import Foundation
import RecipeFormats
import RecipeKit

/// `recipes export`: the library, or one collection, as our JSON, schema.org JSON-LD, Cooklang or Markdown.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write recipes as JSON (the form `import` reads), JSON-LD, Cooklang or Markdown, by title.",
        discussion: """
            --format json (the default) and jsonld write one file: without -o, or with -o -, to \
            standard output. jsonld is an array of schema.org Recipe objects that websites and \
            other recipe managers read. cook writes one .cook file per recipe into the folder -o \
            names (created if missing). markdown writes one .md file per recipe into the folder -o \
            names, or every recipe into one file with -o FILE.md or to standard output without -o. \
            File names come from the titles, made safe and unique (no /, no leading dot, no \
            control characters); a file of the same name in the folder is replaced.

            A regular file is replaced in one step and keeps its mode and owner; a symlink is \
            followed and the file it names is replaced; a device or FIFO (/dev/null, a named pipe) \
            is written to directly. docs/FORMATS.md says what each format keeps.
            """)

    /// The formats --format names.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, jsonld, cook, markdown
    }

    @OptionGroup var library: LibraryOptions
    @Option(help: ArgumentHelp("Only recipes in this collection.", valueName: "name"))
    var collection: String?
    @Option(help: ArgumentHelp("json, jsonld, cook (one file per recipe) or markdown.", valueName: "format"))
    var format: Format = .json
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file, or folder for cook and markdown (- for standard output).", valueName: "path"),
            completion: .file())
    var output: String?

    func validate() throws {
        if output == "" {
            throw ValidationError("An empty path names no file: give the file or folder to write to (- for standard output).")
        }
        if format == .cook, output == nil || output == "-" {
            throw ValidationError("--format cook writes one file per recipe: name a folder with -o.")
        }
    }

    func run() throws {
        let store = try library.openStore()
        if let collection { try requireCollection(collection, in: store) }
        let listed = try store.recipeIDs(matching: RecipeQuery(scope: collection.map { .collection($0) } ?? .all))
        let (ids, damaged) = try leavingOutDamagedFiles(of: listed)
        let toStandardOutput = output == nil || output == "-"
        switch format {
        case .json:
            guard let output, !toStandardOutput else { return try writeJSON(ofRecipes: ids, in: store, to: { try StandardOutput.write($0) }) }
            try OutputFile.write(to: output) { handle in try writeJSON(ofRecipes: ids, in: store) { try handle.write(contentsOf: $0) } }
        case .jsonld:
            try writeOne(.jsonld, ids: ids, store: store, to: toStandardOutput ? nil : output)
        case .markdown where toStandardOutput || output!.lowercased().hasSuffix(".md"):
            try writeOne(.markdownSingleFile, ids: ids, store: store, to: toStandardOutput ? nil : output)
        case .markdown, .cook:
            if let folder = try library.resolvedFolder(), FolderLocation.isInside(output!, folder: folder) {
                throw CommandFailure("cannot export into \(output!): it is inside the folder library \(folder), "
                    + "where the copies would be written over its own files; give a folder outside it")
            }
            var written: [Recipe.ID] = []
            var files = ExportFormat(rawValue: format == .cook ? "cook" : "markdown")!.files(for: try externalRecipes(ids, store) { written.append($0) })
            if format == .cook {
                try keepCooklangSources(of: written, in: &files, store)
                for (index, id) in written.enumerated() {
                    if let bytes = damaged[id]?.bytes { files[index].data = bytes }
                }
            }
            try addPictures(of: written, besides: &files, store)
            try writeFolder(files, to: output!)
            if format == .cook { try writeMarks(of: written, named: files.map(\.name), store, into: output!) }
        }
        let leftOut = listed.count == ids.count ? "" : "; \(listed.count - ids.count) left out (listed above)"
        if let output, !toStandardOutput { StandardOutput.note("Exported \(recipeCount(ids.count)) to \(Self.shown(output))\(leftOut).") }
    }

    /// `ids` without the recipes whose folder file is damaged (see `DamagedRecipeFile`), each told
    /// on standard error, and the damaged files `--format cook` copies as they are. The other
    /// formats convert a recipe: converting a damaged file's recipe would write a note and what
    /// could be decoded as if it were the person's recipe, so it is left out (docs/FORMATS.md).
    private func leavingOutDamagedFiles(of ids: [Recipe.ID]) throws -> ([Recipe.ID], [Recipe.ID: DamagedRecipeFile]) {
        guard let folder = OpenedFolder.library else { return (ids, [:]) }
        let damaged = try folder.damagedFiles(of: ids)
        guard !damaged.isEmpty else { return (ids, [:]) }
        var copied: [Recipe.ID: DamagedRecipeFile] = [:]
        for id in ids {
            guard let file = damaged[id] else { continue }
            if format == .cook, file.bytes != nil {
                copied[id] = file
            } else {
                let fix = format == .cook ? "" : "; --format cook copies it as it is"
                StandardOutput.note("recipes: \(file.path) \(file.problem): left out of the export (open it in an editor to fix it\(fix))")
            }
        }
        return (ids.filter { damaged[$0] == nil || copied[$0] != nil }, copied)
    }

    /// `path` as the person recognises it in a sentence: as typed, but a folder typed as `.` or
    /// `..` (`-o .`, `-o ../`) by its absolute path, which "to .." would hide.
    static func shown(_ path: String) -> String {
        let last = path.split(separator: "/").last
        guard last == "." || last == ".." else { return path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The recipes of `ids` as the writers take them; `each` is told the ID of each, in order.
    private func externalRecipes(_ ids: [Recipe.ID], _ store: RecipeStore, each: (Recipe.ID) -> Void = { _ in }) throws -> [ExternalRecipe] {
        var recipes: [ExternalRecipe] = []
        try forEachRecipe(withIDs: ids, in: store) {
            each($0.id)
            recipes.append(ExternalRecipe(recipe: $0))
        }
        return recipes
    }

    /// An unedited recipe imported from a Cooklang file is written as that file's bytes, under the
    /// name the writer chose; `files` is in the order of `ids`.
    private func keepCooklangSources(of ids: [Recipe.ID], in files: inout [ExportedFile], _ store: RecipeStore) throws {
        let sources = try store.cooklangSources(of: ids)
        guard !sources.isEmpty else { return }
        for (index, id) in ids.enumerated() {
            if let source = sources[id] { files[index].data = Data(source.utf8) }
        }
    }

    /// Each recipe's picture goes beside its file, under the same name with the picture's own
    /// extension (`Pancakes.cook`, `Pancakes.jpg`: where Cooklang tools look for it); `files` is in
    /// the order of `ids`.
    private func addPictures(of ids: [Recipe.ID], besides files: inout [ExportedFile], _ store: RecipeStore) throws {
        let withPictures = try store.recipeIDsWithPictures(among: ids)
        guard !withPictures.isEmpty else { return }
        var pictures: [ExportedFile] = []
        for (index, id) in ids.enumerated() where withPictures.contains(id) {
            guard let picture = try store.picture(of: id) else { continue }
            let stem = (files[index].name as NSString).deletingPathExtension
            pictures.append(ExportedFile(name: stem + "." + picture.format.fileExtension, data: Data(picture.bytes)))
        }
        files += pictures
    }

    /// Writes the favorites and the shopping list of the recipes exported (`ids`, written to the
    /// files `names`) into `folder` as a folder library keeps them, so `--folder` opens the export
    /// with them (see docs/FORMATS.md).
    private func writeMarks(of ids: [Recipe.ID], named names: [String], _ store: RecipeStore, into folder: String) throws {
        let nameOf = Dictionary(zip(ids, names), uniquingKeysWith: { first, _ in first })
        var favorites: [String] = []
        try forEachRecipe(withIDs: ids, in: store) { recipe in
            if recipe.isFavorite, let name = nameOf[recipe.id] { favorites.append(name) }
        }
        let marks = try store.shoppingMarks().filter { nameOf[$0.recipeID] != nil }
        let marked = Dictionary(uniqueKeysWithValues: try store.recipes(with: marks.map(\.recipeID)).map { ($0.id, $0) })
        let shopping = marks.map { mark in
            (path: nameOf[mark.recipeID]!, multiplier: mark.servings.flatMap { marked[mark.recipeID]?.scaleFactor(forServings: $0) })
        }
        let list = try store.shoppingList()
        let ticked = list.items.filter { list.tickedItemIDs.contains($0.id) }.map(\.name)
        try FolderMarks.write(into: folder, favoritePaths: favorites, shopping: shopping, tickedNames: marks.isEmpty ? [] : ticked)
    }

    /// Writes a format that makes one file, to `path` or standard output.
    private func writeOne(_ exportFormat: ExportFormat, ids: [Recipe.ID], store: RecipeStore, to path: String?) throws {
        let data = exportFormat.files(for: try externalRecipes(ids, store)).first?.data ?? Data()
        guard let path else { return try StandardOutput.write(data) }
        try OutputFile.write(to: path) { try $0.write(contentsOf: data) }
    }

    /// Creates `folder` and the folders above it that are missing, as `mkdir -p` does, so that a
    /// failure is said in the system's words for the folder that could not be made (Foundation's
    /// says "The operation could not be completed" for `/dev/null/x`).
    static func createFolder(_ folder: String) throws {
        var path = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            path += (path.isEmpty || path == "/" ? "" : "/") + component
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            guard mkdir(path, 0o777) == 0 || errno == EEXIST && stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR else {
                let reason = errno == EEXIST ? "\(path) is not a folder" : String(cString: strerror(errno))
                throw CommandFailure("cannot create the folder \(folder): \(reason)")
            }
        }
    }

    /// Writes each file into `folder`, creating it when missing.
    private func writeFolder(_ files: [ExportedFile], to folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            // Markdown also writes one file, when its name says so.
            let oneFile = format == .markdown ? ", or one file named .md" : ""
            throw CommandFailure("cannot write into \(folder): it is a file; --format \(format.rawValue) needs a folder\(oneFile)")
        }
        try Self.createFolder(folder)
        for file in files {
            try OutputFile.write(to: folder + "/" + file.name) { try $0.write(contentsOf: file.data) }
        }
    }
}
