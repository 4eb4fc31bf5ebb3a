import Foundation

/// Reads the ZIP exports of Mealie, Tandoor, Nextcloud Cookbook, Mela and Crouton: a folder per recipe,
/// holding the recipe's JSON and its picture (Mela, Crouton: a `.melarecipe`, a `.crumb` per recipe, its pictures inside);
/// and a ZIP of recipe files (`.cook`, `.json`, `.html`…), each read as its format, with the
/// picture named as it beside it (`Soup.jpg` beside `Soup.cook`).
///
/// Mealie writes `recipes/<slug>/<slug>.json` with `images/original.webp`; Nextcloud Cookbook
/// `Recipes/<name>/recipe.json` (schema.org) with `full.jpg`; Tandoor an archive of archives,
/// each with `recipe.json` and `image.*`. Each JSON entry is read as what its content is (Mealie,
/// Tandoor or schema.org JSON), and the picture beside it (`PicturesBeside`) becomes its
/// embedded image. A bad entry is named in a problem and the other recipes are read; expansion
/// past the limits refuses the whole file. A Mealie backup (`database.json`) is read by
/// `MealieBackupReader`.
enum AppExportReader {
    /// Reads an export archive; `format` is what `ExportArchive.format(ofEntryNames:)` found.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, format: RecipeFormat, options: ReadOptions
    ) -> ReadResult {
        var archive: ExportArchive
        do {
            archive = try ExportArchive(bytes, limits: options.limits)
        } catch {
            return .failure(FormatProblem(fileName: fileName, message: error.message), format: format)
        }
        if format == .mealie, let backup = archive.entry("database.json") {
            return MealieBackupReader.read(&archive, database: backup, fileName: fileName, options: options)
        }
        var result = ReadResult(fileName: fileName, format: format, recipes: [])
        do throws(ReadFailure) {
            try readRecipes(in: &archive, prefix: "", into: &result, options: options, nested: false)
        } catch {
            return .failure(FormatProblem(fileName: fileName, message: error.message), format: format)
        }
        if result.recipes.isEmpty, result.problems.isEmpty {
            result.problems.append(FormatProblem(fileName: fileName, message: "the archive holds no recipes"))
        }
        return result
    }

    /// Reads every recipe JSON of `archive` into `result`; an inner archive (Tandoor's) is read
    /// the same way, its entries named after it. Throws only a refusal.
    private static func readRecipes(
        in archive: inout ExportArchive, prefix: String, into result: inout ReadResult, options: ReadOptions, nested: Bool
    ) throws(ReadFailure) {
        for entry in archive.files {
            let name = FileNames.extension(of: entry.name)
            guard ExportArchive.holdsRecipe(entry.name, format: result.format), name != "zip" || !nested else { continue }
            let place = "entry \"\(prefix + entry.name)\""
            do throws(ReadFailure) {
                let contents = try archive.contents(of: entry)
                if name == "zip" {
                    // The inner archive spends from the outer file's allowance, and gives back what is left.
                    try contents.withUnsafeBufferPointer { buffer throws(ReadFailure) in
                        var inner = try ExportArchive(buffer, budget: archive.budget)
                        try readRecipes(in: &inner, prefix: prefix + entry.name + ": ", into: &result, options: options, nested: true)
                        archive.budget = inner.budget
                    }
                    continue
                }
                let format = jsonFormat(contents, name: entry.name, archive: result.format)
                guard format != .json else {
                    result.problems.append(FormatProblem(fileName: result.fileName, place: place, message:
                        "the library's own Recipe JSON is not read inside an archive; unzip it and import the file"))
                    continue
                }
                var read = RecipeImport.read(Data(contents), fileName: entry.name, as: format, options: options)
                let folder = entry.name.contains("/") ? String(entry.name[...entry.name.lastIndex(of: "/")!]) : ""
                for index in read.recipes.indices where read.recipes[index].embeddedImages.isEmpty {
                    try takePicture(named: &read.recipes[index], in: &archive, folder: folder)
                }
                if read.recipes.count == 1, read.recipes[0].embeddedImages.isEmpty {
                    let paths = PicturesBeside.candidates(forRecipeFile: entry.name).map { folder + $0 }
                    if let picture = try archive.picture(at: paths), picture.isPicture {
                        read.recipes[0].embeddedImages = [picture]
                    }
                }
                result.recipes += read.recipes
                result.problems += read.problems.map {
                    FormatProblem(fileName: result.fileName, place: [place, $0.place].compactMap { $0 }.joined(separator: ": "),
                                  message: $0.message)
                }
            } catch where error.isRefusal {
                throw error
            } catch {
                result.problems.append(FormatProblem(fileName: result.fileName, place: place, message: error.message))
            }
        }
    }

    /// Gives `recipe` the first picture it names by a path inside the archive (Recipe Keeper's and
    /// Copy Me That's `images/…`, relative to the page's folder) that is a picture; the paths
    /// found in the archive leave `imageURLs`, as they name nothing outside it.
    private static func takePicture(
        named recipe: inout ExternalRecipe, in archive: inout ExportArchive, folder: String
    ) throws(ReadFailure) {
        var found: [String] = []
        for image in recipe.imageURLs {
            guard case .relative(let parts)? = SavedPageFiles.reference(image) else { continue }
            let path = folder + parts.joined(separator: "/")
            guard archive.entry(path) != nil else { continue }
            found.append(image)
            if recipe.embeddedImages.isEmpty, let picture = try archive.picture(at: [path]), picture.isPicture {
                recipe.embeddedImages = [picture]
            }
        }
        recipe.imageURLs.removeAll { found.contains($0) }
    }

    /// The format of a recipe JSON inside an export: Mealie's, Tandoor's, Mela's or schema.org
    /// as its content says, else the archive's own (schema.org for Nextcloud's), whose reader
    /// says what the entry lacks; in an archive of recipe files, whatever the entry is.
    private static func jsonFormat(_ contents: [UInt8], name: String, archive: RecipeFormat) -> RecipeFormat {
        let format = RecipeFormat.detect(contents, fileName: name)
        // In a zipped recipe folder each file is what it is (Cooklang, a page, JSON-LD…).
        if archive == .archive { return format }
        if [.recipeKeeper, .copyMeThat, .planToEat].contains(archive) { return archive }
        if [.mealie, .tandoor, .mela, .crouton, .jsonld].contains(format) { return format }
        return [.mealie, .tandoor, .mela, .crouton].contains(archive) ? archive : .jsonld
    }
}
