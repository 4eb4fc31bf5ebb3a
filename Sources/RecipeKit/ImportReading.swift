import Dispatch
import Foundation
import RecipeFormats
import Synchronization

/// What reading one file for an import gave: recipes ready for the store, or why there are none.
public struct ReadFile: Sendable {
    /// The file read.
    public var input: ImportInput
    /// The format it was read as.
    public var format: RecipeFormat
    /// Recipes in the library's own JSON form, with the IDs the file gives.
    var ownRecipes: [Recipe] = []
    /// Recipes read from other formats, each with what identifies it across imports.
    var sourcedRecipes: [SourcedRecipe] = []
    /// Problems met: the reason the file was refused when it gave no recipe, else parts left out.
    public var problems: [FormatProblem] = []
    /// A large file in the library's own JSON form, left undecoded: `importFiles` decodes it a chunk
    /// at a time while it writes the chunks before (`RecipeFile.decodeInChunks`), and refuses it
    /// then if it is not valid. `largeJSONCount` is how many elements its array has.
    var largeJSON: Data?
    var largeJSONCount = 0

    /// How many recipes the file gave (for a large JSON file: the elements of its array, which
    /// are checked as it is imported).
    public var recipeCount: Int { ownRecipes.count + sourcedRecipes.count + largeJSONCount }
    /// Whether the file gave no recipe at all.
    public var isRefused: Bool { recipeCount == 0 }

    /// The file with a large JSON file's recipes decoded, or refused with the reason `decode` gives.
    func decodingLargeJSON() -> ReadFile {
        guard let largeJSON else { return self }
        return ImportReading.decodeJSON(input, data: largeJSON)
    }
}

extension ReadFile {
    /// The largest picture file read from beside a recipe file (the library keeps at most 10 MB).
    static let largestPictureBeside = 10 << 20

    /// Gives the file's one recipe, when it carries no picture, the picture beside the file
    /// (`PicturesBeside`: `Pancakes.jpg` beside `Pancakes.cook`, an unpacked export's `full.jpg`
    /// or `images/original.webp`); one the library would refuse is passed over.
    mutating func takePictureBeside() {
        guard sourcedRecipes.count == 1, sourcedRecipes[0].picture == nil else { return }
        let folder = URL(fileURLWithPath: input.name).deletingLastPathComponent()
        for candidate in PicturesBeside.candidates(forRecipeFile: input.name) {
            let path = folder.appendingPathComponent(candidate).path
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
                  size <= Self.largestPictureBeside, let data = FileManager.default.contents(atPath: path),
                  let picture = RecipePictures.imported(from: [EmbeddedImage(data: data)]) else { continue }
            sourcedRecipes[0].picture = picture
            return
        }
    }
}

/// A recipe from another format, with its identity and which of its optional fields the source gave.
struct SourcedRecipe: Sendable {
    var recipe: Recipe
    /// `url:ADDRESS` (with `#n` for the n-th recipe of a file that shares one address), else
    /// `sha256:HASH-OF-THE-FILE#INDEX`.
    var key: String
    /// The address to look for among recipes that came another way (a JSON file), when `key` is one.
    var plainURL: String?
    var givesFavorite: Bool
    var givesRating: Bool
    var givesNotes: Bool
    /// The file's text, when the recipe is the one recipe of a Cooklang file (uncompressed): kept
    /// so that its structure is read from it and it exports as the same bytes.
    var cooklangSource: String?
    /// The picture the file carries for the recipe (Paprika's photo; a fetched page's picture
    /// placed in `ExternalRecipe.embeddedImages`), when it is one the library keeps.
    var picture: StoredPicture?
}

/// How an import reads its files.
public struct ImportReadOptions: Sendable {
    /// The format every file is read as, instead of detecting it (`StatedFormat`: a file that
    /// is plainly another format is refused); `paprikaArchive` and `paprikaSingle` both mean
    /// "Paprika", told apart by the bytes.
    public var format: RecipeFormat?
    /// What the readers of other formats follow (collections from categories, decompression limits).
    public var formats: ReadOptions

    /// Options; by default formats are detected from the content.
    public init(format: RecipeFormat? = nil, formats: ReadOptions = ReadOptions()) {
        self.format = format
        self.formats = formats
    }
}

/// Reads the files of an import, two or more at a time, keeping their order.
public enum ImportReading {
    /// Reads every input; `progress` is called on the calling thread now and then with the number
    /// of files read and the recipes found so far. Standard input is read on the calling thread.
    public static func read(
        _ inputs: [ImportInput], options: ImportReadOptions = ImportReadOptions(),
        progress: (_ filesRead: Int, _ recipes: Int) -> Void = { _, _ in }
    ) -> [ReadFile] {
        var results: [ReadFile] = []
        results.reserveCapacity(inputs.count)
        var recipes = 0
        let batch = 64
        for start in stride(from: 0, to: inputs.count, by: batch) {
            let slice = Array(inputs[start..<min(start + batch, inputs.count)])
            let read = Mutex([ReadFile?](repeating: nil, count: slice.count))
            let standardInput = slice.firstIndex(where: \.isStandardInput).map { index in
                (index, Self.read(slice[index], data: FileHandle.standardInput.readDataToEndOfFile(), options: options))
            }
            DispatchQueue.concurrentPerform(iterations: slice.count) { index in
                guard !slice[index].isStandardInput else { return }
                let file = Self.read(slice[index], options: options)
                read.withLock { $0[index] = file }
            }
            var files = read.withLock { $0 }
            if let (index, file) = standardInput { files[index] = file }
            for (index, file) in files.enumerated() {
                // A second `-` reads an empty standard input: the first took it all.
                let file = file ?? ReadFile(input: slice[index], format: .unknown, problems: [
                    FormatProblem(fileName: slice[index].displayName, message: "standard input was already read")])
                recipes += file.recipeCount
                results.append(file)
            }
            progress(results.count, recipes)
        }
        return results
    }

    /// Reads one file from disk.
    static func read(_ input: ImportInput, options: ImportReadOptions) -> ReadFile {
        // `ImportInput.expand` keeps a folder only when it holds no file to import.
        if ImportInput.isFolder(input.name) {
            return ReadFile(input: input, format: .unknown,
                            problems: [FormatProblem(fileName: input.displayName, message: ImportInput.emptyFolderMessage(input.name))])
        }
        do {
            var file = read(input, data: try RecipeFile.contents(path: input.name), options: options)
            file.takePictureBeside()
            file.takeLinkedPicture()
            return file
        } catch let error as RecipeFileError {
            return ReadFile(input: input, format: .unknown,
                            problems: [FormatProblem(fileName: input.displayName, message: error.message)])
        } catch {
            return ReadFile(input: input, format: .unknown,
                            problems: [FormatProblem(fileName: input.displayName, message: "\(error)")])
        }
    }

    /// Reads one file's bytes: the library's JSON form through `RecipeFile`, others through `RecipeImport`.
    static func read(_ input: ImportInput, data: Data, options: ImportReadOptions) -> ReadFile {
        let name = input.displayName
        let result = options.format.map { StatedFormat.read(data, fileName: name, as: $0, options: options.formats) }
        let format = result?.format ?? RecipeFormat.detect(data, fileName: input.name)
        if format == .json {
            // Decoding 100,000 recipes takes as long as writing them: the import overlaps the two.
            if data.count >= largeJSONBytes, let count = ArrayElements.count(in: data), count > 0 {
                return ReadFile(input: input, format: .json, largeJSON: data, largeJSONCount: count)
            }
            return decodeJSON(input, data: data)
        }
        return read(input, result: result ?? RecipeImport.read(data, fileName: name, as: format, options: options.formats), data: data)
    }

    /// A page fetched from the web and read (by WebFetch), ready for the store: its recipes
    /// known by their web address, as those of a saved page are. A page holding the library's
    /// own JSON form is decoded as such.
    public static func read(fetched input: ImportInput, result: ReadResult, data: Data) -> ReadFile {
        if result.format == .json { return decodeJSON(input, data: data) }
        return read(input, result: result, data: data)
    }

    /// The recipes another format's reader found in `data`, each with what identifies it across imports.
    private static func read(_ input: ImportInput, result: ReadResult, data: Data) -> ReadFile {
        let name = input.displayName
        var file = ReadFile(input: input, format: result.format, problems: result.problems)
        var fileHash: String?
        var urlUses: [String: Int] = [:]
        let urls = result.recipes.map { webAddress($0.sourceURL) }
        let urlCounts = Dictionary(urls.compactMap { $0 }.map { ($0, 1) }, uniquingKeysWith: +)
        for (index, external) in result.recipes.enumerated() {
            var recipe = Recipe(external: external)
            if let problem = recipe.problem {
                file.problems.append(FormatProblem(fileName: name, place: "recipe #\(index + 1)", message: problem.description))
                continue
            }
            recipe.title = recipe.title.trimmingCharacters(in: .whitespacesAndNewlines)
            let key: String
            var plainURL: String?
            if let url = urls[index] {
                let use = urlUses[url, default: 0] + 1
                urlUses[url] = use
                key = "url:" + url + (urlCounts[url, default: 0] > 1 ? "#\(use)" : "")
                if urlCounts[url] == 1 { plainURL = external.sourceURL }
            } else {
                if fileHash == nil { fileHash = ContentHash.sha256(data) }
                key = "sha256:\(fileHash!)#\(index + 1)"
            }
            file.sourcedRecipes.append(SourcedRecipe(
                recipe: recipe, key: key, plainURL: plainURL, givesFavorite: external.isFavorite != nil,
                givesRating: external.rating != nil, givesNotes: external.notes != nil,
                cooklangSource: result.format == .cook && result.recipes.count == 1 && !data.starts(with: [0x1F, 0x8B])
                    ? String(decoding: data, as: UTF8.self) : nil,
                picture: RecipePictures.imported(from: external.embeddedImages)))
        }
        return file
    }

    /// From this size on, a file in the library's JSON form is decoded while it is imported (see
    /// `ReadFile.largeJSON`): about a thousand recipes, a tenth of a chunk.
    static let largeJSONBytes = 1 << 20

    /// Decodes a file in the library's JSON form whole: its recipes, or the reason it is refused.
    static func decodeJSON(_ input: ImportInput, data: Data) -> ReadFile {
        let name = input.displayName
        do {
            return ReadFile(input: input, format: .json, ownRecipes: try RecipeFile.decode(data, fileName: name))
        } catch let error as RecipeFileError {
            return ReadFile(input: input, format: .json, problems: [FormatProblem(fileName: name, message: error.message)])
        } catch {
            return ReadFile(input: input, format: .json, problems: [FormatProblem(fileName: name, message: "\(error)")])
        }
    }

    /// A web address as an identity: `http(s)://…` without its fragment or final slash; `nil` for
    /// anything else (a book's name, a person), which many recipes may share.
    static func webAddress(_ source: String?) -> String? {
        guard var url = source?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), !url.contains(" ") else { return nil }
        if let hash = url.firstIndex(of: "#") { url = String(url[..<hash]) }
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }
}
