/// A ZIP archive another app exported, its entries read within the decompression limits.
///
/// The readers of Mealie, Tandoor, Nextcloud Cookbook and Mela exports share it: entries are
/// found by name, folders and macOS's `__MACOSX/` copies are left out, and every byte expanded
/// counts against the one file's `ExpansionBudget`, so an archive inside an archive (Tandoor's)
/// cannot expand past what the outer file may.
struct ExportArchive {
    private let archive: ZipArchive
    /// What is left of the file's allowance for expansion.
    var budget: ExpansionBudget
    /// The archive's files in directory order, without folders and macOS's resource copies.
    let files: [ZipArchive.Entry]

    /// Opens the archive in `bytes` with a fresh allowance from `limits`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: DecompressionLimits) throws(ReadFailure) {
        try self.init(bytes, budget: ExpansionBudget(limits: limits, fileSize: bytes.count))
    }

    /// Opens the archive in `bytes`, spending from `budget` (an archive inside another one).
    init(_ bytes: UnsafeBufferPointer<UInt8>, budget: ExpansionBudget) throws(ReadFailure) {
        archive = try ZipArchive(bytes)
        self.budget = budget
        files = archive.entries.filter { !$0.isDirectory && !Self.isMacOSCopy($0.name) }
    }

    /// The entry at `path` (compared without case, as exports made on macOS differ in case).
    func entry(_ path: String) -> ZipArchive.Entry? {
        let lower = path.lowercased()
        return files.first { $0.name.lowercased() == lower }
    }

    /// The expanded bytes of `entry`, counted against the allowance.
    /// - Throws: `ReadFailure`; `isRefusal` when the allowance is spent (the whole file is refused).
    mutating func contents(of entry: ZipArchive.Entry) throws(ReadFailure) -> [UInt8] {
        let bytes = try archive.contents(of: entry, limit: budget.allowance(forCompressedSize: entry.compressedSize))
        budget.spend(bytes.count)
        return bytes
    }

    /// The first picture among `paths` that the archive holds, as an embedded image; a damaged
    /// one is left out (the recipe is still good without it), a refusal is thrown.
    mutating func picture(at paths: [String]) throws(ReadFailure) -> EmbeddedImage? {
        for path in paths {
            guard let entry = entry(path) else { continue }
            do {
                return EmbeddedImage(data: .init(try contents(of: entry)))
            } catch where error.isRefusal {
                throw error
            } catch {
                continue
            }
        }
        return nil
    }

    /// The app whose export an archive with these entry names is; else an archive of recipe files
    /// when an entry is named as one; else Plan to Eat's when it holds a CSV file; else Paprika, as
    /// its reader names what it finds wrong in each entry.
    static func format(ofEntryNames names: [String]) -> RecipeFormat {
        recognisedFormat(ofEntryNames: names) ?? .paprikaArchive
    }

    /// The app whose export an archive with these entry names is, else an archive of recipe files
    /// when an entry is named as one, else Plan to Eat's when it holds a CSV file; `nil` when the
    /// names tell none of these.
    static func recognisedFormat(ofEntryNames names: [String]) -> RecipeFormat? {
        let files = names.filter { !$0.hasSuffix("/") && !isMacOSCopy($0) }.map { $0.lowercased() }
        let parts = files.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
        if files.contains(where: { $0.hasSuffix(".paprikarecipe") }) { return .paprikaArchive }
        if files.contains(where: { $0.hasSuffix(".melarecipe") }) { return .mela }
        if files.contains(where: { $0.hasSuffix(".crumb") }) { return .crouton }
        if files.contains("database.json") || parts.contains(where: isMealieRecipe) { return .mealie }
        if !files.isEmpty, files.allSatisfy({ $0.hasSuffix(".zip") }) { return .tandoor }
        if parts.contains(where: { $0.last == "recipe.json" }) { return .nextcloud }
        if files.contains(where: isRecipeFileName) { return .archive }
        if files.contains(where: { $0.hasSuffix(".csv") }) { return .planToEat }
        return nil
    }

    /// Whether an entry's name says it is a recipe file of a format read on its own (Cooklang,
    /// JSON, a saved page, Meal-Master, Crouton, MasterCook, Cookmate's `.xml`), as a zipped recipe folder (or MasterCook's
    /// `.mz2`, Cookmate's `.mcb`) holds them.
    static func isRecipeFileName(_ name: String) -> Bool {
        ["cook", "json", "jsonld", "html", "htm", "xhtml", "mht", "mhtml", "mmf", "mm", "rk", "md", "markdown", "crumb", "mx2", "mxp",
         "xml"].contains(FileNames.extension(of: name))
    }

    /// Whether the entry `name` of an export of `format` holds a recipe: in Mealie's, only
    /// `recipes/<slug>/<slug>.json` (its backups hold users, groups, settings and themes too); in
    /// the others every JSON file (Mela's: `.melarecipe`; Crouton's: `.crumb`), and in Tandoor's the inner archives; in
    /// Recipe Keeper's and Copy Me That's the pages (`recipes.html`); in Plan to Eat's its CSV files; in an
    /// archive of recipe files, every recipe file (`isRecipeFileName`).
    static func holdsRecipe(_ name: String, format: RecipeFormat) -> Bool {
        let lower = name.lowercased()
        switch format {
        case .mealie: return isMealieRecipe(lower.split(separator: "/", omittingEmptySubsequences: false))
        case .tandoor: return lower.hasSuffix(".json") || lower.hasSuffix(".zip")
        case .archive: return isRecipeFileName(lower)
        case .planToEat: return lower.hasSuffix(".csv")
        case .recipeKeeper, .copyMeThat: return SavedPageFiles.isPageName(lower)
        default: return lower.hasSuffix(".json") || lower.hasSuffix(".melarecipe") || lower.hasSuffix(".crumb")
        }
    }

    /// Whether an entry's path (split at `/`, lowercased) is a recipe of Mealie's export: `recipes/<slug>/<slug>.json`.
    private static func isMealieRecipe(_ parts: [Substring]) -> Bool {
        parts.count == 3 && parts[0] == "recipes" && parts[2] == parts[1] + ".json"
    }

    private static func isMacOSCopy(_ name: String) -> Bool {
        name.hasPrefix("__MACOSX/") || name.split(separator: "/").last?.hasPrefix("._") == true
    }
}

extension EmbeddedImage {
    /// Whether the bytes are a picture the library may keep (JPEG, PNG, WebP or GIF by their first bytes).
    var isPicture: Bool { fileExtension != "bin" }
}
