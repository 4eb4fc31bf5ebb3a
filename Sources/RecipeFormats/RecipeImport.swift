import Foundation

/// Reads recipe files of other formats: the one entry point the import command needs.
///
/// ```swift
/// let result = RecipeImport.read(contentsOf: "Downloads/pad-thai.html")
/// for recipe in result.recipes { … }              // add to the library
/// for problem in result.problems { print(problem) } // pages/x.html: no schema.org Recipe in the page
/// ```
///
/// Reading never crashes and never hangs: every reader is linear in its input, JSON nesting is
/// limited, and compressed input is expanded only within `ReadOptions.limits`.
public enum RecipeImport {
    /// Reads the file at `path`; problems name the file as given.
    public static func read(contentsOf path: String, options: ReadOptions = ReadOptions()) -> ReadResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let reason = !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? "no such file"
                : isDirectory.boolValue ? "it is a directory" : "permission denied"
            return .failure(FormatProblem(fileName: path, message: "cannot read the file (\(reason))"), format: .unknown)
        }
        return read(data, fileName: path, options: options)
    }

    /// Reads a file's bytes, recognising its format with `RecipeFormat.detect`.
    public static func read(_ data: Data, fileName: String, options: ReadOptions = ReadOptions()) -> ReadResult {
        let format = RecipeFormat.detect(data, fileName: fileName)
        let result = read(data, fileName: fileName, as: format, options: options)
        // A page recognised as an app's export by its class names, that holds none of its recipe
        // blocks, is a web page built with the same names: read as one when that finds a recipe.
        if format == .copyMeThat || format == .recipeKeeper, result.recipes.isEmpty, !data.starts(with: [0x50, 0x4B]) {
            let page = read(data, fileName: fileName, as: .html, options: options)
            if !page.recipes.isEmpty { return page }
        }
        return result
    }

    /// Reads a file's bytes as the given format.
    public static func read(
        _ data: Data, fileName: String, as format: RecipeFormat, options: ReadOptions = ReadOptions()
    ) -> ReadResult {
        guard !data.isEmpty else {
            return .failure(FormatProblem(fileName: fileName, message: "the file is empty"), format: format)
        }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch format {
            case .jsonld: return SchemaRecipeReader.readDocument(bytes, fileName: fileName, options: options)
            case .html: return SchemaRecipeReader.readPage(bytes, fileName: fileName, options: options)
            case .cook: return CooklangReader.read(bytes, fileName: fileName, options: options)
            case .paprikaArchive: return PaprikaReader.readArchive(bytes, fileName: fileName, options: options)
            case .paprikaSingle where FileNames.extension(of: fileName) != "paprikarecipe":
                return readGzip(bytes, fileName: fileName, options: options)
            case .paprikaSingle: return PaprikaReader.readSingle(bytes, fileName: fileName, options: options)
            case .mealie, .tandoor, .mela, .crouton: return AppRecipeReader.read(bytes, fileName: fileName, format: format, options: options)
            case .recipeSage: return RecipeSageReader.read(bytes, fileName: fileName, options: options)
            case .mealMaster: return MealMasterReader.read(bytes, fileName: fileName, options: options)
            case .markdown: return MarkdownReader.read(bytes, fileName: fileName, options: options)
            case .masterCook: return MasterCookReader.read(bytes, fileName: fileName, options: options)
            case .planToEat where bytes.starts(with: [0x50, 0x4B]):
                return AppExportReader.read(bytes, fileName: fileName, format: .planToEat, options: options)
            case .planToEat: return PlanToEatReader.read(bytes, fileName: fileName, options: options)
            case .recipeKeeper where bytes.starts(with: [0x50, 0x4B]), .copyMeThat where bytes.starts(with: [0x50, 0x4B]):
                return AppExportReader.read(bytes, fileName: fileName, format: format, options: options)
            case .recipeKeeper, .copyMeThat: return AppPageReader.read(bytes, fileName: fileName, format: format, options: options)
            case .nextcloud where bytes.starts(with: [0x50, 0x4B]):
                return AppExportReader.read(bytes, fileName: fileName, format: .nextcloud, options: options)
            case .nextcloud: return SchemaRecipeReader.readDocument(bytes, fileName: fileName, options: options)
            case .archive: return AppExportReader.read(bytes, fileName: fileName, format: .archive, options: options)
            case .json:
                return .failure(FormatProblem(
                    fileName: fileName,
                    message: "this is the library's own Recipe JSON; it is imported as such, not as another format"),
                    format: .json)
            case .unknown:
                return .failure(FormatProblem(
                    fileName: fileName,
                    message: "not a recipe format this import reads (schema.org JSON-LD, a saved web page, "
                        + "Cooklang .cook, Markdown .md, Paprika .paprikarecipes/.paprikarecipe, an export of Mealie, Tandoor, "
                        + "Nextcloud Cookbook, Mela, Crouton, Recipe Keeper, Copy Me That or RecipeSage, Meal-Master or RezKonv text, MasterCook .mx2/.mxp, Cookmate XML, "
                        + "Plan to Eat's CSV export, "
                        + "or recipes JSON)"),
                    format: .unknown)
            }
        }
    }

    /// A gzip file not named as a Paprika recipe: a web page, JSON-LD or Cooklang file compressed
    /// (`pad-thai.html.gz`, or a page `curl` saved without `--compressed`) is read as what it holds;
    /// anything else as a Paprika recipe.
    private static func readGzip(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String, options: ReadOptions) -> ReadResult {
        let inner = fileName.hasSuffix(".gz") ? String(fileName.dropLast(3)) : fileName
        guard let content = try? PaprikaReader.gunzipped(bytes, options: options),
              case let format = RecipeFormat.detect(content, fileName: inner), [.html, .jsonld, .cook].contains(format)
        else { return PaprikaReader.readSingle(bytes, fileName: fileName, options: options) }
        var result = read(Data(content), fileName: fileName, as: format, options: options)
        result.format = format
        return result
    }
}
