/// The kinds of file the import understands, recognised from their content first and their name second.
public enum RecipeFormat: String, Sendable, Equatable, Hashable, CaseIterable, CustomStringConvertible {
    /// The library's own Recipe JSON: an array of objects with `title`, `prepTime`, …; RecipeKit reads it.
    case json
    /// schema.org JSON-LD in a file of its own.
    case jsonld
    /// A saved web page (HTML, or MHTML: a page saved as one file) with JSON-LD, microdata or RDFa.
    case html
    /// A Cooklang recipe.
    case cook
    /// A Paprika export of many recipes (`.paprikarecipes`, a ZIP archive).
    case paprikaArchive
    /// One Paprika recipe (`.paprikarecipe`, gzip-compressed JSON).
    case paprikaSingle
    /// A Mealie export (a ZIP of `recipes/<slug>/<slug>.json` with pictures), a Mealie backup
    /// (a ZIP holding `database.json`), or one Mealie recipe's JSON.
    case mealie
    /// A Tandoor export (a ZIP of ZIPs, each with `recipe.json` and `image.*`), or one `recipe.json`.
    case tandoor
    /// A Nextcloud Cookbook export: a ZIP of folders, each with a schema.org `recipe.json` and `full.jpg`.
    case nextcloud
    /// A Mela recipe (`.melarecipe`, JSON) or a Mela export of many (`.melarecipes`, a ZIP of them).
    case mela
    /// A Crouton recipe (`.crumb`, JSON) or a Crouton export of many (a ZIP of `.crumb` files).
    case crouton
    /// Recipe Keeper's export: `recipes.html` (a `<div class="recipe-details">` per recipe), alone
    /// or in a ZIP with its `images/`.
    case recipeKeeper
    /// Copy Me That's export: `recipes.html` (a `<div class="recipe">` per recipe), alone or in a
    /// ZIP with its `images/`.
    case copyMeThat
    /// RecipeSage's export: a JSON array of schema.org Recipes written its own way (`[Sauce]`
    /// headings, the cook's notes in a `comment` named "Author Notes", the cook's rating).
    case recipeSage
    /// A recipe written in Markdown (`.md`): a note with `## Ingredients` and `## Directions`,
    /// RecipeMD, a Chowdown or Hugo recipe with YAML front matter, or this program's Markdown export;
    /// also a plain-text recipe whose lines name its parts (`Ingredients:`, `Directions:`).
    case markdown
    /// Meal-Master text (`.mmf`): recipes between `MMMMM----- Recipe via Meal-Master` and `MMMMM` lines.
    case mealMaster
    /// MasterCook's exports: its XML (`.mx2`, an `<mx2>` element) or its text (`.mxp`, recipes
    /// each starting with a line `* Exported from MasterCook *`); and Cookmate's XML (a
    /// `<cookbook>` element), read through the same XML path.
    case masterCook
    /// Plan to Eat's export: a CSV file (alone or in a ZIP) with a header naming its columns, a recipe a row.
    case planToEat
    /// A ZIP archive of recipe files of the formats above (a zipped folder of `.cook`, `.json`,
    /// `.html` files), each entry read as what it is.
    case archive
    /// Nothing this module reads.
    case unknown

    /// What a person calls the format, for messages.
    public var description: String {
        switch self {
        case .json: "recipes JSON"
        case .jsonld: "schema.org JSON-LD"
        case .html: "web page"
        case .cook: "Cooklang"
        case .paprikaArchive: "Paprika archive"
        case .paprikaSingle: "Paprika recipe"
        case .mealie: "Mealie recipe"
        case .tandoor: "Tandoor recipe"
        case .nextcloud: "Nextcloud Cookbook export"
        case .mela: "Mela recipe"
        case .crouton: "Crouton recipe"
        case .recipeKeeper: "Recipe Keeper"
        case .copyMeThat: "Copy Me That"
        case .recipeSage: "RecipeSage export"
        case .markdown: "Markdown"
        case .mealMaster: "Meal-Master"
        case .masterCook: "MasterCook"
        case .planToEat: "Plan to Eat export"
        case .archive: "archive of recipe files"
        case .unknown: "unknown format"
        }
    }

    /// The format of a file, from its bytes and, where they do not decide, its name's extension.
    ///
    /// Magic numbers decide first (ZIP → the app whose export its entries' names are, else an
    /// archive of recipe files when it holds any, else Paprika; gzip → Paprika recipe); then JSON content (`@context`/`@type` → `jsonld`, the
    /// keys of Mealie, Tandoor, Crouton or Mela, our keys → `json`), MasterCook's `<mx2>`, HTML
    /// markup, a MasterCook or Meal-Master recipe's first line, Plan to Eat's CSV header, Cooklang markup;
    /// the extension settles text whose content could be either (a `.cook` file with no markup).
    public static func detect(_ bytes: some Collection<UInt8>, fileName: String) -> RecipeFormat {
        let head = Array(bytes.prefix(4096))
        let suffix = FileNames.extension(of: fileName)
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return archiveFormat(bytes)
        }
        if head.starts(with: [0x1F, 0x8B]) { return .paprikaSingle }
        let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : head
        let firstSignificant = text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if firstSignificant == UInt8(ascii: "{") || firstSignificant == UInt8(ascii: "[") {
            return jsonFormat(head: text, whole: bytes, suffix: suffix)
        }
        // A Markdown file may open with HTML or a site generator's component (`<RecipeLayout>`).
        if ["md", "markdown", "mdown", "mkd"].contains(suffix) { return .markdown }
        if firstSignificant == UInt8(ascii: "<"), MasterCookReader.isXMLExport(text) || CookmateXMLReader.isExport(text) || suffix == "mx2" {
            return .masterCook
        }
        if firstSignificant == UInt8(ascii: "<") || ["html", "htm", "xhtml", "mht", "mhtml"].contains(suffix) {
            return appPageFormat(bytes) ?? .html
        }
        if head.withUnsafeBufferPointer(WebPageArchive.isArchive) { return .html }
        if suffix != "cook", MasterCookReader.isTextExport(text) { return .masterCook }
        if PlanToEatReader.looksLikePlanToEat(text) { return .planToEat }
        if suffix != "cook", MealMasterReader.looksLikeMealMaster(text) { return .mealMaster }
        if ["md", "markdown", "mdown", "mkd"].contains(suffix) { return .markdown }
        if suffix == "cook" || looksLikeCooklang(text) { return .cook }
        if MarkdownReader.looksLikeMarkdown(text) { return .markdown }
        if suffix == "paprikarecipes" { return .paprikaArchive }
        if suffix == "paprikarecipe" { return .paprikaSingle }
        if suffix == "melarecipe" || suffix == "melarecipes" { return .mela }
        if suffix == "mmf" || suffix == "mm" { return .mealMaster }
        if suffix == "mxp" || suffix == "mx2" { return .masterCook }
        return .unknown
    }

    private static func jsonFormat(head: [UInt8], whole: some Collection<UInt8>, suffix: String) -> RecipeFormat {
        // RecipeSage writes every recipe with these keys, and the cook's notes as a comment of this name.
        if contains(#""isBasedOn""#, in: whole), contains(#""creditText""#, in: whole), contains(#""Author Notes""#, in: whole) {
            return .recipeSage
        }
        if contains(#""@context""#, in: head) || contains(#""@type""#, in: head) { return .jsonld }
        let isObject = head.first(where: { $0 > 0x20 }) == UInt8(ascii: "{")
        if isObject, let app = appFormat(head) { return app }
        let ownKeys = [#""prepTime""#, #""cookTime""#, #""ingredients""#, #""directions""#, #""isFavorite""#]
        if head.first(where: { $0 > 0x20 }) == UInt8(ascii: "["), contains(#""title""#, in: head),
           ownKeys.contains(where: { contains($0, in: head) }) {
            return .json
        }
        // JSON-LD may name its type far into a large file; look through all of it before giving up.
        if contains(#""@context""#, in: whole) || contains(#""@type""#, in: whole) { return .jsonld }
        // schema.org's keys without `@context` or `@type` (`SchemaNodes.isUntypedRecipe` reads them).
        if contains(#""recipeIngredient""#, in: whole) && contains(#""recipeInstructions""#, in: whole) { return .jsonld }
        // So may an app's recipe, after a long description or long steps.
        if isObject, let app = appFormat(whole) { return app }
        // One recipe of the library's own form, as `recipes show --json` prints it (keys in order,
        // `title` after the long `parsedIngredients`).
        if isObject, contains(#""title""#, in: whole), contains(#""ingredients""#, in: whole),
           contains(#""directions""#, in: whole) {
            return .json
        }
        switch suffix {
        case "jsonld": return .jsonld
        case "json": return .json
        case "melarecipe": return .mela
        case "crumb": return .crouton
        default: return .unknown
        }
    }

    /// The app whose recipe JSON object this is, by keys only it writes.
    private static func appFormat(_ json: some Collection<UInt8>) -> RecipeFormat? {
        if contains(#""recipe_ingredient""#, in: json) || contains(#""recipe_instructions""#, in: json)
            || contains(#""recipeIngredient""#, in: json) && contains(#""orgURL""#, in: json) { return .mealie }
        if contains(#""steps""#, in: json), contains(#""working_time""#, in: json) || contains(#""waiting_time""#, in: json) {
            return .tandoor
        }
        // Crouton's steps say whether they are a section, and its quantities name their type.
        if contains(#""isSection""#, in: json) || contains(#""quantityType""#, in: json)
            || contains(#""cookingDuration""#, in: json) && contains(#""folderIDs""#, in: json) {
            return .crouton
        }
        if contains(#""instructions""#, in: json), contains(#""ingredients""#, in: json), contains(#""title""#, in: json) {
            return .mela
        }
        return nil
    }

    /// The app whose HTML export a page is, by the attributes only it writes: Recipe Keeper's
    /// `recipe-details` blocks with `itemprop="recipeDirections"`; Copy Me That's lists
    /// `id="recipeIngredients"` and `id="recipeInstructions"` with `class="recipeIngredient"` items
    /// (its attributes are written with spaces around `=`, so the names are looked for quoted). A
    /// page with JSON-LD or microdata `itemscope` is a web page, whatever its class names.
    private static func appPageFormat(_ page: some Collection<UInt8>) -> RecipeFormat? {
        if contains("application/ld+json", in: page) || contains("itemscope", in: page) { return nil }
        if contains("recipe-details", in: page), contains(#"itemprop="recipeDirections""#, in: page) { return .recipeKeeper }
        if contains(#""recipeIngredients""#, in: page), contains(#""recipeInstructions""#, in: page),
           contains(#""recipeIngredient""#, in: page) || contains(#""instruction""#, in: page) {
            return .copyMeThat
        }
        return nil
    }

    /// The app whose export a ZIP archive is, by the names of its entries; Paprika when it cannot be read.
    private static func archiveFormat(_ bytes: some Collection<UInt8>) -> RecipeFormat {
        let names = { (buffer: UnsafeBufferPointer<UInt8>) in (try? ZipArchive(buffer))?.entries.map(\.name) ?? [] }
        let entryNames = bytes.withContiguousStorageIfAvailable(names) ?? Array(bytes).withUnsafeBufferPointer(names)
        return ExportArchive.format(ofEntryNames: entryNames)
    }

    /// Whether text carries Cooklang's own markup: `>>` metadata, or an ingredient with braces (`@salt{}`).
    private static func looksLikeCooklang(_ text: [UInt8]) -> Bool {
        if text.contains(0) { return false }
        if text.starts(with: Array(">>".utf8)) || contains("\n>>", in: text) { return true }
        guard let at = text.firstIndex(of: UInt8(ascii: "@")) else { return false }
        return text[at...].prefix(80).contains(UInt8(ascii: "{")) && text[at...].prefix(80).contains(UInt8(ascii: "}"))
    }

    private static func contains(_ needle: String, in haystack: some Collection<UInt8>) -> Bool {
        let needle = Array(needle.utf8)
        let result = haystack.withContiguousStorageIfAvailable { buffer in
            ByteSearch.firstIndex(of: needle, in: buffer, from: 0) != nil
        }
        return result ?? Array(haystack).withUnsafeBufferPointer { ByteSearch.firstIndex(of: needle, in: $0, from: 0) != nil }
    }
}
