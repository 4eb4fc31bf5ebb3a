import Foundation

/// What a file's bytes are, its name left aside: the kind of container (a ZIP archive, gzip,
/// JSON, a page, text) and, when the content shows it, the recipe format.
///
/// A stated format (`StatedFormat`) is held against this: the name is left aside because a
/// format is stated exactly when the name does not tell, or tells wrong.
struct FileContent: Equatable {
    /// How the bytes are laid out.
    enum Container: Equatable {
        case zip, gzip, json, page, text
        /// Not text: a picture, a document, anything else; `name` says which when it is known.
        case binary(name: String?)
    }

    /// How the bytes are laid out.
    var container: Container
    /// The format the content shows; `nil` when it shows none (plain text, JSON of unknown keys,
    /// a ZIP archive whose entries' names tell nothing).
    var format: RecipeFormat?
    /// For gzip: what it holds, when it could be expanded (at most one level is looked into).
    var inside: [FileContent] = []

    /// Recognises `bytes` by their content alone; a gzip file is expanded within `limits`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, limits: DecompressionLimits, lookingInside: Bool = true) -> FileContent {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            let names = (try? ZipArchive(bytes))?.entries.map(\.name) ?? []
            return FileContent(container: .zip, format: ExportArchive.recognisedFormat(ofEntryNames: names))
        }
        if bytes.starts(with: [0x1F, 0x8B]) {
            var content = FileContent(container: .gzip)
            if lookingInside, let expanded = try? PaprikaReader.gunzipped(bytes, options: ReadOptions(limits: limits)) {
                content.inside = [expanded.withUnsafeBufferPointer { of($0, limits: limits, lookingInside: false) }]
            }
            return content
        }
        if let name = binaryName(bytes) { return FileContent(container: .binary(name: name)) }
        let detected = RecipeFormat.detect(bytes, fileName: "")
        let format = detected == .unknown ? nil : detected
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let significant = text.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        // `[-` opens a Cooklang comment, not a JSON array.
        let opensJSON = significant.first == UInt8(ascii: "{")
            || significant.first == UInt8(ascii: "[") && significant.dropFirst().first != UInt8(ascii: "-")
        if opensJSON { return FileContent(container: .json, format: format) }
        if [.html, .recipeKeeper, .copyMeThat].contains(detected) { return FileContent(container: .page, format: format) }
        // Text in another encoding is still text (its reader names the byte it cannot read); text never holds NUL.
        if format == nil, bytes.prefix(4096).contains(0) { return FileContent(container: .binary(name: nil)) }
        return FileContent(container: .text, format: format)
    }

    /// What the content is, as a person says it: `a Cooklang recipe`, `a ZIP archive`, `a PNG picture`.
    var description: String {
        if let format { return Self.phrase(format, container: container) }
        switch container {
        case .zip: return "a ZIP archive"
        case .gzip: return inside.first.map { "gzip-compressed data holding \($0.description)" } ?? "gzip-compressed data"
        case .json: return "JSON"
        case .page: return "a web page"
        case .text: return "plain text"
        case .binary(let name): return name ?? "binary data, not text"
        }
    }

    /// Whether reading the file without a stated format reads it as what it is: its format is
    /// shown, or it is a compressed page, JSON-LD or Cooklang file, which the import expands.
    var isReadWithoutStatedFormat: Bool {
        if format != nil { return true }
        guard container == .gzip, let inner = inside.first?.format else { return false }
        return [.html, .jsonld, .cook].contains(inner)
    }

    /// A recognised format, said for a file laid out as `container`.
    private static func phrase(_ format: RecipeFormat, container: Container) -> String {
        let kind = container == .zip ? "export" : "recipe"
        switch format {
        case .json: return "recipes JSON"
        case .jsonld: return "schema.org JSON-LD"
        case .html: return "a web page"
        case .cook: return "a Cooklang recipe"
        case .paprikaArchive: return "a Paprika export"
        case .paprikaSingle: return "a Paprika recipe"
        case .mealie: return "a Mealie \(kind)"
        case .tandoor: return "a Tandoor \(kind)"
        case .nextcloud: return "a Nextcloud Cookbook \(kind)"
        case .mela: return "a Mela \(kind)"
        case .crouton: return "a Crouton \(kind)"
        case .masterCook: return "a MasterCook export"
        case .planToEat: return "a Plan to Eat export"
        case .recipeKeeper: return "a Recipe Keeper export"
        case .copyMeThat: return "a Copy Me That export"
        case .recipeSage: return "a RecipeSage export"
        case .mealMaster: return "Meal-Master text"
        case .markdown: return "a Markdown recipe"
        case .archive: return "a ZIP archive of recipe files"
        case .unknown: return "plain text"
        }
    }

    /// The name of a kind of binary file people often have lying beside recipes, by its first bytes.
    private static func binaryName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG picture" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a PNG picture" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "a GIF picture" }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return "a WebP picture"
        }
        if bytes.starts(with: Array("%PDF".utf8)) { return "a PDF document" }
        return nil
    }
}

extension RecipeFormat {
    /// The recipe format `data` shows by its content alone, its name left aside (inside gzip
    /// too); `nil` when it shows none. For telling a person what a file they named is.
    public static func recognised(_ data: Data, limits: DecompressionLimits = DecompressionLimits()) -> RecipeFormat? {
        let content = data.withUnsafeBytes { FileContent.of($0.bindMemory(to: UInt8.self), limits: limits) }
        return content.format ?? content.inside.first?.format
    }
}
