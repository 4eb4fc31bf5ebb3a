import Foundation

/// A format the person stated (`recipes import --format paprika`), held against what a file's
/// bytes are: the file is read as that format and nothing else, unless its content is plainly
/// something else, and then it is refused saying what it is.
///
/// A format is stated when the file's name does not tell it or tells it wrong, so the name is
/// left aside. Content that shows no format (plain text, JSON of unknown keys, a ZIP archive
/// whose entries' names tell nothing) is read as stated when it is laid out as that format is
/// (a Cooklang recipe is text, a Paprika export a ZIP archive); its reader then says what is
/// wrong with it, if anything.
public enum StatedFormat {
    /// Why `data` is not `stated`: a problem naming the file, what it is not and what it is;
    /// `nil` when it is read as `stated`.
    public static func refusal(of data: Data, fileName: String, stated: RecipeFormat, options: ReadOptions = ReadOptions()) -> FormatProblem? {
        guard !data.isEmpty else { return nil }
        let content = data.withUnsafeBytes { FileContent.of($0.bindMemory(to: UInt8.self), limits: options.limits) }
        guard !isReadable(content, as: stated) else { return nil }
        let hint = content.isReadWithoutStatedFormat ? ", which the import recognises without --format" : ""
        return FormatProblem(fileName: fileName, message: "\(notA(stated)): it is \(content.description)\(hint)")
    }

    /// Reads `data` as `stated` (the Paprika formats both meaning Paprika, told apart by the
    /// bytes), or refuses it as `refusal` says. A gzip file of a format stored as text (a page,
    /// JSON-LD, Cooklang) is expanded first. As with `RecipeImport.read(_:fileName:as:options:)`,
    /// `.json` gives an empty result of that format: the library reads its own JSON.
    public static func read(_ data: Data, fileName: String, as stated: RecipeFormat, options: ReadOptions = ReadOptions()) -> ReadResult {
        // An empty file is said to be empty, whatever was stated.
        guard !data.isEmpty else { return RecipeImport.read(data, fileName: fileName, as: stated, options: options) }
        if let problem = refusal(of: data, fileName: fileName, stated: stated, options: options) {
            return .failure(problem, format: .unknown)
        }
        let isZip = data.starts(with: [0x50, 0x4B])
        if stated == .paprikaArchive || stated == .paprikaSingle {
            return data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                // Not through `RecipeImport.read`, which reads a gzip file of another name as what it holds.
                return isZip ? PaprikaReader.readArchive(bytes, fileName: fileName, options: options)
                    : PaprikaReader.readSingle(bytes, fileName: fileName, options: options)
            }
        }
        if data.starts(with: [0x1F, 0x8B]) {
            let expanded = data.withUnsafeBytes { try? PaprikaReader.gunzipped($0.bindMemory(to: UInt8.self), options: options) }
            guard let expanded else {
                return .failure(FormatProblem(fileName: fileName, message: "the gzip data cannot be expanded"), format: stated)
            }
            return RecipeImport.read(Data(expanded), fileName: fileName, as: stated, options: options)
        }
        return RecipeImport.read(data, fileName: fileName, as: stated, options: options)
    }

    /// Whether `content` may be read as `stated`: laid out as the format is, and showing that
    /// format or a kin of it (a Recipe Keeper export is a web page too), or none.
    static func isReadable(_ content: FileContent, as stated: RecipeFormat) -> Bool {
        if content.container == .gzip, stated != .paprikaArchive, stated != .paprikaSingle {
            return content.inside.first.map { $0.container != .gzip && isReadable($0, as: stated) } ?? false
        }
        if content.container == .gzip {
            // Paprika's one recipe is gzip-compressed JSON of keys no other format shows.
            return content.inside.first.map { $0.container == .json && $0.format == nil } ?? true
        }
        guard containers(stated).contains(content.container) else { return false }
        return content.format.map { kin(stated).contains($0) } ?? true
    }

    /// How files of `stated` are laid out.
    private static func containers(_ stated: RecipeFormat) -> [FileContent.Container] {
        switch stated {
        case .json, .jsonld, .recipeSage: [.json]
        case .html: [.page]
        case .cook, .mealMaster, .markdown: [.text]
        case .paprikaArchive, .paprikaSingle: [.zip, .json]
        case .mealie, .tandoor, .nextcloud, .mela, .crouton: [.zip, .json]
        case .masterCook, .planToEat: [.zip, .text]
        case .recipeKeeper, .copyMeThat: [.zip, .page]
        case .archive: [.zip]
        case .unknown: []
        }
    }

    /// The recognised formats read as `stated`: itself, and those its files may be taken for.
    private static func kin(_ stated: RecipeFormat) -> [RecipeFormat] {
        switch stated {
        case .paprikaArchive, .paprikaSingle: [.paprikaArchive, .paprikaSingle]
        case .jsonld: [.jsonld, .recipeSage]
        case .recipeSage: [.recipeSage, .jsonld]
        // One Nextcloud Cookbook recipe is schema.org JSON; the exports below are told from other
        // ZIP archives by their entries' names only, which a hand-made archive may not follow.
        case .nextcloud: [.nextcloud, .jsonld, .archive]
        case .mealie, .tandoor, .mela, .crouton, .masterCook, .planToEat: [stated, .archive]
        case .html: [.html, .recipeKeeper, .copyMeThat]
        case .recipeKeeper, .copyMeThat: [stated, .html, .archive]
        default: [stated]
        }
    }

    /// What a file stated as `format` turned out not to be: `not a Cooklang recipe`.
    static func notA(_ format: RecipeFormat) -> String {
        switch format {
        case .json: "not recipes JSON"
        case .jsonld: "not schema.org JSON-LD"
        case .html: "not a web page"
        case .cook: "not a Cooklang recipe"
        case .paprikaArchive, .paprikaSingle: "not a Paprika export (.paprikarecipes) or recipe (.paprikarecipe)"
        case .mealie: "not a Mealie export or recipe"
        case .tandoor: "not a Tandoor export or recipe"
        case .nextcloud: "not a Nextcloud Cookbook export or recipe"
        case .mela: "not a Mela export (.melarecipes) or recipe (.melarecipe)"
        case .crouton: "not a Crouton export or recipe (.crumb)"
        case .masterCook: "not a MasterCook export (.mx2, .mz2 or .mxp)"
        case .planToEat: "not a Plan to Eat export (CSV)"
        case .recipeKeeper: "not a Recipe Keeper export"
        case .copyMeThat: "not a Copy Me That export"
        case .recipeSage: "not a RecipeSage export"
        case .mealMaster: "not Meal-Master text"
        case .markdown: "not a Markdown recipe"
        case .archive: "not a ZIP archive of recipe files"
        case .unknown: "not a recipe format"
        }
    }
}
